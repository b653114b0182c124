// Stand-in: geometry readers and gestures.

/// A container view that defines its content as a function of its own size and coordinate
/// space.
@frozen nonisolated public struct GeometryReader<Content: View>: View {
  public var content: (GeometryProxy) -> Content
  @inlinable public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
  /// The size of the container view.
  public var size: CGSize { .zero }
}

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
@MainActor @preconcurrency public protocol Gesture<Value> {
  /// The type representing the gesture's value.
  associatedtype Value
  /// The type of gesture representing the body of `Self`.
  associatedtype Body: Gesture
  /// The content and behavior of the gesture.
  var body: Self.Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

extension Gesture {
  /// Adds an action to perform when the gesture's value changes.
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void)
    -> _ChangedGesture<Self>
  where Self.Value: Equatable { _ChangedGesture() }
  /// Adds an action to perform when the gesture ends.
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture()
  }
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
@available(iOS 13.0, macOS 10.15, watchOS 6.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public struct DragGesture: Gesture {
  /// The attributes of a drag gesture.
  public struct Value: Equatable, Sendable {
    /// The location of the drag gesture's current event.
    public var location: CGPoint
    /// The location of the drag gesture's first event.
    public var startLocation: CGPoint
    /// The total translation from the start of the drag gesture to the current event.
    public var translation: CGSize
    /// The time associated with the drag gesture's current event.
    public var time: Date
    /// The current drag velocity.
    public var velocity: CGSize { .zero }
  }
  /// The minimum dragging distance before the gesture succeeds.
  public var minimumDistance: CGFloat
  /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds.
  public init(minimumDistance: CGFloat = 10) { self.minimumDistance = minimumDistance }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// Options that control how adding a gesture to a view affects other gestures recognized by
/// the view and its subviews.
@frozen public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask(rawValue: 3)
}

extension View {
  /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
  nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  { self }
  /// Masks this view using the alpha channel of the given view.
  nonisolated public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View { self }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
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
    /// The initial anchor point of the gesture in the modified view's coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }
  /// Creates a magnify gesture with a given minimum delta for the gesture to start.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
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
    /// The initial anchor point of the gesture in the modified view's coordinate space.
    public var startAnchor: UnitPoint
    /// The initial center of the gesture in the modified view's coordinate space.
    public var startLocation: CGPoint
  }
  /// Creates a rotation gesture with a minimum delta for the gesture to start.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension View {
  /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
  nonisolated public func simultaneousGesture<T: Gesture>(
    _ gesture: T, including mask: GestureMask = .all
  ) -> some View { self }
}

/// Specifies the direction of an arrow key movement.
@available(macOS 10.15, tvOS 13.0, *)
@available(iOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@frozen public enum MoveCommandDirection: Equatable, Hashable, Sendable {
  case up, down, left, right
}

extension View {
  /// Adds an action to perform in response to a move command, like when the user presses an
  /// arrow key on a Mac keyboard, or taps the edge of the Siri Remote when controlling an
  /// Apple TV.
  @available(macOS 10.15, tvOS 13.0, *)
  @available(iOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?)
    -> some View
  { self }
}

extension View {
  /// Specifies if the view is focusable.
  @available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
