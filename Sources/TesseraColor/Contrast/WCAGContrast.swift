import Foundation

/// The WCAG 2.2 contrast levels a foreground/background pair can be required to meet.
public enum ContrastLevel: String, Sendable, Codable, CaseIterable, Hashable {
  /// 1.4.3 AA for normal text: 4.5:1.
  case textAA
  /// 1.4.3 AA for large text (18 pt, or 14 pt bold): 3:1.
  case largeTextAA
  /// 1.4.6 AAA for normal text: 7:1.
  case textAAA
  /// 1.4.6 AAA for large text: 4.5:1.
  case largeTextAAA
  /// 1.4.11 AA non-text contrast (UI components, states, graphics): 3:1.
  case nonText

  /// The minimum ratio, compared without rounding (4.499 fails 4.5).
  public var minimumRatio: Double {
    switch self {
    case .textAA, .largeTextAAA: return 4.5
    case .largeTextAA, .nonText: return 3
    case .textAAA: return 7
    }
  }
}

extension SRGBColor {
  /// The linear-light value of one gamma-encoded sRGB component (WCAG 2.2, threshold 0.04045).
  ///
  /// - Complexity: O(1). A component that is exactly a byte value (`n / 255`, as every hex
  ///   color's is) reads a table of the same formula's results instead of calling `pow`.
  public static func linearize(_ component: Double) -> Double {
    let scaled = component * 255
    if scaled >= 0, scaled <= 255 {
      // The nearest byte (a byte value times 255 is within an ulp of the byte), then an exact
      // comparison with that byte's value: a table read for byte values, no division.
      let entry = byteTable[Int(scaled + 0.5)]
      if entry.component == component { return entry.linear }
    }
    return computedLinear(component)
  }

  /// Each byte's component value `n / 255` and its ``computedLinear(_:)``, side by side so a
  /// lookup reads one table.
  private static let byteTable: [(component: Double, linear: Double)] = (0...255).map {
    (Double($0) / 255, computedLinear(Double($0) / 255))
  }

  /// The formula itself, for components that are not byte values (and to fill the table).
  static func computedLinear(_ component: Double) -> Double {
    component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
  }

  /// The gamma-encoded value of a linear-light component; the inverse of ``linearize(_:)``.
  public static func delinearize(_ linear: Double) -> Double {
    linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }

  /// The WCAG 2.2 relative luminance, 0 (black) ... 1 (white), ignoring alpha.
  public var relativeLuminance: Double {
    0.2126 * Self.linearize(red) + 0.7152 * Self.linearize(green) + 0.0722 * Self.linearize(blue)
  }

  /// The WCAG contrast ratio (1...21) between this color and `other`, in either order.
  ///
  /// A translucent color is first composited over the other one (or, when both are
  /// translucent, both over white, as a page would be), so what is measured is what is seen.
  public func contrastRatio(with other: SRGBColor) -> Double {
    var foreground = self
    var background = other
    if !background.isOpaque { background = background.composited(over: .white) }
    if !foreground.isOpaque { foreground = foreground.composited(over: background) }
    return Self.contrastRatio(
      luminance: foreground.relativeLuminance, background.relativeLuminance)
  }

  /// The WCAG contrast ratio between two relative luminances, in either order.
  public static func contrastRatio(luminance first: Double, _ second: Double) -> Double {
    let lighter = max(first, second)
    let darker = min(first, second)
    return (lighter + 0.05) / (darker + 0.05)
  }

  /// Whether this color, drawn on `background`, meets `level`.
  public func meets(_ level: ContrastLevel, on background: SRGBColor) -> Bool {
    contrastRatio(with: background) >= level.minimumRatio
  }
}
