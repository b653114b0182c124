// Stand-in for SwiftUI's toolbars: what a keyboard toolbar needs (a customizable ToolbarItem in
// the `.keyboard` placement). Declarations follow Apple's reference pages; bodies do nothing.
//
// Apple's pages come from the Xcode 27 SDK, where the toolbar closures are `@ContentBuilder`
// ("the unified replacement for type-specific builders like ToolbarContentBuilder",
// /documentation/SwiftUI/ContentBuilder). The SDKs Tessera builds with spell them
// `@ToolbarContentBuilder`, as here; fidelity.py reports each such reading. The pages show
// ToolbarContentBuilder's overloads for `CustomizableToolbarContent` only, so only customizable
// content (a ToolbarItem with an `id`) is declared.

/// Conforming types represent items that can be placed in various locations in a toolbar.
/// - Apple: `@MainActor @preconcurrency protocol ToolbarContent`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@MainActor @preconcurrency public protocol ToolbarContent {
  /// The type of content representing the body of this toolbar content.
  associatedtype Body: ToolbarContent
  /// The composition of content that comprise the toolbar content.
  /// - Apple: `@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Conforming types represent items that can be placed in various locations in a customizable
/// toolbar.
/// - Apple: `protocol CustomizableToolbarContent : ToolbarContent where Self.Body : CustomizableToolbarContent`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
public protocol CustomizableToolbarContent: ToolbarContent
where Self.Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

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

// What `buildIf` returns is toolbar content: an absent item places nothing.
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  /// None: optional toolbar content is primitive. (`return` keeps ToolbarContent's builder off
  /// a primitive's body.)
  public var body: Never { return fatalError() }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

/// A structure that defines the placement of a toolbar item.
/// - Apple: `struct ToolbarItemPlacement`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
public struct ToolbarItemPlacement {
  /// The system places the item automatically, depending on many factors including the
  /// platform, size class, or presence of other items.
  public static let automatic = ToolbarItemPlacement()
  /// A placement for items in the keyboard section.
  /// - Apple: `static let keyboard: ToolbarItemPlacement`
  /// - Apple availability: iOS 15.0, macOS 12.0
  @available(iOS 15.0, macOS 12.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static let keyboard = ToolbarItemPlacement()
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
/// - Apple: `nonisolated struct ToolbarItem<ID, Content> where Content : View`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
nonisolated public struct ToolbarItem<ID, Content> where Content: View {
  @usableFromInline init() {}
}

extension ToolbarItem: ToolbarContent {
  /// None: a toolbar item is primitive. (`return` keeps ToolbarContent's builder off a
  /// primitive's body.)
  public var body: Never { return fatalError() }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension ToolbarItem where ID == String {
  /// Creates a toolbar item with the specified placement and content, which allows for user
  /// customization.
  /// - Apple: `@export(implementation) nonisolated init(id: String, placement: ToolbarItemPlacement = .automatic, @ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @export(implementation)
  nonisolated public init(
    id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) { self.init() }
}

extension View {
  /// Populates the toolbar or navigation bar with the specified items.
  /// - Apple: `nonisolated func toolbar<Content>(@ContentBuilder content: () -> Content) -> some View where Content : ToolbarContent`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content)
    -> some View where Content: ToolbarContent
  { self }
}
