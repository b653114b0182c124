// Identity, lifetime and change modifiers: id(_:), onAppear, onDisappear, onChange,
// onTapGesture and sensoryFeedback, matched to the stand-in's declarations
// (Tools/SwiftUIStandIn/Frameworks/SwiftUI/Modifiers.swift) by their `- Apple:` records.
import Foundation

extension View {
  /// Binds a view's identity to the given proxy value.
  /// - Apple: `nonisolated func id<ID>(_ id: ID) -> some View where ID : Hashable`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    // A new id is a new view: its state is dropped and it appears again
    // (https://developer.apple.com/documentation/swiftui/view/id(_:)).
    let component = "id:\(String(reflecting: ID.self)):\(id)"
    return modifier(PathModifier(component: component))
  }

  /// Adds an action to perform when this view recognizes a tap gesture.
  /// - Apple: `nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  {
    modifier(
      NodeModifier(name: "onTapGesture(count: \(count))") { node, context in
        // Gestures of a disabled view do not fire
        // (https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
        if context.environment.isEnabled { node.tapAction = action }
      })
  }

  /// Adds an action to perform when this view recognizes a tap gesture, and provides the
  /// action with the location of the interaction.
  /// - Apple: `nonisolated func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View`
  /// - Apple availability: iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  nonisolated public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    // The location is in `coordinateSpace`; the runtime models the view's own (`.local`, the
    // default: the point from the view's top-left corner) and the screen's (`.global`), and
    // fails a named space by name when tapped rather than guess its origin.
    let space = coordinateSpace.coordinateSpace
    return modifier(
      NodeModifier(name: "onTapGesture(count: \(count), coordinateSpace:)") { node, context in
        if context.environment.isEnabled {
          node.locatedTap = LocatedTap(space: space, action: action)
        }
      })
  }

  /// Adds an action to perform when this view recognizes a long press gesture.
  /// - Apple: `@export(implementation) nonisolated func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @export(implementation)
  nonisolated public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    modifier(
      LongPressModifier(
        press: LongPress(
          minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action,
          onPressingChanged: onPressingChanged)))
  }

  /// Adds an action to perform before this view appears.
  /// - Apple: `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifetimeModifier(appear: action, disappear: nil))
  }

  /// Adds an action to perform after this view disappears.
  /// - Apple: `nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifetimeModifier(appear: nil, disappear: action))
  }

  /// Adds an asynchronous task to perform before this view appears.
  /// - Apple: `@export(implementation) nonisolated func task(name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line, _ action: sending @escaping @isolated(any) () async -> Void) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @export(implementation)
  nonisolated public func task(
    name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
    line: Int = #line,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    modifier(TaskModifier(priority: priority, action: action))
  }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  /// - Apple: `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View where V : Equatable`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Adds a modifier for this view that fires an action when a specific value changes.
  /// - Apple: `nonisolated func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V : Equatable`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Plays the specified `feedback` when the provided `trigger` value changes.
  /// - Apple: `nonisolated func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T : Equatable`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> some View
  {
    // "Plays the specified feedback when the provided trigger value changes": counted as
    // onChange(of: trigger) would fire, not on appearance.
    modifier(
      ChangeModifier(value: trigger, initial: false) { _, _ in
        MainActor.assumeIsolated { currentGraph?.feedback.append("\(feedback.id)") }
      })
  }
}

/// The graph rendering now, for actions that record into it.
@MainActor var currentGraph: ViewGraph?

/// Adds a component to the identity of the modified content.
nonisolated struct PathModifier: ViewModifier, _RenderingModifier {
  let component: String
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws
    -> [Node]
  {
    try content(context.appending(component))
  }
}

/// onAppear and onDisappear: registered at the modified view's identity every pass; the graph
/// runs `appear` when the identity is new and `disappear` when it went away.
nonisolated struct LifetimeModifier: ViewModifier, _RenderingModifier {
  let appear: (() -> Void)?
  let disappear: (() -> Void)?
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws
    -> [Node]
  {
    let key = context.graph.uniqueKey(context.key + "#lifetime")
    context.graph.lifetimes.append((key: key, appear: appear, disappear: disappear))
    return try content(context)
  }
}

