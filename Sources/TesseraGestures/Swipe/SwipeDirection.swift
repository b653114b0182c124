import TesseraLayout

/// The direction of a swipe; a drag that is not clearly one of these is no swipe (`nil`).
///
/// ```swift
/// let direction = SwipeDirection(
///   translation: GesturePoint(x: 120, y: 8), duration: .milliseconds(180))  // .right
/// ```
public enum SwipeDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Towards the top of the screen (negative y).
  case up
  /// Towards the bottom of the screen (positive y).
  case down
  /// Towards negative x.
  case left
  /// Towards positive x.
  case right

  /// What a drag must achieve to count as a swipe.
  public struct Tolerances: Sendable, Hashable, Codable {
    /// The shortest translation, in points.
    public var minimumDistance: Double
    /// The slowest speed along the swipe's axis, in points per second.
    public var minimumVelocity: Double
    /// The largest angle between the translation and the axis, in radians; kept below 45° so
    /// that a diagonal is never a swipe.
    public var maximumAngle: Double
    /// The longest a swipe may take; `nil` for no limit.
    public var maximumDuration: Duration?

    /// Creates tolerances; non-finite or negative values fall back to the defaults.
    public init(
      minimumDistance: Double = 40, minimumVelocity: Double = 200,
      maximumAngle: Double = .pi / 6, maximumDuration: Duration? = .seconds(1)
    ) {
      self.minimumDistance = minimumDistance.isFinite && minimumDistance >= 0 ? minimumDistance : 40
      self.minimumVelocity =
        minimumVelocity.isFinite && minimumVelocity >= 0 ? minimumVelocity : 200
      let angle = maximumAngle.isFinite && maximumAngle >= 0 ? maximumAngle : .pi / 6
      self.maximumAngle = min(angle, .pi / 4 - 1e-9)
      self.maximumDuration = maximumDuration.map { max($0, .zero) }
    }

    /// 40 points, 200 points per second, 30°, at most one second.
    public static let standard = Tolerances()
  }

  /// Classifies a drag, or returns `nil` (no swipe) when it is too short, too slow, too long,
  /// too diagonal, or has NaN or infinite values.
  ///
  /// - Parameters:
  ///   - translation: Where the drag ended relative to where it began.
  ///   - velocity: The release velocity in points per second, if known; otherwise the average
  ///     speed `distance / duration` is used.
  ///   - duration: How long the drag took.
  ///   - tolerances: The distance, speed and angle limits a swipe must meet.
  public init?(
    translation: GesturePoint, velocity: GesturePoint? = nil, duration: Duration,
    tolerances: Tolerances = .standard
  ) {
    guard translation.isFinite, velocity?.isFinite ?? true else { return nil }
    let seconds = duration.seconds
    guard seconds.isFinite, seconds >= 0 else { return nil }
    if let limit = tolerances.maximumDuration, duration > limit { return nil }
    let horizontal = abs(translation.x)
    let vertical = abs(translation.y)
    guard horizontal != vertical else { return nil }
    let direction: SwipeDirection
    if horizontal > vertical {
      direction = translation.x > 0 ? .right : .left
    } else {
      direction = translation.y > 0 ? .down : .up
    }
    let along = max(horizontal, vertical)
    let across = min(horizontal, vertical)
    guard along >= tolerances.minimumDistance, along > 0 else { return nil }
    guard atan2Angle(y: across, x: along) <= tolerances.maximumAngle else { return nil }
    let speed: Double
    if let velocity {
      speed = direction.unit.x * velocity.x + direction.unit.y * velocity.y
    } else if seconds > 0 {
      speed = along / seconds
    } else {
      speed = .infinity
    }
    guard speed >= tolerances.minimumVelocity else { return nil }
    self = direction
  }

  /// The unit vector pointing this way (y grows downwards).
  public var unit: GesturePoint {
    switch self {
    case .up: return GesturePoint(x: 0, y: -1)
    case .down: return GesturePoint(x: 0, y: 1)
    case .left: return GesturePoint(x: -1, y: 0)
    case .right: return GesturePoint(x: 1, y: 0)
    }
  }

  /// The opposite direction.
  public var opposite: SwipeDirection {
    switch self {
    case .up: return .down
    case .down: return .up
    case .left: return .right
    case .right: return .left
    }
  }
}

extension Duration {
  /// The duration in seconds as a `Double`.
  var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
