import TesseraPatterns

/// `tessera pattern PATTERN INPUT...`: the first match of a pattern in each input, in UTF-16
/// offsets, with the linear-time engine forms use.
public enum PatternCommand: TesseraCommand {
  /// The command word.
  public static let name = "pattern"
  /// One line for the command list.
  public static let summary = "Match a pattern against inputs with the linear-time engine."
  /// The help text.
  public static let help = """
    USAGE: tessera pattern <pattern> <input>... [--ignore-case]

    Compiles the pattern with TesseraPatterns (the ICU syntax NSRegularExpression accepts, minus
    constructs that need backtracking) and prints one line per input: `match START..<END` with
    UTF-16 offsets, or `no match`. Put `--` before inputs that start with `--`.

    Exit status: 0 after matching (whether or not inputs matched); 2 when the pattern is invalid
    or refused (the error and its offset go to standard error) or the usage is wrong.
    """

  /// Runs the command.
  public static func run(_ arguments: inout Arguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let ignoreCase = arguments.flag("ignore-case")
    let words = try arguments.positionals()
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
