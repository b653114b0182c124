// Menus and pickers, with the declarations of Tools/SwiftUIStandIn/Frameworks/SwiftUI/Controls.swift.
//
// Menu (https://developer.apple.com/documentation/swiftui/menu): the label is a button; pressing
// it presents the menu's content, modally, over the page; choosing an item runs its action and
// closes the menu, and a tap outside closes it (`ViewHost.dismissPresentation()`). The system
// closes its own menus on Escape and VoiceOver's escape gesture (assumed from UIKit's menus;
// the SwiftUI pages are silent), so the presented menu answers `escape(from:)`.
//
// Picker (https://developer.apple.com/documentation/swiftui/picker): its options are the
// content's views with a `tag(_:includeOptional:)` of the selection's type; choosing one writes
// its tag to the selection binding. Each option is an element VoiceOver can activate, with the
// selected trait while its tag is the selection. Inside a menu, choosing an option also closes
// the menu, as a menu item does. `pickerStyle(_:)` is recorded: only inline options are modelled.
import Foundation

/// A control for presenting a menu of actions.
/// - Apple: `nonisolated struct Menu<Label, Content> where Label : View, Content : View`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
nonisolated public struct Menu<Label: View, Content: View>: View {
  let content: Content
  let label: Label
  /// Creates a menu with a custom label.
  /// - Apple: `nonisolated init(@ContentBuilder content: () -> Content, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("Menu.body") }
}

extension Menu: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let graph = context.graph
    graph.seen.insert(context.key)
    let open = StateLocation(initial: false)
    open.box = graph.box(context.key + "#menu") { StateBox(false) }
    open.graph = graph
    let isOpen = Binding(runtimeGet: { open.value }, set: { open.value = $0 })

    let node = Node(.button, context)
    node.children = try render(label, context.appending("label"))
    if context.environment.isEnabled { node.tapAction = { isOpen.wrappedValue = true } }
    guard isOpen.wrappedValue else { return [node] }

    let menu = Node(.presentation("menu"), context)
    menu.dismissBinding = isOpen
    menu.accessibility.escape = { isOpen.wrappedValue = false }
    var inner = context.appending("menu")
    inner.presentation = inner.key
    inner.closeMenu = { isOpen.wrappedValue = false }
    menu.children = try render(content, inner)
    return [node, menu]
  }
}

/// A control for selecting from a set of mutually exclusive values.
/// - Apple: `nonisolated struct Picker<Label, SelectionValue, Content> where Label : View, SelectionValue : Hashable, Content : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  @usableFromInline let selection: Binding<SelectionValue>
  @usableFromInline let content: Content
  @usableFromInline let label: Label
  /// Creates a picker that displays a custom label.
  /// - Apple: `@export(implementation) nonisolated init(selection: Binding<SelectionValue>, @ContentBuilder content: () -> Content, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  nonisolated public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("Picker.body") }
}

/// What a picker's options need: whether a tag is the selection, and how to choose one.
@MainActor final class PickerChoice {
  let isSelected: (AnyHashable) -> Bool
  let choose: (AnyHashable) -> Void

  init(isSelected: @escaping (AnyHashable) -> Bool, choose: @escaping (AnyHashable) -> Void) {
    self.isSelected = isSelected
    self.choose = choose
  }
}

extension Picker: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let node = Node(.container("Picker"), context)
    let selection = self.selection
    var options = context.appending("options")
    options.picker = PickerChoice(
      isSelected: { $0 == AnyHashable(selection.wrappedValue) },
      choose: { tag in
        if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
      })
    node.children =
      try render(label, context.appending("label")) + render(content, options)
    return [node]
  }
}

/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
/// - Apple: `protocol PickerStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public protocol PickerStyle {}

/// A `PickerStyle` where each option is displayed inline with other views in the current
/// container.
/// - Apple: `struct InlinePickerStyle`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct InlinePickerStyle: PickerStyle {
  /// Creates an inline picker style.
  /// - Apple: `init()`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension PickerStyle where Self == InlinePickerStyle {
  /// A `PickerStyle` where each option is displayed inline with other views in the current
  /// container.
  /// - Apple: `@export(implementation) static var inline: InlinePickerStyle { get }`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @export(implementation)
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension View {
  /// Sets the style for pickers within this view.
  /// - Apple: `nonisolated func pickerStyle<S>(_ style: S) -> some View where S : PickerStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    _InertModifier.apply(
      to: self, api: "View.pickerStyle(_:)", arguments: [("style", "\(S.self)")])
  }
  /// Sets the unique tag value of this view.
  /// - Apple: `@export(implementation) nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(TagModifier(tag: tag))
  }
}

/// `tag(_:includeOptional:)`: records the tag; among a picker's options the tagged view is an
/// option. Activating it chooses its tag (in a menu, closing the menu); it is selected while
/// its tag is the selection.
@usableFromInline
nonisolated struct TagModifier<V: Hashable>: ViewModifier, _RenderingModifier {
  let tag: V
  @usableFromInline init(tag: V) { self.tag = tag }
  @usableFromInline func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let node = Node(.modifier("View.tag(_:includeOptional:)"), context)
    node.arguments = [("tag", "\(tag)")]
    node.children = try content(context)
    guard let picker = context.picker else { return [node] }
    let value = AnyHashable(tag)
    node.accessibility.addedTraits.formUnion(.isButton)
    if picker.isSelected(value) { node.accessibility.addedTraits.formUnion(.isSelected) }
    if context.environment.isEnabled {
      let close = context.closeMenu
      node.tapAction = {
        picker.choose(value)
        close?()
      }
    }
    return [node]
  }
}
