// Stacks, scroll views and spacers as containers: the runtime renders their content in order
// with its identity, and records their arguments and alignment; LayoutEngine.swift lays them
// out. Declarations match Tools/SwiftUIStandIn/Frameworks/SwiftUI/Layout.swift.
import Foundation

/// - Apple: `@frozen nonisolated struct VStack<Content> where Content : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct VStack<Content: View> {
  let content: Content
  let spacing: CGFloat?
  let alignment: HorizontalAlignment
  let arguments: [(String, String)]
  /// - Apple: `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.spacing = spacing
    self.alignment = alignment
    arguments = [("alignment", "\(alignment.id)"), ("spacing", "\(spacing as Any)")]
  }
}

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed. Layout is not modelled, so every child is created, as a `VStack`'s are: state,
/// identity and accessibility are the same either way.
/// - Apple: `nonisolated struct LazyVStack<Content> where Content : View`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct LazyVStack<Content: View>: View {
  let content: Content
  let spacing: CGFloat?
  let alignment: HorizontalAlignment
  let arguments: [(String, String)]
  /// - Apple: `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.spacing = spacing
    self.alignment = alignment
    arguments = [
      ("alignment", "\(alignment.id)"), ("spacing", "\(spacing as Any)"),
      ("pinnedViews", "\(pinnedViews.rawValue)"),
    ]
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("LazyVStack.body") }
}

/// A view that arranges its subviews in a horizontal line.
/// - Apple: `@frozen nonisolated struct HStack<Content> where Content : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct HStack<Content: View> {
  let content: Content
  let spacing: CGFloat?
  let alignment: VerticalAlignment
  let arguments: [(String, String)]
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.spacing = spacing
    self.alignment = alignment
    arguments = [("alignment", "\(alignment)"), ("spacing", "\(spacing as Any)")]
  }
}

/// - Apple: `@frozen nonisolated struct ZStack<Content> where Content : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct ZStack<Content: View> {
  let content: Content
  let alignment: Alignment
  let arguments: [(String, String)]
  /// - Apple: `nonisolated init(alignment: Alignment = .center, @ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.alignment = alignment
    arguments = [("alignment", "\(alignment)")]
  }
}

/// A scrollable view.
/// - Apple: `nonisolated struct ScrollView<Content> where Content : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct ScrollView<Content: View>: View {
  let content: Content
  let axes: Axis.Set
  let arguments: [(String, String)]
  /// - Apple: `nonisolated init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.axes = axes
    arguments = [("axes", "\(axes)"), ("showsIndicators", "\(showsIndicators)")]
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("ScrollView.body") }
}

@MainActor private func renderContainer<Content: View>(
  _ name: String, _ content: Content, _ arguments: [(String, String)], _ context: RenderContext,
  role: LayoutRole? = nil, alignment: Alignment = .center
) throws -> [Node] {
  let node = Node(.container(name), context)
  node.arguments = arguments
  node.layoutRole = role
  node.alignment = alignment
  node.children = try render(content, context)
  return [node]
}

extension VStack: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    try renderContainer(
      "VStack", content, arguments, context, role: .stack(.vertical, spacing: spacing),
      alignment: Alignment(horizontal: alignment, vertical: .center))
  }
}

extension LazyVStack: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    try renderContainer(
      "LazyVStack", content, arguments, context, role: .stack(.vertical, spacing: spacing),
      alignment: Alignment(horizontal: alignment, vertical: .center))
  }
}

extension HStack: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    try renderContainer(
      "HStack", content, arguments, context, role: .stack(.horizontal, spacing: spacing),
      alignment: Alignment(horizontal: .center, vertical: alignment))
  }
}

extension ZStack: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    try renderContainer("ZStack", content, arguments, context, alignment: alignment)
  }
}

extension ScrollView: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    try renderContainer("ScrollView", content, arguments, context, role: .scroll(axes))
  }
}

extension Spacer: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let node = Node(.container("Spacer"), context)
    node.arguments = [("minLength", "\(minLength as Any)")]
    node.layoutRole = .spacer(minLength: minLength)
    return [node]
  }
}

/// A view that adapts to the available space by providing the first child view that fits.
/// Each child is its own position, and only the chosen one is built, so only it appears
/// (https://developer.apple.com/documentation/swiftui/viewthatfits: "evaluates its child
/// views in the order you provide them ... selects the first child whose ideal size on the
/// constrained axes fits"; with an empty axis set it "uses the first child view"). Which one
/// fits is the layout's to say: the first is built until a layout finds it does not fit, then
/// the next (ViewHost.layout(in:)).
/// - Apple: `@frozen nonisolated struct ViewThatFits<Content> where Content : View`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@frozen nonisolated public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content
  /// Produces a view constrained in the given axes from one of several alternatives provided
  /// by a content builder.
  /// - Apple: `nonisolated init(in axes: Axis.Set = [.horizontal, .vertical], @ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  nonisolated public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("ViewThatFits.body") }
}

extension ViewThatFits: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    // The alternatives are the builder's children; a single view is the only alternative.
    let alternatives: [Any] =
      if let tuple = content as? any _TupleAlternatives { tuple.alternatives } else { [content] }
    let index =
      axes.isEmpty ? 0 : min(context.graph.fittingChoices[context.key] ?? 0, alternatives.count - 1)
    let node = Node(.container("ViewThatFits"), context)
    node.arguments = [
      ("axes", "\(axes.rawValue)"), ("showing", "\(index + 1) of \(alternatives.count)"),
    ]
    node.layoutRole = .fitting(axes, showing: index, of: alternatives.count)
    node.children = try renderAny(alternatives[index], context.appending("\(index)"))
    return [node]
  }
}

/// A builder's tuple of children, read as a `ViewThatFits`'s alternatives.
protocol _TupleAlternatives { var alternatives: [Any] { get } }

extension TupleView: _TupleAlternatives {
  var alternatives: [Any] { Mirror(reflecting: value).children.map(\.value) }
}
