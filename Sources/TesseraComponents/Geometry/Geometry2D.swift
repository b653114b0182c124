/// A point in points, y growing downward as on screen.
public struct Point2D: Sendable, Hashable, Codable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate (down is positive).
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A width and height in points.
public struct Size2D: Sendable, Hashable, Codable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// A size with both sides equal.
  public static func square(_ side: Double) -> Size2D { Size2D(width: side, height: side) }
}

/// An axis-aligned rectangle in points.
public struct Rect2D: Sendable, Hashable, Codable {
  /// The top-leading corner.
  public var origin: Point2D
  /// The size (never negative when built through `init(x:y:width:height:)`).
  public var size: Size2D

  /// Creates a rectangle; negative widths or heights, and NaN, become zero.
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point2D(x: x.isNaN ? 0 : x, y: y.isNaN ? 0 : y)
    size = Size2D(width: width > 0 ? width : 0, height: height > 0 ? height : 0)
  }

  /// The smallest x.
  public var minX: Double { origin.x }
  /// The smallest y.
  public var minY: Double { origin.y }
  /// The largest x.
  public var maxX: Double { origin.x + size.width }
  /// The largest y.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal center.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical center.
  public var midY: Double { origin.y + size.height / 2 }
}

/// Padding on four sides, in points, leading and trailing following the layout direction.
public struct ComponentInsets: Sendable, Hashable, Codable {
  /// Top padding.
  public var top: Double
  /// Leading padding.
  public var leading: Double
  /// Bottom padding.
  public var bottom: Double
  /// Trailing padding.
  public var trailing: Double

  /// Creates insets.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same padding vertically and horizontally.
  public init(vertical: Double, horizontal: Double) {
    self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }

  /// The same padding on every side.
  public static func all(_ value: Double) -> ComponentInsets {
    ComponentInsets(vertical: value, horizontal: value)
  }

  /// No padding.
  public static let zero = ComponentInsets.all(0)
}
