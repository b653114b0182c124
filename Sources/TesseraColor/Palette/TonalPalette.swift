import Foundation

/// A family of colors sharing one OKLCH hue and chroma, indexed by tone (CIELAB L*, 0...100).
///
/// `tone(t)` is the color on the hue line whose luminance has L* = t, with the requested chroma
/// reduced where the sRGB gamut cannot hold it. Because tone fixes luminance, a tone pair fixes
/// a contrast ratio: T40 on T100 is always about 4.9:1, whatever the hue.
///
/// ```swift
/// let blue = TonalPalette(keyColor: try SRGBColor(hex: "#2563EB"))
/// blue.tone(40)   // a dark blue
/// blue.tone(90)   // a pale blue container
/// ```
public struct TonalPalette: Sendable, Hashable, Codable {
  /// The OKLCH hue in degrees.
  public let hue: Double
  /// The requested OKLCH chroma (each tone may hold less).
  public let chroma: Double

  /// The tones a palette is usually listed at, as Material lists them.
  public static let standardTones: [Double] = [
    0, 5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 90, 95, 98, 99, 100,
  ]

  /// Creates a palette from a hue (degrees) and a chroma.
  public init(hue: Double, chroma: Double) {
    self.hue = OKLCH.normalizedHue(hue)
    self.chroma = max(0, chroma.isFinite ? chroma : 0)
  }

  /// The palette through a key color: its hue and chroma.
  public init(keyColor: SRGBColor) {
    let lch = keyColor.oklch
    self.init(hue: lch.hue, chroma: lch.isAchromatic ? 0 : lch.chroma)
  }

  /// The color at `tone` (L*, clamped to 0...100), snapped to the nearest 8-bit color.
  ///
  /// - Complexity: O(1): a fixed bisection on lightness.
  public func tone(_ tone: Double) -> SRGBColor {
    continuousTone(tone).quantized(.nearest)
  }

  /// The color at `tone` before 8-bit snapping.
  public func continuousTone(_ tone: Double) -> SRGBColor {
    let clamped = tone.isFinite ? min(max(tone, 0), 100) : 0
    if clamped >= 100 { return .white }
    if clamped <= 0 { return .black }
    let y = Tone.luminance(fromLstar: clamped)
    let lightness = LuminanceSearch.lightness(
      forLuminance: y, chroma: chroma, hue: hue, atLeast: true)
    return LuminanceSearch.color(lightness: lightness, chroma: chroma, hue: hue)
  }

  /// The same hue with a different chroma.
  public func withChroma(_ chroma: Double) -> TonalPalette {
    TonalPalette(hue: hue, chroma: chroma)
  }

  /// The standard tones as `(tone, color)` pairs, darkest first.
  public var swatches: [(tone: Double, color: SRGBColor)] {
    Self.standardTones.map { ($0, tone($0)) }
  }
}
