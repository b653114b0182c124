/// WCAG 2.2 checks for your own color pairs, under the names DesignSystemPro apps already use.
///
/// Every function composites a translucent foreground onto the background first and compares
/// the unrounded ratio with the threshold (4.499 fails 4.5).
///
/// ```swift
/// ColorContrastUtility.contrastRatio(.white, try SRGBColor(hex: "#767676"))  // 4.5422
/// ColorContrastUtility.meetsWCAG_AA(.white, try SRGBColor(hex: "#777777"))   // false
/// ```
public enum ColorContrastUtility {
  /// The WCAG contrast ratio (1...21) of `foreground` on `background`.
  public static func contrastRatio(_ foreground: SRGBColor, _ background: SRGBColor) -> Double {
    foreground.contrastRatio(with: background)
  }

  /// 1.4.3 AA for normal text: at least 4.5:1.
  public static func meetsWCAG_AA(_ foreground: SRGBColor, _ background: SRGBColor) -> Bool {
    foreground.meets(.textAA, on: background)
  }

  /// 1.4.6 AAA for normal text: at least 7:1.
  public static func meetsWCAG_AAA(_ foreground: SRGBColor, _ background: SRGBColor) -> Bool {
    foreground.meets(.textAAA, on: background)
  }

  /// 1.4.3 AA for large text (18 pt, or 14 pt bold): at least 3:1.
  public static func meetsWCAG_AA_LargeText(_ foreground: SRGBColor, _ background: SRGBColor)
    -> Bool
  {
    foreground.meets(.largeTextAA, on: background)
  }

  /// 1.4.6 AAA for large text: at least 4.5:1.
  public static func meetsWCAG_AAA_LargeText(_ foreground: SRGBColor, _ background: SRGBColor)
    -> Bool
  {
    foreground.meets(.largeTextAAA, on: background)
  }

  /// 1.4.11 non-text contrast for UI components and graphics: at least 3:1.
  public static func meetsNonTextContrast(_ foreground: SRGBColor, _ background: SRGBColor)
    -> Bool
  {
    foreground.meets(.nonText, on: background)
  }

  /// Whether the pair meets an arbitrary ``ContrastLevel``.
  public static func meets(
    _ level: ContrastLevel, _ foreground: SRGBColor, _ background: SRGBColor
  ) -> Bool {
    foreground.meets(level, on: background)
  }
}
