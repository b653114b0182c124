// Where @State and @FocusState values live: a box per identity in the view graph, which a
// view's property wrapper is pointed at before its body runs.
import Foundation

/// The storage a `State` or `FocusState` reads: its initial value until the graph installs it,
/// then the box the graph keeps for the view's identity.
final class StateLocation<Value> {
  var initial: Value
  var box: StateBox<Value>?
  weak var graph: ViewGraph?

  init(initial: Value) { self.initial = initial }

  var value: Value {
    get { box?.value ?? initial }
    set {
      // A state that was never installed (read outside a body) is a constant in SwiftUI: its
      // writes are dropped ("Accessing State's value outside of being installed on a View").
      guard let box else { return }
      box.value = newValue
      // Views run on the main actor; a state written elsewhere is a bug SwiftUI reports too.
      MainActor.assumeIsolated { graph?.needsRender = true }
    }
  }
}

/// A value kept for one identity across renders.
final class StateBox<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

extension State: _InstallableProperty {
  func _install(in graph: ViewGraph, key: String, context: RenderContext) {
    // The stored box wins over the initializer's value: state is seeded once per identity.
    let initial = location.initial
    location.box = graph.box(key) { StateBox(initial) }
    location.graph = graph
  }
}

extension GestureState: _InstallableProperty {
  func _install(in graph: ViewGraph, key: String, context: RenderContext) {
    // Kept per identity like `State`, so a gesture's value survives re-evaluation while it runs.
    let initial = location.initial
    location.box = graph.box(key) { StateBox(initial) }
    location.graph = graph
  }
}

extension AccessibilityFocusState: _InstallableProperty {
  func _install(in graph: ViewGraph, key: String, context: RenderContext) {
    // Kept per identity like `State`.
    let initial = location.initial
    location.box = graph.box(key) { StateBox(initial) }
    location.graph = graph
  }
}

extension FocusState: _InstallableProperty {
  func _install(in graph: ViewGraph, key: String, context: RenderContext) {
    let initial = location.initial
    let location = self.location
    let unfocused = self.unfocused
    let box = graph.box(key) { StateBox(initial) }
    location.box = box
    location.graph = graph
    graph.focusStates.append(
      FocusStateHandle(
        id: ObjectIdentifier(box),
        isFocused: { location.value != unfocused },
        describe: { String(describing: location.value) },
        reset: { location.value = unfocused }))
  }
}

/// A `FocusState` installed in the current pass.
@MainActor struct FocusStateHandle {
  let id: ObjectIdentifier
  let isFocused: () -> Bool
  let describe: () -> String
  let reset: () -> Void
}

/// A `focused(_:equals:)` binding on the node it modifies.
package struct FocusRegistration {
  let stateID: () -> ObjectIdentifier?
  let matches: () -> Bool
  let focus: () -> Void

  init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
    let location = binding.location
    stateID = { location.box.map(ObjectIdentifier.init) }
    matches = { location.value == value }
    focus = { if location.value != value { location.value = value } }
  }
}

nonisolated struct FocusedModifier: ViewModifier, _RenderingModifier {
  let registration: FocusRegistration
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws
    -> [Node]
  {
    let node = Node(.modifier("focused"), context)
    node.focusRegistrations.append(registration)
    node.children = try content(context)
    return [node]
  }
}
