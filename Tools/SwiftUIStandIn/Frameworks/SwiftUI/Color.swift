// Stand-in: colors, shape styles and shapes.

/// A color or pattern to use when rendering a shape.
/// - Apple: `protocol ShapeStyle : Sendable`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public protocol ShapeStyle: Sendable {}

/// A representation of a color that adapts to a given context.
/// - Apple: `@frozen struct Color`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  /// A profile that specifies how to interpret a color value for display.
  /// - Apple: `enum RGBColorSpace`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public enum RGBColorSpace: Sendable {
    /// - Apple: `case sRGB`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case sRGB
    /// - Apple: `case sRGBLinear`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case sRGBLinear
    /// - Apple: `case displayP3`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case displayP3
  }
  /// Creates a constant color from red, green, and blue component values.
  /// - Apple: `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {}
  /// Creates a constant grayscale color.
  /// - Apple: `init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
  /// Creates a color from a color set that you indicate by name.
  /// - Apple: `init(_ name: String, bundle: Bundle? = nil)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(_ name: String, bundle: Bundle? = nil) {}
  /// A textual representation of the color.
  /// - Apple: `var description: String { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var description: String { "Color" }
  /// Multiplies the opacity of the color by the given amount.
  /// - Apple: `func opacity(_ opacity: Double) -> Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func opacity(_ opacity: Double) -> Color { self }

  /// - Apple: `static let clear: Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let clear = Color(white: 0, opacity: 0)
  /// - Apple: `static let black: Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let black = Color(white: 0)
  /// - Apple: `static let white: Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let white = Color(white: 1)
  /// - Apple: `static let gray: Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let gray = Color(white: 0.5)
  /// - Apple: `static let primary: Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let primary = Color(white: 0)
  /// - Apple: `static let secondary: Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let secondary = Color(white: 0.5)
  /// - Apple: `static var accentColor: Color { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var accentColor: Color { Color(white: 0) }
}

extension Color: ShapeStyle {}

extension Color: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
  /// - Apple: `static var clear: Color { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var clear: Color { Color.clear }
  /// - Apple: `static var black: Color { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var black: Color { Color.black }
  /// - Apple: `static var white: Color { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var white: Color { Color.white }
}

/// A style appropriate for foreground separator or border lines.
/// - Apple: `struct SeparatorShapeStyle`
/// - Apple availability: iOS 17.0, macOS 10.15, tvOS 17.0, watchOS 10.0, visionOS 1.0
public struct SeparatorShapeStyle: ShapeStyle {
  /// - Apple: `init()`
  /// - Apple availability: iOS 17.0, macOS 10.15, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public init() {}
}

/// A shape style that maps to one of the numbered content styles.
/// - Apple: `@frozen struct HierarchicalShapeStyle`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  /// - Apple: `static let primary: HierarchicalShapeStyle`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// - Apple: `static let secondary: HierarchicalShapeStyle`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// - Apple: `static let tertiary: HierarchicalShapeStyle`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static let tertiary = HierarchicalShapeStyle(level: 2)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// - Apple: `static var primary: HierarchicalShapeStyle { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var primary: HierarchicalShapeStyle { .primary }
  /// - Apple: `@export(implementation) static var secondary: HierarchicalShapeStyle { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @export(implementation)
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// - Apple: `static var tertiary: HierarchicalShapeStyle { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

/// A style for rasterizing vector shapes.
/// - Apple: `@frozen struct FillStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct FillStyle: Equatable, Sendable {
  /// - Apple: `var isEOFilled: Bool`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var isEOFilled: Bool
  /// - Apple: `var isAntialiased: Bool`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var isAntialiased: Bool
  /// Creates a new fill style with the specified settings.
  /// - Apple: `init(eoFill: Bool = false, antialiased: Bool = true)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}

/// The outline of a 2D shape.
/// - Apple: `@frozen struct Path`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Path: Equatable, Sendable {
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init() {}
  public init(_ rect: CGRect) {}
  /// - Apple: `init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {}
  /// - Apple: `init(ellipseIn rect: CGRect)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(ellipseIn rect: CGRect) {}
  /// - Apple: `mutating func move(to end: CGPoint)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func move(to end: CGPoint) {}
  /// - Apple: `mutating func addLine(to end: CGPoint)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func addLine(to end: CGPoint) {}
  /// - Apple: `mutating func closeSubpath()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func closeSubpath() {}
  /// Adds an arc of a circle to the path, specified with a radius and angles.
  /// - Apple: `mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {}
  /// Adds an ellipse that fits inside the specified rectangle.
  /// - Apple: `mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {}
  /// Adds a rectangular subpath to the path.
  /// - Apple: `mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
  /// Adds a rounded rectangle to the path.
  /// - Apple: `mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {}
}

