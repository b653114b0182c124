import Foundation
import TesseraColor
import TesseraTokens

/// `tessera brand --primary HEX ...`: generates a complete theme from brand colors.
public enum BrandCommand: TesseraCommand {
  /// The command word.
  public static let name = "brand"
  /// One line for the command list.
  public static let summary = "Generate a theme (JSON) from brand colors that passes its audit."
  /// The help text.
  public static let help = """
    USAGE: tessera brand --primary <hex> [--secondary <hex>] [--tertiary <hex>]
                         [--neutral <hex>] [--error <hex>]
                         [--style tonal|vibrant|fidelity|monochrome] [--name <name>] [--report]

    Prints the generated theme spec as JSON on standard output: palettes in OKLCH and every
    color role in light, dark and both increased-contrast modes. Every promised pair meets AA
    in light and dark and 7:1 for text with Increase Contrast, whatever the colors. The light
    accent is the primary color itself when it passes; otherwise the nearest color of the same
    hue that does. --report writes what was adjusted and why to standard error.

    Colors are #RGB, #RRGGBB or #RRGGBBAA. The default style is tonal, the default name Brand.

    Exit status: 0 on success, 2 on bad usage or an invalid color.
    """

  /// Runs the command.
  public static func run(_ arguments: inout Arguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let styleName =
      try arguments.choice("style", from: BrandStyle.allCases.map(\.rawValue)) ?? "tonal"
    let name = try arguments.option("name") ?? "Brand"
    let wantsReport = arguments.flag("report")
    guard let primaryText = try arguments.option("primary") else {
      throw .usage("--primary <hex> is required")
    }
    let primary = try parseBrandColor(primaryText, option: "primary")
    var colors: [String: SRGBColor] = [:]
    for option in ["secondary", "tertiary", "neutral", "error"] {
      if let text = try arguments.option(option) {
        colors[option] = try parseBrandColor(text, option: option)
      }
    }
    let extra = try arguments.positionals()
    if let first = extra.first { throw .usage("unexpected argument '\(first)'") }
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .usage("--name must not be empty")
    }
    let brand = BrandConfiguration(
      primary: primary, secondary: colors["secondary"], tertiary: colors["tertiary"],
      neutral: colors["neutral"], error: colors["error"],
      style: BrandStyle(rawValue: styleName) ?? .tonal)
    let theme = brand.generate(name: name)
    console.print(try ThemeInput.json(theme.spec))
    if wantsReport {
      for line in theme.report.lines { console.printError(line) }
    }
    return .success
  }

  private static func parseBrandColor(_ text: String, option: String) throws(CommandError)
    -> SRGBColor
  {
    do {
      return try SRGBColor(hex: text)
    } catch {
      throw .badInput("--\(option): \(error.description)")
    }
  }
}
