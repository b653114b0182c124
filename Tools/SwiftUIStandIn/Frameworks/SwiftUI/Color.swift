// Stand-in: colors, shape styles and shapes.

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

/// A representation of a color that adapts to a given context.
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  /// A profile that specifies how to interpret a color value for display.
  public enum RGBColorSpace: Sendable {
    case sRGB, sRGBLinear, displayP3
  }
  /// Creates a constant color from red, green, and blue component values.
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}
  /// Creates a constant grayscale color.
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
  /// Creates a color from a color set that you indicate by name.
  public init(_ name: String, bundle: Bundle? = nil) {}
  /// A textual representation of the color.
  public var description: String { "Color" }
  /// Multiplies the opacity of the color by the given amount.
  public func opacity(_ opacity: Double) -> Color { self }

  public static let clear = Color(white: 0, opacity: 0)
  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let gray = Color(white: 0.5)
  public static let primary = Color(white: 0)
  public static let secondary = Color(white: 0.5)
  public static let accentColor = Color(white: 0)
}

extension Color: ShapeStyle {}

extension Color: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
  public static var clear: Color { Color.clear }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
}

/// A style appropriate for foreground separator or border lines.
@frozen public struct SeparatorShapeStyle: ShapeStyle {
  public init() {}
}

/// A shape style that maps to one of the numbered content styles.
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

/// A type-erased ShapeStyle value.
@frozen public struct AnyShapeStyle: ShapeStyle {
  public init<S: ShapeStyle>(_ style: S) {}
}

/// A style for rasterizing vector shapes.
@frozen public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  @inlinable nonisolated public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}

/// The outline of a 2D shape.
@frozen public struct Path: Equatable, Sendable {
  public init() {}
  public init(_ rect: CGRect) {}
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {}
  public init(ellipseIn rect: CGRect) {}
  public mutating func move(to end: CGPoint) {}
  public mutating func addLine(to end: CGPoint) {}
  public mutating func closeSubpath() {}
  /// Adds an arc of a circle to the path, specified with a radius and angles.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {}
  /// Adds an ellipse that fits inside the specified rectangle.
  public mutating func addEllipse(in rect: CGRect) {}
  /// Adds a rectangular subpath to the path.
  public mutating func addRect(_ rect: CGRect) {}
  /// Adds a rounded rectangle to the path.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {}
}

extension Path: Shape {
  nonisolated public func path(in _: CGRect) -> Path { self }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Equatable, Sendable {
  case circular, continuous
}

/// A 2D shape that you can use when drawing a view.
nonisolated public protocol Shape: Sendable, Animatable, View {
  /// Describes this shape as a path within a rectangular frame of reference.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView() }
  /// Fills this shape with a color or gradient.
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  )
    -> some View
  { EmptyView() }
  /// Traces the outline of this shape with a color or gradient.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    EmptyView()
  }
}

/// A shape that has been styled, used as the body of shapes.
@frozen nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  nonisolated init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// The foreground style in the current context.
@frozen public struct ForegroundStyle: ShapeStyle {
  @inlinable nonisolated public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style in the current context.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// Returns `self` inset by `amount`.
  nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
  /// Returns a view that is the result of insetting `self` by `lineWidth / 2`, stroking the
  /// resulting shape with `content`.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View { EmptyView() }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
@frozen nonisolated public struct RoundedRectangle: InsettableShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  @inlinable nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
  {
    self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

/// A capsule shape aligned inside the frame of the view containing it.
@frozen nonisolated public struct Capsule: InsettableShape {
  public var style: RoundedCornerStyle
  @inlinable nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  nonisolated public func inset(by amount: CGFloat) -> Capsule { self }
}

/// A circle centered on the frame of the view containing it.
@frozen nonisolated public struct Circle: InsettableShape {
  @inlinable nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  nonisolated public func inset(by amount: CGFloat) -> Circle { self }
}

/// A rectangular shape aligned inside the frame of the view containing it.
@frozen nonisolated public struct Rectangle: InsettableShape {
  @inlinable nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  nonisolated public func inset(by amount: CGFloat) -> Rectangle { self }
}

/// A type-erased shape value.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@frozen nonisolated public struct AnyShape: Shape {
  public init<S: Shape>(_ shape: S) {}
  public func path(in rect: CGRect) -> Path { Path() }
}
