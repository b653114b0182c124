// Paging scroll views and scroll positions.
// scrollTargetLayout: "the outermost layout as a scroll target layout": its subviews are the
// scroll targets (https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:)).
// scrollTargetBehavior(.paging): a swipe settles one page on (https://developer.apple.com/documentation/swiftui/pagingscrolltargetbehavior).
// scrollPosition(id:anchor:): "SwiftUI updates the binding as the scroll view scrolls", and
// setting it scrolls to that view (https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)).
//
// A test swipes with `ViewHost.swipePage(_:)`: the scroll view with a position binding moves
// to the next or previous scroll target (the ids of the ForEach elements in its target
// layout) and writes the binding, as a paging swipe that settles does; a swipe past the first
// or last page stays. Without layout there is no offset: the binding is the position.
import Foundation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// The scroll behavior that aligns scroll targets to container-based geometry.
  /// - Apple: `@export(implementation) static var paging: PagingScrollTargetBehavior { get }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @export(implementation)
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// The scroll behavior that aligns scroll targets to container-based geometry.
/// - Apple: `struct PagingScrollTargetBehavior`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates a paging scroll behavior.
  /// - Apple: `init()`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public init() {}
}

/// A scroll position binding, type-erased: what a swipe reads and writes.
struct ScrollPositionBinding {
  let get: () -> AnyHashable?
  let set: (AnyHashable) -> Void
}

/// A scroll position binding of a concrete id type, erased.
func scrollPositionBinding<ID: Hashable>(_ id: Binding<ID?>) -> ScrollPositionBinding {
  ScrollPositionBinding(
    get: { id.wrappedValue.map(AnyHashable.init) },
    set: { new in if let typed = new.base as? ID { id.wrappedValue = typed } })
}

extension View {
  /// Sets the scroll behavior of views scrollable in the provided axes.
  /// - Apple: `nonisolated func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior)
    -> some View
  {
    let isPaging = behavior is PagingScrollTargetBehavior
    return modifier(
      NodeModifier(name: "View.scrollTargetBehavior(_:)") { $0.isPaging = isPaging })
  }

  /// Configures the outermost layout as a scroll target layout.
  /// - Apple: `nonisolated func scrollTargetLayout(isEnabled: Bool = true) -> some View`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    modifier(
      NodeModifier(name: "View.scrollTargetLayout(isEnabled:)") {
        $0.isScrollTargetLayout = isEnabled
      })
  }

  /// Associates a binding to be updated when a scroll view within this view scrolls.
  /// - Apple: `nonisolated func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func scrollPosition(
    id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil
  ) -> some View {
    let position = scrollPositionBinding(id)
    return modifier(
      NodeModifier(name: "View.scrollPosition(id:anchor:)") { $0.scrollPosition = position })
  }
}

extension ViewHost {
  /// A paging swipe that settles on the next (`+1`) or previous (`-1`) page of the innermost
  /// reachable scroll view with a scroll position: the position binding moves one target.
  package func swipePage(_ direction: Int) throws {
    let nodes = reachableRoots.flatMap(\.subtree)
    guard let scroller = nodes.last(where: { $0.scrollPosition != nil }),
      let position = scroller.scrollPosition
    else { throw RuntimeError.notFound("a scroll view with a scroll position") }
    guard scroller.subtree.contains(where: \.isPaging) else {
      throw RuntimeError.notInteractive("the scroll view does not page")
    }
    guard scroller.allowsHitTesting, scroller.isEnabled else {
      throw RuntimeError.notInteractive("the scroll view takes no swipes")
    }
    let targets =
      scroller.subtree.first(where: \.isScrollTargetLayout)?.subtree
      .compactMap(\.elementID) ?? []
    var unique: [AnyHashable] = []
    for id in targets where !unique.contains(id) { unique.append(id) }
    guard !unique.isEmpty else { throw RuntimeError.notFound("scroll targets") }
    let current = position.get().flatMap { unique.firstIndex(of: $0) } ?? 0
    let next = min(max(current + direction, 0), unique.count - 1)
    position.set(unique[next])
    graph.needsRender = true
    try render()
  }
}
