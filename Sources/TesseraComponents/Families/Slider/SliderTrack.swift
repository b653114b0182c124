/// Where a slider's thumb and fill sit on a track of a given width, and which point of the
/// track a touch means, in either layout direction.
///
/// The thumb travels between the track's ends with its center `knobDiameter / 2` in from each
/// end, so the whole thumb stays on the track. Drawn values (``thumbOffset(atFraction:)``,
/// ``fillLength(atFraction:)``) are measured from the *leading* edge: the views apply them as
/// leading alignment and leading padding, which are in reading order by definition (Apple's
/// pages do not say whether `offset(x:)` mirrors), so they are unchanged right to left. A touch
/// location is measured from the *left* edge in both directions (the views measure their drags
/// in a left-to-right environment, since Apple's pages do not say whether a drag's coordinates
/// mirror either), so ``fraction(atX:)`` converts it through `direction`.
///
/// ```swift
/// let track = SliderTrack(width: 228, knobDiameter: 28, direction: .rightToLeft)
/// track.fraction(atX: 14)          // 1: the left end is the top of the range in RTL
/// track.thumbOffset(atFraction: 1) // 200, toward the trailing (left) edge
/// ```
public struct SliderTrack: Sendable, Hashable, Codable {
  /// The track's width in points (0 when the width given was negative or not finite).
  public let width: Double
  /// The thumb's diameter in points (0 when negative or not finite).
  public let knobDiameter: Double
  /// The layout direction: which end is the lower bound.
  public let direction: HorizontalLayoutDirection

  /// Creates a track; non-finite or negative sizes count as 0.
  public init(width: Double, knobDiameter: Double, direction: HorizontalLayoutDirection) {
    self.width = width.isFinite ? Swift.max(0, width) : 0
    self.knobDiameter = knobDiameter.isFinite ? Swift.max(0, knobDiameter) : 0
    self.direction = direction
  }

  /// How far the thumb's center can move: the width less one thumb, never negative.
  public var travel: Double { Swift.max(0, width - knobDiameter) }

  /// The thumb's distance from the leading edge at `fraction` (0...1) of the range.
  public func thumbOffset(atFraction fraction: Double) -> Double {
    travel * Self.clamped(fraction)
  }

  /// The length of the filled part, from the leading edge to the thumb's center.
  public func fillLength(atFraction fraction: Double) -> Double {
    knobDiameter / 2 + thumbOffset(atFraction: fraction)
  }

  /// The fraction of the range (0 at the lower bound, 1 at the upper) for a touch `x` points
  /// from the track's left edge, or nil when the track has no travel or `x` is not finite (the
  /// value must then stay where it is).
  public func fraction(atX x: Double) -> Double? {
    guard travel > 0, x.isFinite else { return nil }
    let fromLeading = direction.leadingDistance(ofX: x, inWidth: width)
    return Self.clamped((fromLeading - knobDiameter / 2) / travel)
  }

  private static func clamped(_ fraction: Double) -> Double {
    fraction.isNaN ? 0 : Swift.min(1, Swift.max(0, fraction))
  }
}

extension SliderScale {
  /// The snapped value for a touch `x` points from the left edge of `track`, or nil when the
  /// touch cannot be placed (a track too short for its thumb, a non-finite location).
  ///
  /// ```swift
  /// let scale = SliderScale(from: 0, through: 100, step: 10)
  /// let track = SliderTrack(width: 228, knobDiameter: 28, direction: .leftToRight)
  /// scale.value(atX: 114, on: track)   // 50
  /// ```
  public func value(atX x: Double, on track: SliderTrack) -> Double? {
    track.fraction(atX: x).map { value(atFraction: $0) }
  }
}
