// Stand-in: geometry readers and gestures.

/// A container view that defines its content as a function of its own size and coordinate
/// space.
/// - Apple: `@frozen nonisolated struct GeometryReader<Content> where Content : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen nonisolated public struct GeometryReader<Content: View>: View {
  /// - Apple: `var content: (GeometryProxy) -> Content`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var content: (GeometryProxy) -> Content
  /// - Apple: `nonisolated init(@ContentBuilder content: @escaping (GeometryProxy) -> Content)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A proxy for access to the size and coordinate space of the container view.
/// - Apple: `struct GeometryProxy`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct GeometryProxy {
  /// The size of the container view.
  /// - Apple: `var size: CGSize { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var size: CGSize { .zero }
  /// The safe area inset of the container view.
  /// - Apple: `var safeAreaInsets: EdgeInsets { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
/// - Apple: `@MainActor @preconcurrency protocol Gesture<Value>`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@MainActor @preconcurrency public protocol Gesture<Value> {
  /// The type representing the gesture's value.
  /// - Apple: `associatedtype Value`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  associatedtype Value
  /// The type of gesture representing the body of `Self`.
  /// - Apple: `associatedtype Body : Gesture`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  associatedtype Body: Gesture
  /// The content and behavior of the gesture.
  /// - Apple: `@MainActor @preconcurrency var body: Self.Body { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

extension Gesture where Self.Value: Equatable {
  /// Adds an action to perform when the gesture's value changes.
  /// - Apple: `nonisolated func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self>`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void)
    -> _ChangedGesture<Self>
  { _ChangedGesture() }
}

extension Gesture {
  /// Adds an action to perform when the gesture ends.
  /// - Apple: `nonisolated func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self>`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture()
  }
}

extension Gesture {
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

/// A gesture that updates the state provided by a gesture's updating callback.
/// - Apple: `@frozen nonisolated struct GestureStateGesture<Base, State> where Base : Gesture`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  public typealias Body = Never
  public var body: Never { fatalError() }
  /// Creates a new gesture that's the result of an ongoing gesture.
  /// - Apple: `nonisolated init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(
    base: Base, state: GestureState<State>,
    body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
  ) {}
}

