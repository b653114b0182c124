import Foundation
import TesseraColor
import TesseraTokens

/// A resolved, type-checked DTCG token value.
public enum DTCGValue: Sendable, Hashable {
  /// A color.
  case color(DTCGColor)
  /// A length.
  case dimension(DTCGDimension)
  /// Font families in order of preference.
  case fontFamily([String])
  /// A weight in 1...1000.
  case fontWeight(Double)
  /// A time.
  case duration(DTCGDuration)
  /// A timing curve.
  case cubicBezier([Double])
  /// A number.
  case number(Double)
  /// A line style keyword, or a dash pattern.
  case strokeStyle(DTCGStrokeStyle)
  /// A border.
  case border(color: DTCGColor, width: DTCGDimension, style: DTCGStrokeStyle)
  /// A transition.
  case transition(duration: DTCGDuration, delay: DTCGDuration, timingFunction: [Double])
  /// One or more shadows.
  case shadow([DTCGShadow])
  /// Gradient stops, positions clamped to 0...1.
  case gradient([DTCGGradientStop])
  /// A text style.
  case typography(DTCGTypography)
}

/// A DTCG color: a color space, its components (nil for `"none"`), alpha and an optional hex.
public struct DTCGColor: Sendable, Hashable {
  /// The color space name, such as `srgb` or `oklch`.
  public var colorSpace: String
  /// The components; nil where the file says `"none"`.
  public var components: [Double?]
  /// Opacity 0...1.
  public var alpha: Double
  /// The `#rrggbb` fallback, if given.
  public var hex: String?

  /// Creates a color value.
  public init(colorSpace: String, components: [Double?], alpha: Double = 1, hex: String? = nil) {
    self.colorSpace = colorSpace
    self.components = components
    self.alpha = alpha
    self.hex = hex
  }

  /// The DTCG form of an sRGB color, with its hex fallback.
  public init(_ color: SRGBColor) {
    // Full precision, so an exported color reads back identical; the hex is the fallback.
    self.init(
      colorSpace: "srgb", components: [color.red, color.green, color.blue], alpha: color.alpha,
      hex: String(color.withAlpha(1).hexString.lowercased()))
  }

  /// The color in sRGB. Supports `srgb`, `srgb-linear`, `hsl`, `hwb`, `oklab`, `oklch`,
  /// `display-p3`, `lab`, `lch`, `xyz-d65` and `xyz-d50` directly (colors outside sRGB are
  /// gamut-mapped by reducing chroma, keeping lightness and hue) and any other space through
  /// its `hex` fallback; nil when neither is possible.
  public var srgb: SRGBColor? {
    let parts = components.map { $0 ?? 0 }
    switch colorSpace {
    case "srgb" where parts.count == 3:
      if let hex, let exact = try? SRGBColor(hex: hex),
        abs(exact.red - parts[0]) < 0.0005, abs(exact.green - parts[1]) < 0.0005,
        abs(exact.blue - parts[2]) < 0.0005
      {
        return exact.withAlpha(alpha)
      }
      return SRGBColor(red: parts[0], green: parts[1], blue: parts[2], alpha: alpha)
    case "srgb-linear" where parts.count == 3:
      return SRGBColor(
        red: SRGBColor.delinearize(parts[0]), green: SRGBColor.delinearize(parts[1]),
        blue: SRGBColor.delinearize(parts[2]), alpha: alpha)
    case "hsl" where parts.count == 3:
      return Self.hsl(hue: parts[0], saturation: parts[1] / 100, lightness: parts[2] / 100)?
        .withAlpha(alpha)
    case "hwb" where parts.count == 3:
      let whiteness = parts[1] / 100
      let blackness = parts[2] / 100
      if whiteness + blackness >= 1 {
        return SRGBColor(white: whiteness / (whiteness + blackness), alpha: alpha)
      }
      guard let pure = Self.hsl(hue: parts[0], saturation: 1, lightness: 0.5) else { return nil }
      let scale = 1 - whiteness - blackness
      return SRGBColor(
        red: pure.red * scale + whiteness, green: pure.green * scale + whiteness,
        blue: pure.blue * scale + whiteness, alpha: alpha)
    case "oklab" where parts.count == 3:
      return OKLab(lightness: parts[0], a: parts[1], b: parts[2]).oklch.gamutMapped(alpha: alpha)
    case "oklch" where parts.count == 3:
      return OKLCH(lightness: parts[0], chroma: parts[1], hue: parts[2]).gamutMapped(alpha: alpha)
    case "xyz-d65" where parts.count == 3:
      return OKLab(x: parts[0], y: parts[1], z: parts[2]).oklch.gamutMapped(alpha: alpha)
    case "display-p3" where parts.count == 3:
      // CSS Color 4: P3 uses sRGB's transfer curve, then its own primaries to XYZ D65.
      let linear = parts.map(SRGBColor.linearize)
      let xyz = Self.multiply(Self.displayP3ToXYZ, linear)
      return OKLab(x: xyz[0], y: xyz[1], z: xyz[2]).oklch.gamutMapped(alpha: alpha)
    case "lab" where parts.count == 3:
      return Self.fromLab(parts[0], parts[1], parts[2])?.gamutMapped(alpha: alpha)
    case "lch" where parts.count == 3:
      let hue = parts[2] * .pi / 180
      return Self.fromLab(parts[0], parts[1] * cos(hue), parts[1] * sin(hue))?
        .gamutMapped(alpha: alpha)
    case "xyz-d50" where parts.count == 3:
      let xyz = Self.multiply(Self.d50ToD65, parts)
      return OKLab(x: xyz[0], y: xyz[1], z: xyz[2]).oklch.gamutMapped(alpha: alpha)
    default:
      guard let hex, let color = try? SRGBColor(hex: hex) else { return nil }
      return color.withAlpha(alpha)
    }
  }

