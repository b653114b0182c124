/// WCAG 2.2 contrast checks under SwiftUI-Components' name, `ColorContrast`: the ratio of a
/// pair, whether it passes AA or AAA for normal or large text, the best grade it reaches, and
/// the more readable of black and white on a background.
///
/// Colors are ``SRGBColor`` values or hex text (`"#767676"`); a translucent foreground is
/// composited onto the background first, and ratios are compared unrounded (4.499 fails 4.5).
///
/// ```swift
/// let ratio = try ColorContrast.ratio("#FFFFFF", "#767676")           // 4.5422
/// try ColorContrast.meetsAA("#FFFFFF", "#777777")                     // false
/// try ColorContrast.meetsAA("#FFFFFF", "#777777", isLargeText: true)  // true
/// ColorContrast.grade(.white, try SRGBColor(hex: "#767676"))          // .aa
/// ```
public enum ColorContrast {
  /// The best WCAG 2.2 text grade a pair reaches.
  public enum Grade: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Below 3:1: fails even for large text.
    case fail
    /// At least 3:1: AA for large text (18 pt, or 14 pt bold) and non-text contrast only.
    case aaLargeText
    /// At least 4.5:1: AA for normal text (and AAA for large text).
    case aa
    /// At least 7:1: AAA for normal text.
    case aaa

    /// The ratio the grade starts at.
    public var minimumRatio: Double {
      switch self {
      case .fail: return 1
      case .aaLargeText: return ContrastLevel.largeTextAA.minimumRatio
      case .aa: return ContrastLevel.textAA.minimumRatio
      case .aaa: return ContrastLevel.textAAA.minimumRatio
      }
    }

    /// Orders the grades from ``fail`` to ``aaa``.
    public static func < (lhs: Grade, rhs: Grade) -> Bool {
      lhs.minimumRatio < rhs.minimumRatio
    }
  }

  /// The contrast ratio (1...21) of `foreground` on `background`.
  public static func ratio(_ foreground: SRGBColor, _ background: SRGBColor) -> Double {
    foreground.contrastRatio(with: background)
  }

  /// The contrast ratio of two hex colors; throws ``HexColorError`` for text that is not one.
  public static func ratio(_ foreground: String, _ background: String) throws(HexColorError)
    -> Double
  {
    ratio(try SRGBColor(hex: foreground), try SRGBColor(hex: background))
  }

  /// Whether the pair meets WCAG AA: 4.5:1 for normal text, 3:1 for large text.
  public static func meetsAA(
    _ foreground: SRGBColor, _ background: SRGBColor, isLargeText: Bool = false
  ) -> Bool {
    foreground.meets(isLargeText ? .largeTextAA : .textAA, on: background)
  }

  /// Whether two hex colors meet WCAG AA.
  public static func meetsAA(_ foreground: String, _ background: String, isLargeText: Bool = false)
    throws(HexColorError) -> Bool
  {
    meetsAA(
      try SRGBColor(hex: foreground), try SRGBColor(hex: background), isLargeText: isLargeText)
  }

  /// Whether the pair meets WCAG AAA: 7:1 for normal text, 4.5:1 for large text.
  public static func meetsAAA(
    _ foreground: SRGBColor, _ background: SRGBColor, isLargeText: Bool = false
  ) -> Bool {
    foreground.meets(isLargeText ? .largeTextAAA : .textAAA, on: background)
  }

  /// Whether two hex colors meet WCAG AAA.
  public static func meetsAAA(
    _ foreground: String, _ background: String, isLargeText: Bool = false
  ) throws(HexColorError) -> Bool {
    meetsAAA(
      try SRGBColor(hex: foreground), try SRGBColor(hex: background), isLargeText: isLargeText)
  }

  /// The best grade the pair reaches.
  public static func grade(_ foreground: SRGBColor, _ background: SRGBColor) -> Grade {
    let value = ratio(foreground, background)
    return Grade.allCases.last { value >= $0.minimumRatio } ?? .fail
  }

  /// Black or white, whichever contrasts more with `background` (white on a tie).
  public static func readableForeground(on background: SRGBColor) -> SRGBColor {
    ratio(.black, background) > ratio(.white, background) ? .black : .white
  }
}

extension SRGBColor {
  /// The sRGB color of linear-light components, as SwiftUI's `Color.Resolved` and other
  /// renderers hand them out: each component gamma-encoded, and clamped to 0...1 (a wide-gamut
  /// color is measured at the nearest sRGB value; NaN reads as 0).
  public init(linearRed: Double, linearGreen: Double, linearBlue: Double, alpha: Double = 1) {
    func encoded(_ linear: Double) -> Double {
      linear.isNaN ? 0 : Self.delinearize(min(1, max(0, linear)))
    }
    self.init(
      red: encoded(linearRed), green: encoded(linearGreen), blue: encoded(linearBlue),
      alpha: alpha.isNaN ? 1 : min(1, max(0, alpha)))
  }
}
