// Stand-in: animations and transitions.

/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
/// - Apple: `@frozen struct Animation`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Animation: Equatable, Sendable {
  let id: Int
  /// A default animation instance.
  /// - Apple: `static let `default`: Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let `default` = Animation(id: 0)
  /// An animation with a linear curve.
  /// - Apple: `static var linear: Animation { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var linear: Animation { Animation(id: 1) }
  /// An animation with an ease-in-out curve.
  /// - Apple: `static var easeInOut: Animation { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var easeInOut: Animation { Animation(id: 2) }
  /// A spring animation with a predefined duration and higher amount of bounce.
  /// - Apple: `@export(implementation) static var bouncy: Animation { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  public static var bouncy: Animation { .default }
  /// An animation that moves at a constant speed during a specified duration.
  /// - Apple: `static func linear(duration: TimeInterval) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func linear(duration: TimeInterval) -> Animation { Animation(id: 1) }
  /// An animation that starts slowly and then increases speed towards the end of the movement.
  /// - Apple: `static func easeIn(duration: TimeInterval) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func easeIn(duration: TimeInterval) -> Animation { Animation(id: 6) }
  /// An animation that starts quickly and then slows towards the end of the movement.
  /// - Apple: `static func easeOut(duration: TimeInterval) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func easeOut(duration: TimeInterval) -> Animation { Animation(id: 7) }
  /// An animation that combines the behaviors of in and out easing animations.
  /// - Apple: `static func easeInOut(duration: TimeInterval) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation(id: 2) }
  /// A persistent spring animation.
  /// - Apple: `static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation { Animation(id: 8) }
  /// A persistent spring animation, specified using a duration and bounce.
  /// - Apple: `@export(implementation) static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @export(implementation)
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation { .default }
  /// Delays the start of the animation by the specified number of seconds.
  /// - Apple: `func delay(_ delay: TimeInterval) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func delay(_ delay: TimeInterval) -> Animation { self }
  /// Changes the duration of an animation by adjusting its speed.
  /// - Apple: `func speed(_ speed: Double) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func speed(_ speed: Double) -> Animation { self }
  /// Repeats the animation for the lifespan of the view containing the animation.
  /// - Apple: `func repeatForever(autoreverses: Bool = true) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Returns the result of recomputing the view's body with the provided animation.
/// - Apple: `func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
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

/// Executes a closure with the specified transaction and returns the result.
/// - Apple: `func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result { try body() }

/// A type-erased transition.
/// - Apple: `@frozen struct AnyTransition`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct AnyTransition: Sendable {
  let id: Int
  /// A transition from transparent to opaque on insertion, and from opaque to transparent on
  /// removal.
  /// - Apple: `nonisolated(unsafe) static let opacity: AnyTransition`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let opacity = AnyTransition(id: 0)
  /// A transition that scales the view.
  /// - Apple: `static var scale: AnyTransition { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var scale: AnyTransition { AnyTransition(id: 2) }
  /// Returns a transition that moves the view away, towards the specified edge of the view.
  /// - Apple: `static func move(edge: Edge) -> AnyTransition`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(id: 3) }
  /// Combines this transition with another, returning a new transition that is the result of
  /// both transitions being applied.
  /// - Apple: `func combined(with other: AnyTransition) -> AnyTransition`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  /// Attaches an animation to this transition.
  /// - Apple: `func animation(_ animation: Animation?) -> AnyTransition`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
  /// Applies the given animation to this view when the specified value changes.
  /// - Apple: `nonisolated func animation<V>(_ animation: Animation?, value: V) -> some View where V : Equatable`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    self
  }
  /// Applies the given transaction mutation function to all animations used within the view.
  /// - Apple: `nonisolated func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void)
    -> some View
  { self }
  /// Associates a transition with the view.
  /// - Apple: `nonisolated func transition(_ t: AnyTransition) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @_disfavoredOverload
  nonisolated public func transition(_ t: AnyTransition) -> some View { self }
  /// Associates a transition with the view.
  /// - Apple: `@export(implementation) nonisolated func transition<T>(_ transition: T) -> some View where T : Transition`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @export(implementation)
  nonisolated public func transition<T: Transition>(_ transition: T) -> some View { self }
}

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy.
/// - Apple: `@MainActor @preconcurrency protocol Transition`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol Transition {
  /// The type of view representing the body.
  /// - Apple: `associatedtype Body : View`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  associatedtype Body: View
  /// Gets the current body of the caller.
  /// - Apple: `@ContentBuilder @MainActor @preconcurrency func body(content: Self.Content, phase: TransitionPhase) -> Self.Body`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @ViewBuilder @MainActor @preconcurrency
  func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
  /// The content view type passed to `body(content:phase:)`.
  /// - Apple: `typealias Content = PlaceholderContentView<Self>`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  typealias Content = PlaceholderContentView<Self>
}

/// An indication of which the current stage of a transition.
/// - Apple: `@frozen enum TransitionPhase`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@frozen public enum TransitionPhase: Equatable, Sendable {
  /// The transition is being applied to a view that is about to be inserted into the view
  /// hierarchy.
  /// - Apple: `case willAppear`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  case willAppear
  /// The transition is being applied to a view that is in the view hierarchy.
  /// - Apple: `case identity`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  case identity
  /// The transition is being applied to a view that has been requested to be removed from the
  /// view hierarchy.
  /// - Apple: `case didDisappear`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  case didDisappear
}

/// A placeholder used to construct an inline modifier, transition, or other helper type.
/// - Apple: `nonisolated struct PlaceholderContentView<Value>`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
nonisolated public struct PlaceholderContentView<Value>: View {
  /// A placeholder has no body of its own: SwiftUI draws what it stands for.
  public typealias Body = Never
  /// Never called: SwiftUI draws what the placeholder stands for.
  public var body: Never { fatalError() }
}

/// A transition that returns the input view, unmodified, as the output view.
/// - Apple: `nonisolated struct IdentityTransition`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
nonisolated public struct IdentityTransition: Transition {
  /// Creates an identity transition.
  @usableFromInline nonisolated init() {}
  /// The content, unmodified, in every phase.
  public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

extension Animation {
  /// An animation created from a cubic Bézier timing curve.
  /// - Apple: `static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { Animation(id: 9) }
}
