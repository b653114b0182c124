import TesseraColor

/// The brand colors a theme is generated from: a primary color (required) and optional
/// secondary, tertiary, neutral and error colors, in a `BrandStyle`.
///
/// Generation never fails: every promised pair of the resulting theme meets AA in light and
/// dark and 7:1 for text in the increased-contrast modes, whatever the colors are. The light
/// accent (the fill of primary buttons) is the primary color exactly, for every color, with a
/// white or near-black label chosen for contrast; in dark mode it stays exact whenever it is
/// 3:1 from the dark page, and keeps its hue when it is not. The link color and the
/// indicator move along the brand's hue only as far as 4.5:1 and 3:1 on the backgrounds need,
/// and the report says what moved and why.
///
/// ```swift
/// let brand = try BrandConfiguration(primaryHex: "#FFD600", style: .vibrant)
/// let theme = brand.generate(name: "Sunny")
/// theme.spec           // a complete ThemeSpec, four modes
/// theme.report.lines   // "light accent: #FFD600 kept as given", "light textLink: ..."
/// ```
public struct BrandConfiguration: Sendable, Hashable, Codable {
  /// The brand's colors and style, as given: their one home (TesseraColor's `BrandColors`);
  /// the properties below read and write it.
  public var colors: BrandColors

  /// The main brand color.
  public var primary: SRGBColor {
    get { colors.primary }
    set { colors.primary = newValue }
  }
  /// A second brand color (secondary palette), or `nil` to derive one.
  public var secondary: SRGBColor? {
    get { colors.secondary }
    set { colors.secondary = newValue }
  }
  /// A third brand color (tertiary palette), or `nil` to derive one.
  public var tertiary: SRGBColor? {
    get { colors.tertiary }
    set { colors.tertiary = newValue }
  }
  /// The color neutrals are tinted with, or `nil` to tint them with the primary.
  public var neutral: SRGBColor? {
    get { colors.neutral }
    set { colors.neutral = newValue }
  }
  /// The error/destructive color, or `nil` for a standard red.
  public var error: SRGBColor? {
    get { colors.error }
    set { colors.error = newValue }
  }
  /// How much chroma the palettes carry.
  public var style: BrandStyle {
    get { colors.style }
    set { colors.style = newValue }
  }

  /// Creates a configuration; only the primary color is required.
  public init(
    primary: SRGBColor, secondary: SRGBColor? = nil, tertiary: SRGBColor? = nil,
    neutral: SRGBColor? = nil, error: SRGBColor? = nil, style: BrandStyle = .tonal
  ) {
    colors = BrandColors(
      primary: primary, secondary: secondary, tertiary: tertiary, neutral: neutral, error: error,
      style: style)
  }

  /// Creates a configuration from TesseraColor's `BrandColors`.
  public init(_ colors: BrandColors) { self.colors = colors }

  /// Decodes the colors' own keys (`primary`, `secondary`, `tertiary`, `neutral`, `error`,
  /// `style`) at this level, as a configuration has always been written.
  public init(from decoder: any Decoder) throws { colors = try BrandColors(from: decoder) }

  /// Encodes the colors' own keys at this level.
  public func encode(to encoder: any Encoder) throws { try colors.encode(to: encoder) }

  /// Creates a configuration from hex text (`#RGB`, `#RRGGBB`, `#RRGGBBAA`); a bad color throws
  /// the parser's error rather than becoming black.
  public init(
    primaryHex: String, secondaryHex: String? = nil, tertiaryHex: String? = nil,
    neutralHex: String? = nil, errorHex: String? = nil, style: BrandStyle = .tonal
  ) throws(HexColorError) {
    func parse(_ text: String?) throws(HexColorError) -> SRGBColor? {
      guard let text else { return nil }
      return try SRGBColor(hex: text)
    }
    self.init(
      primary: try SRGBColor(hex: primaryHex), secondary: try parse(secondaryHex),
      tertiary: try parse(tertiaryHex), neutral: try parse(neutralHex),
      error: try parse(errorHex), style: style)
  }

  /// Generates the theme and its report. See ``WhiteLabelConfiguration`` to also set the name,
  /// typography and shapes.
  ///
  /// - Complexity: O(roles × pairs) per mode; about 1.3 ms in release builds, most of it
  ///   keeping the status colors and containers apart under color-vision simulation.
  public func generate(name: String = "Brand") -> BrandTheme {
    WhiteLabelConfiguration(brand: self, name: name).generate()
  }

  /// The generated theme spec alone.
  public func themeSpec(name: String = "Brand") -> ThemeSpec { generate(name: name).spec }
}