extension Path: Shape {
  nonisolated public func path(in _: CGRect) -> Path { self }
}

/// Defines the shape of a rounded rectangle's corners.
/// - Apple: `enum RoundedCornerStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public enum RoundedCornerStyle: Equatable, Sendable {
  /// - Apple: `case circular`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case circular
  /// - Apple: `case continuous`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case continuous
}

/// A 2D shape that you can use when drawing a view.
/// - Apple: `nonisolated protocol Shape : Sendable, Animatable, View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public protocol Shape: Sendable, Animatable, View {
  /// Describes this shape as a path within a rectangular frame of reference.
  /// - Apple: `nonisolated func path(in rect: CGRect) -> Path`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView() }
  /// Fills this shape with a color or gradient.
  /// - Apple: `@export(implementation) nonisolated func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> where S : ShapeStyle`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @export(implementation)
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  ) -> _ShapeView<Self, S> { _ShapeView() }
  /// Fills this shape with the foreground color.
  /// - Apple: `nonisolated func fill(style: FillStyle = FillStyle()) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func fill(style: FillStyle = FillStyle()) -> some View { EmptyView() }
  /// Traces the outline of this shape with a color or gradient.
  /// - Apple: `nonisolated func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S : ShapeStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @_disfavoredOverload
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    EmptyView()
  }
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
  /// Returns a new shape that is a stroked copy of `self` with line-width defined by
  /// `lineWidth` and all other properties of `StrokeStyle` having their default values.
  /// - Apple: `nonisolated func stroke(lineWidth: CGFloat = 1) -> some Shape`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape { Rectangle() }
  /// Returns a new shape that is a stroked copy of `self`, using the contents of `style` to
  /// define the stroke characteristics.
  /// - Apple: `nonisolated func stroke(style: StrokeStyle) -> some Shape`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func stroke(style: StrokeStyle) -> some Shape { Rectangle() }
}

/// A view that provides a shape that you can use for drawing operations.
/// - Apple: `nonisolated protocol ShapeView<Content> : View`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
nonisolated public protocol ShapeView<Content>: View {
  /// The type of shape this can provide.
  /// - Apple: `associatedtype Content : Shape`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  associatedtype Content: Shape
  /// The shape that this type draws and provides for other drawing operations.
  /// - Apple: `var shape: Self.Content { get }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  var shape: Self.Content { get }
}

