import Foundation
import TesseraArgumentParser
import TesseraColor
import TesseraExport
import TesseraTokens

/// `tessera brand --primary HEX ...`: generates a complete theme from brand colors.
package enum BrandCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "brand",
    summary: "Generate a theme (JSON) from brand colors that passes its audit.",
    usage: [
      .option("primary", "<hex>", help: "The brand's primary color."),
      .optional([.option("secondary", "<hex>", help: "The secondary color.")]),
      .optional([.option("tertiary", "<hex>", help: "The tertiary color.")]),
      .optional([.option("neutral", "<hex>", help: "The color the neutrals are tinted with.")]),
      .optional([.option("error", "<hex>", help: "The error color.")]),
      .optional([
        .choice(
          "style", BrandStyle.allCases.map(\.rawValue),
          help: "How the palettes follow the colors (default tonal).")
      ]),
      .optional([.option("name", "<name>", help: "The theme's name (default Brand).")]),
      .optional([.flag("report", help: "Write what was adjusted and why to standard error.")]),
      .optional([
        .option(
          "gallery", "DIR", help: "Also write the theme's HTML gallery to DIR.",
          completion: .directories)
      ]),
    ],
    discussion: """
      Prints the generated theme spec as JSON on standard output: palettes in OKLCH and every
      color role in light, dark and both increased-contrast modes. Every promised pair meets AA
      in light and dark and 7:1 for text with Increase Contrast, whatever the colors. The light
      accent (the fill of primary buttons) is the primary color exactly, with a white or
      near-black label; in dark mode it stays exact while it is 3:1 from the dark page,
      and keeps its hue otherwise. The link and indicator colors move along the brand's hue only
      as far as 4.5:1 and 3:1 on the backgrounds need. --report writes every adjustment in the
      four modes, once each, with the colors before and after and why, to standard error.
      --gallery DIR also writes the generated theme's gallery (the pages `tessera gallery`
      writes) to DIR, so a brand color is one step from a review.

      Colors are #RGB, #RRGGBB or #RRGGBBAA. The default style is tonal, the default name Brand.

      Exit status: 0 on success, 2 on bad usage or an invalid color.
      """,
    run: run(_:console:))

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let styleName = arguments.value("style") ?? "tonal"
    let name = arguments.value("name") ?? "Brand"
    let wantsReport = arguments.flag("report")
    guard let primaryText = arguments.value("primary") else {
      throw .usage("--primary <hex> is required")
    }
    let primary = try parseBrandColor(primaryText, option: "primary")
    var colors: [String: SRGBColor] = [:]
    for option in ["secondary", "tertiary", "neutral", "error"] {
      if let text = arguments.value(option) {
        colors[option] = try parseBrandColor(text, option: option)
      }
    }
    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .usage("--name must not be empty")
    }
    let brand = BrandConfiguration(
      primary: primary, secondary: colors["secondary"], tertiary: colors["tertiary"],
      neutral: colors["neutral"], error: colors["error"],
      style: BrandStyle(rawValue: styleName) ?? .tonal)
    let theme = brand.generate(name: name)
    if let directory = arguments.value("gallery") {
      let site = GalleryBuilder.site(for: [theme.spec])
      do {
        try site.write(to: URL(fileURLWithPath: directory, isDirectory: true))
      } catch {
        throw .badInput("--gallery: \(error.description)")
      }
      console.printError("wrote the gallery of \(name) (\(site.pages.count) pages) to \(directory)")
    }
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
