import Foundation
import TesseraArgumentParser
import TesseraDTCG
import TesseraExport
import TesseraTokens

/// `tessera import`: a DTCG token file (or resolver document) as a Tessera theme JSON.
package enum ImportCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "import",
    summary: "Convert a DTCG token file to a Tessera theme JSON.",
    usage: [
      .argument(
        "FILE.tokens.json",
        help: "A DTCG token file or resolver document (- reads standard input).",
        completion: ThemeInput.fileCompletion),
      .optional([
        .option(
          "out", "PATH", help: "Write to PATH instead of standard output.",
          completion: .files(extensions: []))
      ]),
    ],
    discussion: """
      Reads a DTCG 2025.10 token file or a resolver document with a `mode` modifier (light,
      dark, light-increased-contrast, dark-increased-contrast) and prints the Tessera theme
      JSON. Notes (roles that kept their default values, tokens that were ignored) go to
      standard error. - reads standard input.

      Exit status: 0 converted, 2 bad usage or bad input (the message names the token path).
      """,
    run: run(_:console:))

  /// The largest file read, in bytes (the DTCG reader's own limit).
  static let maximumByteCount = DTCGLimits.default.json.maximumBytes

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let outPath = arguments.value("out")
    let files = arguments.positionals
    guard files.count == 1 else { throw .usage("expected one DTCG file, got \(files.count)") }
    let data = try InputFile.read(files[0], limit: maximumByteCount)
    let result: (spec: ThemeSpec, notes: [String])
    do {
      result = try ThemeSpec.fromDTCG([UInt8](data))
    } catch {
      throw .badInput("\(files[0]): \(error.description)")
    }
    for note in result.notes { console.printError("note: \(note)") }
    let text: String
    do {
      text = try ThemeExporter.json(result.spec)
    } catch {
      throw .badInput(error.description)
    }
    try OutputFile.write(text, to: outPath, console: console)
    return .success
  }

}
