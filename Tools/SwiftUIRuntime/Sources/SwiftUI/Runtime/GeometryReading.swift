// GeometryReader and onGeometryChange: views that read the geometry layout gave them.
//
// GeometryReader "takes what it is offered"
// (https://developer.apple.com/documentation/swiftui/geometryreader) and gives its content a
// proxy for "the size and coordinate space of the container view"
// (https://developer.apple.com/documentation/swiftui/geometryproxy). onGeometryChange
// "adds an action to be performed when a value, created from a geometry proxy, changes"; the
// action is "a closure to run when the transformed data changes", given "the new value that
// failed the comparison check"
// (https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)).
//
// Both report what the layout engine (LayoutEngine.swift) gave the view: its size, and its
// frame in the global space (the screen; scroll views rest at their start, so a view in one
// is where an unscrolled scroll view puts it) or its local space (its own origin). Named
// coordinate spaces are not modelled (`coordinateSpace(name:)` is not either): asking for one
// fails by name.
//
// When the action runs the page does not say. The runtime models the stricter case: only
// after a layout, with the laid-out geometry, never with a value from before layout. The host
// lays the views out after every render when any of them reads geometry (Host.swift), runs
// each action whose transformed value differs from the one it last delivered (the first
// delivery on appearance included), then renders and lays out again until nothing changes. A
// geometry reader's content is built before the first layout with the screen's size (there
// is nothing else to give it; it is the most a view can be given) and again with its
// laid-out size before the host returns.
import Foundation

extension GeometryReader: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let node = Node(.container("GeometryReader"), context)
    let graph = context.graph
    let frame =
      graph.geometryFrames[context.key] ?? CGRect(origin: .zero, size: graph.screenSize)
    node.children = try render(
      content(GeometryProxy(frame: frame)),
      context.appending("GeometryReader"))
    return [node]
  }
}

/// A proxy for access to the size and coordinate space of the container view.
/// - Apple: `struct GeometryProxy`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct GeometryProxy {
  /// The view's frame in the global coordinate space (the screen), as laid out.
  let globalFrame: CGRect
  init(frame: CGRect) { globalFrame = frame }
  /// The size of the container view.
  /// - Apple: `var size: CGSize { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var size: CGSize { globalFrame.size }
  /// The safe area inset of the container view.
  /// - Apple: `var safeAreaInsets: EdgeInsets { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

extension GeometryProxy {
  /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
  /// - Apple: `func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    switch coordinateSpace.coordinateSpace {
    // "The global coordinate space at the root of the view hierarchy": the screen's.
    case .global: return globalFrame
    // "The local coordinate space of the current view": its own origin.
    case .local: return CGRect(origin: .zero, size: globalFrame.size)
    case .named: _unmodelled("GeometryProxy.frame(in:) of a named coordinate space")
    }
  }
}

extension View {
  /// Adds an action to be performed when a value, created from a geometry proxy, changes.
  /// - Apple: `@export(implementation) @preconcurrency nonisolated func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View where T : Equatable, T : Sendable`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @export(implementation)
  @preconcurrency nonisolated public func onGeometryChange<T>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View where T: Equatable, T: Sendable {
    modifier(GeometryChangeModifier(transform: transform, action: action))
  }
}

/// An onGeometryChange the host delivers after a layout: the identity its last value is kept
/// under, and what a proxy of the laid-out view gives (nil when the transformed value did not
/// change since the last delivery).
struct GeometryObserver {
  let key: String
  let deliver: @MainActor (GeometryProxy, ViewGraph) -> (@MainActor () -> Void)?
}

@usableFromInline
nonisolated struct GeometryChangeModifier<T: Equatable & Sendable>: ViewModifier, _RenderingModifier
{
  let transform: @Sendable (GeometryProxy) -> T
  let action: (T) -> Void
  @usableFromInline init(
    transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) {
    self.transform = transform
    self.action = action
  }
  @usableFromInline func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let graph = context.graph
    let key = graph.uniqueKey(context.key + "#onGeometryChange")
    // Keeps the last delivered value while the view stays (ViewGraph.endPass drops the rest).
    graph.seen.insert(key)
    // The modified view, as the layout places it: its frame is its content's.
    let node = Node(.modifier("View.onGeometryChange(for:of:action:)"), context)
    node.children = try content(context)
    let transform = self.transform
    let action = self.action
    node.geometryObservers.append(
      GeometryObserver(key: key) { proxy, graph in
        let new = transform(proxy)
        if let old = graph.observedValues[key] as? T, old == new { return nil }
        graph.observedValues[key] = new
        return { action(new) }
      })
    return [node]
  }
}
