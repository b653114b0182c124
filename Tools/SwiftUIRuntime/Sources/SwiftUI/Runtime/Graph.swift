// The view graph: identity, the storage kept per identity, and the tree a render produces.
//
// Identity follows "Demystify SwiftUI" (WWDC21, https://developer.apple.com/videos/play/wwdc2021/10022/):
// a view's structural identity is its type and its position in the view builder's result
// (which tuple element, which `if`/`else` branch); explicit identity comes from `id(_:)` and
// `ForEach`'s ids. A path of those components names each view; storage lives as long as its
// path appears in consecutive renders.
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

/// One component of a view's identity path.
package typealias IdentityPath = [String]

/// The context a view renders in: its identity path, its environment and the graph.
@MainActor package struct RenderContext {
  package var path: IdentityPath
  package var environment: EnvironmentValues
  package let graph: ViewGraph
  /// The presentation the view is in: "window", or the key of the sheet, cover or popover
  /// content that presents it (`preferredColorScheme(_:)` applies to the nearest one).
  package var presentation = "window"
  /// Closes the menu the view is in, if any: choosing an item of a `Menu` closes it.
  var closeMenu: (@MainActor () -> Void)?
  /// The picker whose options the view is among, if any (`tag(_:includeOptional:)`).
  var picker: PickerChoice?
  /// Whether the view is in a `List`'s content, where `onMove(perform:)` moves rows.
  var inList = false

  package func appending(_ component: String) -> RenderContext {
    var copy = self
    copy.path.append(component)
    return copy
  }

  package var key: String { path.joined(separator: "/") }
}

