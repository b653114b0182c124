// The test API: render a view, read its accessibility tree, tap, toggle, type, submit, move
// focus, perform accessibility actions and change the root's input.
import Foundation
import Observation

/// Hosts a view as a window would: renders it, keeps its state across renders, and performs
/// a person's interactions on it. After each interaction the view re-renders until its state
/// settles, so onChange, onAppear and onDisappear have run when the call returns.
@MainActor package final class ViewHost<Root: View> {
  /// The root view. Setting it re-renders, as a parent passing new input would.
  package private(set) var root: Root
  package let graph = ViewGraph()
  package var environment: EnvironmentValues
  /// The rendered tree.
  package private(set) var nodes: [Node] = []
  /// The identity of the focused text field.
  package private(set) var focusedKey: String?
  /// How many passes the last render took.
  package private(set) var passes = 0
  /// The focused field's caret (TextSelections.swift).
  var caretState: CaretState?
  /// Set when an observable object a body read during the last pass changes.
  private let observedChange = ObservedChange()

  package init(_ root: Root, environment: EnvironmentValues = EnvironmentValues()) throws {
    self.root = root
    self.environment = environment
    graph.needsRender = true
    try render()
  }

  /// Replaces the root view (a parent's new input) and re-renders.
  package func update(_ root: Root) throws {
    self.root = root
    graph.needsRender = true
    try render()
  }

  /// Renders until no state changes: each pass may run onAppear, onChange and focus changes
  /// that write state. A view that changes state on every pass fails after 50. When a view
  /// reads its geometry (a geometry reader, `onGeometryChange`), the views are then laid out in
  /// the last screen and safe area, as SwiftUI lays out after every update, until what they
  /// read holds (`settleLayout()`).
  package func render() throws {
    try renderPasses()
    if readsGeometry { _ = try settleLayout() }
  }

  /// Whether a rendered view reads the geometry layout gives it.
  private var readsGeometry: Bool {
    allNodes.contains { Self.readsItsFrame($0) || !$0.geometryObservers.isEmpty }
  }

  /// Whether a view is rendered again from the frame the last layout gave it
  /// (`graph.geometryFrames`): a geometry reader's content is built with it
  /// (GeometryReading.swift), and a bounds anchor resolves to it (Presenting.swift).
  private static func readsItsFrame(_ node: Node) -> Bool {
    node.kind == .container("GeometryReader") || node.kind == .modifier("View.anchorPreference")
  }

  private func renderPasses() throws {
    passes = 0
    currentGraph = graph
    defer { currentGraph = nil }
    // A body that read an observable object's property is updated when that property
    // changes (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app:
    // "SwiftUI updates a view only when an observable property changes and the view's body
    // reads the property directly"). The stricter case: a change re-renders the whole tree.
    if observedChange.take() { graph.needsRender = true }
    syncKeyboard()
    while graph.needsRender {
      passes += 1
      if passes > 50 {
        throw RuntimeError.notInteractive("the view changes its state on every render")
      }
      graph.needsRender = false
      graph.beginPass()
      var context = RenderContext(path: ["root"], environment: environment, graph: graph)
      if let scheme = graph.preferredColorSchemes["window"] {
        context.environment.colorScheme = scheme
      }
      var rendered: Result<[Node], any Error> = .success([])
      let change = observedChange
      withObservationTracking {
        rendered = Result { try SwiftUI.render(root, context) }
      } onChange: {
        change.mark()
      }
      nodes = try rendered.get()
      graph.endPass()
      if observedChange.take() { graph.needsRender = true }
      if let presentation = graph.conflictingColorSchemes.first {
        throw RuntimeError.notInteractive(
          "views in \(presentation) prefer different color schemes")
      }
      synchronizeFocus()
      syncKeyboard()
    }
    reconcileCaret()
  }

  /// The views' tasks that have not returned, those cancelled with their view included.
  package var runningTasks: Int {
    (Array(graph.tasks.values) + graph.endingTasks).filter { !$0.finished }.count
  }

  /// Lets the views' tasks run: yields the main actor until every task has finished or `turns`
  /// turns have passed (a task waiting on something only the test provides stays running),
  /// then renders what they changed. Returns how many tasks are still running.
  @discardableResult
  package func runTasks(turns: Int = 1_000) async throws -> Int {
    var turn = 0
    while runningTasks > 0 && turn < turns {
      await Task.yield()
      turn += 1
    }
    graph.endingTasks.removeAll { $0.finished }
    graph.needsRender = true
    try render()
    return runningTasks
  }

  /// The software keyboard is up while a text field has focus; a change renders again, so
  /// keyboard toolbar items appear and go with it (KeyboardToolbars.swift).
  private func syncKeyboard() {
    let shown = focusedKey != nil
    if graph.softwareKeyboardShown != shown {
      graph.softwareKeyboardShown = shown
      graph.needsRender = true
    }
  }

  // MARK: Layout

  /// Lays the rendered views out in a screen (the graph's, a 390 × 844 pt iPhone, unless one
  /// is given) and returns what the layout found: interactive elements of zero size or off
  /// screen, and text truncated where no line limit asked for it (LayoutEngine.swift).
  ///
  /// A `ViewThatFits` shows its first alternative until a layout finds that it does not fit,
  /// then the next, so the views are laid out again with each; a layout starts over from the
  /// first alternatives, as the space may have grown.
  package func layout(in screen: CGSize? = nil, safeArea: EdgeInsets = EdgeInsets()) throws
    -> [LayoutFinding]
  {
    if let screen { graph.screenSize = screen }
    graph.safeArea = safeArea
    if !graph.fittingChoices.isEmpty {
      graph.fittingChoices = [:]
      graph.needsRender = true
      try renderPasses()
    }
    return try settleLayout()
  }

  /// Lays the views out until what the layout tells them holds: a geometry reader's content is
  /// rendered with the frame the layout gave it, as SwiftUI evaluates it during layout; each
  /// `onGeometryChange` whose transformed value changed runs its action with the laid-out
  /// geometry (GeometryReading.swift); a ViewThatFits that does not fit shows its next
  /// alternative. Each of these renders the views again, and they are laid out again.
  private func settleLayout() throws -> [LayoutFinding] {
    let engine = LayoutEngine(screen: graph.screenSize, safeArea: graph.safeArea)
    for _ in 0..<20 {
      // The tree a layout reads is the one the last render made: walked once per round.
      let everyNode = allNodes
      for node in everyNode {
        node.frames = []
        node.scrollAxes = []
        node.fits = nil
      }
      let findings = try engine.layout(nodes)
      var changed = false
      var actions: [@MainActor () -> Void] = []
      for node in everyNode {
        let laidOut = node.frames.first.map { node.frames.dropFirst().reduce($0) { $0.union($1) } }
        if Self.readsItsFrame(node), let frame = laidOut, graph.geometryFrames[node.key] != frame {
          graph.geometryFrames[node.key] = frame
          changed = true
        }
        if let frame = laidOut {
          for observer in node.geometryObservers {
            if let action = observer.deliver(GeometryProxy(frame: frame), graph) {
              actions.append(action)
            }
          }
        }
        if node.fits == false, case .fitting(_, let shown, let count)? = node.layoutRole,
          shown + 1 < count
        {
          graph.fittingChoices[node.key] = shown + 1
          changed = true
        }
      }
      // The actions run after the layout, in tree order, as onChange's run after a render.
      currentGraph = graph
      for action in actions { action() }
      currentGraph = nil
      if !changed && actions.isEmpty && !graph.needsRender { return findings }
      graph.needsRender = true
      try renderPasses()
    }
    throw RuntimeError.notInteractive(
      "the layout does not settle: a geometry reader's frame, a geometry change's value or a ViewThatFits's choice keeps changing"
    )
  }

  /// The laid-out tree, one node a line, indented by depth: its kind and its frames (for a
  /// failing test's message).
  package var layoutDescription: String {
    func lines(_ node: Node, _ depth: Int) -> [String] {
      let frames = node.frames.map {
        "(\($0.minX.formatted()), \($0.minY.formatted())) \($0.width.formatted())×\($0.height.formatted())"
      }
      let kind = String(describing: node.kind).replacingOccurrences(of: "SwiftUI.", with: "")
      return [String(repeating: "  ", count: depth) + "\(kind) \(frames.joined(separator: ", "))"]
        + node.children.flatMap { lines($0, depth + 1) }
    }
    return nodes.flatMap { lines($0, 0) }.joined(separator: "\n")
  }

  /// The frame the last layout gave the first node showing a text, or nil.
  package func frame(ofText text: String) -> CGRect? {
    allNodes.first { $0.kind == .text(text) }?.frames.first
  }

  // MARK: Reading

  /// Every rendered node, depth first.
  package var allNodes: [Node] { nodes.flatMap(\.subtree) }

  /// The views a person can reach: while a sheet, cover or popover is presented, only the
  /// topmost presentation's (it is modal); else all of them.
  package var reachableRoots: [Node] {
    if let top = allNodes.last(where: {
      if case .presentation = $0.kind { true } else { false }
    }) {
      return [top]
    }
    return nodes
  }

  /// Every node a person can reach, depth first.
  var reachableNodes: [Node] { reachableRoots.flatMap(\.subtree) }

  /// The label of the element VoiceOver's focus is on because the app put it there
  /// (`accessibilityFocused(_:)` bound to a true state), if any.
  package var voiceOverFocus: String? {
    guard let node = reachableNodes.last(where: { $0.accessibilityFocus?.value == true }) else {
      return nil
    }
    // A container is not an element VoiceOver rests on: focus bound to one lands on its first
    // element, as the system moves into a container (assumed; Apple's pages are silent).
    return flattened(AccessibilityTreeBuilder.elements(of: node)).first?.label
  }

  /// Every node drawn inside a presentation (a sheet, a cover, a popover), depth first.
  package var presentedNodes: [Node] {
    allNodes.filter { if case .presentation = $0.kind { true } else { false } }.flatMap(\.subtree)
  }

  /// The kinds of the presentations on screen, outermost first.
  package var presentations: [String] {
    allNodes.compactMap { if case .presentation(let kind) = $0.kind { kind } else { nil } }
  }

  /// The person dismisses the topmost presentation (a swipe down, a tap outside a popover):
  /// SwiftUI sets its binding to false. Throws when nothing is presented or when the
  /// presentation's content disabled interactive dismissal (`interactiveDismissDisabled(_:)`).
  package func dismissPresentation() throws {
    guard let binding = reachableRoots.first?.dismissBinding else {
      throw RuntimeError.notInteractive("nothing is presented")
    }
    if reachableRoots.first?.presentationState?.dismissesInteractively == false {
      throw RuntimeError.notInteractive("the presentation's interactive dismissal is disabled")
    }
    binding.wrappedValue = false
    graph.needsRender = true
    try render()
  }

  /// The topmost presentation as the person sees it: a sheet's detents, lowest first, and the
  /// one it rests at; whether it can be dismissed; nil when nothing is presented.
  package var presentation: PresentationState? {
    reachableRoots.first?.presentationState
  }

  /// The person drags the topmost sheet to `detent`: the sheet's selection binding is set to
  /// it (or, without one, the sheet remembers it until dismissed). Throws when no sheet is
  /// presented or `detent` is not one of its detents.
  package func moveSheet(to detent: PresentationDetent) throws {
    guard let state = presentation, state.kind == "sheet" else {
      throw RuntimeError.notInteractive("no sheet is presented")
    }
    guard state.detents.contains(detent) else {
      throw RuntimeError.notFound("detent \(detent) of a sheet resting at \(state.detents)")
    }
    if let selection = state.selection {
      selection.wrappedValue = detent
    } else {
      graph.sheetDetents[state.key] = detent
    }
    graph.needsRender = true
    try render()
  }

  /// The elements VoiceOver visits, in order (containers' children in place of them).
  package var accessibilityElements: [AccessibilityElement] { flattened(accessibilityTree) }

  /// The top-level accessibility elements, `.contain` containers kept as containers.
  package var accessibilityTree: [AccessibilityElement] {
    AccessibilityTreeBuilder.elements(of: reachableRoots)
  }

  /// The element with this label.
  package func element(labelled label: String) throws -> AccessibilityElement {
    let matches = accessibilityElements.filter { $0.label == label }
    guard let element = matches.first else {
      throw RuntimeError.notFound(
        "an element labelled \"\(label)\" among "
          + accessibilityElements.map { "\"\($0.label ?? "")\"" }.joined(separator: ", "))
    }
    return element
  }

  /// The text every text node shows, in order.
  package var texts: [String] {
    allNodes.compactMap { if case .text(let string) = $0.kind { string } else { nil } }
  }

  /// The recorded modifier nodes of an API name (for example "View.padding(_:_:)").
  package func modifiers(named api: String) -> [Node] {
    allNodes.filter { $0.kind == .modifier(api) }
  }

  /// The `offset(x:y:)` nodes with a horizontal distance applied in a right-to-left
  /// environment, with that distance. Apple's pages do not say whether `offset(x:)` mirrors
  /// right to left (offset(x:y:), LayoutDirection), so where such an offset draws depends on
  /// the answer: a view is right in both cases only when it places nothing this way. An offset
  /// in a left-to-right environment shifts toward the right either way, and a `Shape`'s path
  /// mirrors by definition (Shape.layoutDirectionBehavior, `.mirrors` on iOS 17).
  package var directionDependentOffsets: [(key: String, x: CGFloat)] {
    modifiers(named: "View.offset(x:y:)").compactMap { node in
      guard node.layoutDirection == .rightToLeft,
        let x = node.arguments.first(where: { $0.0 == "x" }).flatMap({ Double($0.1) }), x != 0
      else { return nil }
      return (node.key, CGFloat(x))
    }
  }

  // MARK: Interaction

  /// Taps the innermost button or tap-gesture target whose label or text is `label`.
  package func tap(_ label: String) throws {
    let node = try tapTarget(label)
    guard node.allowsHitTesting else {
      throw RuntimeError.notInteractive("\"\(label)\" does not take touches")
    }
    guard let action = node.tapAction, node.isEnabled else {
      throw RuntimeError.notInteractive("\"\(label)\" is disabled")
    }
    action()
    try render()
  }

  /// The innermost button or tap-gesture target whose label or text is `label`.
  private func tapTarget(_ label: String) throws -> Node {
    let targets = reachableNodes.filter {
      $0.kind == .button || $0.kind.isModifier
    }
    func shows(_ node: Node) -> Bool {
      node.text == label
        || AccessibilityTreeBuilder.elements(of: node).contains { $0.label == label }
    }
    let button = targets.last { $0.kind == .button && shows($0) }
    // Else the button VoiceOver names `label` (an icon button labelled from outside).
    let named = accessibilityElements.first { $0.label == label }?.node
      .flatMap { node in node.kind == .button ? node : nil }
    // Else a tap gesture around the text: a button inside a view with a tap gesture takes
    // its own taps, so the gesture is the target only when no button is.
    let gesture = targets.last { $0.kind != .button && $0.tapAction != nil && shows($0) }
    guard let node = button ?? named ?? gesture else {
      throw RuntimeError.notFound("a tap target \"\(label)\"")
    }
    return node
  }

  /// Long-presses the innermost view with a long press that shows `label`: the finger goes down
  /// (`onPressingChanged(true)`), stays `duration` seconds (the gesture's minimum when nil),
  /// moving `distance` points, and lifts, or the system cancels the touch. Held long enough
  /// without moving beyond the maximum distance and not cancelled, the action runs; otherwise
  /// the gesture fails and nothing runs. Either way the pressing state ends false, after the
  /// action (assumed: the page does not give the order).
  package func longPress(
    _ label: String, holding duration: Double? = nil, moving distance: CGFloat = 0,
    cancelled: Bool = false
  ) throws {
    let holders = reachableNodes.filter { $0.longPress != nil }
    guard
      let node = holders.last(where: { node in
        node.text == label
          || AccessibilityTreeBuilder.elements(of: node).contains { $0.label == label }
      }), let press = node.longPress
    else {
      throw RuntimeError.notFound("a long-press target \"\(label)\"")
    }
    guard node.allowsHitTesting else {
      throw RuntimeError.notInteractive("\"\(label)\" does not take touches")
    }
    press.onPressingChanged?(true)
    try render()
    let held = (duration ?? press.minimumDuration) >= press.minimumDuration
    if held && distance <= press.maximumDistance && !cancelled { press.action() }
    press.onPressingChanged?(false)
    try render()
  }

  /// Puts a finger down on the button labelled `label` and holds it: the button's style draws
  /// it pressed (`ButtonStyleConfiguration.isPressed`) until `release()` or `cancelPress()`.
  package func press(_ label: String) throws {
    let node = try tapTarget(label)
    guard node.kind == .button, node.isEnabled, node.allowsHitTesting, node.tapAction != nil
    else {
      throw RuntimeError.notInteractive("\"\(label)\" is not an enabled button")
    }
    graph.pressedKey = node.key
    graph.needsRender = true
    try render()
  }

  /// Lifts the finger inside the pressed button: the button acts, then draws unpressed.
  package func release() throws {
    guard let key = graph.pressedKey else { throw RuntimeError.notInteractive("nothing pressed") }
    graph.pressedKey = nil
    graph.needsRender = true
    if let node = allNodes.first(where: { $0.key == key && $0.kind == .button }),
      node.isEnabled, let action = node.tapAction
    {
      action()
    }
    try render()
  }

  /// The system cancels the touch (the finger slid away, a scroll took over): the button draws
  /// unpressed and does not act.
  package func cancelPress() throws {
    guard graph.pressedKey != nil else { throw RuntimeError.notInteractive("nothing pressed") }
    graph.pressedKey = nil
    graph.needsRender = true
    try render()
  }

  /// How a drag finishes: the finger lifts, or the system cancels it (a call, a system gesture,
  /// a scroll view taking the touch).
  package enum DragEnd { case ended, cancelled }

  /// Drags the innermost view with a drag gesture that shows `label`: the finger goes down,
  /// moves through `translations` (points from where it went down), one event per translation
  /// `interval` seconds apart, rendering after each, then lifts or is cancelled. A gesture
  /// receives changes once the drag has moved its minimum distance.
  package func drag(
    _ label: String, through translations: [CGSize], ending end: DragEnd = .ended,
    interval: TimeInterval = 1.0 / 60
  ) throws {
    let drag = try startDrag(label, interval: interval)
    for translation in translations { try drag.move(by: translation) }
    try drag.finish(end)
  }

  /// Puts a finger down on the innermost view with a drag gesture that shows `label` (or
  /// inside the element VoiceOver names `label`), at that view's origin; the returned drag
  /// moves it and lifts it, so a test can look at the view mid-drag.
  package func startDrag(_ label: String, interval: TimeInterval = 1.0 / 60) throws -> Drag {
    Drag(session: try GestureSession(host: self, kind: .drag, label: label), interval: interval)
  }

  /// The key of the innermost reachable view with a gesture of `kind` that shows `label`, or
  /// else the one inside the element VoiceOver names `label` (a control whose label is set on
  /// the whole control, around its track).
  fileprivate func gestureTarget(_ kind: GestureKind, label: String) throws -> String {
    func has(_ node: Node) -> Bool {
      node.allowsHitTesting && node.gestureRecognizers.contains { $0.kind == kind }
    }
    let targets = reachableNodes.filter { node in
      has(node)
        && (node.text.contains(label)
          || AccessibilityTreeBuilder.elements(of: node).contains { $0.label == label })
    }
    let inside = accessibilityElements.first { $0.label == label }?.node?.subtree.last(where: has)
    guard let key = targets.last?.key ?? inside?.key else {
      throw RuntimeError.notFound("a \(kind) target showing \"\(label)\"")
    }
    return key
  }

  /// A drag in progress (`startDrag(_:interval:)`).
  @MainActor package final class Drag {
    let session: GestureSession<Root>
    let interval: TimeInterval
    let start = Date(timeIntervalSinceReferenceDate: 0)
    var previous = CGSize.zero
    var events = 0

    init(session: GestureSession<Root>, interval: TimeInterval) {
      self.session = session
      self.interval = interval
    }

    /// Moves the finger to `translation` from where it went down, and renders.
    package func move(by translation: CGSize) throws {
      events += 1
      let value = DragGesture.Value(
        location: CGPoint(x: translation.width, y: translation.height), startLocation: .zero,
        time: start.addingTimeInterval(Double(events) * interval),
        measuredVelocity: CGSize(
          width: (translation.width - previous.width) / interval,
          height: (translation.height - previous.height) / interval))
      previous = translation
      let distance =
        (translation.width * translation.width
        + translation.height * translation.height).squareRoot()
      try session.deliver(value, magnitude: distance)
    }

    /// Lifts the finger (`.ended`: onEnded runs) or has the system cancel the drag; either
    /// way every @GestureState the gestures update goes back to its initial value.
    package func finish(_ end: DragEnd) throws { try session.finish(end) }

    /// The layout direction of the environment the dragged gesture is attached in. Apple's
    /// DragGesture.Value page does not say whether a drag's location and translation are
    /// mirrored right to left, so the runtime delivers them unmirrored, from the view's left
    /// edge, and a test of a component that reads them horizontally checks they are measured
    /// in a left-to-right environment, where SwiftUI flips nothing (LayoutDirection).
    package var layoutDirection: LayoutDirection? { session.layoutDirection }
  }

  /// Pinches the innermost view with a magnify gesture that shows `label` (or inside the
  /// element VoiceOver names `label`) through `magnifications` (1 is the starting size), with
  /// the fingers' centre at `location` in the view's coordinates, then lifts or is cancelled.
  /// A gesture hears changes once the scale moved its minimum delta.
  package func pinch(
    _ label: String, through magnifications: [CGFloat], at location: CGPoint = .zero,
    ending end: DragEnd = .ended
  ) throws {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    var previous: CGFloat = 1
    let values: [(Any, Double)] = magnifications.enumerated().map { index, scale in
      defer { previous = scale }
      let value = MagnifyGesture.Value(
        time: start.addingTimeInterval(Double(index + 1) / 60), magnification: scale,
        velocity: (scale - previous) * 60, startLocation: location)
      return (value, abs(Double(scale) - 1))
    }
    try perform(.magnify, on: label, values: values, ending: end)
  }

  /// Rotates the innermost view with a rotate gesture that shows `label` through `angles`,
  /// with the fingers' centre at `location` in the view's coordinates, then lifts or is
  /// cancelled.
  package func rotate(
    _ label: String, through angles: [Angle], at location: CGPoint = .zero,
    ending end: DragEnd = .ended
  ) throws {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let values: [(Any, Double)] = angles.enumerated().map { index, angle in
      let value = RotateGesture.Value(
        time: start.addingTimeInterval(Double(index + 1) / 60), rotation: angle,
        startLocation: location)
      return (value, abs(angle.radians))
    }
    try perform(.rotate, on: label, values: values, ending: end)
  }

  /// Drives every gesture of `kind` on the innermost reachable view showing `label` through
  /// `values` (each with how far the gesture has moved), then ends or cancels it.
  private func perform(
    _ kind: GestureKind, on label: String, values: [(Any, Double)], ending end: DragEnd
  ) throws {
    let session = try GestureSession(host: self, kind: kind, label: label)
    for (value, magnitude) in values { try session.deliver(value, magnitude: magnitude) }
    try session.finish(end)
  }

  /// Presses `key` on a hardware keyboard while the innermost view with a key-press handler
  /// that shows `label` has focus: handlers run from there outwards until one handles it.
  /// Returns whether one did.
  @discardableResult
  package func pressKey(_ key: KeyEquivalent, on label: String) throws -> Bool {
    let chain = reachableNodes.filter { node in
      !node.keyPressHandlers.isEmpty
        && (node.text.contains(label)
          || AccessibilityTreeBuilder.elements(of: node).contains { $0.label == label })
    }
    guard !chain.isEmpty else {
      throw RuntimeError.notFound("a view with a key-press handler showing \"\(label)\"")
    }
    var handled = false
    for node in chain.reversed() where !handled {
      for handler in node.keyPressHandlers
      where !handled && handler.keys.contains(key) && handler.phases.contains(.down) {
        handled = handler.action(KeyPress(key: key, phase: .down)) == .handled
      }
    }
    graph.needsRender = true
    try render()
    return handled
  }

  /// Flips the toggle labelled `label`.
  package func toggle(_ label: String) throws {
    guard let node = reachableNodes.first(where: { $0.kind == .toggle && $0.text == label })
    else {
      throw RuntimeError.notFound("a toggle \"\(label)\"")
    }
    guard let binding = node.toggleBinding else {
      throw RuntimeError.notInteractive("toggle \"\(label)\" is disabled")
    }
    binding.wrappedValue.toggle()
    try render()
  }

  /// Touches the screen at a point after `layout(in:safeArea:)`, as a finger does. Hit testing
  /// finds the frontmost view there that draws (text, an image, a shape, a field, or the area
  /// a `contentShape` gives a view); a view later in the tree is in front, as a view's content
  /// is over its background, an overlay over its view and a later sibling of a stack over an
  /// earlier one. The innermost control around that view takes the touch: a button or a tap
  /// gesture acts, a text field takes focus, a switch toggles. A view in front that no control
  /// holds takes the touch and nothing happens, as an overlay blocks the button below it
  /// (https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:): "a view
  /// that doesn't participate in hit test operations" lets touches through; every other
  /// does not).
  package func tap(at point: CGPoint) throws {
    var front: (view: Node, control: Node?)?
    func visit(_ node: Node, _ control: Node?) {
      guard node.allowsHitTesting, node.kind != .modifier("View.hidden()") else { return }
      let control = Self.takesTaps(node) ? node : control
      let inside = node.frames.contains(where: { $0.contains(point) })
      if node.drawsForTouch, inside { front = (node, control) }
      // A content shape is the area its content takes touches in
      // (https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)).
      if node.kind == .modifier("View.contentShape(_:eoFill:)"), !inside { return }
      for child in node.children { visit(child, control) }
    }
    for root in reachableRoots { visit(root, nil) }
    let where_ = "(\(point.x.formatted()), \(point.y.formatted()))"
    guard let front else { throw RuntimeError.notFound("a view at \(where_)") }
    guard let control = front.control else {
      throw RuntimeError.notInteractive(
        "the \(front.view.kind) at \(where_) (\(front.view.key)) is not a control")
    }
    guard control.isEnabled else {
      throw RuntimeError.notInteractive("the control at \(where_) is disabled")
    }
    switch control.kind {
    case .textField:
      focusedKey = control.key
      applyFocus()
    case .toggle:
      guard let binding = control.toggleBinding else {
        throw RuntimeError.notInteractive("the switch at \(where_) is disabled")
      }
      binding.wrappedValue.toggle()
    default:
      if let located = control.locatedTap {
        // The frame the tap landed in: a modifier on several views has one per view.
        let frame = control.frames.first { $0.contains(point) } ?? control.frames.first ?? .zero
        try located.perform(at: point, in: frame)
      } else if let action = control.tapAction {
        action()
      } else {
        throw RuntimeError.notInteractive("the control at \(where_) does nothing on a tap")
      }
    }
    try render()
  }

  /// Whether a view takes a tap: a button, a tap gesture, a text field, a switch.
  private static func takesTaps(_ node: Node) -> Bool {
    switch node.kind {
    case .button, .textField, .toggle: return true
    default: return node.tapAction != nil || node.locatedTap != nil
    }
  }

  /// Focuses the text field labelled `label`, as tapping it does.
  package func focus(_ label: String) throws {
    let node = try field(labelled: label)
    guard node.isEnabled else {
      throw RuntimeError.notInteractive("field \"\(label)\" is disabled")
    }
    focusedKey = node.key
    applyFocus()
    try render()
  }

  /// Moves focus away from every field (the keyboard is dismissed).
  package func unfocus() throws {
    focusedKey = nil
    applyFocus()
    try render()
  }

  /// The label VoiceOver reads for `node` (a field's name, then the error it shows), when the
  /// node is an element.
  package func accessibilityLabel(of node: Node) -> String? {
    accessibilityElements.first { $0.node?.key == node.key }?.label
  }

  /// The label of the focused field, if any.
  package var focusedField: Node? {
    allNodes.first { $0.key == focusedKey && $0.kind.isField }
  }

  /// Focuses the field labelled `label`, then types `text` one keystroke at a time, rendering
  /// after each, as a keyboard does. Each keystroke goes to the focused field: if focus left
  /// the field, the remaining keystrokes throw.
  package func type(_ text: String, into label: String) throws {
    try focus(label)
    try typeKeystrokes(text)
  }

  /// Types into the focused field one keystroke at a time, at the caret.
  package func typeKeystrokes(_ text: String) throws {
    for character in text {
      try edit(deleting: 0, inserting: String(character), what: "the keystroke \"\(character)\"")
    }
  }

  /// Deletes the character before the caret of the focused field (the delete key).
  package func deleteBackward() throws {
    try edit(deleting: 1, inserting: "", what: "delete")
  }

  /// Submits the focused field (the Return key): the onSubmit actions around it run, the
  /// innermost first.
  package func submit() throws {
    guard let key = focusedKey else { throw RuntimeError.notInteractive("no focused field") }
    if let field = focusedField, !field.isEnabled {
      throw RuntimeError.notInteractive("the focused field is disabled: Return does nothing")
    }
    for node in ancestors(ofKey: key).reversed() {
      for action in node.submitActions { action() }
    }
    try render()
  }

  /// VoiceOver's double-tap on the element labelled `label`.
  package func activate(_ label: String) throws {
    let element = try element(labelled: label)
    if let node = element.node, node.kind.isField {
      return try focus(label)
    }
    guard element.isEnabled else { throw RuntimeError.notInteractive("\"\(label)\" is dimmed") }
    guard let activate = element.activate else {
      throw RuntimeError.notInteractive("\"\(label)\" has no activation")
    }
    activate()
    try render()
  }

  /// VoiceOver's escape gesture (a two-finger scrub, or Escape on a keyboard with VoiceOver)
  /// while the element labelled `label`, or VoiceOver's focus, is focused: the escape action
  /// of that element or its nearest ancestor that has one runs, as `accessibilityPerformEscape`
  /// travels up from the focused element. Returns whether one did. A system sheet's own
  /// dismissal by this gesture is not assumed (Apple's SwiftUI pages do not describe it; the
  /// stricter case): a modal view handles escape itself.
  @discardableResult
  package func escape(from label: String? = nil) throws -> Bool {
    guard let name = label ?? voiceOverFocus else {
      throw RuntimeError.notFound("an element with VoiceOver's focus")
    }
    guard let node = try element(labelled: name).node else {
      throw RuntimeError.notInteractive("\"\(name)\" is not a view the runtime rendered")
    }
    func trail(to target: Node, from current: Node, _ path: [Node]) -> [Node]? {
      if current === target { return path + [current] }
      for child in current.children {
        if let found = trail(to: target, from: child, path + [current]) { return found }
      }
      return nil
    }
    let path = nodes.lazy.compactMap { trail(to: node, from: $0, []) }.first ?? [node]
    guard let escape = path.reversed().lazy.compactMap(\.accessibility.escape).first else {
      return false
    }
    escape()
    try render()
    return true
  }

  /// VoiceOver's swipe up (increment) on an adjustable element.
  package func increment(_ label: String) throws { try adjust(label, .increment) }

  /// VoiceOver's swipe down (decrement) on an adjustable element.
  package func decrement(_ label: String) throws { try adjust(label, .decrement) }

  private func adjust(_ label: String, _ direction: AccessibilityAdjustmentDirection) throws {
    let element = try element(labelled: label)
    guard element.isEnabled else { throw RuntimeError.notInteractive("\"\(label)\" is dimmed") }
    guard let adjust = element.adjust else {
      throw RuntimeError.notInteractive("\"\(label)\" is not adjustable")
    }
    adjust(direction)
    try render()
  }

  /// Performs the custom action named `action` of the element labelled `label`.
  package func perform(_ action: String, on label: String) throws {
    let element = try element(labelled: label)
    guard element.isEnabled else { throw RuntimeError.notInteractive("\"\(label)\" is dimmed") }
    guard let handler = element.namedActions.first(where: { $0.0 == action })
    else { throw RuntimeError.notFound("an action \"\(action)\" on \"\(label)\"") }
    handler.1()
    try render()
  }

  // MARK: Focus

  private func field(labelled label: String) throws -> Node {
    let fields = reachableNodes.filter { $0.kind.isField }
    let byElement = fields.first { node in
      AccessibilityTreeBuilder.elements(of: node).contains { $0.label == label }
        || node.fieldLabel == label
    }
    let inLabelled = accessibilityElements.first { $0.label == label }?.node.flatMap { node in
      node.subtree.first { $0.kind.isField }
    }
    guard let node = byElement ?? inLabelled else {
      throw RuntimeError.notFound("a text field \"\(label)\"")
    }
    return node
  }

  private func ancestors(ofKey key: String) -> [Node] {
    func walk(_ node: Node, _ trail: [Node]) -> [Node]? {
      if node.key == key && node.kind.isField { return trail + [node] }
      for child in node.children {
        if let found = walk(child, trail + [node]) { return found }
      }
      return nil
    }
    for node in nodes { if let trail = walk(node, []) { return trail } }
    return []
  }

  /// Sets each focused(_:equals:) binding from the focused field, and remembers which
  /// bindings matched.
  private func applyFocus() {
    let trail = focusedKey.map { ancestors(ofKey: $0) } ?? []
    var focusedStates: Set<ObjectIdentifier> = []
    for node in trail {
      for registration in node.focusRegistrations {
        registration.focus()
        if let id = registration.stateID() { focusedStates.insert(id) }
      }
    }
    for state in graph.focusStates where !focusedStates.contains(state.id) && state.isFocused() {
      state.reset()
    }
    lastValues = Dictionary(
      graph.focusStates.map { ($0.id, $0.describe()) }, uniquingKeysWith: { $1 })
  }

  /// Each FocusState's value at the last synchronization: a change since is the code's.
  private var lastValues: [ObjectIdentifier: String] = [:]

  private var focusRegistrations: [(key: String, node: Node, registration: FocusRegistration)] {
    allNodes.flatMap { node in
      node.focusRegistrations.enumerated().map { (node.key + "#\($0.offset)", node, $0.element) }
    }
  }

  /// After a pass: a FocusState the code set moves focus to the field it is bound to, one the
  /// code cleared takes focus from its field, and a focused field whose identity went away
  /// loses focus ("focus follows the view": https://developer.apple.com/documentation/swiftui/focusstate).
  private func synchronizeFocus() {
    var changed: Set<ObjectIdentifier> = []
    for state in graph.focusStates {
      if let old = lastValues[state.id], old != state.describe() { changed.insert(state.id) }
    }
    var moved = false
    for entry in focusRegistrations where entry.registration.matches() {
      guard let id = entry.registration.stateID(), changed.contains(id) else { continue }
      if let field = entry.node.subtree.first(where: { $0.kind.isField }) {
        focusedKey = field.key
        moved = true
      }
    }
    if !moved, let key = focusedKey {
      for entry in focusRegistrations
      where !entry.registration.matches()
        && entry.registration.stateID().map({ changed.contains($0) }) == true
        && entry.node.subtree.contains(where: { $0.key == key })
      {
        focusedKey = nil
      }
    }
    if let key = focusedKey, !allNodes.contains(where: { $0.key == key && $0.kind.isField }) {
      focusedKey = nil
    }
    applyFocus()
  }
}

