/// The built-in themes: DesignSystemPro's default, ocean, forest, sunset and lavender, and
/// GentleDesignSystem's nine. Each defines all four modes and passes ``ThemeAudit`` with no
/// failures; where a seed's published color missed its ratio, the color was moved along its
/// own hue (darker in light mode, lighter in dark mode) just far enough to pass.
public enum PresetThemes {
  /// DesignSystemPro's default blue theme (Tailwind-style grays and blue-600 / blue-400).
  public static let `default` = PresetBuilder.build(PresetRecipe.default)
  /// Deep sea blues and teals.
  public static let ocean = PresetBuilder.build(PresetRecipe.ocean)
  /// Greens and warm neutrals.
  public static let forest = PresetBuilder.build(PresetRecipe.forest)
  /// Warm oranges and corals.
  public static let sunset = PresetBuilder.build(PresetRecipe.sunset)
  /// Soft purples.
  public static let lavender = PresetBuilder.build(PresetRecipe.lavender)

  /// Gentle Default: calm, balanced foundation.
  public static let gentleDefault = PresetBuilder.build(PresetRecipe.gentleDefault)
  /// Classic Tan: warm, timeless earth tones.
  public static let classicTan = PresetBuilder.build(PresetRecipe.classicTan)
  /// Modern Gray: elegant, minimal neutral.
  public static let modernGray = PresetBuilder.build(PresetRecipe.modernGray)
  /// Soft Green: fresh and natural.
  public static let softGreen = PresetBuilder.build(PresetRecipe.softGreen)
  /// Editorial Paper: refined, print-inspired.
  public static let editorialPaper = PresetBuilder.build(PresetRecipe.editorialPaper)
  /// Technical Blue: precise and reliable.
  public static let technicalBlue = PresetBuilder.build(PresetRecipe.technicalBlue)
  /// Bold Orange: bright and energetic.
  public static let boldOrange = PresetBuilder.build(PresetRecipe.boldOrange)
  /// Elegant Purple: refined, rich tones.
  public static let elegantPurple = PresetBuilder.build(PresetRecipe.elegantPurple)
  /// Compact Mint: dense and efficient.
  public static let compactMint = PresetBuilder.build(PresetRecipe.compactMint)

  /// Every preset, DesignSystemPro's first.
  public static let all: [ThemeSpec] = [
    `default`, ocean, forest, sunset, lavender, gentleDefault, classicTan, modernGray, softGreen,
    editorialPaper, technicalBlue, boldOrange, elegantPurple, compactMint,
  ]

  /// The preset whose name or identifier matches `name`, ignoring case, spaces, hyphens and
  /// underscores ("Ocean", "classic-tan", "editorialPaper", "Gentle Default").
  public static func named(_ name: String) -> ThemeSpec? {
    let key = normalized(name)
    return all.first { normalized($0.name) == key || normalized(identifier(of: $0)) == key }
  }

  /// The short identifier of a preset: its name in lower camel case ("classicTan").
  public static func identifier(of spec: ThemeSpec) -> String {
    let words = spec.name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
    guard let first = words.first else { return "" }
    return first.lowercased()
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  private static func normalized(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}