  /// Linear Display P3 to CIE XYZ (D65), from CSS Color Module Level 4.
  static let displayP3ToXYZ: [[Double]] = [
    [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
    [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
    [0.0, 0.04511338185890264, 1.043944368900976],
  ]

  /// Bradford chromatic adaptation from D50 to D65, from CSS Color Module Level 4.
  static let d50ToD65: [[Double]] = [
    [0.9554734527042182, -0.023098536874261423, 0.0632593086610217],
    [-0.028369706963208136, 1.0099954580058226, 0.021041398966943008],
    [0.012314001688319899, -0.020507696433477912, 1.3303659366080753],
  ]

  static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
    matrix.map { row in zip(row, vector).reduce(0) { $0 + $1.0 * $1.1 } }
  }

  /// CIE Lab (D50, as CSS and DTCG write it) as OKLCH, through XYZ D65.
  private static func fromLab(_ lightness: Double, _ a: Double, _ b: Double) -> OKLCH? {
    guard lightness.isFinite, a.isFinite, b.isFinite else { return nil }
    let kappa = 24389.0 / 27
    let epsilon = 216.0 / 24389
    let f1 = (lightness + 16) / 116
    let f0 = a / 500 + f1
    let f2 = f1 - b / 200
    let x = f0 * f0 * f0 > epsilon ? f0 * f0 * f0 : (116 * f0 - 16) / kappa
    let y = lightness > kappa * epsilon ? f1 * f1 * f1 : lightness / kappa
    let z = f2 * f2 * f2 > epsilon ? f2 * f2 * f2 : (116 * f2 - 16) / kappa
    let white = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
    let d65 = multiply(d50ToD65, [x * white[0], y * white[1], z * white[2]])
    return OKLab(x: d65[0], y: d65[1], z: d65[2]).oklch
  }

  private static func hsl(hue: Double, saturation: Double, lightness: Double) -> SRGBColor? {
    guard hue.isFinite, saturation.isFinite, lightness.isFinite else { return nil }
    let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    func channel(_ n: Double) -> Double {
      let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return SRGBColor(red: channel(0), green: channel(8), blue: channel(4))
  }
}

/// A DTCG dimension.
public struct DTCGDimension: Sendable, Hashable {
  /// The number.
  public var value: Double
  /// `px` or `rem`.
  public var unit: String

  /// Creates a dimension.
  public init(value: Double, unit: String) {
    self.value = value
    self.unit = unit
  }

  /// The length in points (px = pt; 1 rem = `remSize`, 16 by default).
  public func points(remSize: Double = 16) -> Double { unit == "rem" ? value * remSize : value }
}

/// A DTCG duration.
public struct DTCGDuration: Sendable, Hashable {
  /// The number.
  public var value: Double
  /// `ms` or `s`.
  public var unit: String

  /// Creates a duration.
  public init(value: Double, unit: String) {
    self.value = value
    self.unit = unit
  }

  /// The duration in seconds.
  public var seconds: Double { unit == "ms" ? value / 1000 : value }
}

/// A DTCG stroke style: a keyword, or a dash pattern with a line cap.
public enum DTCGStrokeStyle: Sendable, Hashable {
  /// solid, dashed, dotted, double, groove, ridge, outset or inset.
  case keyword(String)
  /// A dash pattern.
  case dashes([DTCGDimension], lineCap: String)
}

/// One DTCG shadow.
public struct DTCGShadow: Sendable, Hashable {
  /// The color.
  public var color: DTCGColor
  /// Horizontal offset.
  public var offsetX: DTCGDimension
  /// Vertical offset.
  public var offsetY: DTCGDimension
  /// Blur radius.
  public var blur: DTCGDimension
  /// Spread.
  public var spread: DTCGDimension
  /// Whether the shadow is inset.
  public var inset: Bool
}

/// One gradient stop.
public struct DTCGGradientStop: Sendable, Hashable {
  /// The color.
  public var color: DTCGColor
  /// The position, clamped to 0...1.
  public var position: Double
}

/// A DTCG typography value.
public struct DTCGTypography: Sendable, Hashable {
  /// Font families in order of preference.
  public var fontFamily: [String]
  /// The size.
  public var fontSize: DTCGDimension
  /// The weight, 1...1000.
  public var fontWeight: Double
  /// Letter spacing.
  public var letterSpacing: DTCGDimension
  /// Line height as a multiple of the size.
  public var lineHeight: Double
}
