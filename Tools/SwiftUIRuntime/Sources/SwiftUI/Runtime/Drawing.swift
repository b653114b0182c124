// Paths, angles, trimmed shapes, hidden and masked views, and the text editor.
// Angle and Path are data (a path records the elements added to it; the runtime draws
// nothing). hidden(): "Hidden views are invisible and can't receive or respond to
// interactions" (https://developer.apple.com/documentation/swiftui/view/hidden()): its content
// keeps its identity and state, is no accessibility element and takes no interaction.
// mask(alignment:_:): the mask's views shape what is drawn; they are not content, so they are
// not accessibility elements either
// (https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:)).
// TextEditor: "a view that can display and edit long-form text"
// (https://developer.apple.com/documentation/swiftui/texteditor): a text input whose value is its
// text, named by an accessibility label (it has no label of its own).
import Foundation

/// A geometric angle whose value you access in either radians or degrees.
/// - Apple: `@frozen struct Angle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Angle: Hashable, Comparable, Sendable {
  /// - Apple: `var radians: Double`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var radians: Double
  /// - Apple: `var degrees: Double { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init() { self.init(radians: 0) }
  /// - Apple: `init(radians: Double)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init(radians: Double) { self.radians = radians }
  /// - Apple: `init(degrees: Double)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init(degrees: Double) { self.radians = degrees * .pi / 180 }
  /// - Apple: `static func radians(_ radians: Double) -> Angle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// - Apple: `static func degrees(_ degrees: Double) -> Angle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// - Apple: `static var zero: Angle { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var zero: Angle { Angle() }
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// An outline of a 2D shape.
/// - Apple: `@frozen struct Path`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Path: Equatable, Sendable {
  /// The elements added to the path, in order.
  var elements: [String] = []
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init() {}
  public init(_ rect: CGRect) { elements = ["rect \(rect)"] }
  /// - Apple: `init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) { elements = ["roundedRect \(rect) \(cornerRadius)"] }
  /// - Apple: `init(ellipseIn rect: CGRect)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(ellipseIn rect: CGRect) { elements = ["ellipse \(rect)"] }
  /// - Apple: `mutating func move(to end: CGPoint)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func move(to end: CGPoint) { elements.append("move \(end)") }
  /// - Apple: `mutating func addLine(to end: CGPoint)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func addLine(to end: CGPoint) { elements.append("line \(end)") }
  /// - Apple: `mutating func closeSubpath()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func closeSubpath() { elements.append("close") }
  /// Adds an arc of a circle to the path, specified with a radius and angles.
  /// - Apple: `mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    elements.append(
      "arc \(center) \(radius) \(startAngle.degrees) \(endAngle.degrees) \(clockwise)")
  }
  /// Adds an ellipse that fits inside the specified rectangle.
  /// - Apple: `mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    elements.append("ellipse \(rect)")
  }
  /// Adds a rectangular subpath to the path.
  /// - Apple: `mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    elements.append("rect \(rect)")
  }
  /// Adds a rounded rectangle to the path.
  /// - Apple: `mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) { elements.append("roundedRect \(rect) \(cornerSize)") }
}

extension Path {
  // swift-format-ignore: ReturnVoidInsteadOfEmptyTuple
  /// Creates an empty path, then executes a closure to add its initial elements.
  /// - Apple: `init(_ callback: (inout Path) -> ())`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(_ callback: (inout Path) -> ()) {
    self.init()
    callback(&self)
  }
}

/// A shape trimmed to a fraction of its outline (`trim(from:to:)`).
struct TrimmedShape<Base: Shape>: Shape {
  let base: Base
  let from: CGFloat
  let to: CGFloat
  nonisolated func path(in rect: CGRect) -> Path { _unmodelled("Shape.trim(from:to:).path(in:)") }
}

extension Shape {
  /// Trims this shape by a fractional amount based on its representation as a path.
  /// - Apple: `nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> some Shape
  { TrimmedShape(base: self, from: startFraction, to: endFraction) }
  /// Traces the outline of this shape with a color or gradient and a stroke style.
  /// - Apple: `nonisolated func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S : ShapeStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @_disfavoredOverload
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    StrokeShapeView(
      shape: self, style: content, strokeStyle: style, isAntialiased: true,
      background: EmptyView())
  }
}

extension View {
  /// Hides this view unconditionally.
  /// - Apple: `nonisolated func hidden() -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func hidden() -> some View { modifier(HiddenModifier()) }
  /// Masks this view using the alpha channel of the given view.
  /// - Apple: `nonisolated func mask<Mask>(alignment: Alignment = .center, @ContentBuilder _ mask: () -> Mask) -> some View where Mask : View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View { modifier(MaskModifier(mask: mask())) }
}

nonisolated struct HiddenModifier: ViewModifier, _RenderingModifier {
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let node = Node(.modifier("View.hidden()"), context)
    node.accessibility.isHidden = true
    // No interaction: the content renders as a disabled view does.
    var hidden = context
    hidden.environment.isEnabled = false
    node.children = try content(hidden)
    return [node]
  }
}

nonisolated struct MaskModifier<Mask: View>: ViewModifier, _RenderingModifier {
  let mask: Mask
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let node = Node(.modifier("View.mask(alignment:_:)"), context)
    let maskNode = Node(.container("mask"), context)
    maskNode.accessibility.isHidden = true
    maskNode.children = try render(mask, context.appending("mask"))
    let main = try content(context)
    node.children = main + [maskNode]
    node.layoutRole = .layered(primary: 0..<main.count)
    return [node]
  }
}

/// A view that can display and edit long-form text.
/// - Apple: `nonisolated struct TextEditor`
/// - Apple availability: iOS 14.0, macOS 11.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct TextEditor: View {
  let text: Binding<String>
  /// Creates a plain text editor.
  /// - Apple: `nonisolated init(text: Binding<String>)`
  /// - Apple availability: iOS 14.0, macOS 11.0, visionOS 1.0
  nonisolated public init(text: Binding<String>) { self.text = text }
  public typealias Body = Never
  public var body: Never { _unmodelled("TextEditor.body") }
}

extension TextEditor: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    try renderField(secure: false, text: text, prompt: nil, label: EmptyView(), context)
  }
}
