// Drag gestures, @GestureState and the gesture modifiers.
// DragGesture: https://developer.apple.com/documentation/swiftui/draggesture ("the gesture
//   succeeds" once the drag has moved minimumDistance; before that, no value is delivered).
// GestureState: https://developer.apple.com/documentation/swiftui/gesturestate ("resets the
//   property back to its initial state when the gesture ends"; Apple's "Adding interactivity
//   with gestures" article: the state also resets when the system cancels the gesture, which
//   onEnded never hears about).
// updating(_:body:): https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
// onChanged(_:), onEnded(_:): https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
//
// A test drives a drag with `ViewHost.drag(_:through:ending:)`: each translation is a change,
// then the drag ends or is cancelled. Callbacks run in the order the gesture was built (an
// updating body before an onChanged added after it); on an end, the onEnded actions run and
// then every @GestureState the gesture updates goes back to its initial value; on a
// cancellation only the reset happens. Gestures other than drags, and exclusive or sequenced
// composition, are not modelled: attaching one fails the render by name. Which of several
// gestures on nested views wins (precedence, simultaneity) follows layout and hit-testing,
// which are not modelled either: a drag goes to the gestures of the innermost view that has
// any, all of them.
// GestureMask: https://developer.apple.com/documentation/swiftui/gesturemask ("subviews: Enable
//   all gestures in the subview hierarchy but disable the added gesture"; "gesture: Enable the
//   added gesture but disable all gestures in the subview hierarchy"). A gesture masked out is
//   not attached at all; a mask that disables the subviews' gestures is not modelled.
import Foundation

/// The continuous gestures the runtime recognizes.
enum GestureKind: Equatable {
  case drag, magnify, rotate
}

/// What a gesture does as it changes, ends or is cancelled; its values are the gesture's own
/// value type (a drag's `DragGesture.Value` ...), passed as `Any`.
struct GestureRecognizer {
  var kind: GestureKind
  /// How far the gesture must move before it is recognized: points, scale delta or radians.
  var threshold: Double
  var changed: [@MainActor (Any) -> Void] = []
  var ended: [@MainActor (Any) -> Void] = []
  var resets: [@MainActor () -> Void] = []
}

/// A gesture the runtime can recognize.
@MainActor protocol _GestureRecognizing {
  func recognizer() throws -> GestureRecognizer
}

@MainActor func gestureRecognizer(_ gesture: Any) throws -> GestureRecognizer {
  guard let recognizing = gesture as? any _GestureRecognizing else {
    throw RuntimeError.unmodelled("the gesture \(type(of: gesture))")
  }
  return try recognizing.recognizer()
}

/// A dragging motion that invokes an action as the drag-event sequence changes.
/// - Apple: `@MainActor @preconcurrency struct DragGesture`
/// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
@available(iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DragGesture {
  /// The attributes of a drag gesture.
  /// - Apple: `struct Value`
  /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
  public struct Value: Equatable, Sendable {
    /// The location of the drag gesture's current event.
    /// - Apple: `var location: CGPoint`
    /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
    public var location: CGPoint
    /// The location of the drag gesture's first event.
    /// - Apple: `var startLocation: CGPoint`
    /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
    public var startLocation: CGPoint
    /// The total translation from the start of the drag gesture to the current event.
    /// - Apple: `var translation: CGSize { get }`
    /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// The time associated with the drag gesture's current event.
    /// - Apple: `var time: Date`
    /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
    public var time: Date
    /// The velocity between the last two events, in points per second.
    @usableFromInline var measuredVelocity: CGSize
    /// The current drag velocity.
    /// - Apple: `@export(implementation) var velocity: CGSize { get }`
    /// - Apple availability: iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0
    @export(implementation)
    public var velocity: CGSize { measuredVelocity }
    /// A prediction, based on the current drag velocity, of where the final location will be
    /// if dragging stopped now.
    /// - Apple: `var predictedEndLocation: CGPoint { get }`
    /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
    public var predictedEndLocation: CGPoint {
      // Assumed: a quarter second of travel at the current velocity (Apple does not document
      // the prediction).
      CGPoint(
        x: location.x + measuredVelocity.width / 4, y: location.y + measuredVelocity.height / 4)
    }
    /// A prediction, based on the current drag velocity, of what the final translation will be
    /// if dragging stopped now.
    /// - Apple: `var predictedEndTranslation: CGSize { get }`
    /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }
  }
  /// The minimum dragging distance before the gesture succeeds.
  /// - Apple: `@MainActor @preconcurrency var minimumDistance: CGFloat`
  /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
  @MainActor @preconcurrency public var minimumDistance: CGFloat
  /// The coordinate space in which to receive location values.
  /// - Apple: `@MainActor @preconcurrency var coordinateSpace: CoordinateSpace`
  /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
  @MainActor @preconcurrency public var coordinateSpace: CoordinateSpace
  /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
  /// and the coordinate space of the gesture's location.
  /// - Apple: `@MainActor @preconcurrency init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local)`
  /// - Apple availability: iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
  @MainActor @preconcurrency public init(
    minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local
  ) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }
}

