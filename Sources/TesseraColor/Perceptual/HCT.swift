import Foundation

/// Material's HCT color: CAM16 hue and chroma with CIELAB L* as tone, under Material's default
/// viewing conditions.
///
/// ```swift
/// let blue = try SRGBColor(hex: "#0000FF").hct   // hue 282.79, chroma 87.23, tone 32.30
/// HCT.color(hue: 282.79, chroma: 87.23, tone: 80)  // #BEC2FF, chroma clipped to sRGB
/// ```
public struct HCT: Sendable, Hashable, Codable {
  /// CAM16 hue in degrees, 0..<360.
  public var hue: Double
  /// CAM16 chroma (about 0...130 for sRGB colors).
  public var chroma: Double
  /// CIELAB L*, 0...100.
  public var tone: Double

  /// Creates an HCT triple (no gamut check; see ``color(hue:chroma:tone:)``).
  public init(hue: Double, chroma: Double, tone: Double) {
    self.hue = OKLCH.normalizedHue(hue)
    self.chroma = max(0, chroma)
    self.tone = tone
  }

  /// The HCT coordinates of an sRGB color (alpha ignored).
  public init(_ color: SRGBColor) {
    let linear = (
      SRGBColor.linearize(color.red), SRGBColor.linearize(color.green),
      SRGBColor.linearize(color.blue)
    )
    let cam = CAM16.jch(linear: linear)
    self.init(hue: cam.h, chroma: cam.c, tone: color.tone)
  }

  /// The sRGB color with this hue and tone and as much of the chroma as fits in sRGB
  /// (8-bit, nearest).
  public var color: SRGBColor { Self.color(hue: hue, chroma: chroma, tone: tone) }

  /// The sRGB color with `hue` and `tone` and as much of `chroma` as fits, snapped to 8 bits.
  ///
  /// When the chroma fits, the answer has this hue, chroma and tone (to 8-bit rounding); when
  /// it does not, it is the most chromatic 8-bit color of this hue and tone, on the surface of
  /// the sRGB cube. A chroma under 0.0001 gives the gray of the tone; tones at or beyond 0 and
  /// 100 give black and white. NaN counts as 0 (hue, chroma and tone alike). Matches Material
  /// Color Utilities' `Hct.from(hue, chroma, tone)`.
  ///
  /// - Complexity: O(1): at most five Newton steps on CAM16 lightness; a color that does not
  ///   fit adds a walk over the twelve edges of the sRGB cube and at most 24 bisection steps.
  ///   Under 1 µs in gamut and under 2 µs out of it in release builds (`tessera-bench color`).
  public static func color(hue: Double, chroma: Double, tone: Double) -> SRGBColor {
    let tone = Tone.clamped(tone)
    let chroma = chroma.isNaN ? 0 : chroma
    if chroma < 0.0001 || tone < 0.0001 || tone > 99.9999 {
      return SRGBColor(grayTone: tone).quantized()
    }
    return HCTSolver.color(
      linear: HCTSolver.linear(hue: OKLCH.normalizedHue(hue), chroma: chroma, tone: tone))
  }

  /// The HCT coordinates of the color ``color(hue:chroma:tone:)`` returns: the hue, chroma and
  /// tone a request actually gets once it is mapped into sRGB and rounded to 8 bits (Material
  /// Color Utilities' `Hct.from`).
  public static func solved(hue: Double, chroma: Double, tone: Double) -> HCT {
    color(hue: hue, chroma: chroma, tone: tone).hct
  }
}

extension SRGBColor {
  /// The color in HCT (CAM16 hue and chroma, L* tone).
  public var hct: HCT { HCT(self) }
}
