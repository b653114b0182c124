import Foundation

/// Which side of the background a solved color may land on.
public enum ContrastDirection: String, Sendable, Codable, CaseIterable {
  /// The result is lighter than the background.
  case lighter
  /// The result is darker than the background.
  case darker
  /// Whichever side needs the smaller change in OKLCH lightness.
  case nearest
}

/// The answer of ``ContrastSolver``: a color that reaches the target ratio on the background.
public struct ContrastSolution: Sendable, Hashable, Codable {
  /// The solved color: opaque, 8-bit exact (it survives a trip through hex).
  public var color: SRGBColor
  /// Its contrast ratio with the background, unrounded; at least the target.
  public var ratio: Double
  /// Whether the input already met the target on the requested side and was returned as is.
  public var isUnchanged: Bool
  /// The side of the background the color ended on (`.lighter` or `.darker`).
  public var side: ContrastDirection
  /// The change in OKLCH lightness from the input (positive when lighter).
  public var lightnessChange: Double
  /// The OKLCH chroma given up to fit the gamut (0 when all of it fits).
  public var chromaLoss: Double
}

/// Finds the nearest color of the same OKLCH hue that reaches a contrast ratio on a background.
///
/// The search moves only the OKLCH lightness, keeps the hue, and keeps as much of the chroma as
/// the sRGB gamut allows at the new lightness. The result is snapped to 8-bit components in the
/// direction that can only raise the contrast, so the promise still holds once written as hex.
///
/// ```swift
/// let text = ContrastSolver.solve(brand, on: .white, target: 4.5, direction: .darker)?.color
/// ```
public enum ContrastSolver {
  /// Solves for `target` (a WCAG ratio, 1...21). Returns `nil` when no color on the requested
  /// side reaches it: even white (for `.lighter`) or black (for `.darker`) falls short; for
  /// `.nearest`, when neither side can. Translucent inputs are composited first (the background
  /// over white, the color over the background), and the result is opaque.
  ///
  /// - Complexity: O(1): two fixed bisections (36 steps on lightness, each with at most 24 on
  ///   chroma).
  public static func solve(
    _ color: SRGBColor, on background: SRGBColor, target: Double,
    direction: ContrastDirection = .nearest
  ) -> ContrastSolution? {
    let backdrop = background.isOpaque ? background : background.composited(over: .white)
    let opaque = color.isOpaque ? color : color.composited(over: backdrop)
    switch direction {
    case .lighter, .darker:
      return solveSide(opaque, on: backdrop, target: target, lighter: direction == .lighter)
    case .nearest:
      let light = solveSide(opaque, on: backdrop, target: target, lighter: true)
      let dark = solveSide(opaque, on: backdrop, target: target, lighter: false)
      guard let light, let dark else { return light ?? dark }
      if light.isUnchanged { return light }
      if dark.isUnchanged { return dark }
      return abs(light.lightnessChange) <= abs(dark.lightnessChange) ? light : dark
    }
  }

  /// The highest ratio any color reaches on `background` on the given side: white's ratio for
  /// `.lighter`, black's for `.darker`, the larger of the two for `.nearest`.
  public static func maximumRatio(on background: SRGBColor, direction: ContrastDirection) -> Double
  {
    let backdrop = background.isOpaque ? background : background.composited(over: .white)
    let white = SRGBColor.white.contrastRatio(with: backdrop)
    let black = SRGBColor.black.contrastRatio(with: backdrop)
    switch direction {
    case .lighter: return white
    case .darker: return black
    case .nearest: return max(white, black)
    }
  }

  private static func solveSide(
    _ color: SRGBColor, on background: SRGBColor, target: Double, lighter: Bool
  ) -> ContrastSolution? {
    let backgroundY = background.relativeLuminance
    let extreme: SRGBColor = lighter ? .white : .black
    guard extreme.contrastRatio(with: background) >= target else { return nil }
    let side: ContrastDirection = lighter ? .lighter : .darker
    let colorY = color.relativeLuminance
    let onSide = lighter ? colorY >= backgroundY : colorY <= backgroundY
    let original = color.oklch
    if onSide, color.contrastRatio(with: background) >= target {
      return ContrastSolution(
        color: color, ratio: color.contrastRatio(with: background), isUnchanged: true,
        side: side, lightnessChange: 0, chromaLoss: 0)
    }
    // The luminance threshold, nudged by a relative 1e-12 so rounding cannot land just short.
    let threshold =
      lighter
      ? target * (backgroundY + 0.05) - 0.05 + 1e-12
      : (backgroundY + 0.05) / target - 0.05 - 1e-12
    var lightness = LuminanceSearch.lightness(
      forLuminance: threshold, chroma: original.chroma, hue: original.hue, atLeast: lighter)
    var candidate = extreme
    // The first candidate passes in practice; the bounded walk only guards against a hue line
    // whose luminance is not monotonic in lightness.
    for _ in 0..<200 {
      let probe = LuminanceSearch.color(
        lightness: lightness, chroma: original.chroma, hue: original.hue
      ).quantized(lighter ? .up : .down)
      if passes(probe, on: background, target: target, lighter: lighter) {
        candidate = probe
        break
      }
      lightness += lighter ? 0.005 : -0.005
      if lightness >= 1 || lightness <= 0 { break }
    }
    let result = candidate.oklch
    return ContrastSolution(
      color: candidate, ratio: candidate.contrastRatio(with: background), isUnchanged: false,
      side: side, lightnessChange: result.lightness - original.lightness,
      chromaLoss: max(0, original.chroma - result.chroma))
  }

  private static func passes(
    _ color: SRGBColor, on background: SRGBColor, target: Double, lighter: Bool
  ) -> Bool {
    let y = color.relativeLuminance
    let backgroundY = background.relativeLuminance
    guard lighter ? y >= backgroundY : y <= backgroundY else { return false }
    return color.contrastRatio(with: background) >= target
  }
}

extension SRGBColor {
  /// The nearest color of the same OKLCH hue reaching `ratio` on `background`, or `nil` when
  /// none can. See ``ContrastSolver/solve(_:on:target:direction:)``.
  public func adjusted(
    toContrast ratio: Double, on background: SRGBColor, direction: ContrastDirection = .nearest
  ) -> SRGBColor? {
    ContrastSolver.solve(self, on: background, target: ratio, direction: direction)?.color
  }
}
