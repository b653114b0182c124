import TesseraLayout

extension LayoutRect {
  /// The horizontal center.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical center.
  public var midY: Double { origin.y + size.height / 2 }
}

extension LayoutSize {
  /// A size with both sides equal.
  public static func square(_ side: Double) -> LayoutSize {
    LayoutSize(width: side, height: side)
  }
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
