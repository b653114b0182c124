import Foundation

/// A color in Björn Ottosson's OKLab perceptual space (2021 matrices, D65).
///
/// `lightness` runs from 0 (black) to 1 (white); `a` (green–red) and `b` (blue–yellow) are
/// unbounded but stay within about ±0.4 for sRGB colors. Euclidean distance in OKLab tracks
/// perceived difference far better than distance in sRGB.
///
/// ```swift
/// let lab = try SRGBColor(hex: "#3B82F6").oklab   // L 0.6231, a -0.0330, b -0.1851
/// ```
public struct OKLab: Sendable, Hashable, Codable {
  /// Perceived lightness, 0 (black) ... 1 (white).
  public var lightness: Double
  /// The green (negative) to red (positive) axis.
  public var a: Double
  /// The blue (negative) to yellow (positive) axis.
  public var b: Double

  /// Creates an OKLab color from its coordinates.
  public init(lightness: Double, a: Double, b: Double) {
    self.lightness = lightness
    self.a = a
    self.b = b
  }

  /// Converts linear-light sRGB components (not clamped) to OKLab.
  public init(linearRed red: Double, green: Double, blue: Double) {
    let l = 0.4122214708 * red + 0.5363325363 * green + 0.0514459929 * blue
    let m = 0.2119034982 * red + 0.6806995451 * green + 0.1073969566 * blue
    let s = 0.0883024619 * red + 0.2817188376 * green + 0.6299787005 * blue
    self.init(cubeRootLMS: cbrt(l), cbrt(m), cbrt(s))
  }

  /// Converts CIE XYZ (D65, Y of white = 1) to OKLab.
  public init(x: Double, y: Double, z: Double) {
    let l = 0.8189330101 * x + 0.3618667424 * y - 0.1288597137 * z
    let m = 0.0329845436 * x + 0.9293118715 * y + 0.0361456387 * z
    let s = 0.0482003018 * x + 0.2643662691 * y + 0.6338517070 * z
    self.init(cubeRootLMS: cbrt(l), cbrt(m), cbrt(s))
  }

  private init(cubeRootLMS l: Double, _ m: Double, _ s: Double) {
    lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
    a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
    b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
  }

  /// The linear-light sRGB components of this color, unclamped: a component below 0 or above 1
  /// means the color lies outside the sRGB gamut.
  public var linearRGB: (red: Double, green: Double, blue: Double) {
    let lPrime = lightness + 0.3963377774 * a + 0.2158037573 * b
    let mPrime = lightness - 0.1055613458 * a - 0.0638541728 * b
    let sPrime = lightness - 0.0894841775 * a - 1.2914855480 * b
    let l = lPrime * lPrime * lPrime
    let m = mPrime * mPrime * mPrime
    let s = sPrime * sPrime * sPrime
    return (
      4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
      -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
      -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
    )
  }

  /// Whether the color can be shown in sRGB (every linear component within 0...1, with a
  /// tolerance of `tolerance` for rounding noise).
  public func isInSRGBGamut(tolerance: Double = 1e-5) -> Bool {
    let rgb = linearRGB
    let low = -tolerance
    let high = 1 + tolerance
    return rgb.red >= low && rgb.red <= high && rgb.green >= low && rgb.green <= high
      && rgb.blue >= low && rgb.blue <= high
  }

  /// The sRGB color with these coordinates, each component clipped to 0...1. Use
  /// ``OKLCH/gamutMapped(alpha:)`` instead to keep hue and lightness for out-of-gamut colors.
  public func clippedToSRGB(alpha: Double = 1) -> SRGBColor {
    let rgb = linearRGB
    return SRGBColor(
      red: SRGBColor.delinearize(SRGBColor.clampUnit(rgb.red)),
      green: SRGBColor.delinearize(SRGBColor.clampUnit(rgb.green)),
      blue: SRGBColor.delinearize(SRGBColor.clampUnit(rgb.blue)), alpha: alpha)
  }

  /// The polar form: lightness, chroma and hue.
  public var oklch: OKLCH {
    let chroma = (a * a + b * b).squareRoot()
    var hue = atan2(b, a) * 180 / .pi
    if hue < 0 { hue += 360 }
    return OKLCH(lightness: lightness, chroma: chroma, hue: hue)
  }

  /// The Euclidean distance to `other` (ΔE_OK); about 0.02 is a just-noticeable difference.
  public func distance(to other: OKLab) -> Double {
    let dl = lightness - other.lightness
    let da = a - other.a
    let db = b - other.b
    return (dl * dl + da * da + db * db).squareRoot()
  }
}

extension SRGBColor {
  /// The color in OKLab (alpha ignored).
  public var oklab: OKLab {
    OKLab(
      linearRed: Self.linearize(red), green: Self.linearize(green), blue: Self.linearize(blue))
  }

  /// The color in OKLCH (alpha ignored).
  public var oklch: OKLCH { oklab.oklch }
}
