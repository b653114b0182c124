/// A slider's range and step, normalized so that no input can crash or produce NaN.
///
/// - Bounds given in either order are sorted; a NaN or infinite bound makes the range 0...1.
/// - A step of zero, NaN or infinity means a continuous slider; a negative step uses its
///   magnitude.
/// - With a step, the stops are `lowerBound + k * step` inside the range plus `upperBound`
///   itself, so the end of the track is always reachable.
///
/// ```swift
/// let scale = SliderScale(from: 0, through: 10, step: 3)
/// scale.snapped(4.4)     // 3
/// scale.snapped(9.8)     // 10 (the upper bound is a stop)
/// scale.snapped(.nan)    // 0
/// ```
public struct SliderScale: Sendable, Hashable, Codable {
  /// The smallest value.
  public let lowerBound: Double
  /// The largest value (equal to `lowerBound` for a degenerate range).
  public let upperBound: Double
  /// The distance between stops, or nil for a continuous slider.
  public let step: Double?

  /// Creates a scale from two bounds in any order and an optional step.
  public init(from first: Double, through second: Double, step: Double = 0) {
    let bounds = ClosedRange(ordering: first, second, otherwise: 0...1)
    lowerBound = bounds.lowerBound
    upperBound = bounds.upperBound
    self.step = step.usableStep
  }

  /// The width of the range.
  public var span: Double { upperBound - lowerBound }

  /// `value` clamped to the range and moved to the nearest stop; NaN gives `lowerBound`.
  /// - Complexity: O(1).
  public func snapped(_ value: Double) -> Double {
    guard !value.isNaN else { return lowerBound }
    let clamped = min(upperBound, max(lowerBound, value))
    guard let step, span > 0 else { return clamped }
    let index = ((clamped - lowerBound) / step).rounded(.toNearestOrAwayFromZero)
    let onGrid = min(upperBound, lowerBound + index * step)
    // The upper bound is a stop even when the range is not a multiple of the step.
    return abs(upperBound - clamped) < abs(clamped - onGrid) ? upperBound : onGrid
  }

  /// Where `value` sits on the track, 0 at the lower bound and 1 at the upper bound.
  public func fraction(for value: Double) -> Double {
    guard span > 0 else { return 0 }
    let fraction = (snapped(value) - lowerBound) / span
    return fraction.isFinite ? min(1, max(0, fraction)) : 0
  }

  /// The snapped value at `fraction` of the track (a drag or tap position).
  public func value(atFraction fraction: Double) -> Double {
    guard !fraction.isNaN else { return lowerBound }
    return snapped(lowerBound + min(1, max(0, fraction)) * span)
  }

  /// Whether a person moving the slider from `old` to `new` feels the selection tick: a
  /// stepped slider ticks each time its value lands on another stop, as a detent; a continuous
  /// one ticks only when it reaches either end, so a drag across it does not buzz for every
  /// point it passes. No change, or NaN on either side, plays nothing. The view asks this only
  /// for the person's own moves (drag, keys, VoiceOver), never for a value the app sets.
  ///
  /// ```swift
  /// SliderScale(from: 0, through: 10, step: 1).playsSelectionFeedback(from: 2, to: 3)   // true
  /// SliderScale(from: 0, through: 1).playsSelectionFeedback(from: 0.2, to: 0.3)       // false
  /// SliderScale(from: 0, through: 1).playsSelectionFeedback(from: 0.9, to: 1)         // true
  /// ```
  public func playsSelectionFeedback(from old: Double, to new: Double) -> Bool {
    guard !old.isNaN, !new.isNaN else { return false }
    let before = snapped(old)
    let after = snapped(new)
    guard before != after else { return false }
    if step != nil { return true }
    return after == lowerBound || after == upperBound
  }

  /// The value after `steps` accessibility increments (negative to decrement). A continuous
  /// slider moves by a tenth of its range per step.
  public func adjusted(_ value: Double, by steps: Int) -> Double {
    let start = snapped(value)
    guard let step, span > 0 else { return snapped(start + Double(steps) * span / 10) }
    // Stops are lowerBound + k * step for k in 0...lastGridIndex, then upperBound when the
    // range is not a multiple of the step.
    let lastGridIndex = (span / step).rounded(.down)
    let upperIsExtraStop = lowerBound + lastGridIndex * step < upperBound
    let stopCount = lastGridIndex + (upperIsExtraStop ? 1 : 0)
    let startIndex =
      start == upperBound
      ? stopCount : ((start - lowerBound) / step).rounded(.toNearestOrAwayFromZero)
    let index = min(stopCount, max(0, startIndex + Double(steps)))
    return index > lastGridIndex ? upperBound : snapped(lowerBound + index * step)
  }
}
