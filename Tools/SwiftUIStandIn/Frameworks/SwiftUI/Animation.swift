// Stand-in: animations and transitions.

/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
@frozen public struct Animation: Equatable, Sendable {
  let id: Int
  /// A default animation instance.
  public static let `default` = Animation(id: 0)
  /// An animation with a linear curve.
  public static var linear: Animation { Animation(id: 1) }
  /// An animation with an ease-in-out curve.
  public static var easeInOut: Animation { Animation(id: 2) }
  /// A smooth spring animation with a predefined duration and no bounce.
  public static var smooth: Animation { Animation(id: 3) }
  /// A spring animation with a predefined duration and small amount of bounce.
  public static var snappy: Animation { Animation(id: 4) }
  /// A spring animation with a predefined duration and higher amount of bounce.
  public static var bouncy: Animation { Animation(id: 5) }
  /// An animation that moves at a constant speed during a specified duration.
  public static func linear(duration: TimeInterval) -> Animation { Animation(id: 1) }
  /// An animation that starts slowly and then increases speed towards the end of the movement.
  public static func easeIn(duration: TimeInterval) -> Animation { Animation(id: 6) }
  /// An animation that starts quickly and then slows towards the end of the movement.
  public static func easeOut(duration: TimeInterval) -> Animation { Animation(id: 7) }
  /// An animation that combines the behaviors of in and out easing animations.
  public static func easeInOut(duration: TimeInterval) -> Animation { Animation(id: 2) }
  /// A persistent spring animation.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation { Animation(id: 8) }
  /// A persistent spring animation, specified using a duration and bounce.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation { Animation(id: 8) }
  /// Delays the start of the animation by the specified number of seconds.
  public func delay(_ delay: TimeInterval) -> Animation { self }
  /// Changes the duration of an animation by adjusting its speed.
  public func speed(_ speed: Double) -> Animation { self }
  /// Repeats the animation for the lifespan of the view containing the animation.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Returns the result of recomputing the view's body with the provided animation.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// A type-erased transition.
@frozen public struct AnyTransition: Sendable {
  let id: Int
  /// A transition from transparent to opaque on insertion, and from opaque to transparent on
  /// removal.
  public static let opacity = AnyTransition(id: 0)
  /// A transition that returns the input view, unmodified, as the output view.
  public static let identity = AnyTransition(id: 1)
  /// A transition that scales the view.
  public static var scale: AnyTransition { AnyTransition(id: 2) }
  /// Returns a transition that moves the view away, towards the specified edge of the view.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(id: 3) }
  /// Provides a composite transition that uses a different transition for insertion versus
  /// removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  { insertion }
  /// Combines this transition with another, returning a new transition that is the result of
  /// both transitions being applied.
  public func combined(with other: AnyTransition) -> AnyTransition { self }
}

extension View {
  /// Applies the given animation to this view when the specified value changes.
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    self
  }
  /// Associates a transition with the view.
  nonisolated public func transition(_ t: AnyTransition) -> some View { self }
}

extension Animation {
  /// An animation created from a cubic Bézier timing curve.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { Animation(id: 9) }
}
