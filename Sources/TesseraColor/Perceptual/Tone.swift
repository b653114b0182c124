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

  /// The WCAG contrast ratio (1...21) between two tones.
  ///
  /// Tones are clamped to 0...100 first, as Material Color Utilities does, so the answer never
  /// leaves WCAG's range: `contrastRatio(-10, 110)` is 21, not the 34.2 that extrapolated L*
  /// would give. NaN counts as 0.
  public static func contrastRatio(_ tone: Double, _ other: Double) -> Double {
    SRGBColor.contrastRatio(
      luminance: luminance(fromLstar: clamped(tone)), luminance(fromLstar: clamped(other)))
  }

  /// `tone` limited to 0...100 (NaN becomes 0).
  public static func clamped(_ tone: Double) -> Double {
    tone.isNaN ? 0 : min(max(tone, 0), 100)
  }

  /// The darkest tone lighter than `tone` that reaches `ratio` against it, or `nil` when even
  /// tone 100 falls short (by more than 0.04) or `tone` is outside 0...100.
  ///
  /// The answer is solved in closed form on luminance and then raised by 0.4, Material's margin
  /// for the small tone error a gamut-mapped color may carry, so the ratio still holds on the
  /// color drawn from it.
  public static func lighter(than tone: Double, ratio: Double) -> Double? {
    guard (0...100).contains(tone), ratio.isFinite else { return nil }
    let darkY = luminance(fromLstar: tone)
    let lightY = ratio * (darkY + 0.05) - 0.05
    let reached = SRGBColor.contrastRatio(luminance: lightY, darkY)
    if reached < ratio && abs(reached - ratio) > 0.04 { return nil }
    let answer = lstar(fromLuminance: lightY) + 0.4
    return (0...100).contains(answer) ? answer : nil
  }

  /// The lightest tone darker than `tone` that reaches `ratio` against it, or `nil` when even
  /// tone 0 falls short (by more than 0.04) or `tone` is outside 0...100. Lowered by 0.4 for
  /// gamut mapping, as ``lighter(than:ratio:)`` is raised.
  public static func darker(than tone: Double, ratio: Double) -> Double? {
    guard (0...100).contains(tone), ratio.isFinite, ratio > 0 else { return nil }
    let lightY = luminance(fromLstar: tone)
    let darkY = (lightY + 0.05) / ratio - 0.05
    let reached = SRGBColor.contrastRatio(luminance: lightY, darkY)
    if reached < ratio && abs(reached - ratio) > 0.04 { return nil }
    let answer = lstar(fromLuminance: darkY) - 0.4
    return (0...100).contains(answer) ? answer : nil
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
