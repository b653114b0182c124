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

  /// Every preset's name, in ``all``'s order, known without building any preset (building
  /// one repairs its contrast and keeps its status colors apart, some milliseconds each).
  public static let names: [String] = PresetRecipe.all.map(\.name)

  /// Every preset's ``identifier(of:)``, in ``all``'s order, without building any preset.
  public static let identifiers: [String] = names.map(identifier(ofName:))

  /// The preset whose name or identifier matches `name`, ignoring case, spaces, hyphens and
  /// underscores ("Ocean", "classic-tan", "editorialPaper", "Gentle Default"). Only that
  /// preset is built.
  public static func named(_ name: String) -> ThemeSpec? {
    let key = normalized(name)
    guard
      let index = names.firstIndex(where: {
        normalized($0) == key || normalized(identifier(ofName: $0)) == key
      })
    else { return nil }
    return preset(at: index)
  }

  /// The preset at `index` of ``all``, built on its own.
  private static func preset(at index: Int) -> ThemeSpec {
    switch index {
    case 0: return `default`
    case 1: return ocean
    case 2: return forest
    case 3: return sunset
    case 4: return lavender
    case 5: return gentleDefault
    case 6: return classicTan
    case 7: return modernGray
    case 8: return softGreen
    case 9: return editorialPaper
    case 10: return technicalBlue
    case 11: return boldOrange
    case 12: return elegantPurple
    default: return compactMint
    }
  }

  /// The short identifier of a preset: its name in lower camel case ("classicTan").
  public static func identifier(of spec: ThemeSpec) -> String {
    identifier(ofName: spec.name)
  }

  /// The short identifier of a preset named `name`: lower camel case ("classicTan").
  static func identifier(ofName name: String) -> String {
    let words = name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
    guard let first = words.first else { return "" }
    return first.lowercased()
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
  }

  private static func normalized(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}
