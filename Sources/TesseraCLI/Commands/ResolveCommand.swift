import TesseraTokens

/// `tessera resolve`: prints a theme resolved for one mode and content size as JSON.
public enum ResolveCommand: TesseraCommand {
  /// The command word.
  public static let name = "resolve"
  /// One line for the command list.
  public static let summary = "Print a theme resolved for a scheme, contrast and text size."
  /// The help text.
  public static let help = """
    USAGE: tessera resolve (--preset NAME | FILE) --scheme light|dark
                           --contrast standard|increased [--size SIZE] [--reduce-motion]

    Resolves a preset or a theme spec JSON file (- reads standard input) and prints every
    color, text style, spacing, radius, elevation, motion, button and surface as JSON.
    SIZE is a Dynamic Type size: xSmall, small, medium, large (default), xLarge, xxLarge,
    xxxLarge, accessibility1 ... accessibility5.

    Exit status: 0, or 2 on bad usage or an invalid spec (the message names the JSON path).
    """

  /// Runs the command.
  public static func run(_ arguments: inout Arguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let presetName = try arguments.option("preset")
    let scheme = try arguments.choice(
      "scheme", from: ThemeScheme.allCases.map(\.rawValue))
    let contrast = try arguments.choice(
      "contrast", from: ThemeContrast.allCases.map(\.rawValue))
    let size = try arguments.choice("size", from: ContentSize.allCases.map(\.rawValue))
    let reduceMotion = arguments.flag("reduce-motion")
    let files = try arguments.positionals()
    guard let scheme = scheme.flatMap(ThemeScheme.init(rawValue:)) else {
      throw .usage("--scheme light|dark is required")
    }
    guard let contrast = contrast.flatMap(ThemeContrast.init(rawValue:)) else {
      throw .usage("--contrast standard|increased is required")
    }
    let spec: ThemeSpec
    switch (presetName, files.count) {
    case (let name?, 0): spec = try ThemeInput.preset(name)
    case (nil, 1): spec = try ThemeInput.file(files[0])
    case (nil, 0): throw .usage("give --preset NAME or a spec FILE")
    default: throw .usage("give either --preset NAME or one spec FILE, not both or several")
    }
    let theme = spec.resolved(
      for: ThemeMode(scheme: scheme, contrast: contrast),
      contentSize: size.flatMap(ContentSize.init(rawValue:)) ?? .large,
      reduceMotion: reduceMotion)
    console.print(try ThemeInput.json(theme))
    return .success
  }
}