/// A shape provider that strokes its shape.
/// - Apple: `@frozen nonisolated struct StrokeShapeView<Content, Style, Background> where Content : Shape, Style : ShapeStyle, Background : View`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@frozen nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>:
  ShapeView
{
  /// The shape that this type draws and provides for other drawing operations.
  /// - Apple: `@export(implementation) nonisolated var shape: Content { get set }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @export(implementation)
  nonisolated public var shape: Content {
    get { _shape }
    set { _shape = newValue }
  }
  @usableFromInline var _shape: Content
  /// The style that strokes this view's shape.
  public var style: Style
  /// The stroke style used when stroking this view's shape.
  public var strokeStyle: StrokeStyle
  /// Whether this shape should be drawn antialiased.
  public var isAntialiased: Bool
  /// The background shown beneath this view.
  public var background: Background
  /// Create a StrokeShapeView.
  @export(implementation)
  nonisolated public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
    background: Background
  ) {
    self._shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A shape provider that strokes the border of its shape.
/// - Apple: `@frozen nonisolated struct StrokeBorderShapeView<Content, Style, Background> where Content : InsettableShape, Style : ShapeStyle, Background : View`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@frozen nonisolated public struct StrokeBorderShapeView<
  Content: InsettableShape, Style: ShapeStyle, Background: View
>: ShapeView {
  /// The shape that this type draws and provides for other drawing operations.
  /// - Apple: `var shape: Content`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public var shape: Content
  /// The style that strokes the border of this view's shape.
  public var style: Style
  /// The stroke style used when stroking this view's shape.
  /// - Apple: `@export(implementation) nonisolated var strokeStyle: StrokeStyle { get set }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @export(implementation)
  nonisolated public var strokeStyle: StrokeStyle {
    get { _strokeStyle }
    set { _strokeStyle = newValue }
  }
  @usableFromInline var _strokeStyle: StrokeStyle
  /// Whether this shape should be drawn antialiased.
  /// - Apple: `@export(implementation) nonisolated var isAntialiased: Bool { get set }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @export(implementation)
  nonisolated public var isAntialiased: Bool {
    get { _isAntialiased }
    set { _isAntialiased = newValue }
  }
  @usableFromInline var _isAntialiased: Bool
  /// The background shown beneath this view.
  /// - Apple: `@export(implementation) nonisolated var background: Background { get set }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @export(implementation)
  nonisolated public var background: Background {
    get { _background }
    set { _background = newValue }
  }
  @usableFromInline var _background: Background
  /// Create a stroke border shape.
  /// - Apple: `@export(implementation) nonisolated init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background)`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @export(implementation)
  nonisolated public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self._strokeStyle = strokeStyle
    self._isAntialiased = isAntialiased
    self._background = background
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A shape that has been styled, used as the body of shapes.
@frozen nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  @usableFromInline nonisolated init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// The foreground style in the current context.
/// - Apple: `@frozen struct ForegroundStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct ForegroundStyle: ShapeStyle {
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style in the current context.
  /// - Apple: `@export(implementation) static var foreground: ForegroundStyle { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A shape type that is able to inset itself to produce another shape.
/// - Apple: `protocol InsettableShape : Shape`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  /// - Apple: `associatedtype InsetShape : InsettableShape`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  associatedtype InsetShape: InsettableShape
  /// Returns `self` inset by `amount`.
  /// - Apple: `nonisolated func inset(by amount: CGFloat) -> Self.InsetShape`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
  /// Returns a view that is the result of insetting `self` by `lineWidth / 2`, stroking the
  /// resulting shape with `content`.
  @_disfavoredOverload
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View { EmptyView() }
  /// Returns a view that is the result of filling the `lineWidth`-sized border (aka inner
  /// stroke) of `self` with `content`.
  /// - Apple: `@export(implementation) nonisolated func strokeBorder<S>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> where S : ShapeStyle`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @export(implementation)
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    StrokeBorderShapeView(
      shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth),
      isAntialiased: antialiased, background: EmptyView())
  }
  /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`, stroking
  /// the resulting shape with `style`, and then filling with `content`.
  /// - Apple: `@export(implementation) nonisolated func strokeBorder<S>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> where S : ShapeStyle`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @export(implementation)
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    StrokeBorderShapeView(
      shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: EmptyView())
  }
  /// Returns a view that is the result of filling the `lineWidth`-sized border (aka inner
  /// stroke) of `self` with the foreground color.
  /// - Apple: `func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    EmptyView()
  }
  /// Returns a view that is the result of insetting `self` by `style.lineWidth / 2`, stroking
  /// the resulting shape with `style`, and then filling with the foreground color.
  /// - Apple: `func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    EmptyView()
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
  /// - Apple: `init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

/// A capsule shape aligned inside the frame of the view containing it.
/// - Apple: `@frozen struct Capsule`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Capsule: InsettableShape {
  /// - Apple: `var style: RoundedCornerStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var style: RoundedCornerStyle
  /// - Apple: `init(style: RoundedCornerStyle = .continuous)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  nonisolated public func inset(by amount: CGFloat) -> Capsule { self }
}

/// A circle centered on the frame of the view containing it.
/// - Apple: `@frozen struct Circle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Circle: InsettableShape {
  @inlinable nonisolated public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  nonisolated public func inset(by amount: CGFloat) -> Circle { self }
}

/// A rectangular shape aligned inside the frame of the view containing it.
/// - Apple: `@frozen struct Rectangle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Rectangle: InsettableShape {
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
  nonisolated public func inset(by amount: CGFloat) -> Rectangle { self }
}

/// A rectangular shape with rounded corners with different values, aligned inside the frame of
/// the view containing it.
/// - Apple: `@frozen struct UnevenRoundedRectangle`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@frozen public struct UnevenRoundedRectangle: Shape {
  /// Creates a new rounded rectangle shape with uneven corners.
  /// - Apple: `@export(implementation) init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @export(implementation)
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {}
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
}

extension Color {
  /// A concrete color value.
  /// - Apple: `@frozen struct Resolved`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @frozen public struct Resolved: Hashable, Sendable {
    /// The amount of red in the color in the sRGB linear color space.
    /// - Apple: `var linearRed: Float`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    public var linearRed: Float
    /// The amount of green in the color in the sRGB linear color space.
    /// - Apple: `var linearGreen: Float`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    public var linearGreen: Float
    /// The amount of blue in the color in the sRGB linear color space.
    /// - Apple: `var linearBlue: Float`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    public var linearBlue: Float
    /// The degree of opacity in the color, given in the range `0` to `1`.
    /// - Apple: `var opacity: Float`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    public var opacity: Float
  }

  /// Evaluates this color to a resolved color given the current `context`.
  /// - Apple: `func resolve(in environment: EnvironmentValues) -> Color.Resolved`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
    Color.Resolved(linearRed: 0, linearGreen: 0, linearBlue: 0, opacity: 1)
  }
}
