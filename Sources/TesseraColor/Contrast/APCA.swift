import Foundation

/// The APCA lightness contrast Lc (APCA-W3 0.1.9, algorithm constants 0.0.98G-4g): a
/// perceptual contrast that, unlike the WCAG 2 ratio, depends on which color is the text and
/// which the background. Positive for dark text on a light background, negative for light
/// text on a dark one; about 106 for black on white and -108 for white on black; 0 below Lc
/// 10, where APCA calls contrast too low to measure.
///
/// This is information beside WCAG 2.2, which stays Tessera's pass/fail rule.
///
/// ```swift
/// APCA.lightnessContrast(text: try SRGBColor(hex: "#888888"), background: .white)  // 63.06
/// ```
public enum APCA {
  /// APCA's screen luminance Ys of a color: each channel raised to 2.4 (APCA's simple
  /// exponent, not the piecewise sRGB curve), weighted 0.2126729, 0.7151522, 0.0721750.
  public static func screenLuminance(_ color: SRGBColor) -> Double {
    0.2126729 * pow(color.red, 2.4) + 0.7151522 * pow(color.green, 2.4) + 0.0721750
      * pow(color.blue, 2.4)
  }

  /// Lc for `text` drawn on `background`.
  ///
  /// A translucent text color is blended over the background first and rounded to 8 bits, as
  /// APCA-W3's `calcAPCA` does; a translucent background is first composited over white, as
  /// ``SRGBColor/contrastRatio(with:)`` does.
  public static func lightnessContrast(text: SRGBColor, background: SRGBColor) -> Double {
    let page = background.isOpaque ? background : background.composited(over: .white)
    let ink = text.isOpaque ? text : text.composited(over: page).quantized()
    return lightnessContrast(
      textLuminance: screenLuminance(ink), backgroundLuminance: screenLuminance(page))
  }

  /// Lc from two screen luminances (``screenLuminance(_:)``); 0 for values outside 0...1.1 or
  /// NaN, as APCA-W3 returns on bad input.
  public static func lightnessContrast(
    textLuminance text: Double, backgroundLuminance background: Double
  )
    -> Double
  {
    guard !text.isNaN, !background.isNaN, min(text, background) >= 0, max(text, background) <= 1.1
    else { return 0 }
    // Soft clamp near black, where the screen's flare dominates.
    let blackThreshold = 0.022
    func clamped(_ y: Double) -> Double {
      y > blackThreshold ? y : y + pow(blackThreshold - y, 1.414)
    }
    let textY = clamped(text)
    let backgroundY = clamped(background)
    if abs(backgroundY - textY) < 0.0005 { return 0 }
    let output: Double
    if backgroundY > textY {
      // Dark text on a light background.
      let sapc = (pow(backgroundY, 0.56) - pow(textY, 0.57)) * 1.14
      output = sapc < 0.1 ? 0 : sapc - 0.027
    } else {
      // Light text on a dark background.
      let sapc = (pow(backgroundY, 0.65) - pow(textY, 0.62)) * 1.14
      output = sapc > -0.1 ? 0 : sapc + 0.027
    }
    return output * 100
  }
}

extension SRGBColor {
  /// The APCA lightness contrast Lc of this color as text on `background`
  /// (``APCA/lightnessContrast(text:background:)``).
  public func apcaContrast(on background: SRGBColor) -> Double {
    APCA.lightnessContrast(text: self, background: background)
  }
}