extension DragGesture: _GestureRecognizing {
  @MainActor func recognizer() throws -> GestureRecognizer {
    GestureRecognizer(kind: .drag, threshold: minimumDistance)
  }
}

extension Gesture where Self.Value: Equatable {
  /// Adds an action to perform when the gesture's value changes.
  /// - Apple: `nonisolated func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self>`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void)
    -> _ChangedGesture<Self>
  { _ChangedGesture(content: self, action: action) }
}

extension Gesture {
  /// Adds an action to perform when the gesture ends.
  /// - Apple: `nonisolated func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self>`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
  /// Updates the provided gesture state property as the gesture's value changes.
  /// - Apple: `@MainActor @preconcurrency func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State>`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @MainActor @preconcurrency public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Self.Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}

/// A recognizer's value as a gesture's own value type (the same type for its modifiers).
private func asValue<Value>(_ value: Any, _: Value.Type) -> Value {
  guard let value = value as? Value else { _unmodelled("a gesture whose value is \(Value.self)") }
  return value
}

/// A gesture that updates the state provided by a gesture's updating callback.
/// - Apple: `@frozen nonisolated struct GestureStateGesture<Base, State> where Base : Gesture`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  let base: Base
  let state: GestureState<State>
  let update: (Base.Value, inout State, inout Transaction) -> Void
  public typealias Value = Base.Value
  public typealias Body = Never
  public var body: Never { _unmodelled("GestureStateGesture.body") }
  /// Creates a new gesture that's the result of an ongoing gesture.
  /// - Apple: `nonisolated init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(
    base: Base, state: GestureState<State>,
    body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.update = body
  }
}

extension GestureStateGesture: _GestureRecognizing {
  @MainActor func recognizer() throws -> GestureRecognizer {
    var recognizer = try gestureRecognizer(base)
    let state = self.state
    let update = self.update
    recognizer.changed.append { value in
      var current = state.location.value
      var transaction = Transaction()
      update(asValue(value, Base.Value.self), &current, &transaction)
      state.location.value = current
    }
    recognizer.resets.append { state.resetToInitial() }
    return recognizer
  }
}

/// A gesture that triggers an action as the gesture's value changes.
/// - Stand-in: `nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture`
@frozen nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture {
  let content: Content
  let action: (Content.Value) -> Void
  public typealias Value = Content.Value
  public typealias Body = Never
  public var body: Never { _unmodelled("_ChangedGesture.body") }
}

extension _ChangedGesture: _GestureRecognizing {
  @MainActor func recognizer() throws -> GestureRecognizer {
    var recognizer = try gestureRecognizer(content)
    let action = self.action
    recognizer.changed.append { action(asValue($0, Content.Value.self)) }
    return recognizer
  }
}

/// A gesture that triggers an action when the gesture ends.
/// - Stand-in: `nonisolated public struct _EndedGesture<Content: Gesture>: Gesture`
@frozen nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
  let content: Content
  let action: (Content.Value) -> Void
  public typealias Value = Content.Value
  public typealias Body = Never
  public var body: Never { _unmodelled("_EndedGesture.body") }
}

extension _EndedGesture: _GestureRecognizing {
  @MainActor func recognizer() throws -> GestureRecognizer {
    var recognizer = try gestureRecognizer(content)
    let action = self.action
    recognizer.ended.append { action(asValue($0, Content.Value.self)) }
    return recognizer
  }
}

/// The context of the current state-processing update.
/// - Apple: `struct Transaction`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct Transaction {
  /// Creates a transaction.
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init() {}
  /// A Boolean value that indicates whether views should disable animations.
  /// - Apple: `var disablesAnimations: Bool`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var disablesAnimations = false
  /// The animation, if any, associated with the current state change.
  /// - Apple: `var animation: Animation? { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var animation: Animation? {
    get { storedAnimation }
    set { storedAnimation = newValue }
  }
  private var storedAnimation: Animation?
}