/// A long press (onLongPressGesture): held `minimumDuration` seconds without moving beyond
/// `maximumDistance` points, it performs `action`; `onPressingChanged` follows the finger
/// (https://developer.apple.com/documentation/swiftui/view/onlongpressgesture(minimumduration:maximumdistance:perform:onpressingchanged:)).
@usableFromInline
struct LongPress {
  let minimumDuration: Double
  let maximumDistance: CGFloat
  let action: () -> Void
  let onPressingChanged: ((Bool) -> Void)?
  @usableFromInline init(
    minimumDuration: Double, maximumDistance: CGFloat, action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)?
  ) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
    self.action = action
    self.onPressingChanged = onPressingChanged
  }
}

/// Puts a long press on the modified view; a disabled view's does nothing
/// (https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
@usableFromInline
nonisolated struct LongPressModifier: ViewModifier, _RenderingModifier {
  let press: LongPress
  @usableFromInline init(press: LongPress) { self.press = press }
  @usableFromInline func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let node = Node(.modifier("View.onLongPressGesture"), context)
    node.children = try content(context)
    if context.environment.isEnabled { node.longPress = press }
    return [node]
  }
}

/// task(name:priority:file:line:_:): "Adds an asynchronous task to perform before this view
/// appears"; "SwiftUI will automatically cancel the task at some point after the view
/// disappears before the action completes"
/// (https://developer.apple.com/documentation/swiftui/view/task(name:priority:file:line:_:)).
/// The task is created when the view's identity appears, where onAppear runs (after the render),
/// and cancelled when the identity goes, where onDisappear runs. Its body runs only when a test
/// lets the views' tasks run (`ViewHost.runTasks(turns:)`), so a test sees the view before and
/// after the work, deterministically.
@usableFromInline
nonisolated struct TaskModifier: ViewModifier, _RenderingModifier {
  let priority: TaskPriority
  let action: @isolated(any) () async -> Void
  @usableFromInline init(priority: TaskPriority, action: @escaping @isolated(any) () async -> Void)
  {
    self.priority = priority
    self.action = action
  }
  @usableFromInline func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let graph = context.graph
    let key = graph.uniqueKey(context.key + "#task")
    let action = action
    let priority = priority
    graph.lifetimes.append(
      (
        key: key,
        appear: { [weak graph] in
          guard let graph else { return }
          let state = ViewTask()
          state.handle = Task(priority: priority) { @MainActor in
            await action()
            state.finished = true
          }
          graph.tasks[key] = state
        },
        disappear: { [weak graph] in
          guard let graph, let task = graph.tasks.removeValue(forKey: key) else { return }
          task.handle?.cancel()
          // Kept until it returns: a cancelled task still runs to its end.
          if !task.finished { graph.endingTasks.append(task) }
        }
      ))
    return try content(context)
  }
}

/// A view's running task (TaskModifier): its handle, and whether its action returned.
@MainActor final class ViewTask {
  var handle: Task<Void, Never>?
  var finished = false
}

/// onChange(of:initial:_:): compares the value with the one the same identity saw in the
/// previous pass; the action runs after the pass with the old and the new value
/// (https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)).
nonisolated struct ChangeModifier<V: Equatable>: ViewModifier, _RenderingModifier {
  let value: V
  let initial: Bool
  let action: (V, V) -> Void
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws
    -> [Node]
  {
    let graph = context.graph
    let key = graph.uniqueKey(context.key + "#onChange")
    graph.seen.insert(key)
    let new = value
    if let old = graph.observedValues[key] as? V {
      if old != new { graph.pendingActions.append { action(old, new) } }
    } else if initial {
      graph.pendingActions.append { action(new, new) }
    }
    graph.observedValues[key] = new
    return try content(context)
  }
}
