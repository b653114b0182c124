/// A point or an offset in points, y growing downwards as on screen: where layout places an
/// item, a chart plots a value, and a gesture's touch is. TesseraGestures calls it
/// `GesturePoint`; it is the same type, so points pass between layout and gestures unchanged.
///
/// ```swift
/// let stroke = [LayoutPoint(x: 0, y: 0), LayoutPoint(x: 40, y: 12)]
/// let step = stroke[1] - stroke[0]  // (40, 12), length 41.76
/// ```
public struct LayoutPoint: Sendable, Hashable, Codable {
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
  public static let zero = LayoutPoint(x: 0, y: 0)

  /// Whether both coordinates are finite (neither NaN nor infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The length of the vector from the origin to this point.
  public var length: Double { (x * x + y * y).squareRoot() }

  /// The straight-line distance to `other`.
  public func distance(to other: LayoutPoint) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The component-wise sum.
  public static func + (lhs: LayoutPoint, rhs: LayoutPoint) -> LayoutPoint {
    LayoutPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// The component-wise difference.
  public static func - (lhs: LayoutPoint, rhs: LayoutPoint) -> LayoutPoint {
    LayoutPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// The point scaled by `factor` about the origin.
  public static func * (lhs: LayoutPoint, factor: Double) -> LayoutPoint {
    LayoutPoint(x: lhs.x * factor, y: lhs.y * factor)
  }
}
