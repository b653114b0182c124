import Foundation

/// A color in OKLCH, the polar form of ``OKLab``: lightness 0...1, chroma (colorfulness, about
/// 0...0.37 inside sRGB) and hue in degrees 0..<360.
///
/// Changing only the lightness of an OKLCH color keeps its perceived hue, which is what the
/// contrast solver and the tonal palettes rely on.
///
/// ```swift
/// let blue = OKLCH(lightness: 0.62, chroma: 0.19, hue: 260).gamutMapped()
/// ```
public struct OKLCH: Sendable, Hashable, Codable {
  /// Perceived lightness, 0 (black) ... 1 (white).
  public var lightness: Double
  /// Distance from the neutral axis; 0 is a gray.
  public var chroma: Double
  /// The hue angle in degrees, 0..<360. Meaningless when `chroma` is about 0.
  public var hue: Double

  /// Chroma below which a color is treated as achromatic (its hue carries no information).
  public static let achromaticThreshold = 1e-4

  /// Creates an OKLCH color; the hue is normalized into 0..<360.
  public init(lightness: Double, chroma: Double, hue: Double) {
    self.lightness = lightness
    self.chroma = max(0, chroma)
    self.hue = Self.normalizedHue(hue)
  }

  /// Whether the hue is meaningless because the color is (almost) gray.
  public var isAchromatic: Bool { chroma < Self.achromaticThreshold }

  /// The rectangular form.
  public var oklab: OKLab {
    let radians = hue * .pi / 180
    return OKLab(lightness: lightness, a: chroma * cos(radians), b: chroma * sin(radians))
  }

  /// Whether the color can be shown in sRGB without changing it.
  public func isInSRGBGamut() -> Bool { oklab.isInSRGBGamut() }

  /// The largest chroma that is inside sRGB at this lightness and hue (0 outside 0...1).
  ///
  /// - Complexity: O(1): a bisection to 1e-5 (at most 16 steps).
  public func maximumChromaInGamut() -> Double {
    Self.maximumChroma(lightness: lightness, hue: hue, upTo: 0.5)
  }

  /// The sRGB color with this lightness and hue and as much of its chroma as fits in the sRGB
  /// gamut (chroma reduction, as CSS Color 4 recommends, without the clipping shortcut).
  /// Lightness outside 0...1 gives black or white.
  ///
  /// - Complexity: O(1): at most a 16-step bisection on chroma.
  public func gamutMapped(alpha: Double = 1) -> SRGBColor {
    if lightness >= 1 { return SRGBColor.white.withAlpha(alpha) }
    if lightness <= 0 { return SRGBColor.black.withAlpha(alpha) }
    var mapped = self
    if !oklab.isInSRGBGamut() {
      mapped.chroma = Self.maximumChroma(lightness: lightness, hue: hue, upTo: chroma)
    }
    return mapped.oklab.clippedToSRGB(alpha: alpha)
  }

  /// The signed shortest angle from `hue` to `other`, in -180...180 degrees.
  public static func hueDifference(_ hue: Double, _ other: Double) -> Double {
    var delta = normalizedHue(other) - normalizedHue(hue)
    if delta > 180 { delta -= 360 }
    if delta < -180 { delta += 360 }
    return delta
  }

  /// The angle wrapped into 0..<360 (non-finite angles become 0).
  public static func normalizedHue(_ hue: Double) -> Double {
    guard hue.isFinite else { return 0 }
    let wrapped = hue.truncatingRemainder(dividingBy: 360)
    let result = wrapped < 0 ? wrapped + 360 : wrapped
    return result >= 360 ? 0 : result
  }

  static func maximumChroma(lightness: Double, hue: Double, upTo limit: Double) -> Double {
    guard lightness > 0, lightness < 1 else { return 0 }
    let radians = hue * .pi / 180
    let cosine = cos(radians)
    let sine = sin(radians)
    func fits(_ chroma: Double, tolerance: Double = 1e-9) -> Bool {
      OKLab(lightness: lightness, a: chroma * cosine, b: chroma * sine)
        .isInSRGBGamut(tolerance: tolerance)
    }
    // Rounding noise of about 1e-6 on an in-gamut color is not worth a chroma change.
    if fits(limit, tolerance: 1e-5) { return limit }
    var low = 0.0
    var high = limit
    while high - low > 1e-5 {
      let middle = (low + high) / 2
      if fits(middle) { low = middle } else { high = middle }
    }
    return low
  }
}
