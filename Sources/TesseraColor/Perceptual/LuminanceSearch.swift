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
  /// The color with every component snapped to a multiple of 1/255, rounded as asked. The
  /// result round-trips through ``hexString`` exactly, so a contrast promise made on it holds
  /// after the color is written out as hex.
  public func quantized(_ rounding: ByteRounding = .nearest) -> SRGBColor {
    func snap(_ value: Double) -> Double {
      let scaled = value * 255
      switch rounding {
      case .up: return min(255, scaled.rounded(.up)) / 255
      case .down: return max(0, scaled.rounded(.down)) / 255
      case .nearest: return scaled.rounded() / 255
      }
    }
    return SRGBColor(red: snap(red), green: snap(green), blue: snap(blue), alpha: alpha)
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
  /// (`atLeast` false) `target`, as close to the threshold as a 36-step bisection gets.
  static func lightness(
    forLuminance target: Double, chroma: Double, hue: Double, atLeast: Bool
  ) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<36 {
      let middle = (low + high) / 2
      let y = luminance(linear(lightness: middle, chroma: chroma, hue: hue))
      if y >= target { high = middle } else { low = middle }
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
