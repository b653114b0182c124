/// Whether a swipe on a toast, snack bar or banner dismisses it, and where it springs back to.
///
/// A swipe dismisses when it travels past `distanceThreshold` of the message's extent in the
/// dismiss direction, or when released faster than `velocityThreshold` that way. Dragging
/// against the dismiss direction is resisted (rubber-banded), never dismissing.
///
/// ```swift
/// let rule = SwipeToDismiss(direction: .up)
/// rule.shouldDismiss(offset: -40, velocity: -900, extent: 80)   // true (flung up)
/// rule.resistedOffset(30)                                       // ≈ 11 (pulled down, resisted)
/// ```
public struct SwipeToDismiss: Sendable, Hashable, Codable {
  /// The direction that dismisses.
  public enum Direction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Toward the top (toasts and banners at the top).
    case up
    /// Toward the bottom (snack bars).
    case down
    /// Toward the leading edge.
    case leading
    /// Toward the trailing edge.
    case trailing

    /// +1 when positive offsets (down, trailing) point this way, else -1.
    var sign: Double { self == .down || self == .trailing ? 1 : -1 }
  }

  /// The dismiss direction.
  public let direction: Direction
  /// The fraction of the extent a drag must travel, 0.1...1.
  public let distanceThreshold: Double
  /// The release speed in points per second that dismisses regardless of distance.
  public let velocityThreshold: Double

  /// Creates a rule; thresholds out of range are clamped, NaN gives the defaults.
  public init(
    direction: Direction, distanceThreshold: Double = 0.5, velocityThreshold: Double = 600
  ) {
    self.direction = direction
    self.distanceThreshold = distanceThreshold.isNaN ? 0.5 : min(1, max(0.1, distanceThreshold))
    self.velocityThreshold = velocityThreshold.isNaN ? 600 : max(1, abs(velocityThreshold))
  }

  /// Whether releasing a drag at `offset` with `velocity` (both along the direction's axis,
  /// positive down or trailing) dismisses a message `extent` points long.
  public func shouldDismiss(offset: Double, velocity: Double, extent: Double) -> Bool {
    guard offset.isFinite, velocity.isFinite else { return false }
    let travelled = offset * direction.sign
    let speed = velocity * direction.sign
    if speed >= velocityThreshold && travelled >= 0 { return true }
    let length = extent.isFinite && extent > 0 ? extent : 1
    return travelled >= length * distanceThreshold
  }

  /// The offset to draw while dragging: free in the dismiss direction, resisted against it
  /// (the square root of the distance, so it moves a little and never far).
  public func resistedOffset(_ offset: Double) -> Double {
    guard offset.isFinite else { return 0 }
    if offset * direction.sign >= 0 { return offset }
    return -direction.sign * abs(offset).squareRoot() * 2
  }
}
