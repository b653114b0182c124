import Foundation

// The Core Graphics types SwiftUI layouts hand out and take back (`CGSize` from
// `sizeThatFits`, `CGPoint` for `place(at:)`, `CGRect` bounds), beside Tessera's own
// `LayoutSize`, `LayoutPoint` and `LayoutRect`, so code written against SwiftUI's `Layout`
// (such as SwiftUI-Components' `FlowLayout.arrange(sizes:maxWidth:spacing:)`) calls the
// portable layouts without converting by hand. Foundation has these types on Linux too, so
// they are tested here.

extension LayoutSize {
  /// Creates a size from a Core Graphics size.
  public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }

  /// The size as a Core Graphics size.
  public var cgSize: CGSize { CGSize(width: width, height: height) }
}

extension LayoutPoint {
  /// Creates a point from a Core Graphics point.
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }

  /// The point as a Core Graphics point.
  public var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

extension LayoutRect {
  /// Creates a rectangle from a Core Graphics rectangle (its origin and size as given, not
  /// standardized).
  public init(_ rect: CGRect) {
    self.init(origin: LayoutPoint(rect.origin), size: LayoutSize(rect.size))
  }

  /// The rectangle as a Core Graphics rectangle.
  public var cgRect: CGRect { CGRect(origin: origin.cgPoint, size: size.cgSize) }
}

extension FlowLayout {
  /// Places Core Graphics sizes (what a SwiftUI layout's subviews report) in lines no wider
  /// than `maxWidth`, `spacing` apart, leading-aligned, left to right; read the frames back as
  /// `CGRect`s from ``FlowLayoutResult/cgFrames``.
  /// - Complexity: O(n).
  @_disfavoredOverload  // An empty `[]` keeps meaning `[LayoutSize]`.
  public static func arrange(sizes: [CGSize], maxWidth: CGFloat, spacing: CGFloat = 8)
    -> FlowLayoutResult
  {
    FlowLayout(spacing: Double(spacing)).arrange(sizes: sizes, maxWidth: maxWidth)
  }

  /// Places Core Graphics sizes in lines no wider than `maxWidth`, with this layout's rules.
  /// - Complexity: O(n).
  @_disfavoredOverload
  public func arrange(sizes: [CGSize], maxWidth: CGFloat) -> FlowLayoutResult {
    arrange(sizes: sizes.map(LayoutSize.init), maxWidth: Double(maxWidth))
  }
}

extension FlowLayoutResult {
  /// The frames as Core Graphics rectangles, in item order.
  public var cgFrames: [CGRect] { frames.map(\.cgRect) }
  /// Where each placed item's top-left corner goes (for `place(at:anchor: .topLeading)`).
  public var positions: [CGPoint] { frames.map(\.origin.cgPoint) }
  /// The bounding size as a Core Graphics size.
  public var cgSize: CGSize { size.cgSize }
}

extension MasonryLayout {
  /// Masonry of Core Graphics sizes: each item scaled to the column width, keeping its aspect
  /// ratio, into the shortest column.
  /// - Complexity: O(n · c) for n items and c columns.
  @_disfavoredOverload
  public static func arrange(
    sizes: [CGSize], columns: Int, in width: CGFloat, spacing: CGFloat = 0
  ) -> MasonryLayoutResult {
    arrange(
      sizes: sizes.map(LayoutSize.init), columns: columns, in: Double(width),
      spacing: Double(spacing))
  }
}

extension MasonryLayoutResult {
  /// The frames as Core Graphics rectangles, in item order.
  public var cgFrames: [CGRect] { frames.map(\.cgRect) }
  /// The bounding size as a Core Graphics size.
  public var cgSize: CGSize { size.cgSize }
}
