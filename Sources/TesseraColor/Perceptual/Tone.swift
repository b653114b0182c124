import Foundation

/// CIELAB lightness L* ("tone", 0 black ... 100 white), the scale Material's HCT uses.
///
/// Tone is a function of relative luminance alone, so two tones fix a WCAG contrast ratio:
/// that is what makes it useful for choosing colors that must contrast.
///
/// ```swift
/// Tone.lstar(fromLuminance: 0.18)   // ≈ 49.5
/// Tone.luminance(fromLstar: 50)     // ≈ 0.1842
/// ```
public enum Tone {
  /// ε = 216/24389, where the cube-root segment of L* meets the linear one.
  public static let epsilon = 216.0 / 24389.0
  /// κ = 24389/27, the slope of the linear segment.
  public static let kappa = 24389.0 / 27.0

  /// L* (0...100) from relative luminance Y (0...1).
  public static func lstar(fromLuminance y: Double) -> Double {
    let f = y > epsilon ? cbrt(y) : (kappa * y + 16) / 116
    return 116 * f - 16
  }

  /// Relative luminance Y (0...1) from L* (0...100); the inverse of ``lstar(fromLuminance:)``.
  public static func luminance(fromLstar lstar: Double) -> Double {
    let f = (lstar + 16) / 116
    let cube = f * f * f
    return cube > epsilon ? cube : (116 * f - 16) / kappa
  }

  /// The WCAG contrast ratio between two tones.
  public static func contrastRatio(_ tone: Double, _ other: Double) -> Double {
    SRGBColor.contrastRatio(
      luminance: luminance(fromLstar: tone), luminance(fromLstar: other))
  }
}

extension SRGBColor {
  /// The CIELAB L* of the color (0...100), computed from its WCAG relative luminance.
  public var tone: Double { Tone.lstar(fromLuminance: relativeLuminance) }

  /// The gray with the given tone (L*, clamped to 0...100).
  public init(grayTone tone: Double) {
    let y = Tone.luminance(fromLstar: min(max(tone, 0), 100))
    self.init(white: SRGBColor.delinearize(y))
  }
}
