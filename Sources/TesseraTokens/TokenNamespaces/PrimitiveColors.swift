import TesseraColor

/// DesignSystemPro's raw palette (Tailwind-style grays, blues, greens, reds, ambers). Semantic
/// tokens are chosen from it; components never use it directly.
public enum PrimitiveColors {
  private static func rgb(_ value: UInt32) -> SRGBColor {
    SRGBColor(
      red8: UInt8(value >> 16 & 0xFF), green8: UInt8(value >> 8 & 0xFF),
      blue8: UInt8(value & 0xFF))
  }

  /// #FFFFFF.
  public static let white = SRGBColor.white
  /// #000000.
  public static let black = SRGBColor.black
  /// #F9FAFB.
  public static let gray50 = rgb(0xF9FAFB)
  /// #F3F4F6.
  public static let gray100 = rgb(0xF3F4F6)
  /// #E5E7EB.
  public static let gray200 = rgb(0xE5E7EB)
  /// #D1D5DB.
  public static let gray300 = rgb(0xD1D5DB)
  /// #9CA3AF.
  public static let gray400 = rgb(0x9CA3AF)
  /// #6B7280.
  public static let gray500 = rgb(0x6B7280)
  /// #4B5563.
  public static let gray600 = rgb(0x4B5563)
  /// #374151.
  public static let gray700 = rgb(0x374151)
  /// #1F2937.
  public static let gray800 = rgb(0x1F2937)
  /// #111827.
  public static let gray900 = rgb(0x111827)
  /// #EFF6FF.
  public static let blue50 = rgb(0xEFF6FF)
  /// #60A5FA.
  public static let blue400 = rgb(0x60A5FA)
  /// #3B82F6.
  public static let blue500 = rgb(0x3B82F6)
  /// #2563EB.
  public static let blue600 = rgb(0x2563EB)
  /// #1D4ED8.
  public static let blue700 = rgb(0x1D4ED8)
  /// #4ADE80.
  public static let green400 = rgb(0x4ADE80)
  /// #16A34A.
  public static let green600 = rgb(0x16A34A)
  /// #15803D.
  public static let green700 = rgb(0x15803D)
  /// #F87171.
  public static let red400 = rgb(0xF87171)
  /// #DC2626.
  public static let red600 = rgb(0xDC2626)
  /// #B91C1C.
  public static let red700 = rgb(0xB91C1C)
  /// #FBBF24.
  public static let amber400 = rgb(0xFBBF24)
  /// #D97706.
  public static let amber600 = rgb(0xD97706)
  /// #B45309.
  public static let amber700 = rgb(0xB45309)
  /// #38BDF8.
  public static let sky400 = rgb(0x38BDF8)
  /// #0284C7.
  public static let sky600 = rgb(0x0284C7)
}
