// Lists, as far as a reorderable list needs them. Declarations match
// Tools/SwiftUIStandIn/Frameworks/SwiftUI/Lists.swift; the style and separator modifiers are
// inert (inert.txt).
//
// A `List` "automatically provides scrolling when it grows too large for the current display";
// its rows are its content's views, or a `ForEach`'s
// (https://developer.apple.com/documentation/swiftui/lists). A row is at least
// `defaultMinListRowHeight` tall and "otherwise determined by the height of the row's content
// and the row insets"
// (https://developer.apple.com/documentation/swiftui/environmentvalues/defaultminlistrowheight).
//
// Moving rows: `onMove(perform:)` "sets the move action for the dynamic view", called with the
// offsets moved and the destination offset in the collection before the move
// (https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)).
// Apple documents the move controls of a `List` whose `ForEach` has the action, shown "while
// in edit mode" (https://developer.apple.com/documentation/swiftui/editmode): the runtime
// therefore lets a test move rows (`ViewHost.moveRows(fromOffsets:toOffset:)`, a person's drag
// of the rows) only inside a `List` and, on iOS (the branch it executes), only while the
// environment's edit mode is editing: the stricter case, since the pages do not say a list
// outside edit mode takes drags. An `onMove` outside a `List` does nothing. Apple's pages
// document no accessibility actions a list adds for moving rows, so the runtime adds none (the
// stricter case: a view that wants VoiceOver to move rows gives its own actions).
import Foundation

/// A container that presents rows of data arranged in a single column, optionally providing the
/// ability to select one or more members.
/// - Apple: `@MainActor @preconcurrency struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@MainActor @preconcurrency public struct List<SelectionValue: Hashable, Content: View>: View {
  // Set once by the nonisolated initializer, read while rendering.
  nonisolated(unsafe) let content: Content
  public typealias Body = Never
  public var body: Never { _unmodelled("List.body") }
}

extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  /// - Apple: `nonisolated init(@ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension List: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    var inner = context
    inner.inList = true
    let node = Node(.container("List"), context)
    node.layoutRole = .list(minRowHeight: context.environment.defaultMinListRowHeight)
    node.children = try render(content, inner)
    return [node]
  }
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

// ForEach's conformance is the stand-in's, generated.

extension DynamicViewContent {
  /// Sets the move action for the dynamic view.
  /// - Apple: `nonisolated func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func onMove(perform action: Optional<(IndexSet, Int) -> Void>)
    -> some DynamicViewContent
  {
    MovableContent(base: self, action: action)
  }
}

/// Dynamic content with a move action (`onMove(perform:)`): its rows, and the action where a
/// list can move them.
nonisolated struct MovableContent<Base: DynamicViewContent>: DynamicViewContent {
  let base: Base
  let action: ((IndexSet, Int) -> Void)?
  var data: Base.Data { base.data }
  var body: Never { fatalError("rendered by _render") }
}

extension MovableContent: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let node = Node(.modifier("DynamicViewContent.onMove(perform:)"), context)
    node.children = try render(base, context)
    // Only a list moves its rows; "Pass nil to disable the ability to move items".
    if context.inList, let action {
      node.rowMove = RowMove(
        count: base.data.count,
        isEditing: context.environment.editMode?.wrappedValue.isEditing == true,
        perform: action)
    }
    return [node]
  }
}

/// A list's move action over its rows (MovableContent).
struct RowMove {
  /// The number of rows the action moves among.
  let count: Int
  /// Whether the list was in edit mode when rendered (its move controls are shown).
  let isEditing: Bool
  let perform: (IndexSet, Int) -> Void
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
  /// Indicates whether a view is being edited: "true if the mode is something other than
  /// inactive" (https://developer.apple.com/documentation/swiftui/editmode/isediting).
  /// - Apple: `var isEditing: Bool { get }`
  /// - Apple availability: iOS 13.0, tvOS 13.0, visionOS 1.0
  public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
  /// An indication of whether the user can edit the contents of a view associated with this
  /// environment: nil (no edit mode) unless a view sets a binding.
  /// - Apple: `var editMode: Binding<EditMode>? { get set }`
  /// - Apple availability: iOS 13.0, tvOS 13.0, visionOS 1.0
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public var editMode: Binding<EditMode>? {
    get { values["editMode"] as? Binding<EditMode> }
    set { values["editMode"] = newValue }
  }
  /// The default minimum height of rows in a list. Apple does not publish the system's
  /// default; the runtime's is 44 pt, the Human Interface Guidelines' minimum tap target
  /// (assumed).
  /// - Apple: `var defaultMinListRowHeight: CGFloat { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var defaultMinListRowHeight: CGFloat {
    get { values["defaultMinListRowHeight"] as? CGFloat ?? 44 }
    set { values["defaultMinListRowHeight"] = newValue }
  }
}

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
  /// Applies an inset to the rows in a list: the row's content is laid out inside the insets
  /// (nil: the list's default, which Apple does not publish; the runtime's is none, the
  /// stricter case for a row's height).
  /// - Apple: `nonisolated func listRowInsets(_ insets: EdgeInsets?) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(
      LayoutModifier(
        api: "View.listRowInsets(_:)", arguments: [("insets", String(describing: insets))],
        role: .padding(insets ?? EdgeInsets())))
  }
}

extension ViewHost {
  /// Moves rows of the reachable list that can move them, as a person's drag of them does:
  /// the list's move action gets `offsets` and `toOffset`, in the terms of
  /// `move(fromOffsets:toOffset:)` (the rows' offsets, and where they go in the list before
  /// the move). Throws when no list with a move action is reachable, when it is not in edit
  /// mode (the stricter case, above), when it is disabled or takes no touches, and for offsets
  /// outside its rows.
  package func moveRows(fromOffsets offsets: [Int], toOffset: Int) throws {
    let lists = reachableRoots.flatMap(\.subtree).filter { $0.rowMove != nil }
    guard let node = lists.last, let move = node.rowMove else {
      throw RuntimeError.notFound("a list whose rows move (onMove(perform:) in a List)")
    }
    guard move.isEditing else {
      throw RuntimeError.notInteractive("the list is not in edit mode: it shows no move controls")
    }
    guard node.isEnabled, node.allowsHitTesting else {
      throw RuntimeError.notInteractive("the list takes no drags")
    }
    guard !offsets.isEmpty, offsets.allSatisfy({ (0..<move.count).contains($0) }),
      (0...move.count).contains(toOffset)
    else {
      throw RuntimeError.notFound("rows \(offsets) to \(toOffset) of \(move.count) rows")
    }
    var set = IndexSet()
    for offset in offsets { set.insert(offset) }
    move.perform(set, toOffset)
    graph.needsRender = true
    try render()
  }
}