/// A rendered view: what a test inspects, taps, types into and reads the accessibility of.
@MainActor package final class Node {
  package enum Kind: Equatable {
    /// A custom view (its type), whose body produced the children.
    case view(String)
    case text(String)
    case button
    case toggle
    case textField(secure: Bool)
    /// A modifier the runtime records (its API), around the children it modifies.
    case modifier(String)
    /// A container of other views (stacks, groups): its name.
    case container(String)
    /// A shape or color drawn as a view: its type. Not an accessibility element.
    case shape(String)
    /// A presented sheet, cover or popover: its kind.
    case presentation(String)
    /// A bar the system shows beside the content, not modal (the keyboard toolbar): its kind.
    case accessory(String)
    /// An image: its name, and whether it was made decorative.
    case image(String, decorative: Bool)
  }

  package let kind: Kind
  package let path: IdentityPath
  package var children: [Node] = []
  /// The recorded arguments of a modifier node.
  package var arguments: [(String, String)] = []
  /// Whether the environment enabled this view (`disabled(_:)`).
  package var isEnabled: Bool
  /// The action a tap performs: a button's action, an `onTapGesture` handler.
  package var tapAction: (@MainActor () -> Void)?
  /// A tap handler that takes the tap's location (`onTapGesture(count:coordinateSpace:perform:)`).
  var locatedTap: LocatedTap?
  /// A long press attached to this view (`onLongPressGesture`).
  var longPress: LongPress?
  /// The gestures attached to this view (drags, pinches, rotations).
  var gestureRecognizers: [GestureRecognizer] = []
  /// The id a ForEach gave this element's view.
  var elementID: AnyHashable?
  /// The move action of a list's rows (`onMove(perform:)` in a `List`: ListContainers.swift).
  var rowMove: RowMove?
  /// Paging (`scrollTargetBehavior(.paging)`), scroll targets (`scrollTargetLayout()`) and the
  /// scroll position binding of a scroll view (Scrolling.swift).
  var isPaging = false
  var isScrollTargetLayout = false
  var scrollPosition: ScrollPositionBinding?
  /// The accessibility focus state this view's element is bound to (`accessibilityFocused`).
  var accessibilityFocus: StateLocation<Bool>?
  /// A presentation's binding: dismissing sets it to false.
  var dismissBinding: Binding<Bool>?
  /// What a presentation modifier inside a sheet asks of it (`presentationDetents`, ...).
  var sheetSetting: SheetSetting?
  /// A presentation's state as the person sees it (its detents, the one it rests at, whether
  /// it can be dismissed interactively), resolved when it rendered (Presenting.swift).
  package var presentationState: PresentationState?
  /// The preferences this view sets or transforms, by key type.
  var preferences: [String: PreferenceContribution] = [:]
  /// The key-press handlers attached to this view.
  var keyPressHandlers: [KeyPressHandler] = []
  /// The keyboard shortcuts assigned to this control (`keyboardShortcut(_:)`).
  var keyboardShortcuts: [KeyboardShortcut] = []
  package var toggleBinding: Binding<Bool>?
  /// Whether this button is a `ColorPicker`'s.
  package var isColorPicker = false
  /// A color picker's action: the colour a person chose in the system picker.
  package var colorChoice: (@MainActor (Color) -> Void)?
  /// A share link's items, which tapping it presents in the share interface (Sharing.swift).
  package var shareItems: [any Transferable]?
  /// A presented file importer's content types and completion (Sharing.swift).
  package var allowedContentTypes: [UTType] = []
  var fileImportCompletion: ((Result<URL, any Error>) -> Void)?
  package var textBinding: Binding<String>?
  /// A text field's selection binding (`TextField(text:selection:...)`).
  var selectionBinding: Binding<TextSelection?>?
  package var toggleValue = false
  package var fieldLabel: String?
  /// A text field's prompt, read while it is empty.
  package var fieldPrompt: String?
  package var submitActions: [@MainActor () -> Void] = []
  package var accessibility = AccessibilityModification()
  package var focusRegistrations: [FocusRegistration] = []

  /// False below `allowsHitTesting(false)`: touches pass through (VoiceOver still reaches it).
  package var allowsHitTesting: Bool
  /// The layout direction of the node's environment, so a test can tell which of its
  /// placements depend on SwiftUI's handling of right to left (`directionDependentOffsets`).
  package let layoutDirection: LayoutDirection
  /// What the node does in layout, where its kind does not say it alone (LayoutEngine.swift).
  var layoutRole: LayoutRole?
  /// The frames the last layout placed the node at, in screen coordinates: one, or one per
  /// view a layout modifier on several views modified.
  package var frames: [CGRect] = []
  /// The axes on which a scroll view around the node scrolls it into view.
  var scrollAxes: Axis.Set = []
  /// Where the node places content smaller than itself: a frame's content, an overlay or a
  /// background (LayoutEngine.swift); leading and trailing are the left and right edges until
  /// the layout mirrors a right-to-left view.
  var alignment = Alignment.center
  /// The geometry-change actions on this view, delivered after each layout (GeometryReading.swift).
  var geometryObservers: [GeometryObserver] = []
  /// Whether a ViewThatFits's shown alternative fitted its proposal in the last layout.
  var fits: Bool?

  init(_ kind: Kind, _ context: RenderContext) {
    self.kind = kind
    self.path = context.path
    self.isEnabled = context.environment.isEnabled
    self.allowsHitTesting = context.environment.allowsHitTesting
    self.layoutDirection = context.environment.layoutDirection
  }

  package var key: String { path.joined(separator: "/") }

  /// This node and every node below it, depth first, in builder order.
  package var subtree: [Node] {
    var nodes: [Node] = []
    appendSubtree(to: &nodes)
    return nodes
  }

  /// Appends the subtree in `subtree`'s order to one array (a recursive `flatMap` copied each
  /// level's array into its parent's: quadratic in the tree's depth).
  private func appendSubtree(to nodes: inout [Node]) {
    nodes.append(self)
    for child in children { child.appendSubtree(to: &nodes) }
  }

  /// The text the node's subtree shows, in order, joined by spaces.
  package var text: String {
    if case .text(let string) = kind { return string }
    var parts: [String] = []
    appendText(to: &parts)
    return parts.joined(separator: " ")
  }

  /// The non-empty texts of the subtree in order, the parts `text` joins.
  private func appendText(to parts: inout [String]) {
    if case .text(let string) = kind {
      if !string.isEmpty { parts.append(string) }
      return
    }
    for child in children { child.appendText(to: &parts) }
  }
}

/// A view the runtime renders itself rather than through its `body`.
@MainActor protocol _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node]
}

/// A modifier the runtime applies itself rather than through `body(content:)`.
@MainActor protocol _RenderingModifier {
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws
    -> [Node]
}

/// A property wrapper the graph installs before a body runs (SwiftUI's DynamicProperty).
@MainActor protocol _InstallableProperty {
  func _install(in graph: ViewGraph, key: String, context: RenderContext)
}

