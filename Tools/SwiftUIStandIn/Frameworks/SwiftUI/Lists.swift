// Stand-in: lists as far as a reorderable list needs them (the list, its dynamic content's move
// action, edit mode, the row modifiers and the plain style), as
// developer.apple.com/documentation/swiftui declares them.
import Foundation

/// A container that presents rows of data arranged in a single column, optionally providing the
/// ability to select one or more members.
/// - Apple: `@MainActor @preconcurrency struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@MainActor @preconcurrency public struct List<SelectionValue: Hashable, Content: View>: View {
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  /// - Apple: `nonisolated init(@ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

/// A type of view that generates views from an underlying collection of data.
/// - Apple: `protocol DynamicViewContent<Data> : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public protocol DynamicViewContent<Data>: View {
  /// The type of the underlying collection of data.
  /// - Apple: `associatedtype Data : Collection`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  associatedtype Data: Collection
  /// The collection of underlying data.
  /// - Apple: `var data: Self.Data { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  var data: Self.Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
  /// Sets the move action for the dynamic view.
  /// - Apple: `nonisolated func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func onMove(perform action: Optional<(IndexSet, Int) -> Void>)
    -> some DynamicViewContent
  { self }
}

/// A mode that indicates whether the user can edit a view's content.
/// - Apple: `enum EditMode`
/// - Apple availability: iOS 13.0, tvOS 13.0, visionOS 1.0
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum EditMode: Hashable, Sendable {
  /// The user can't edit the view content.
  /// - Apple: `case inactive`
  /// - Apple availability: iOS 13.0, tvOS 13.0, visionOS 1.0
  case inactive
  /// The view is in a temporary edit mode.
  /// - Apple: `case transient`
  /// - Apple availability: iOS 13.0, tvOS 13.0, visionOS 1.0
  case transient
  /// The user can edit the view content.
  /// - Apple: `case active`
  /// - Apple availability: iOS 13.0, tvOS 13.0, visionOS 1.0
  case active
  /// Indicates whether a view is being edited.
  /// - Apple: `var isEditing: Bool { get }`
  /// - Apple availability: iOS 13.0, tvOS 13.0, visionOS 1.0
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// An indication of whether the user can edit the contents of a view associated with this
  /// environment.
  /// - Apple: `var editMode: Binding<EditMode>? { get set }`
  /// - Apple availability: iOS 13.0, tvOS 13.0, visionOS 1.0
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public var editMode: Binding<EditMode>? {
    get { nil }
    set {}
  }
  /// The default minimum height of rows in a list.
  /// - Apple: `var defaultMinListRowHeight: CGFloat { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var defaultMinListRowHeight: CGFloat {
    get { 0 }
    set {}
  }
}

extension VerticalEdge {
  /// An efficient set of vertical edges.
  /// - Apple: `@frozen struct Set`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @frozen public struct Set: OptionSet, Sendable {
    /// - Apple: `let rawValue: Int8`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public let rawValue: Int8
    /// - Apple: `init(rawValue: Int8)`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// - Apple: `static let top: VerticalEdge.Set`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public static let top = Set(rawValue: 1)
    /// - Apple: `static let bottom: VerticalEdge.Set`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public static let bottom = Set(rawValue: 2)
    /// - Apple: `static let all: VerticalEdge.Set`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public static let all: Set = [.top, .bottom]
  }
}

/// A protocol that describes the behavior and appearance of a list.
/// - Apple: `protocol ListStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public protocol ListStyle {}

/// The list style that describes the behavior and appearance of a plain list.
/// - Apple: `struct PlainListStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct PlainListStyle: ListStyle {
  /// Creates a plain list style.
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init() {}
}

extension ListStyle where Self == PlainListStyle {
  /// The list style that describes the behavior and appearance of a plain list.
  /// - Apple: `@export(implementation) static var plain: PlainListStyle { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension View {
  /// Sets the style for lists within this view.
  /// - Apple: `nonisolated func listStyle<S>(_ style: S) -> some View where S : ListStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle { self }

  /// Places a custom background view behind a list row item.
  /// - Apple: `nonisolated func listRowBackground<V>(_ view: V?) -> some View where V : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func listRowBackground<V>(_ view: V?) -> some View where V: View { self }

  /// Applies an inset to the rows in a list.
  /// - Apple: `nonisolated func listRowInsets(_ insets: EdgeInsets?) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

  /// Sets the display mode for the separator associated with this specific row.
  /// - Apple: `nonisolated func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View`
  /// - Apple availability: iOS 15.0, macOS 13.0, visionOS 1.0
  @available(iOS 15.0, macOS 13.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func listRowSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View { self }
}
