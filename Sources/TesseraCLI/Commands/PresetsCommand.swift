import TesseraTokens

/// `tessera presets`: lists the built-in themes.
public enum PresetsCommand: TesseraCommand {
  /// The command word.
  public static let name = "presets"
  /// One line for the command list.
  public static let summary = "List the built-in theme presets."
  /// The help text.
  public static let help = """
    USAGE: tessera presets [--format text|json]

    Lists every built-in preset: its identifier (for --preset), name, symbol and summary.
    Every preset defines light, dark and both increased-contrast modes and passes
    'tessera audit --all'.

    Exit status: 0, or 2 on bad usage.
    """

  /// Runs the command.
  public static func run(_ arguments: inout Arguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let format = try arguments.choice("format", from: ["text", "json"]) ?? "text"
    try arguments.finish()
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