func typeName(_ type: Any.Type) -> String { String(reflecting: type) }

/// Renders any view: primitives render themselves; a custom view gets its dynamic properties
/// installed for its identity, then its body is rendered below it.
@MainActor func render<V: View>(_ view: V, _ context: RenderContext) throws -> [Node] {
  if let primitive = view as? any _PrimitiveView {
    return try primitive._render(context)
  }
  // A shape used as a view fills itself with the foreground style
  // (https://developer.apple.com/documentation/swiftui/shape): a leaf, whatever its body says.
  if let shape = view as? any Shape {
    return [shapeNode(shape, style: "fill(foreground)", context)]
  }
  if V.Body.self == Never.self {
    throw RuntimeError.unmodelled("\(typeName(V.self)).body")
  }
  let context = context.appending(typeName(V.self))
  context.graph.install(view, context: context)
  let node = Node(.view(typeName(V.self)), context)
  node.children = try render(view.body, context)
  return [node]
}

/// Renders a view held as an existential (a tuple element, a mirror child).
@MainActor func renderAny(_ view: Any, _ context: RenderContext) throws -> [Node] {
  guard let view = view as? any View else {
    throw RuntimeError.unmodelled("a non-View value in a view builder: \(type(of: view))")
  }
  return try render(view, context)
}

