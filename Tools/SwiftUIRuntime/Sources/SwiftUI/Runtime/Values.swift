// Small values and containers TesseraUI's views build while rendering: zero insets, keyboard
// traits, coordinate spaces, the border of an insettable shape, and layouts used as containers.
// Each is data or structure, modelled so the views run; none draws or measures anything.
// Layout (https://developer.apple.com/documentation/swiftui/layout): calling a layout with
// content places the content in it. Layout itself (sizes and positions) is not modelled, so a
// layout renders as a container of its subviews, named by its type, in builder order.
import Foundation

extension EdgeInsets {
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// The kind of autocapitalization behavior applied during text input.
/// - Apple: `struct TextInputAutocapitalization`
/// - Apple availability: iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
@available(macOS, unavailable)
public struct TextInputAutocapitalization: Sendable {
  /// Which behavior.
  let name: String
  /// Defines an autocapitalizing behavior that will not capitalize anything.
  /// - Apple: `static var never: TextInputAutocapitalization { get }`
  /// - Apple availability: iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var never: TextInputAutocapitalization {
    TextInputAutocapitalization(name: "never")
  }
  /// Defines an autocapitalizing behavior that will capitalize the first letter of every word.
  /// - Apple: `static var words: TextInputAutocapitalization { get }`
  /// - Apple availability: iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var words: TextInputAutocapitalization {
    TextInputAutocapitalization(name: "words")
  }
  /// Defines an autocapitalizing behavior that will capitalize the first letter in every
  /// sentence.
  /// - Apple: `static var sentences: TextInputAutocapitalization { get }`
  /// - Apple availability: iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var sentences: TextInputAutocapitalization {
    TextInputAutocapitalization(name: "sentences")
  }
  /// Defines an autocapitalizing behavior that will capitalize every letter.
  /// - Apple: `static var characters: TextInputAutocapitalization { get }`
  /// - Apple availability: iOS 15.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var characters: TextInputAutocapitalization {
    TextInputAutocapitalization(name: "characters")
  }
}

/// A semantic label describing the label of submission within a view hierarchy. Recorded by
/// `submitLabel(_:)` with its name (the return key's title is the keyboard's, not modelled).
/// - Apple: `struct SubmitLabel`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct SubmitLabel {
  /// Which label.
  let name: String
  /// Defines a submit label with text of “Continue”.
  /// - Apple: `static var `continue`: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var `continue`: SubmitLabel { SubmitLabel(name: "continue") }
  /// Defines a submit label with text of “Done”.
  /// - Apple: `static var done: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var done: SubmitLabel { SubmitLabel(name: "done") }
  /// Defines a submit label with text of “Go”.
  /// - Apple: `static var go: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var go: SubmitLabel { SubmitLabel(name: "go") }
  /// Defines a submit label with text of “Join”.
  /// - Apple: `static var join: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var join: SubmitLabel { SubmitLabel(name: "join") }
  /// Defines a submit label with text of “Next”.
  /// - Apple: `static var next: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var next: SubmitLabel { SubmitLabel(name: "next") }
  /// Defines a submit label with text of “Return”.
  /// - Apple: `static var `return`: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var `return`: SubmitLabel { SubmitLabel(name: "return") }
  /// Defines a submit label with text of “Route”.
  /// - Apple: `static var route: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var route: SubmitLabel { SubmitLabel(name: "route") }
  /// Defines a submit label with text of “Search”.
  /// - Apple: `static var search: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var search: SubmitLabel { SubmitLabel(name: "search") }
  /// Defines a submit label with text of “Send”.
  /// - Apple: `static var send: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var send: SubmitLabel { SubmitLabel(name: "send") }
}

/// The global coordinate space at the root of the view hierarchy.
/// - Apple: `struct GlobalCoordinateSpace`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// Creates the global coordinate space.
  /// - Apple: `init()`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public init() {}
  /// The resolved coordinate space.
  public var coordinateSpace: CoordinateSpace { .global }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The global coordinate space at the root of the view hierarchy.
  /// - Apple: `static var global: GlobalCoordinateSpace { get }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// The local coordinate space of the current view.
/// - Apple: `struct LocalCoordinateSpace`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// Creates the local coordinate space.
  /// - Apple: `init()`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public init() {}
  /// The resolved coordinate space.
  public var coordinateSpace: CoordinateSpace { .local }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The local coordinate space of the current view.
  /// - Apple: `static var local: LocalCoordinateSpace { get }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension InsettableShape {
  /// Returns a view that is the result of insetting `self` by `lineWidth / 2`, stroking the
  /// resulting shape with `content`.
  /// - Stand-in: `@_disfavoredOverload nonisolated public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View`
  @_disfavoredOverload
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    StrokeBorderShapeView(
      shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth),
      isAntialiased: antialiased, background: EmptyView())
  }
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
}

/// A type-erased instance of the layout protocol.
/// - Apple: `@frozen struct AnyLayout`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@frozen public struct AnyLayout: Layout {
  /// The wrapped layout's type: the container's name.
  let name: String
  /// The wrapped layout, which lays the subviews out.
  let base: any Layout
  public typealias Cache = Void
  /// - Apple: `init<L>(_ layout: L) where L : Layout`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public init<L: Layout>(_ layout: L) {
    name = (layout as? AnyLayout)?.name ?? typeName(L.self)
    base = (layout as? AnyLayout)?.base ?? layout
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  { _unmodelled("AnyLayout.sizeThatFits(proposal:subviews:cache:)") }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) { _unmodelled("AnyLayout.placeSubviews(in:proposal:subviews:cache:)") }
}

extension Layout {
  /// Combines the specified views into a single composite view using the layout algorithm of
  /// the custom layout container.
  /// - Stand-in: `nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View`
  nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutContainer(
      name: (self as? AnyLayout)?.name ?? typeName(Self.self),
      layout: (self as? AnyLayout)?.base ?? self, content: content())
  }
}

/// Content placed in a layout: a container of its subviews, named by the layout.
nonisolated struct LayoutContainer<Content: View>: View {
  let name: String
  let layout: any Layout
  let content: Content
  var body: Never { fatalError("rendered by _render") }
}

extension LayoutContainer: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let node = Node(.container(name), context)
    // The layout's type is part of identity: a different layout is a different container
    // (AnyLayout exists so that switching layouts keeps the subviews' identity, which the
    // runtime keeps by giving AnyLayout's container the same path whatever it wraps).
    node.children = try render(content, context.appending("layout"))
    // The stack layouts lay out as their stacks (https://developer.apple.com/documentation/swiftui/vstacklayout:
    // "A vertical container that you can use in conditional layouts"); any other layout runs.
    if let stack = layout as? VStackLayout {
      node.layoutRole = .stack(.vertical, spacing: stack.spacing)
      node.alignment = Alignment(horizontal: stack.alignment, vertical: .center)
    } else if let stack = layout as? HStackLayout {
      node.layoutRole = .stack(.horizontal, spacing: stack.spacing)
      node.alignment = Alignment(horizontal: .center, vertical: stack.alignment)
    } else {
      node.layoutRole = .custom(layout)
    }
    return [node]
  }
}
