/// A width and a height in points.
public struct LayoutSize: Sendable, Hashable, Codable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = LayoutSize(width: 0, height: 0)
}

/// A rectangle given by its top-left corner and its size.
public struct LayoutRect: Sendable, Hashable, Codable {
  /// The top-left corner.
  public var origin: LayoutPoint
  /// The size.
  public var size: LayoutSize

  /// Creates a rectangle.
  public init(origin: LayoutPoint, size: LayoutSize) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: LayoutPoint(x: x, y: y), size: LayoutSize(width: width, height: height))
  }

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
}

/// A finite, non-negative version of `value`: NaN, negative and infinite become zero.
@inline(__always)
func sanitizedLength(_ value: Double) -> Double {
  value.isFinite && value > 0 ? value : 0
}
