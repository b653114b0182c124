/// One of a range slider's two thumbs.
public enum RangeThumb: String, Sendable, Hashable, Codable, CaseIterable {
  /// The thumb of the range's lower bound.
  case lower
  /// The thumb of the range's upper bound.
  case upper
}

/// A range slider's two values on a ``SliderScale``: both snapped to the scale's stops and
/// kept in order at least `minimumDistance` apart, whatever is asked of them. A thumb pushed
/// into the other stops there; it never crosses it or pushes it.
///
/// ```swift
/// var range = RangeSliderValues(
///   lower: 20, upper: 80, scale: SliderScale(from: 0, through: 100, step: 5),
///   minimumDistance: 10)
/// range.move(.lower, to: 95)     // lower 70: it stops 10 below the upper thumb
/// range.thumb(nearestTo: 76)     // .upper
/// ```
public struct RangeSliderValues: Sendable, Hashable, Codable {
  /// The range and step both thumbs move on.
  public let scale: SliderScale
  /// The smallest distance kept between the thumbs (0 lets them meet).
  public let minimumDistance: Double
  /// The lower value.
  public private(set) var lower: Double
  /// The upper value.
  public private(set) var upper: Double

  /// Creates the values, snapped to `scale`, put in order and at least `minimumDistance`
  /// apart (a negative or non-finite distance counts as 0, one wider than the scale as the
  /// whole scale); when they are too close the upper value moves up, or the lower one down
  /// when the upper is at the top.
  public init(lower: Double, upper: Double, scale: SliderScale, minimumDistance: Double = 0) {
    self.scale = scale
    let distance = minimumDistance.isFinite ? Swift.max(0, minimumDistance) : 0
    self.minimumDistance = Swift.min(distance, scale.span)
    let first = scale.snapped(lower)
    let second = scale.snapped(upper)
    var low = Swift.min(first, second)
    var high = Swift.max(first, second)
    if high - low < self.minimumDistance {
      high = Self.snappedUp(low + self.minimumDistance, on: scale)
      if high > scale.upperBound || high - low < self.minimumDistance {
        high = scale.upperBound
        low = Self.snappedDown(high - self.minimumDistance, on: scale)
      }
    }
    self.lower = low
    self.upper = high
  }

  /// The value of `thumb`.
  public func value(of thumb: RangeThumb) -> Double {
    thumb == .lower ? lower : upper
  }

  /// Moves `thumb` to `value` (snapped), stopping at the scale's ends and at
  /// `minimumDistance` from the other thumb.
  public mutating func move(_ thumb: RangeThumb, to value: Double) {
    let snapped = scale.snapped(value)
    switch thumb {
    case .lower:
      let limit = Self.snappedDown(upper - minimumDistance, on: scale)
      lower = Swift.min(snapped, Swift.max(scale.lowerBound, limit))
    case .upper:
      let limit = Self.snappedUp(lower + minimumDistance, on: scale)
      upper = Swift.max(snapped, Swift.min(scale.upperBound, limit))
    }
  }

  /// Moves `thumb` by `steps` accessibility increments (negative to decrement), as
  /// `SliderScale.adjusted(_:by:)` does for one thumb, stopping at the other.
  public mutating func adjust(_ thumb: RangeThumb, by steps: Int) {
    move(thumb, to: scale.adjusted(value(of: thumb), by: steps))
  }

  /// The thumb a touch at `value` takes: the nearer one; when both are equally near (the
  /// thumbs sit together) the one that can move toward the touch, the upper for a touch above
  /// them and the lower otherwise.
  public func thumb(nearestTo value: Double) -> RangeThumb {
    guard value.isFinite else { return .lower }
    let toLower = abs(value - lower)
    let toUpper = abs(value - upper)
    if toLower == toUpper { return value > upper ? .upper : .lower }
    return toLower < toUpper ? .lower : .upper
  }

  /// The two thumbs' fractions of the track (0 at the lower bound, 1 at the upper), for
  /// drawing the fill between them.
  public var fractions: ClosedRange<Double> {
    scale.fraction(for: lower)...scale.fraction(for: upper)
  }

  /// `value` moved down to a stop of `scale` (values between stops round down).
  private static func snappedDown(_ value: Double, on scale: SliderScale) -> Double {
    let snapped = scale.snapped(value)
    return snapped > value ? scale.adjusted(snapped, by: -1) : snapped
  }

  /// `value` moved up to a stop of `scale` (values between stops round up).
  private static func snappedUp(_ value: Double, on scale: SliderScale) -> Double {
    let snapped = scale.snapped(value)
    return snapped < value ? scale.adjusted(snapped, by: 1) : snapped
  }
}

extension RangeSliderValues {
  /// Moves `thumb` by a key's outcome (``KeyAdjustment``): steps as VoiceOver's increments,
  /// Home and End as far as the thumb can go, stopping at the other thumb.
  public mutating func adjust(_ thumb: RangeThumb, by outcome: KeyAdjustment.Outcome) {
    move(thumb, to: scale.adjusted(value(of: thumb), by: outcome))
  }
}
