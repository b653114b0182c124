import TesseraArgumentParser
import TesseraTokens

/// `tessera presets`: lists the built-in themes.
package enum PresetsCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "presets",
    summary: "List the built-in theme presets.",
    usage: [
      .optional([.choice("format", ["text", "json"], help: "Output format.")])
    ],
    discussion: """
      Lists every built-in preset: its identifier (for --preset), name, symbol and summary.
      Every preset defines light, dark and both increased-contrast modes and passes
      'tessera audit --all'.

      Exit status: 0, or 2 on bad usage.
      """,
    run: run(_:console:))

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let format = arguments.value("format") ?? "text"
    if format == "json" {
      let rows = PresetThemes.all.map {
        PresetRow(
          identifier: PresetThemes.identifier(of: $0), name: $0.name, summary: $0.summary,
          purpose: $0.purpose, symbol: $0.symbol)
      }
      console.print(try ThemeInput.json(rows))
      return .success
    }
    let identifiers = PresetThemes.all.map { PresetThemes.identifier(of: $0) }
    let width = identifiers.map(\.count).max() ?? 0
    for (identifier, spec) in zip(identifiers, PresetThemes.all) {
      let padding = String(repeating: " ", count: width - identifier.count)
      console.print("\(identifier)\(padding)  \(spec.name): \(spec.summary)")
    }
    return .success
  }

  private struct PresetRow: Encodable {
    var identifier: String
    var name: String
    var summary: String
    var purpose: String
    var symbol: String
  }
}
