import Foundation

/// The HCT solver Tessera used before issue #16, kept as a reference: `tessera-bench` measures
/// ``HCT/color(hue:chroma:tone:)`` against it, and the tests check that the two agree.
///
/// It runs a fixed 48-step bisection on CAM16 lightness for the tone's luminance (recomputing
/// every hue-only term in each step), always solves chroma 0 first, and when the requested
/// chroma does not fit, bisects chroma to 0.01 with a full lightness search per step.
package enum HCTBisectionSolver {
  /// The sRGB color with `hue` and `tone` and as much of `chroma` as fits, snapped to 8 bits.
  package static func color(hue: Double, chroma: Double, tone: Double) -> SRGBColor {
    if tone >= 100 { return .white }
    if tone <= 0 { return .black }
    let y = Tone.luminance(fromLstar: tone)
    func solve(_ chroma: Double) -> (Double, Double, Double)? {
      var low = 0.0
      var high = 100.0
      for _ in 0..<48 {
        let middle = (low + high) / 2
        let rgb = CAM16.linear(j: middle, c: chroma, h: hue)
        if 0.2126 * rgb.0 + 0.7152 * rgb.1 + 0.0722 * rgb.2 < y {
          low = middle
        } else {
          high = middle
        }
      }
      let rgb = CAM16.linear(j: high, c: chroma, h: hue)
      let inside = [rgb.0, rgb.1, rgb.2].allSatisfy { $0 >= -1e-4 && $0 <= 1 + 1e-4 }
      return inside ? rgb : nil
    }
    var best = solve(0) ?? (y, y, y)
    if let exact = solve(chroma) {
      best = exact
    } else {
      var low = 0.0
      var high = chroma
      while high - low > 0.01 {
        let middle = (low + high) / 2
        if let fitting = solve(middle) {
          best = fitting
          low = middle
        } else {
          high = middle
        }
      }
    }
    return SRGBColor(
      red: SRGBColor.delinearize(SRGBColor.clampUnit(best.0)),
      green: SRGBColor.delinearize(SRGBColor.clampUnit(best.1)),
      blue: SRGBColor.delinearize(SRGBColor.clampUnit(best.2))
    ).quantized()
  }
}