/// A gesture that triggers an action as the gesture's value changes.
@frozen nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture {
  nonisolated init() {}
  public typealias Value = Content.Value
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A gesture that triggers an action when the gesture ends.
@frozen nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
  nonisolated init() {}
  public typealias Value = Content.Value
  public typealias Body = Never
  public var body: Never { fatalError() }
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
    public var translation: CGSize { .zero }
    /// The time associated with the drag gesture's current event.
    /// - Apple: `var time: Date`
    /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
    public var time: Date
    /// The current drag velocity.
    /// - Apple: `@export(implementation) var velocity: CGSize { get }`
    /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
    @export(implementation)
    public var velocity: CGSize { .zero }
    /// A prediction, based on the current drag velocity, of where the final location will be
    /// if dragging stopped now.
    /// - Apple: `var predictedEndLocation: CGPoint { get }`
    /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
    public var predictedEndLocation: CGPoint { location }
    /// A prediction, based on the current drag velocity, of what the final translation will be
    /// if dragging stopped now.
    /// - Apple: `var predictedEndTranslation: CGSize { get }`
    /// - Apple availability: iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0
    public var predictedEndTranslation: CGSize { translation }
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

@available(tvOS, unavailable)
extension DragGesture: Gesture {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// Options that control how adding a gesture to a view affects other gestures recognized by
/// the view and its subviews.
/// - Apple: `@frozen struct GestureMask`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// - Apple: `static let gesture: GestureMask`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let gesture = GestureMask(rawValue: 1)
  /// - Apple: `static let subviews: GestureMask`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let subviews = GestureMask(rawValue: 2)
  /// - Apple: `static let all: GestureMask`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let all = GestureMask(rawValue: 3)
}

extension View {
  /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
  /// - Apple: `nonisolated func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { self }
  /// Masks this view using the alpha channel of the given view.
  /// - Apple: `nonisolated func mask<Mask>(alignment: Alignment = .center, @ContentBuilder _ mask: () -> Mask) -> some View where Mask : View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View { self }
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
  public var body: Never { fatalError() }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
/// - Apple: `nonisolated struct RotateGesture`
/// - Apple availability: iOS 17.0, macOS 14.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct RotateGesture: Gesture {
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
  nonisolated public init(minimumAngleDelta: Angle = .degrees(1)) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension View {
  /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
  /// - Apple: `nonisolated func simultaneousGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func simultaneousGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View { self }
  /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
  /// - Apple: `nonisolated func highPriorityGesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T : Gesture`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func highPriorityGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View { self }
}

/// Specifies the direction of an arrow key movement.
/// - Apple: `enum MoveCommandDirection`
/// - Apple availability: macOS 10.15, tvOS 13.0
@available(macOS 10.15, tvOS 13.0, *)
@available(iOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public enum MoveCommandDirection: Equatable, Hashable, Sendable {
  /// - Apple: `case up`
  /// - Apple availability: macOS 10.15, tvOS 13.0
  case up
  /// - Apple: `case down`
  /// - Apple availability: macOS 10.15, tvOS 13.0
  case down
  /// - Apple: `case left`
  /// - Apple availability: macOS 10.15, tvOS 13.0
  case left
  /// - Apple: `case right`
  /// - Apple availability: macOS 10.15, tvOS 13.0
  case right
}

extension View {
  /// Adds an action to perform in response to a move command, like when the user presses an
  /// arrow key on a Mac keyboard, or taps the edge of the Siri Remote when controlling an
  /// Apple TV.
  /// - Apple: `nonisolated func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View`
  /// - Apple availability: macOS 10.15, tvOS 13.0
  @available(macOS 10.15, tvOS 13.0, *)
  @available(iOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?)
    -> some View
  { self }
}

extension View {
  /// Sets up an action that triggers in response to receiving the exit command while the view
  /// has focus.
  /// - Apple: `nonisolated func onExitCommand(perform action: (() -> Void)?) -> some View`
  /// - Apple availability: macOS 10.15, tvOS 13.0
  @available(macOS 10.15, tvOS 13.0, *)
  @available(iOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func onExitCommand(perform action: (() -> Void)?) -> some View { self }
}

/// Key equivalents consist of a letter, punctuation, or function key that can be combined with
/// an optional set of modifier keys to specify a keyboard shortcut.
/// - Apple: `struct KeyEquivalent`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct KeyEquivalent: Hashable, Sendable {
  private let id: Int
  /// Up Arrow (U+F700)
  /// - Apple: `static let upArrow: KeyEquivalent`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
  public static let upArrow = KeyEquivalent(id: 0)
  /// Down Arrow (U+F701)
  /// - Apple: `static let downArrow: KeyEquivalent`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
  public static let downArrow = KeyEquivalent(id: 1)
  /// Left Arrow (U+F702)
  /// - Apple: `static let leftArrow: KeyEquivalent`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
  public static let leftArrow = KeyEquivalent(id: 2)
  /// Right Arrow (U+F703)
  /// - Apple: `static let rightArrow: KeyEquivalent`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
  public static let rightArrow = KeyEquivalent(id: 3)
  /// Home (U+F729)
  /// - Apple: `static let home: KeyEquivalent`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
  public static let home = KeyEquivalent(id: 4)
  /// End (U+F72B)
  /// - Apple: `static let end: KeyEquivalent`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
  public static let end = KeyEquivalent(id: 5)
  /// Page Up (U+F72C)
  /// - Apple: `static let pageUp: KeyEquivalent`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
  public static let pageUp = KeyEquivalent(id: 6)
  /// Page Down (U+F72D)
  /// - Apple: `static let pageDown: KeyEquivalent`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
  public static let pageDown = KeyEquivalent(id: 7)
  /// Escape (U+001B)
  /// - Apple: `static let escape: KeyEquivalent`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
  public static let escape = KeyEquivalent(id: 8)
}

/// A key press on a hardware keyboard.
/// - Apple: `struct KeyPress`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct KeyPress: Sendable {
  /// The key equivalent value for the pressed key.
  /// - Apple: `let key: KeyEquivalent`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0
  public let key: KeyEquivalent
  /// The phase of the key-press event (`.down`, `.repeat`, or `.up`).
  /// - Apple: `let phase: KeyPress.Phases`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0
  public let phase: KeyPress.Phases

  /// Options for matching different phases of a key-press event.
  /// - Apple: `struct Phases`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0
  public struct Phases: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates phases from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The user pressed down on a key.
    /// - Apple: `static let down: KeyPress.Phases`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0
    public static let down = Phases(rawValue: 1)
    /// The user held a key down to issue a sequence of repeating events.
    public static let `repeat` = Phases(rawValue: 2)
    /// The user released a key.
    /// - Apple: `static let up: KeyPress.Phases`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0
    public static let up = Phases(rawValue: 4)
  }

  /// A result value returned from a key-press action that indicates whether the action
  /// consumed the event.
  /// - Apple: `enum Result`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0
  public enum Result: Hashable, Sendable {
    /// The action consumed the event, preventing dispatch from continuing.
    /// - Apple: `case handled`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0
    case handled
    /// The action ignored the event, allowing dispatch to continue.
    /// - Apple: `case ignored`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0
    case ignored
  }
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
  ) -> some View { self }
}

