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
  /// - Complexity: O(1): a bisection on chroma (when the color is out of gamut), each step a
  ///   48-step bisection on CAM16 lightness for the tone's luminance.
  public static func color(hue: Double, chroma: Double, tone: Double) -> SRGBColor {
    if tone >= 100 { return .white }
    if tone <= 0 { return .black }
    let y = Tone.luminance(fromLstar: tone)
    func solve(_ chroma: Double) -> (Double, Double, Double)? {
      var low = 0.0
      var high = 100.0
      for _ in 0..<48 {
        let middle = (low + high) / 2
        let rgb = CAM16.linear(j: middle, c: chroma, h: hue)
        if 0.2126 * rgb.0 + 0.7152 * rgb.1 + 0.0722 * rgb.2 < y {
          low = middle
        } else {
          high = middle
        }
      }
      let rgb = CAM16.linear(j: high, c: chroma, h: hue)
      let inside = [rgb.0, rgb.1, rgb.2].allSatisfy { $0 >= -1e-4 && $0 <= 1 + 1e-4 }
      return inside ? rgb : nil
    }
    var best = solve(0) ?? (y, y, y)
    if let exact = solve(chroma) {
      best = exact
    } else {
      var low = 0.0
      var high = chroma
      while high - low > 0.01 {
        let middle = (low + high) / 2
        if let fitting = solve(middle) {
          best = fitting
          low = middle
        } else {
          high = middle
        }
      }
    }
    return SRGBColor(
      red: SRGBColor.delinearize(SRGBColor.clampUnit(best.0)),
      green: SRGBColor.delinearize(SRGBColor.clampUnit(best.1)),
      blue: SRGBColor.delinearize(SRGBColor.clampUnit(best.2))
    ).quantized()
  }
}

extension SRGBColor {
  /// The color in HCT (CAM16 hue and chroma, L* tone).
  public var hct: HCT { HCT(self) }
}
