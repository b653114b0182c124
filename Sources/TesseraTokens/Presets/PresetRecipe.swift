import TesseraColor

/// The few colors a preset is designed from (one file per preset in this folder); ``PresetBuilder``
/// derives every role and mode and then repairs each promised pair that misses its ratio.
struct PresetRecipe {
  /// Neutral colors of one scheme.
  struct Neutrals {
    var backgroundPrimary: String
    var backgroundSecondary: String
    var backgroundElevated: String
    var backgroundGrouped: String
    var surfaceOverlay: String
    var textPrimary: String
    var textSecondary: String
    var textTertiary: String
    var textDisabled: String
    var borderSubtle: String
    var borderDefault: String
    var borderStrong: String
  }

  /// Brand and status colors of one scheme.
  struct Hues {
    var accent: String
    var destructive: String
    var success: String
    var warning: String
    var error: String
    var info: String
    /// The link color; the accent when `nil`.
    var link: String?
    /// Text on fills: white in light mode, a near-black in dark mode when `nil`.
    var onFill: String?
  }

  var name: String
  var summary: String
  var purpose: String
  var symbol: String
  var light: Neutrals
  var dark: Neutrals
  var lightHues: Hues
  var darkHues: Hues
  var palette: [String: String] = [:]
  var typography: [TypographyRole: TypographyRoleSpec] = ThemeDefaults.typography
  var spacing: SpacingScale = .standard
  var gaps: GapTokens = .standard
  var radii: RadiusScale = .standard
  var borders: BorderWidths = .standard
  var buttonShape: ButtonShape = .capsule
  var buttonAnimation: ButtonAnimationRole = .subtlePress
  var insets: [InsetRole: AxisInsets] = ThemeDefaults.insets
  /// How the preset derives pressed fills, the disabled accent, containers and status
  /// backgrounds: the standard rule unless the preset changes an amount.
  var derivedColors: DerivedColorRule = .standard
  /// Derived values the preset pins outright, per role and mode, as hex (a pressed fill the
  /// designer chose): set after derivation, then held to the same contrast repair as the rest.
  var pinned: [ColorRole: [ThemeMode: String]] = [:]
}

extension PresetRecipe {
  /// Every preset's recipe, in ``PresetThemes/all``'s order.
  static let all: [PresetRecipe] = [
    .default, .ocean, .forest, .sunset, .lavender, .gentleDefault, .classicTan, .modernGray,
    .softGreen, .editorialPaper, .technicalBlue, .boldOrange, .elegantPurple, .compactMint,
  ]
}
