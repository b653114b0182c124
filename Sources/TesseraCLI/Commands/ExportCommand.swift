import Foundation
import TesseraArgumentParser
import TesseraExport
import TesseraTokens

/// `tessera export`: a theme as Swift, CSS, DTCG or Tessera JSON.
package enum ExportCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "export",
    summary: "Export a theme as Swift, CSS, DTCG tokens or Tessera JSON.",
    usage: [
      ThemeInput.theme("Export"),
      .choice(
        "format", ExportFormat.allCases.map(\.rawValue), help: "What to write.",
        missingMessage: "--format is required (swift, css, dtcg or json)"),
      .optional([
        .option(
          "out", "PATH", help: "Write to PATH instead of standard output.",
          completion: .files(extensions: []))
      ]),
      .optional([
        .option("type-name", "NAME", help: "The Swift namespace enum (--format swift only).")
      ]),
    ],
    discussion: """
      Writes the theme (a preset, or a Tessera theme JSON file; - reads standard input):
        swift   one Swift file with token constants for every role, mode, text size, spacing,
                radius, elevation and motion; compiles with Foundation only, SwiftUI extras
                behind #if canImport(SwiftUI). --type-name names its namespace enum.
        css     custom properties with prefers-color-scheme / prefers-contrast media queries
                and [data-theme=...] selectors for the four modes
        dtcg    a DTCG 2025.10 resolver document with a `mode` modifier
        json    the Tessera theme JSON
      Without --out the result goes to standard output.

      Exit status: 0 written, 2 bad usage or bad input.
      """,
    run: run(_:console:))

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let presetName = arguments.value("preset")
    let outPath = arguments.value("out")
    let typeName = arguments.value("type-name")
    let files = arguments.positionals
    guard let format = arguments.value("format").flatMap(ExportFormat.init(rawValue:)) else {
      throw .usage("--format is required (swift, css, dtcg or json)")
    }
    if typeName != nil && format != .swift {
      throw .usage("--type-name applies to --format swift only")
    }
    let spec: ThemeSpec
    switch (presetName, files.count) {
    case (let name?, 0): spec = try ThemeInput.preset(name)
    case (nil, 1): spec = try ThemeInput.file(files[0])
    case (nil, 0): throw .usage("name a theme: --preset NAME or a theme JSON file")
    default: throw .usage("give exactly one theme: --preset NAME or one file")
    }
    let text: String
    do {
      if format == .swift, let typeName {
        text = SwiftExporter(typeName: typeName).source(for: spec)
      } else {
        text = try ThemeExporter.export(spec, as: format)
      }
    } catch {
      throw .badInput(error.description)
    }
    try OutputFile.write(text, to: outPath, console: console)
    return .success
  }
}

/// Writes a command's result to a file, or to standard output when no path is given.
enum OutputFile {
  static func write(_ text: String, to path: String?, console: Console) throws(CommandError) {
    guard let path, path != "-" else {
      console.out(text.hasSuffix("\n") ? text : text + "\n")
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .badInput("cannot write \(path): \(error.localizedDescription)")
    }
    console.printError("wrote \(path)")
  }
}
