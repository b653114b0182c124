import Foundation

/// How a brand theme spends its color: which palettes carry how much chroma.
public enum BrandStyle: String, Sendable, Codable, CaseIterable, Hashable {
  /// Calm: the accent is the brand color, secondary and neutral colors are quiet tints of it,
  /// tertiary is the brand hue turned 60°.
  case tonal
  /// Loud: every accent palette at the most chroma the gamut allows, tinted neutrals.
  case vibrant
  /// Faithful: palettes keep the brand's own chroma; tertiary is the complementary hue.
  case fidelity
  /// Gray: every palette is neutral, including the accent (the one style that does not keep the
  /// brand's hue, by design).
  case monochrome
}

/// The colors a brand starts from, in TesseraColor terms: the one home of a brand's colors.
/// `TesseraTokens`' `BrandConfiguration` stores one and adds the theme-level options.
///
/// The colors are kept as given, translucent ones included, so what is set (or decoded) reads
/// back unchanged; palettes and themes are drawn from ``opaque``, each translucent color
/// composited over white.
public struct BrandColors: Sendable, Hashable, Codable {
  /// The main brand color; the light-mode accent (the primary fill) is exactly this color.
  public var primary: SRGBColor
  /// A second brand color, or `nil` to derive one from the primary.
  public var secondary: SRGBColor?
  /// A third brand color, or `nil` to derive one.
  public var tertiary: SRGBColor?
  /// The color neutrals (backgrounds, text, borders) are tinted with, or `nil` for the primary.
  public var neutral: SRGBColor?
  /// The destructive/error color, or `nil` for a standard red.
  public var error: SRGBColor?
  /// How much chroma the palettes carry.
  public var style: BrandStyle

  /// Creates brand colors; only the primary is required.
  public init(
    primary: SRGBColor, secondary: SRGBColor? = nil, tertiary: SRGBColor? = nil,
    neutral: SRGBColor? = nil, error: SRGBColor? = nil, style: BrandStyle = .tonal
  ) {
    self.primary = primary
    self.secondary = secondary
    self.tertiary = tertiary
    self.neutral = neutral
    self.error = error
    self.style = style
  }

  /// The colors a theme is drawn from: each translucent color composited over white (a brand
  /// color is designed to be seen on a page), the opaque ones unchanged.
  public var opaque: BrandColors {
    func solid(_ color: SRGBColor) -> SRGBColor { color.composited(over: .white) }
    return BrandColors(
      primary: solid(primary), secondary: secondary.map(solid), tertiary: tertiary.map(solid),
      neutral: neutral.map(solid), error: error.map(solid), style: style)
  }
}

/// The tonal palettes (OKLCH hue and chroma) a brand theme is drawn from.
public struct BrandPalettes: Sendable, Hashable, Codable {
  /// Accent colors.
  public var primary: TonalPalette
  /// Secondary accents.
  public var secondary: TonalPalette
  /// Tertiary accents.
  public var tertiary: TonalPalette
  /// Backgrounds, surfaces and primary text.
  public var neutral: TonalPalette
  /// Secondary text and borders (a little more chroma than `neutral`).
  public var neutralVariant: TonalPalette
  /// Destructive actions and errors.
  public var error: TonalPalette
  /// Success status.
  public var success: TonalPalette
  /// Warning status.
  public var warning: TonalPalette
  /// Informational status.
  public var info: TonalPalette

  /// OKLCH hues of the status palettes that are not brand colors.
  package static let successHue = 150.0
  package static let warningHue = 70.0
  static let errorHue = 27.0
  package static let infoHue = 250.0

  /// Derives the palettes for `colors` in their style (translucent colors composited over
  /// white, as ``BrandColors/opaque``).
  public init(_ colors: BrandColors) {
    let colors = colors.opaque
    let source = colors.primary.oklch
    let hue = source.hue
    let chroma = source.isAchromatic ? 0 : source.chroma
    func palette(_ color: SRGBColor?, else fallback: TonalPalette) -> TonalPalette {
      color.map { TonalPalette(keyColor: $0) } ?? fallback
    }
    let neutralSource = colors.neutral.map { $0.oklch } ?? source
    let neutralHue = neutralSource.hue
    let neutralChroma = neutralSource.isAchromatic ? 0 : neutralSource.chroma
    switch colors.style {
    case .tonal:
      primary = TonalPalette(hue: hue, chroma: chroma)
      secondary = palette(colors.secondary, else: TonalPalette(hue: hue, chroma: chroma * 0.35))
      tertiary = palette(colors.tertiary, else: TonalPalette(hue: hue + 60, chroma: chroma * 0.6))
      neutral = TonalPalette(hue: neutralHue, chroma: min(neutralChroma * 0.08, 0.012))
      neutralVariant = TonalPalette(hue: neutralHue, chroma: min(neutralChroma * 0.12, 0.02))
    case .vibrant:
      let loud = chroma < 0.02 ? chroma : 0.37
      primary = TonalPalette(hue: hue, chroma: loud)
      secondary = palette(colors.secondary, else: TonalPalette(hue: hue + 30, chroma: loud * 0.5))
      tertiary = palette(colors.tertiary, else: TonalPalette(hue: hue + 90, chroma: loud * 0.6))
      neutral = TonalPalette(hue: neutralHue, chroma: min(neutralChroma * 0.15, 0.02))
      neutralVariant = TonalPalette(hue: neutralHue, chroma: min(neutralChroma * 0.2, 0.03))
    case .fidelity:
      primary = TonalPalette(hue: hue, chroma: chroma)
      secondary = palette(
        colors.secondary, else: TonalPalette(hue: hue, chroma: max(chroma - 0.08, chroma / 2)))
      tertiary = palette(colors.tertiary, else: TonalPalette(hue: hue + 180, chroma: chroma * 0.8))
      neutral = TonalPalette(hue: neutralHue, chroma: neutralChroma / 8)
      neutralVariant = TonalPalette(hue: neutralHue, chroma: neutralChroma / 8 + 0.01)
    case .monochrome:
      primary = TonalPalette(hue: hue, chroma: 0)
      secondary = TonalPalette(hue: hue, chroma: 0)
      tertiary = TonalPalette(hue: hue, chroma: 0)
      neutral = TonalPalette(hue: hue, chroma: 0)
      neutralVariant = TonalPalette(hue: hue, chroma: 0)
    }
    error = palette(colors.error, else: Self.standardError)
    let status = Self.statusChroma(colors.style)
    success = TonalPalette(hue: Self.successHue, chroma: status)
    warning = TonalPalette(hue: Self.warningHue, chroma: status)
    info = TonalPalette(hue: Self.infoHue, chroma: status)
  }

  /// The error palette used when the brand names no error color.
  package static let standardError = TonalPalette(hue: errorHue, chroma: 0.2)

  /// The chroma of the success, warning and info palettes in a style.
  package static func statusChroma(_ style: BrandStyle) -> Double {
    switch style {
    case .tonal: return 0.14
    case .vibrant: return 0.2
    case .fidelity: return 0.16
    case .monochrome: return 0.12
    }
  }
}