extension View {
  /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
  /// - Apple: `nonisolated func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { modifier(GestureModifier(gesture: gesture, mask: mask, api: "View.gesture(_:including:)")) }
  /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
  /// - Apple: `nonisolated func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func simultaneousGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View {
    modifier(
      GestureModifier(gesture: gesture, mask: mask, api: "View.simultaneousGesture(_:including:)"))
  }
  /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
  /// - Apple: `nonisolated func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func highPriorityGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View {
    modifier(
      GestureModifier(gesture: gesture, mask: mask, api: "View.highPriorityGesture(_:including:)"))
  }
}

/// A gesture attached to a view: the node keeps its recognizer; a disabled view's is dropped
/// (https://developer.apple.com/documentation/swiftui/view/disabled(_:): a disabled view does
/// not respond to interactions).
nonisolated struct GestureModifier<G: Gesture>: ViewModifier, _RenderingModifier {
  let gesture: G
  var mask = GestureMask.all
  let api: String
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    let node = Node(.modifier(api), context)
    node.arguments = [("mask", mask == .all ? "all" : "subviews")]
    // A mask without `subviews` would also disable the taps, buttons and gestures inside, which
    // the runtime does not model: it fails the render by name rather than let them act.
    guard mask.contains(.subviews) else {
      throw RuntimeError.unmodelled("\(api) with a mask that disables the subviews' gestures")
    }
    let recognizer = try gestureRecognizer(gesture)
    if context.environment.isEnabled, mask.contains(.gesture) {
      node.gestureRecognizers.append(recognizer)
    }
    node.children = try content(context)
    return [node]
  }
}

extension View {
  /// Configures whether this view participates in hit test operations.
  /// - Apple: `nonisolated func allowsHitTesting(_ enabled: Bool) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    // Like disabled(_:), sticky: a view that does not take touches hides its descendants from
    // them too (https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)).
    // Only touches: VoiceOver's activation is not a hit test.
    modifier(
      EnvironmentModifier(name: "allowsHitTesting") {
        $0.allowsHitTesting = $0.allowsHitTesting && enabled
      })
  }
}

extension EnvironmentValues {
  /// Whether touches reach views here (`allowsHitTesting(_:)`).
  var allowsHitTesting: Bool {
    get { values["runtime.allowsHitTesting"] as? Bool ?? true }
    set { values["runtime.allowsHitTesting"] = newValue }
  }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
/// - Apple: `nonisolated struct MagnifyGesture`
/// - Apple availability: iOS 17.0, macOS 14.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct MagnifyGesture: Gesture {
  /// The type representing the gesture's value.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event.
    public var time: Date
    /// The relative amount that the gesture has magnified by.
    public var magnification: CGFloat
    /// The current magnification velocity.
    public var velocity: CGFloat
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }
  /// The minimum required delta before the gesture starts.
  /// - Apple: `var minimumScaleDelta: CGFloat`
  /// - Apple availability: iOS 17.0, macOS 14.0, visionOS 1.0
  public var minimumScaleDelta: CGFloat
  /// Creates a magnify gesture with a given minimum delta for the gesture to start.
  /// - Apple: `nonisolated init(minimumScaleDelta: CGFloat = 0.01)`
  /// - Apple availability: iOS 17.0, macOS 14.0, visionOS 1.0
  nonisolated public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("MagnifyGesture.body") }
}

extension MagnifyGesture: _GestureRecognizing {
  @MainActor func recognizer() throws -> GestureRecognizer {
    GestureRecognizer(kind: .magnify, threshold: minimumScaleDelta)
  }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
/// - Apple: `nonisolated struct RotateGesture`
/// - Apple availability: iOS 17.0, macOS 14.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct RotateGesture: Gesture {
  /// The smallest rotation that starts the gesture.
  let minimumAngleDelta: Angle
  /// The type representing the gesture's value.
  public struct Value: Equatable, Sendable {
    /// The time associated with the gesture's current event.
    public var time: Date
    /// The amount that the gesture has rotated.
    public var rotation: Angle
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }
  /// Creates a rotation gesture with a minimum delta for the gesture to start.
  /// - Apple: `nonisolated init(minimumAngleDelta: Angle = .degrees(1))`
  /// - Apple availability: iOS 17.0, macOS 14.0, visionOS 1.0
  nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("RotateGesture.body") }
}

extension RotateGesture: _GestureRecognizing {
  @MainActor func recognizer() throws -> GestureRecognizer {
    GestureRecognizer(kind: .rotate, threshold: abs(minimumAngleDelta.radians))
  }
}
