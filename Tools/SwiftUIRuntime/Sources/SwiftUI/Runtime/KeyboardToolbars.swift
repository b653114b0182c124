// Toolbars, as far as a keyboard toolbar needs them (the stand-in's
// Frameworks/SwiftUI/Toolbars.swift declares the same).
//
// The keyboard placement (https://developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard):
// "On iOS, keyboard items are above the software keyboard when present, or at the bottom of
// the screen when a hardware keyboard is attached." The runtime models no hardware keyboard,
// so the software keyboard is up exactly while a text field has focus: a `.keyboard` item is
// rendered then, after the content of the view that declared it, as an accessory bar that
// VoiceOver and touches reach like the rest of the screen and that is laid out on its own. With
// no field focused there is no bar. Every other placement fails by name: where it goes (a
// navigation bar, a bottom bar) depends on containers the runtime does not model.

/// Constructs a toolbar item set from multi-expression closures.
/// - Apple: `@resultBuilder struct ToolbarContentBuilder`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@resultBuilder public struct ToolbarContentBuilder {
  /// Builds an expression within the builder.
  /// - Apple: `@export(implementation) static func buildExpression<Content>(_ content: Content) -> Content where Content : CustomizableToolbarContent`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @export(implementation)
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: CustomizableToolbarContent { content }
  /// - Apple: `static func buildBlock<Content>(_ content: Content) -> some CustomizableToolbarContent where Content : CustomizableToolbarContent`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static func buildBlock<Content>(_ content: Content) -> some CustomizableToolbarContent
  where Content: CustomizableToolbarContent { content }
  /// - Apple: `static func buildIf<Content>(_ content: Content?) -> Content? where Content : CustomizableToolbarContent`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public static func buildIf<Content>(_ content: Content?) -> Content?
  where Content: CustomizableToolbarContent { content }
}

extension Optional where Wrapped: ToolbarContent {
  /// An absent toolbar item places nothing (ToolbarModifier reads the wrapped item).
  /// - Stand-in: `public var body: Never`
  public var body: Never { return fatalError("optional toolbar content is primitive") }
}

/// A structure that defines the placement of a toolbar item.
/// - Apple: `struct ToolbarItemPlacement`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
public struct ToolbarItemPlacement {
  /// The placement's name, for failures and descriptions.
  @usableFromInline let name: String
  /// The system places the item automatically, depending on many factors including the
  /// platform, size class, or presence of other items.
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  /// A placement for items in the keyboard section.
  /// - Apple: `static let keyboard: ToolbarItemPlacement`
  /// - Apple availability: iOS 15.0, macOS 12.0
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
/// - Apple: `nonisolated struct ToolbarItem<ID, Content> where Content : View`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
nonisolated public struct ToolbarItem<ID, Content> where Content: View {
  @usableFromInline let placement: ToolbarItemPlacement
  @usableFromInline let content: Content
}

extension ToolbarItem {
  /// A primitive: the toolbar modifier reads the item itself (its conformance to ToolbarContent
  /// is the stand-in's, generated).
  /// - Stand-in: `public var body: Never`
  public var body: Never { return fatalError("a toolbar item is primitive") }
}

extension ToolbarItem where ID == String {
  /// Creates a toolbar item with the specified placement and content, which allows for user
  /// customization.
  /// - Apple: `@export(implementation) nonisolated init(id: String, placement: ToolbarItemPlacement = .automatic, @ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @export(implementation)
  nonisolated public init(
    id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

/// Toolbar content the runtime can read: the items it places (none for an absent one).
@MainActor protocol RenderedToolbarContent {
  var toolbarItems: [any RenderedToolbarItem] { get }
}

extension ToolbarItem: RenderedToolbarContent {
  var toolbarItems: [any RenderedToolbarItem] { [self] }
}

extension Optional: RenderedToolbarContent {
  var toolbarItems: [any RenderedToolbarItem] {
    switch self {
    case .none: []
    case .some(let wrapped):
      (wrapped as? any RenderedToolbarContent)?.toolbarItems ?? [UnmodelledToolbarItem()]
    }
  }
}

/// Toolbar content the runtime does not model: placing it fails by name.
struct UnmodelledToolbarItem: RenderedToolbarItem {
  var placementName: String { "by unmodelled toolbar content" }
  func renderContent(_ context: RenderContext) throws -> [Node] { [] }
}

/// A toolbar item the runtime can place: its placement, and its content rendered.
@MainActor protocol RenderedToolbarItem {
  var placementName: String { get }
  func renderContent(_ context: RenderContext) throws -> [Node]
}

extension ToolbarItem: RenderedToolbarItem {
  var placementName: String { placement.name }
  @MainActor func renderContent(_ context: RenderContext) throws -> [Node] {
    try render(content, context)
  }
}

extension View {
  /// Populates the toolbar or navigation bar with the specified items.
  /// - Apple: `nonisolated func toolbar<Content>(@ContentBuilder content: () -> Content) -> some View where Content : ToolbarContent`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content)
    -> some View where Content: ToolbarContent
  {
    modifier(ToolbarModifier(items: content()))
  }
}

nonisolated struct ToolbarModifier<Items: ToolbarContent>: ViewModifier, _RenderingModifier {
  let items: Items
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let node = Node(.modifier("View.toolbar(content:)"), context)
    node.children = try content(context)
    guard let content = items as? any RenderedToolbarContent else {
      throw RuntimeError.unmodelled("toolbar content \(typeName(Items.self))")
    }
    for item in content.toolbarItems where item.placementName != "keyboard" {
      throw RuntimeError.unmodelled("a toolbar item placed \(item.placementName)")
    }
    // Keyboard items show above the keyboard whichever field has focus, not only the fields
    // inside the view that declared them (the keyboard page's example adjusts the items to the
    // focused field with a FocusedValue): the stricter reading.
    if context.graph.softwareKeyboardShown, !content.toolbarItems.isEmpty {
      let bar = Node(.accessory("keyboard toolbar"), context)
      for item in content.toolbarItems {
        bar.children += try item.renderContent(context.appending("keyboardToolbar"))
      }
      node.children.append(bar)
    }
    return [node]
  }
}
