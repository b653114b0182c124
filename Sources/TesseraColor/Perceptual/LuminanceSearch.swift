import Foundation

/// How a continuous color is snapped to 8-bit components.
public enum ByteRounding: String, Sendable, Codable, CaseIterable {
  /// Each component rounds up, so relative luminance never decreases.
  case up
  /// Each component rounds down, so relative luminance never increases.
  case down
  /// Each component rounds to the nearest byte.
  case nearest
}

extension SRGBColor {
  /// The color with every component snapped to a multiple of 1/255: red, green and blue rounded
  /// as asked, alpha to the nearest byte. The result round-trips through ``hexString`` exactly,
  /// so a contrast promise made on it holds after the color is written out as hex.
  public func quantized(_ rounding: ByteRounding = .nearest) -> SRGBColor {
    func snap(_ value: Double) -> Double {
      let scaled = value * 255
      switch rounding {
      case .up: return min(255, scaled.rounded(.up)) / 255
      case .down: return max(0, scaled.rounded(.down)) / 255
      case .nearest: return scaled.rounded() / 255
      }
    }
    return SRGBColor(
      red: snap(red), green: snap(green), blue: snap(blue), alpha: (alpha * 255).rounded() / 255)
  }
}

/// Searches along one OKLCH hue line (fixed hue and requested chroma, chroma clipped to the sRGB
/// gamut at every lightness) for the lightness with a given relative luminance.
enum LuminanceSearch {
  /// The gamut-mapped linear components at `lightness`.
  static func linear(lightness: Double, chroma: Double, hue: Double) -> (Double, Double, Double) {
    if lightness >= 1 { return (1, 1, 1) }
    if lightness <= 0 { return (0, 0, 0) }
    let fitted =
      chroma <= 0 ? 0 : OKLCH.maximumChroma(lightness: lightness, hue: hue, upTo: chroma)
    let radians = hue * .pi / 180
    let rgb = OKLab(lightness: lightness, a: fitted * cos(radians), b: fitted * sin(radians))
      .linearRGB
    return (
      SRGBColor.clampUnit(rgb.red), SRGBColor.clampUnit(rgb.green), SRGBColor.clampUnit(rgb.blue)
    )
  }

  static func luminance(_ rgb: (Double, Double, Double)) -> Double {
    0.2126 * rgb.0 + 0.7152 * rgb.1 + 0.0722 * rgb.2
  }

  /// The OKLCH lightness on the hue line whose luminance is at least (`atLeast` true) or at most
  /// (`atLeast` false) `target`, within 1e-6 of the threshold lightness.
  ///
  /// - Complexity: O(1): a bracketed false-position search (Illinois variant) started at the
  ///   exact answer for grays, cbrt(Y); at most 48 evaluations, usually under 10.
  static func lightness(
    forLuminance target: Double, chroma: Double, hue: Double, atLeast: Bool
  ) -> Double {
    if target <= 0 { return atLeast ? 0 : 0 }
    if target >= 1 { return atLeast ? 1 : 1 - 1e-9 }
    var low = 0.0
    var lowValue = -target
    var high = 1.0
    var highValue = 1 - target
    var side = 0
    var guess = cbrt(target)
    for _ in 0..<48 {
      if !(guess > low && guess < high) { guess = (low + high) / 2 }
      let value = luminance(linear(lightness: guess, chroma: chroma, hue: hue)) - target
      if value >= 0 {
        high = guess
        highValue = value
        if side == 1 { lowValue /= 2 }
        side = 1
      } else {
        low = guess
        lowValue = value
        if side == -1 { highValue /= 2 }
        side = -1
      }
      if high - low < 1e-6 { break }
      guess = (low * highValue - high * lowValue) / (highValue - lowValue)
      // Keep the bracket shrinking on both sides: aim a hair past the estimate.
      let width = high - low
      guess = min(max(guess, low + width * 1e-3), high - width * 1e-3)
    }
    return atLeast ? high : low
  }

  /// The encoded color at `lightness` on the hue line.
  static func color(lightness: Double, chroma: Double, hue: Double) -> SRGBColor {
    let rgb = linear(lightness: lightness, chroma: chroma, hue: hue)
    return SRGBColor(
      red: SRGBColor.delinearize(rgb.0), green: SRGBColor.delinearize(rgb.1),
      blue: SRGBColor.delinearize(rgb.2))
  }
}
