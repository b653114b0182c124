// Hardware-keyboard key presses: onKeyPress(keys:phases:action:)
// (https://developer.apple.com/documentation/swiftui/view/onkeypress(keys:phases:action:)).
// A press goes to the view that has focus and, while handlers return `.ignored`, to its
// ancestors. Keyboard focus other than a text field's is not modelled, so a test names the
// view (`ViewHost.pressKey(_:on:)`): the press starts at the innermost view with a handler
// that shows that label and moves outwards. A press is a `.down` event; handlers that do not
// listen to `.down` do not hear it.
//
// Keyboard shortcuts: keyboardShortcut(_:) assigns a shortcut to a control; pressing it
// (`ViewHost.pressShortcut(_:)`) is "equivalent to direct interaction with the control", and
// "if multiple controls are associated with the same shortcut, the first one found is used"
// in a leading-to-trailing traversal
// (https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)).
// Only the views a person can reach answer: while a sheet is presented, its shortcuts, not the
// page's below it (the stricter reading of a modal presentation; the pages do not say).
import Foundation

/// A key-press handler attached to a view.
struct KeyPressHandler {
  let keys: Set<KeyEquivalent>
  let phases: KeyPress.Phases
  let action: (KeyPress) -> KeyPress.Result
}

extension View {
  /// Performs an action if the user presses one or more keys on a hardware keyboard while the
  /// view has focus.
  /// - Apple: `nonisolated func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  nonisolated public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      KeyPressModifier(handler: KeyPressHandler(keys: keys, phases: phases, action: action)))
  }
}

nonisolated struct KeyPressModifier: ViewModifier, _RenderingModifier {
  let handler: KeyPressHandler
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let node = Node(.modifier("View.onKeyPress(keys:phases:action:)"), context)
    // A disabled view takes no key presses.
    if context.environment.isEnabled { node.keyPressHandlers.append(handler) }
    node.children = try content(context)
    return [node]
  }
}

extension View {
  /// Specifies if the view is focusable.
  /// - Apple: `nonisolated func focusable(_ isFocusable: Bool = true) -> some View`
  /// - Apple availability: iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
    // Keyboard focus of views other than text fields is not modelled (a test names the view a
    // key press goes to, `pressKey(_:on:)`): the call is recorded with its argument, so a test
    // can check that a control takes keyboard focus at all.
    _InertModifier.apply(
      to: self, api: "View.focusable(_:)", arguments: [("isFocusable", "\(isFocusable)")])
  }
}

extension View {
  /// Assigns a keyboard shortcut to the modified control.
  /// - Apple: `nonisolated func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View`
  /// - Apple availability: iOS 14.0, macOS 11.0, visionOS 1.0
  @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    modifier(NodeModifier(name: "keyboardShortcut") { $0.keyboardShortcuts.append(shortcut) })
  }
}

extension ViewHost {
  /// Presses `shortcut` on a hardware keyboard: the first reachable control in tree order it
  /// is assigned to acts as if tapped.
  package func pressShortcut(_ shortcut: KeyboardShortcut) throws {
    guard let owner = reachableNodes.first(where: { $0.keyboardShortcuts.contains(shortcut) })
    else { throw RuntimeError.notFound("no reachable control has the shortcut \(shortcut)") }
    guard let control = owner.subtree.first(where: { $0.tapAction != nil }),
      let action = control.tapAction, control.isEnabled
    else { throw RuntimeError.notInteractive("the control with \(shortcut) does not act") }
    action()
    try render()
  }
}
