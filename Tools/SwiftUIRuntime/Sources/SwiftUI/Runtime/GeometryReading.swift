// GeometryReader and onGeometryChange: views that read the size they are given.
// GeometryReader "takes what it is offered"
// (https://developer.apple.com/documentation/swiftui/geometryreader); onGeometryChange calls
// its action with the transformed geometry when it first appears and whenever it changes
// (https://developer.apple.com/documentation/swiftui/view/ongeometrychange(for:of:action:)).
//
// Layout is not modelled, so the runtime cannot know what a container offers: every geometry
// proxy reports the screen (`ViewGraph.screenSize`, 390 × 844 pt, an iPhone's, by default)
// with no safe-area insets. That is the widest a view can be given; a component that sizes
// from it sees a size at least as large as on a device. The README lists this difference.
import Foundation

extension GeometryReader: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let node = Node(.container("GeometryReader"), context)
    let size = context.graph.geometrySizes[context.key] ?? context.graph.screenSize
    node.children = try render(
      content(GeometryProxy(size: size)),
      context.appending("GeometryReader"))
    return [node]
  }
}

/// A proxy for access to the size and coordinate space of the container view.
/// - Apple: `struct GeometryProxy`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct GeometryProxy {
  let containerSize: CGSize
  init(size: CGSize) { containerSize = size }
  /// The size of the container view.
  /// - Apple: `var size: CGSize { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var size: CGSize { containerSize }
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
    CGRect(origin: .zero, size: containerSize)
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
    graph.seen.insert(key)
    let new = transform(GeometryProxy(size: graph.screenSize))
    // Called with the first value on appearance, then on each change.
    if (graph.observedValues[key] as? T) != new {
      let action = self.action
      graph.pendingActions.append { action(new) }
    }
    graph.observedValues[key] = new
    return try content(context)
  }
}
