import TesseraArgumentParser
import TesseraTokens

/// `tessera resolve`: prints a theme resolved for one mode and content size as JSON.
package enum ResolveCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "resolve",
    summary: "Print a theme resolved for a scheme, contrast and text size.",
    usage: [
      ThemeInput.theme("Resolve"),
      .choice("scheme", ThemeScheme.allCases.map(\.rawValue), help: "The color scheme."),
      .choice("contrast", ThemeContrast.allCases.map(\.rawValue), help: "The contrast level."),
      .optional([
        .choice(
          "size", ContentSize.allCases.map(\.rawValue), placeholder: "SIZE",
          help: "The Dynamic Type size (default large).")
      ]),
      .optional([.flag("reduce-motion", help: "Resolve motion with Reduce Motion on.")]),
    ],
    discussion: """
      Resolves a preset or a theme spec JSON file (- reads standard input) and prints every
      color, text style, spacing, radius, elevation, motion, button and surface as JSON.
      SIZE is a Dynamic Type size: xSmall, small, medium, large (default), xLarge, xxLarge,
      xxxLarge, accessibility1 ... accessibility5.

      Exit status: 0, or 2 on bad usage or an invalid spec (the message names the JSON path).
      """,
    run: run(_:console:))

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let size = arguments.value("size")
    let reduceMotion = arguments.flag("reduce-motion")
    // The parser checked both: they are required and one of the raw values.
    guard let scheme = arguments.value("scheme").flatMap(ThemeScheme.init(rawValue:)),
      let contrast = arguments.value("contrast").flatMap(ThemeContrast.init(rawValue:))
    else {
      throw .usage("--scheme and --contrast are required")
    }
    let spec = try ThemeInput.spec(
      arguments, missing: "give --preset NAME or a spec FILE",
      ambiguous: "give either --preset NAME or one spec FILE, not both or several")
    let theme = spec.resolved(
      for: ThemeMode(scheme: scheme, contrast: contrast),
      contentSize: size.flatMap(ContentSize.init(rawValue:)) ?? .large,
      reduceMotion: reduceMotion)
    console.print(try ThemeInput.json(theme))
    return .success
  }
}