/// The storage SwiftUI keeps per view identity, and the bookkeeping of a render pass.
@MainActor package final class ViewGraph {
  /// Whether the software keyboard is up: a text field has focus (KeyboardToolbars.swift).
  var softwareKeyboardShown = false
  /// The tasks of the views on screen (`task(name:priority:file:line:_:)`), by identity.
  var tasks: [String: ViewTask] = [:]
  /// How many `@Namespace` identities were made (each gets the next number).
  var namespaceCount = 0
  /// Tasks cancelled with their view that have not returned yet.
  var endingTasks: [ViewTask] = []
  /// Storage per identity: the key of a view's path, then the property's label.
  var storage: [String: [String: AnyObject]] = [:]
  /// Identities seen in the current pass.
  var seen: Set<String> = []
  /// onAppear/onDisappear registrations of the current and the previous pass, in order.
  var lifetimes:
    [(key: String, appear: (@MainActor () -> Void)?, disappear: (@MainActor () -> Void)?)] = []
  var previousLifetimes:
    [(key: String, appear: (@MainActor () -> Void)?, disappear: (@MainActor () -> Void)?)] = []
  /// Actions to run after the pass (onChange), in registration order.
  var pendingActions: [@MainActor () -> Void] = []
  /// The last observed value of each onChange, per identity.
  var observedValues: [String: Any] = [:]
  /// Set when state changes; the host re-renders until nothing changed.
  package var needsRender = false
  /// The FocusStates installed in the current pass.
  var focusStates: [FocusStateHandle] = []
  /// Transactions (`withAnimation`) recorded while the test ran.
  package var transactions: [String] = []
  /// The identity of the button a finger is down on (`ViewHost.press(_:)`), if any.
  package var pressedKey: String?
  /// The screen views are laid out in (a 390 × 844 pt iPhone by default).
  package var screenSize = CGSize(width: 390, height: 844)
  /// The frame (in the screen) each geometry reader and bounds anchor was given by the last
  /// layout, by identity: a reader's content is rendered with it (GeometryReading.swift), an
  /// anchor resolves to it (Presenting.swift).
  package var geometryFrames: [String: CGRect] = [:]
  /// The insets of the system's bars the views were last laid out in (`layout(in:safeArea:)`);
  /// the layouts the host runs for views that read geometry use them too.
  package var safeArea = EdgeInsets()
  /// The alternative each ViewThatFits shows, by identity, as the last layout chose it.
  var fittingChoices: [String: Int] = [:]
  package var currentAnimation: String?
  /// `sensoryFeedback` triggers, in order: the feedback's description.
  package var feedback: [String] = []
  /// The items of each share interface a share link presented, in order (Sharing.swift).
  package var sharedItems: [[any Transferable]] = []
  /// The detent each presented sheet without a selection binding rests at, by the
  /// presentation's identity (Presenting.swift); dropped when it is dismissed.
  var sheetDetents: [String: PresentationDetent] = [:]
  /// The color schemes views preferred in the current pass, per presentation, in tree order.
  var colorSchemePreferences: [String: [ColorScheme?]] = [:]
  /// The color scheme each presentation shows because a view preferred it.
  package private(set) var preferredColorSchemes: [String: ColorScheme] = [:]
  /// Presentations whose views preferred different color schemes in the last pass.
  var conflictingColorSchemes: [String] = []

  package init() {}

  func install<V>(_ value: V, context: RenderContext) {
    seen.insert(context.key)
    installProperties(of: value, prefix: "", context: context)
  }

  private func installProperties(of value: Any, prefix: String, context: RenderContext) {
    for child in Mirror(reflecting: value).children {
      let label = prefix + (child.label ?? "_")
      if let property = child.value as? any _InstallableProperty {
        property._install(in: self, key: context.key + "#" + label, context: context)
      } else if child.value is any DynamicProperty {
        installProperties(of: child.value, prefix: label + ".", context: context)
      }
    }
  }

  /// The box stored for a property at an identity, created from `make` the first time.
  func box<Box: AnyObject>(_ key: String, make: () -> Box) -> Box {
    let (identity, label) = split(key)
    if let existing = storage[identity]?[label] as? Box { return existing }
    let box = make()
    storage[identity, default: [:]][label] = box
    return box
  }

  private func split(_ key: String) -> (String, String) {
    guard let hash = key.lastIndex(of: "#") else { return (key, "") }
    return (String(key[..<hash]), String(key[key.index(after: hash)...]))
  }

  /// How many times a key was asked for in this pass: two modifiers of one kind on one view.
  var keyCounts: [String: Int] = [:]
  func uniqueKey(_ key: String) -> String {
    let count = keyCounts[key, default: 0] + 1
    keyCounts[key] = count
    return key + "\(count)"
  }

  func beginPass() {
    keyCounts = [:]
    seen = []
    lifetimes = []
    pendingActions = []
    focusStates = []
    colorSchemePreferences = [:]
  }

  /// Ends a pass: drops the storage of identities that went away, then runs the onDisappear
  /// actions of views that went away, the onAppear actions of views that came, then the
  /// onChange actions, each in the order the pass met them.
  func endPass() {
    for identity in Set(storage.keys).subtracting(seen) { storage[identity] = nil }
    for key in observedValues.keys where !seen.contains(key) { observedValues[key] = nil }
    for key in sheetDetents.keys where !seen.contains(key) { sheetDetents[key] = nil }
    let now = Set(lifetimes.map(\.key))
    let before = Set(previousLifetimes.map(\.key))
    for old in previousLifetimes where !now.contains(old.key) { old.disappear?() }
    for new in lifetimes where !before.contains(new.key) { new.appear?() }
    for action in pendingActions { action() }
    previousLifetimes = lifetimes
    applyColorSchemePreferences()
  }

  /// Applies each presentation's preferred color scheme for the next pass: a new or dropped
  /// preference re-renders the presentation, as the window's appearance changing does. Two
  /// different preferences in one presentation are an error: Apple's pages do not say which
  /// wins (the stricter case).
  private func applyColorSchemePreferences() {
    conflictingColorSchemes = []
    var wanted: [String: ColorScheme] = [:]
    for (presentation, preferences) in colorSchemePreferences {
      let schemes = Set(preferences.compactMap { $0 })
      if schemes.count > 1 { conflictingColorSchemes.append(presentation) }
      wanted[presentation] = preferences.compactMap { $0 }.first
    }
    if wanted != preferredColorSchemes {
      preferredColorSchemes = wanted
      needsRender = true
    }
  }

  /// Whether an identity is stored (a test reads this to see state was dropped).
  package func hasStorage(at identity: String) -> Bool { storage[identity] != nil }
}

/// A tap handler that takes where the tap landed, in its coordinate space.
struct LocatedTap {
  let space: CoordinateSpace
  let action: (CGPoint) -> Void

  /// Runs the action for a tap at `point` on the screen, in a view laid out at `frame`.
  @MainActor func perform(at point: CGPoint, in frame: CGRect) throws {
    switch space {
    case .local: action(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
    case .global: action(point)
    default:
      throw RuntimeError.unmodelled("a tap's location in the coordinate space \(space)")
    }
  }
}
