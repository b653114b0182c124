// Shapes drawn as views: a shape, a filled or stroked shape, is a leaf of the tree that draws
// and is not an accessibility element (https://developer.apple.com/documentation/swiftui/shape).
// The runtime draws nothing; each shape node records its type and style, so a test can find a
// focus ring or a track. `inset(by:)` keeps the amount (a focus ring drawn outside the bounds).
import Foundation

/// A shape that has been styled, used as the body of shapes.
/// - Stand-in: `nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View`
@frozen nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  let shape: Content
  let style: Style
  @usableFromInline init(shape: Content, style: Style) {
    self.shape = shape
    self.style = style
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("_ShapeView.body") }
}

extension _ShapeView: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    [shapeNode(shape, style: "fill(\(style))", context)]
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension StrokeShapeView: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    [shapeNode(_shape, style: "stroke(\(style), lineWidth: \(strokeStyle.lineWidth))", context)]
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension StrokeBorderShapeView: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    [
      shapeNode(
        shape, style: "strokeBorder(\(style), lineWidth: \(_strokeStyle.lineWidth))", context)
    ]
  }
}

/// The node of a shape drawn with a style: the shape's type and the style, as arguments.
@MainActor func shapeNode(_ shape: any Shape, style: String, _ context: RenderContext) -> Node {
  let node = Node(.shape(typeName(type(of: shape))), context)
  node.arguments = [("shape", String(describing: shape)), ("style", style)]
  return node
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style in the current context.
  /// - Apple: `@export(implementation) static var foreground: ForegroundStyle { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension Shape {
  /// Fills this shape with a color or gradient.
  /// - Apple: `@export(implementation) nonisolated func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S : ShapeStyle`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @export(implementation)
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  ) -> _ShapeView<Self, S> { _ShapeView(shape: self, style: content) }
  /// Traces the outline of this shape with a color or gradient.
  /// - Apple: `@export(implementation) nonisolated func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> where S : ShapeStyle`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @export(implementation)
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeShapeView<Self, S, EmptyView> {
    StrokeShapeView(
      shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth),
      isAntialiased: antialiased, background: EmptyView())
  }
  /// Traces the outline of this shape with a color or gradient.
  /// - Apple: `@export(implementation) nonisolated func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> where S : ShapeStyle`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @export(implementation)
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeShapeView<Self, S, EmptyView> {
    StrokeShapeView(
      shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: EmptyView())
  }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
/// - Apple: `@frozen struct RoundedRectangle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct RoundedRectangle: InsettableShape {
  /// - Apple: `var cornerSize: CGSize`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var cornerSize: CGSize
  /// - Apple: `var style: RoundedCornerStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var style: RoundedCornerStyle
  /// How far `inset(by:)` moved the edges in (negative: out).
  var inset: CGFloat = 0
  /// - Apple: `init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  nonisolated public func path(in rect: CGRect) -> Path {
    _unmodelled("RoundedRectangle.path(in:)")
  }
  nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle {
    var shape = self
    shape.inset += amount
    return shape
  }
}

/// A capsule shape aligned inside the frame of the view containing it.
/// - Apple: `@frozen struct Capsule`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Capsule: InsettableShape {
  /// - Apple: `var style: RoundedCornerStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var style: RoundedCornerStyle
  /// How far `inset(by:)` moved the edges in (negative: out).
  var inset: CGFloat = 0
  /// - Apple: `init(style: RoundedCornerStyle = .continuous)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  nonisolated public func path(in rect: CGRect) -> Path { _unmodelled("Capsule.path(in:)") }
  nonisolated public func inset(by amount: CGFloat) -> Capsule {
    var shape = self
    shape.inset += amount
    return shape
  }
}

/// A circle centered on the frame of the view containing it.
/// - Apple: `@frozen struct Circle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Circle: InsettableShape {
  /// How far `inset(by:)` moved the edges in (negative: out).
  var inset: CGFloat = 0
  @inlinable nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { _unmodelled("Circle.path(in:)") }
  nonisolated public func inset(by amount: CGFloat) -> Circle {
    var shape = self
    shape.inset += amount
    return shape
  }
}

/// A rectangular shape aligned inside the frame of the view containing it.
/// - Apple: `@frozen struct Rectangle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Rectangle: InsettableShape {
  /// How far `inset(by:)` moved the edges in (negative: out).
  var inset: CGFloat = 0
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { _unmodelled("Rectangle.path(in:)") }
  nonisolated public func inset(by amount: CGFloat) -> Rectangle {
    var shape = self
    shape.inset += amount
    return shape
  }
}

/// A rectangular shape with rounded corners with different values, aligned inside the frame of
/// the view containing it.
/// - Apple: `@frozen struct UnevenRoundedRectangle`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@frozen public struct UnevenRoundedRectangle: Shape {
  /// The corner radii: top leading, bottom leading, bottom trailing, top trailing.
  @usableFromInline var radii: [CGFloat]
  @usableFromInline var style: RoundedCornerStyle
  /// Creates a new rounded rectangle shape with uneven corners.
  /// - Apple: `@export(implementation) init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @export(implementation)
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    radii = [topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius]
    self.style = style
  }
  nonisolated public func path(in rect: CGRect) -> Path {
    _unmodelled("UnevenRoundedRectangle.path(in:)")
  }
}
