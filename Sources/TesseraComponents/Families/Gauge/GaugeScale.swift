import Foundation
import TesseraLayout

/// The geometry of a dial gauge: where the needle points for a value, and where ticks sit.
///
/// Angles are degrees measured clockwise from the positive x-axis (3 o'clock) in screen
/// coordinates, the convention SwiftUI's `Angle` and `Path.addArc` use with y pointing down.
/// The default dial starts at 135° (bottom left), sweeps 270° clockwise through 12 o'clock
/// (270°) and ends at 45° (bottom right, i.e. 405°).
///
/// ```swift
/// let gauge = GaugeScale(from: 0, through: 100)
/// gauge.needleAngle(for: 50)   // 270 (straight up)
/// gauge.needleAngle(for: 500)  // 405 (pinned at the end)
/// ```
public struct GaugeScale: Sendable, Hashable, Codable {
  /// The value at the start of the dial.
  public let minimum: Double
  /// The value at the end of the dial.
  public let maximum: Double
  /// The angle of the minimum.
  public let startAngle: Double
  /// How far the dial sweeps clockwise, 1...360 degrees.
  public let sweep: Double

  /// Creates a gauge; bounds in either order, non-finite bounds give 0...1, and a sweep that is
  /// not in 1...360 gives 270.
  public init(
    from first: Double, through second: Double, startAngle: Double = 135, sweep: Double = 270
  ) {
    let bounds = ClosedRange(ordering: first, second, otherwise: 0...1)
    minimum = bounds.lowerBound
    maximum = bounds.upperBound
    self.startAngle = startAngle.isFinite ? startAngle : 135
    self.sweep = sweep.isFinite && sweep >= 1 && sweep <= 360 ? sweep : 270
  }

  /// Where `value` sits on the dial, 0...1; NaN gives 0 and a degenerate range gives 0.
  public func fraction(for value: Double) -> Double {
    guard !value.isNaN, maximum > minimum else { return 0 }
    let fraction = (value - minimum) / (maximum - minimum)
    return fraction.isFinite ? min(1, max(0, fraction)) : (fraction > 0 ? 1 : 0)
  }

  /// The needle's angle for `value`, pinned to the dial's ends.
  public func needleAngle(for value: Double) -> Double {
    startAngle + sweep * fraction(for: value)
  }

  /// The needle tip for `value` on a dial centered at `center` with needle length `length`.
  public func needleTip(for value: Double, center: LayoutPoint, length: Double) -> LayoutPoint {
    let radians = needleAngle(for: value) * .pi / 180
    return LayoutPoint(x: center.x + length * cos(radians), y: center.y + length * sin(radians))
  }

  /// The angles of `count` evenly spaced ticks from start to end (2 or more; fewer gives 2).
  /// - Complexity: O(count), with count capped at 361.
  public func tickAngles(count: Int) -> [Double] {
    let ticks = min(361, max(2, count))
    return (0..<ticks).map { startAngle + sweep * Double($0) / Double(ticks - 1) }
  }
}
