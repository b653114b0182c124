/// A stepper's bounds and step: increments stop at the bounds (or wrap), never overshoot.
///
/// ```swift
/// let bounds = StepperBounds(from: 0, through: 10, step: 4)
/// bounds.incremented(8)      // 10 (clamped, not 12)
/// bounds.canIncrement(10)    // false
/// ```
public struct StepperBounds: Sendable, Hashable, Codable {
  /// The smallest value.
  public let minimum: Double
  /// The largest value.
  public let maximum: Double
  /// The increment, always positive and finite (1 when given zero, NaN or infinity).
  public let step: Double
  /// Whether incrementing past the maximum wraps to the minimum, and the reverse.
  public let wraps: Bool

  /// Creates bounds from two values in any order; non-finite bounds give 0...100.
  public init(from first: Double, through second: Double, step: Double = 1, wraps: Bool = false) {
    let bounds = ClosedRange(ordering: first, second, otherwise: 0...100)
    minimum = bounds.lowerBound
    maximum = bounds.upperBound
    self.step = step.usableStep ?? 1
    self.wraps = wraps
  }

  /// `value` inside the bounds; NaN gives `minimum`.
  public func clamped(_ value: Double) -> Double {
    value.isNaN ? minimum : min(maximum, max(minimum, value))
  }

  /// Whether the increment button is enabled for `value`.
  public func canIncrement(_ value: Double) -> Bool { wraps || clamped(value) < maximum }

  /// Whether the decrement button is enabled for `value`.
  public func canDecrement(_ value: Double) -> Bool { wraps || clamped(value) > minimum }

  /// The value after one increment.
  public func incremented(_ value: Double) -> Double {
    let current = clamped(value)
    if wraps && current >= maximum { return minimum }
    return min(maximum, current + step)
  }

  /// The value after one decrement.
  public func decremented(_ value: Double) -> Double {
    let current = clamped(value)
    if wraps && current <= minimum { return maximum }
    return max(minimum, current - step)
  }
}
