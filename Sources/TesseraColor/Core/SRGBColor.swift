/// A color in the sRGB color space: red, green and blue components and an alpha, each in 0...1.
///
/// Every color decision in Tessera is made on this type, so it is a plain `Sendable` value that
/// builds on every platform. Components outside 0...1 and non-finite components are clamped
/// (NaN becomes 0) when the color is created, so a stored color is always displayable.
///
/// ```swift
/// let accent = try SRGBColor(hex: "#2563EB")
/// accent.hexString  // "#2563EB"
/// ```
public struct SRGBColor: Sendable, Hashable {
  /// The red component, 0...1, gamma-encoded.
  public let red: Double
  /// The green component, 0...1, gamma-encoded.
  public let green: Double
  /// The blue component, 0...1, gamma-encoded.
  public let blue: Double
  /// The opacity, 0 (transparent) ... 1 (opaque).
  public let alpha: Double

  /// Creates a color from gamma-encoded components in 0...1; out-of-range values are clamped.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clampUnit(red)
    self.green = Self.clampUnit(green)
    self.blue = Self.clampUnit(blue)
    self.alpha = Self.clampUnit(alpha)
  }

  /// Creates a color from 8-bit components (0...255).
  public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
    self.init(
      red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
      alpha: Double(alpha8) / 255)
  }

  /// Creates a color with the same red, green and blue value.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Opaque white.
  public static let white = SRGBColor(red: 1, green: 1, blue: 1)
  /// Opaque black.
  public static let black = SRGBColor(red: 0, green: 0, blue: 0)
  /// Fully transparent black.
  public static let clear = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)

  /// The color with its alpha replaced.
  public func withAlpha(_ alpha: Double) -> SRGBColor {
    SRGBColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether the color is fully opaque.
  public var isOpaque: Bool { alpha >= 1 }

  /// The color composited over an opaque background ("source over"), which is what a person
  /// sees and therefore what contrast is measured on. The result is opaque when the background is.
  public func composited(over background: SRGBColor) -> SRGBColor {
    if alpha >= 1 { return self }
    let outAlpha = alpha + background.alpha * (1 - alpha)
    guard outAlpha > 0 else { return .clear }
    func mix(_ top: Double, _ bottom: Double) -> Double {
      (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
    }
    return SRGBColor(
      red: mix(red, background.red), green: mix(green, background.green),
      blue: mix(blue, background.blue), alpha: outAlpha)
  }

  static func clampUnit(_ value: Double) -> Double {
    guard value.isFinite else { return value == .infinity ? 1 : 0 }
    return min(max(value, 0), 1)
  }
}
