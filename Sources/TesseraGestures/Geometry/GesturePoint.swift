/// A point or an offset in a gesture's coordinate space (points; y grows downwards, as on screen).
///
/// ```swift
/// let stroke = [GesturePoint(x: 0, y: 0), GesturePoint(x: 40, y: 12)]
/// ```
public struct GesturePoint: Sendable, Hashable, Codable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate; positive is down.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, or a zero offset.
  public static let zero = GesturePoint(x: 0, y: 0)

  /// Whether both coordinates are finite (neither NaN nor infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The length of the vector from the origin to this point.
  public var length: Double { (x * x + y * y).squareRoot() }

  /// The straight-line distance to `other`.
  public func distance(to other: GesturePoint) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The component-wise sum.
  public static func + (lhs: GesturePoint, rhs: GesturePoint) -> GesturePoint {
    GesturePoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// The component-wise difference.
  public static func - (lhs: GesturePoint, rhs: GesturePoint) -> GesturePoint {
    GesturePoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// The point scaled by `factor` about the origin.
  public static func * (lhs: GesturePoint, factor: Double) -> GesturePoint {
    GesturePoint(x: lhs.x * factor, y: lhs.y * factor)
  }
}
