import TesseraArgumentParser
import TesseraPatterns

/// `tessera pattern PATTERN INPUT...`: the first match of a pattern in each input, in UTF-16
/// offsets, with the linear-time engine forms use.
package enum PatternCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "pattern",
    summary: "Match a pattern against inputs with the linear-time engine.",
    usage: [
      .argument("<pattern>", help: "The pattern, in ICU syntax."),
      .argument("<input>", repeatable: true, help: "A text to match the pattern against."),
      .optional([.flag("ignore-case", help: "Match regardless of case.")]),
    ],
    discussion: """
      Compiles the pattern with TesseraPatterns (the ICU syntax NSRegularExpression accepts, minus
      constructs that need backtracking) and prints one line per input: `match START..<END` with
      UTF-16 offsets, or `no match`. Put `--` before inputs that start with `--`.

      Exit status: 0 after matching (whether or not inputs matched); 2 when the pattern is invalid
      or refused (the error and its offset go to standard error) or the usage is wrong.
      """,
    run: run(_:console:))

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let ignoreCase = arguments.flag("ignore-case")
    let words = arguments.positionals
    guard let source = words.first else {
      throw .usage("expected a pattern and at least one input")
    }
    guard words.count >= 2 else { throw .usage("expected at least one input after the pattern") }
    let pattern: CompiledPattern
    do {
      pattern = try CompiledPattern(source, options: ignoreCase ? .caseInsensitive : [])
    } catch {
      throw .badInput("invalid pattern: \(error.description)")
    }
    for input in words.dropFirst() {
      if let match = pattern.firstMatch(in: input) {
        console.print("match \(match.range.lowerBound)..<\(match.range.upperBound)")
      } else {
        console.print("no match")
      }
    }
    return .success
  }
}
