import Foundation

/// The ways a Material dynamic scheme spends its source color (Material Color Utilities'
/// `Variant`, 2021 color spec).
public enum SchemeVariant: String, Sendable, Codable, CaseIterable, Hashable {
  /// Material's default: calm, the source hue at chroma 36, tertiary turned 60°.
  case tonalSpot
  /// The source color's own chroma, tertiary an analogous color: for schemes drawn from
  /// content such as an image.
  case content
  /// Like `content`, but tertiary is the complement: the primary container is the source color.
  case fidelity
  /// Loud: primary at the most chroma the gamut allows, secondary and tertiary turned by hue
  /// band.
  case vibrant
  /// Playful: primary turned 240°, secondary and tertiary turned by hue band.
  case expressive
  /// Nearly gray, with a trace of the source hue.
  case neutral
  /// Gray only.
  case monochrome
  /// Colorful accents on gray surfaces.
  case rainbow
  /// Primary and secondary turned 50° back, tertiary the source hue.
  case fruitSalad
}

/// The six HCT tonal palettes a dynamic scheme draws from, derived once from a source color and
/// a variant and shared by every mode and contrast level.
public struct SchemePalettes: Sendable, Hashable {
  /// The source color (opaque).
  public let sourceColor: SRGBColor
  /// The variant the palettes were derived for.
  public let variant: SchemeVariant
  /// Primary accents.
  public let primary: TonalPalette
  /// Secondary accents.
  public let secondary: TonalPalette
  /// Tertiary accents.
  public let tertiary: TonalPalette
  /// Surfaces and text.
  public let neutral: TonalPalette
  /// Surface variants, outlines and secondary text.
  public let neutralVariant: TonalPalette
  /// Errors: HCT hue 25, chroma 84, in every variant.
  public let error: TonalPalette

  /// Derives the palettes of `variant` from `sourceColor` (alpha ignored).
  ///
  /// - Complexity: O(1); `content` and `fidelity` solve 361 HCT colors for the color
  ///   temperature behind their tertiary palette.
  public init(sourceColor: SRGBColor, variant: SchemeVariant) {
    let source = sourceColor.withAlpha(1)
    let hct = source.hct
    let hue = hct.hue
    let chroma = hct.chroma
    func palette(_ hue: Double, _ chroma: Double) -> TonalPalette {
      TonalPalette(hue: hue, chroma: chroma, model: .hct)
    }
    self.sourceColor = source
    self.variant = variant
    error = palette(25, 84)
    // Palettes that are the source hue turned by `turn` degrees at a fixed `chroma`.
    func fixed(_ specs: [(turn: Double, chroma: Double)]) -> [TonalPalette] {
      specs.map { palette(hue + $0.turn, $0.chroma) }
    }
    // Primary, secondary, tertiary, neutral and neutral variant, in that order.
    let palettes: [TonalPalette]
    switch variant {
    case .tonalSpot: palettes = fixed([(0, 36), (0, 16), (60, 24), (0, 6), (0, 8)])
    case .neutral: palettes = fixed([(0, 12), (0, 8), (0, 16), (0, 2), (0, 2)])
    case .monochrome: palettes = fixed([(0, 0), (0, 0), (0, 0), (0, 0), (0, 0)])
    case .rainbow: palettes = fixed([(0, 48), (0, 16), (60, 24), (0, 0), (0, 0)])
    case .fruitSalad: palettes = fixed([(-50, 48), (-50, 36), (0, 36), (0, 10), (0, 16)])
    case .content, .fidelity:
      let temperature = ColorTemperature(source)
      let third =
        variant == .content
        ? temperature.analogous(count: 3, divisions: 6)[2] : temperature.complement
      palettes = [
        palette(hue, chroma), palette(hue, max(chroma - 32, chroma * 0.5)),
        TonalPalette(keyColor: DislikeAnalyzer.fixIfDisliked(third), model: .hct),
        palette(hue, chroma / 8), palette(hue, chroma / 8 + 4),
      ]
    case .vibrant:
      let bands: [Double] = [0, 41, 61, 101, 131, 181, 251, 301, 360]
      palettes = [
        palette(hue, 200),
        palette(Self.rotatedHue(hue, bands, [18, 15, 10, 12, 15, 18, 15, 12, 12]), 24),
        palette(Self.rotatedHue(hue, bands, [35, 30, 20, 25, 30, 35, 30, 25, 25]), 32),
        palette(hue, 10), palette(hue, 12),
      ]
    case .expressive:
      let bands: [Double] = [0, 21, 51, 121, 151, 191, 271, 321, 360]
      palettes = [
        palette(hue + 240, 40),
        palette(Self.rotatedHue(hue, bands, [45, 95, 45, 20, 45, 90, 45, 45, 45]), 24),
        palette(Self.rotatedHue(hue, bands, [120, 120, 20, 45, 20, 15, 20, 120, 120]), 32),
        palette(hue + 15, 8), palette(hue + 15, 12),
      ]
    }
    primary = palettes[0]
    secondary = palettes[1]
    tertiary = palettes[2]
    neutral = palettes[3]
    neutralVariant = palettes[4]
  }

  /// `hue` turned by the rotation of the band it falls in: band i runs strictly between
  /// `bands[i]` and `bands[i + 1]`. A single rotation applies to every hue; a hue on a band
  /// edge is not turned (Material's `getRotatedHue`).
  static func rotatedHue(_ hue: Double, _ bands: [Double], _ rotations: [Double]) -> Double {
    if rotations.count == 1 { return OKLCH.normalizedHue(hue + rotations[0]) }
    for index in 0..<max(0, min(bands.count, rotations.count) - 1)
    where bands[index] < hue && hue < bands[index + 1] {
      return OKLCH.normalizedHue(hue + rotations[index])
    }
    return hue
  }
}