/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in
/// order to activate a button or toggle.
/// - Apple: `struct KeyboardShortcut`
/// - Apple availability: iOS 14.0, macOS 11.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct KeyboardShortcut: Hashable, Sendable {
  private let id: Int
  /// The standard keyboard shortcut for the default button, consisting of the Return key and
  /// no modifiers.
  /// - Apple: `static let defaultAction: KeyboardShortcut`
  /// - Apple availability: iOS 14.0, macOS 11.0, visionOS 1.0
  public static let defaultAction = KeyboardShortcut(id: 0)
  /// The standard keyboard shortcut for cancelling the in-progress action or dismissing a
  /// prompt, consisting of the Escape key and no modifiers.
  /// - Apple: `static let cancelAction: KeyboardShortcut`
  /// - Apple availability: iOS 14.0, macOS 11.0, visionOS 1.0
  public static let cancelAction = KeyboardShortcut(id: 1)
}

extension View {
  /// Assigns a keyboard shortcut to the modified control.
  /// - Apple: `nonisolated func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View`
  /// - Apple availability: iOS 14.0, macOS 11.0, visionOS 1.0
  @available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
}

extension View {
  /// Specifies if the view is focusable.
  /// - Apple: `nonisolated func focusable(_ isFocusable: Bool = true) -> some View`
  /// - Apple availability: iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }
}

extension View {
  /// Adds a condition that controls whether this view can display focus effects, such as a
  /// default focus ring or hover effect.
  /// - Apple: `nonisolated func focusEffectDisabled(_ disabled: Bool = true) -> some View`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
}

/// An effect applied when the pointer hovers over a view.
/// - Apple: `struct HoverEffect`
/// - Apple availability: iOS 13.4, tvOS 16.0, visionOS 1.0
@available(iOS 13.4, tvOS 16.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct HoverEffect {
  /// An effect that attempts to determine the effect automatically. This is the default
  /// effect.
  /// - Apple: `static var automatic: HoverEffect { get }`
  /// - Apple availability: iOS 13.4, tvOS 16.0, visionOS 1.0
  public static var automatic: HoverEffect { HoverEffect() }
}

extension View {
  /// Applies a hover effect to this view.
  /// - Apple: `nonisolated func hoverEffect(_ effect: HoverEffect = .automatic) -> some View`
  /// - Apple availability: iOS 13.4, tvOS 16.0, visionOS 1.0
  @available(iOS 13.4, tvOS 16.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }
}