extension Node.Kind {
  package var isField: Bool { if case .textField = self { true } else { false } }
  var isModifier: Bool { if case .modifier = self { true } else { false } }
}

/// One continuous gesture on one view, as the person performs it: each value is a change for
/// the gestures of its kind that have moved past their threshold; then they end (`onEnded`)
/// or are cancelled, and every @GestureState they update goes back to its initial value.
/// The gestures are read from the view's latest render (a body's newest closures).
@MainActor package final class GestureSession<Root: View> {
  let host: ViewHost<Root>
  let key: String
  let kind: GestureKind
  var recognized = Set<Int>()
  var last: Any?
  var isFinished = false

  init(host: ViewHost<Root>, kind: GestureKind, label: String) throws {
    self.host = host
    self.kind = kind
    self.key = try host.gestureTarget(kind, label: label)
  }

  /// The node the gesture is attached to, as last rendered.
  private var target: Node? {
    host.allNodes.last { $0.key == key && !$0.gestureRecognizers.isEmpty }
  }

  private var recognizers: [GestureRecognizer] {
    (target?.gestureRecognizers ?? []).filter { $0.kind == kind }
  }

  /// The layout direction of the environment the gesture is attached in.
  var layoutDirection: LayoutDirection? { target?.layoutDirection }

  func deliver(_ value: Any, magnitude: Double) throws {
    guard !isFinished else { throw RuntimeError.notInteractive("the gesture is over") }
    last = value
    for (position, recognizer) in recognizers.enumerated()
    where recognized.contains(position) || magnitude >= recognizer.threshold {
      recognized.insert(position)
      for changed in recognizer.changed { changed(value) }
    }
    host.graph.needsRender = true
    try host.render()
  }

  func finish(_ end: ViewHost<Root>.DragEnd) throws {
    guard !isFinished else { throw RuntimeError.notInteractive("the gesture is over") }
    isFinished = true
    for (position, recognizer) in recognizers.enumerated() where recognized.contains(position) {
      if end == .ended, let last {
        for ended in recognizer.ended { ended(last) }
      }
      for reset in recognizer.resets { reset() }
    }
    host.graph.needsRender = true
    try host.render()
  }
}

/// Whether an observed property changed since it was last taken; written by Observation's
/// change handler, which may run on any thread.
final class ObservedChange: @unchecked Sendable {
  private let lock = NSLock()
  private var changed = false

  func mark() { lock.withLock { changed = true } }

  /// Whether a change happened, clearing it.
  func take() -> Bool {
    lock.withLock {
      defer { changed = false }
      return changed
    }
  }
}

/// Elements with each container replaced by its children, in order.
@MainActor func flattened(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
  elements.flatMap { $0.isContainer ? flattened($0.children) : [$0] }
}
