/// DesignSystemPro's duration scale, in seconds: the names its animation tokens use.
public enum DurationScale: Double, CaseIterable, Sendable {
  /// No animation (0 s).
  case instant = 0
  /// 50 ms, for micro-interactions.
  case ultraFast = 0.05
  /// 100 ms, for small state changes.
  case extraFast = 0.1
  /// 150 ms, for button feedback.
  case fast = 0.15
  /// 200 ms, for standard transitions.
  case normal = 0.2
  /// 300 ms, for a modal entering or leaving.
  case medium = 0.3
  /// 400 ms, for page transitions.
  case slow = 0.4
  /// 500 ms, for complex animations.
  case extraSlow = 0.5
  /// 700 ms, for dramatic effects.
  case ultraSlow = 0.7
  /// One second, very slow and intentional.
  case glacial = 1.0
}

/// DesignSystemPro's easing curves, each a Tessera ``MotionCurve``.
public enum EasingCurve: Sendable, Hashable {
  /// Constant speed.
  case linear
  /// Starts slow and accelerates.
  case easeIn
  /// Starts fast and decelerates.
  case easeOut
  /// Starts slow, speeds up, slows down.
  case easeInOut
  /// Material's emphasized accelerate curve, cubic Bézier (0.3, 0, 0.8, 0.15).
  case emphasizedIn
  /// Material's emphasized decelerate curve, cubic Bézier (0.05, 0.7, 0.1, 1).
  case emphasizedOut
  /// Material's emphasized standard curve, cubic Bézier (0.4, 0, 0.2, 1).
  case emphasizedInOut
  /// A spring with a light bounce (response 0.5 s, damping 0.7).
  case spring
  /// A spring that overshoots and settles (response 0.6 s, damping 0.5).
  case bounce
  /// A quick spring with a slight overshoot (response 0.35 s, damping 0.85).
  case snappy
  /// A cubic Bézier through the control points (c1x, c1y) and (c2x, c2y).
  case custom(c1x: Double, c1y: Double, c2x: Double, c2y: Double)

  /// The Tessera curve: the same timing function or spring.
  public var curve: MotionCurve {
    switch self {
    case .linear: .linear
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .easeInOut: .easeInOut
    case .emphasizedIn: .cubicBezier(x1: 0.3, y1: 0, x2: 0.8, y2: 0.15)
    case .emphasizedOut: .cubicBezier(x1: 0.05, y1: 0.7, x2: 0.1, y2: 1)
    case .emphasizedInOut: .cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
    case .spring: .spring(response: 0.5, dampingFraction: 0.7)
    case .bounce: .spring(response: 0.6, dampingFraction: 0.5)
    case .snappy: .spring(response: 0.35, dampingFraction: 0.85)
    case .custom(let c1x, let c1y, let c2x, let c2y):
      .cubicBezier(x1: c1x, y1: c1y, x2: c2x, y2: c2y)
    }
  }
}

/// A DesignSystemPro animation token: a duration, an easing and a delay. Unlike the seed's,
/// it honours Reduce Motion: ``resolved(reduceMotion:)`` turns it into a short cross-fade
/// without movement or overshoot, and `.dsAnimation(_:value:)` applies that.
public struct AnimationToken: Sendable, Hashable {
  /// How long the animation runs (a spring's own response decides its length).
  public let duration: DurationScale
  /// The timing curve or spring.
  public let easing: EasingCurve
  /// Seconds to wait before starting (negative and non-finite values count as 0).
  public let delay: Double

  /// Creates a token.
  public init(duration: DurationScale = .normal, easing: EasingCurve = .easeOut, delay: Double = 0)
  {
    self.duration = duration
    self.easing = easing
    self.delay = delay.isFinite ? max(0, delay) : 0
  }

  /// The longest a Reduce Motion cross-fade lasts, in seconds.
  public static let reducedMotionDuration = 0.2

  /// The motion to run: the token's curve for its duration, or with Reduce Motion an ease-in-out
  /// cross-fade of at most ``reducedMotionDuration`` with no movement (so springs do not bounce
  /// and transitions fade instead of sliding). An ``DurationScale/instant`` token runs nothing:
  /// its duration is 0, which `Animation.tessera(_:)` turns into no animation.
  public func resolved(reduceMotion: Bool) -> ResolvedMotion {
    Self.motion(duration: duration.rawValue, curve: easing.curve, reduceMotion: reduceMotion)
  }

  /// A curve for `duration` seconds, or its Reduce Motion cross-fade.
  static func motion(duration: Double, curve: MotionCurve, reduceMotion: Bool) -> ResolvedMotion {
    guard reduceMotion else {
      return ResolvedMotion(
        duration: duration, curve: curve, allowsMovement: true, isReduced: false)
    }
    return ResolvedMotion(
      duration: min(duration, reducedMotionDuration), curve: .easeInOut, allowsMovement: false,
      isReduced: true)
  }
}

/// DesignSystemPro's named animation tokens.
public enum AnimationTokens {
  /// Micro-interactions.
  public enum Micro {
    /// Button press feedback: ultra fast, ease out.
    public static let buttonPress = AnimationToken(duration: .ultraFast, easing: .easeOut)
    /// A toggle switch: fast spring.
    public static let toggle = AnimationToken(duration: .fast, easing: .spring)
    /// A checkbox check: fast, snappy.
    public static let checkbox = AnimationToken(duration: .fast, easing: .snappy)
    /// A ripple: medium, ease out.
    public static let ripple = AnimationToken(duration: .medium, easing: .easeOut)
    /// A hover state: extra fast, ease out.
    public static let hover = AnimationToken(duration: .extraFast, easing: .easeOut)
    /// A focus ring: fast, ease in-out.
    public static let focus = AnimationToken(duration: .fast, easing: .easeInOut)
  }

  /// Component transitions.
  public enum Component {
    /// Fade in or out: normal, ease in-out.
    public static let fade = AnimationToken(duration: .normal, easing: .easeInOut)
    /// Scale up or down: fast spring.
    public static let scale = AnimationToken(duration: .fast, easing: .spring)
    /// Slide in or out: medium, emphasized decelerate.
    public static let slide = AnimationToken(duration: .medium, easing: .emphasizedOut)
    /// Expand or collapse: medium, ease in-out.
    public static let expand = AnimationToken(duration: .medium, easing: .easeInOut)
    /// A card flip: slow, ease in-out.
    public static let flip = AnimationToken(duration: .slow, easing: .easeInOut)
    /// A skeleton shimmer: glacial, linear.
    public static let shimmer = AnimationToken(duration: .glacial, easing: .linear)
  }

  /// Page and modal transitions.
  public enum Page {
    /// A modal appearing: medium spring.
    public static let modalEnter = AnimationToken(duration: .medium, easing: .spring)
    /// A modal leaving: normal, ease in.
    public static let modalExit = AnimationToken(duration: .normal, easing: .easeIn)
    /// A sheet sliding up: medium, emphasized decelerate.
    public static let sheetEnter = AnimationToken(duration: .medium, easing: .emphasizedOut)
    /// A sheet sliding down: normal, emphasized accelerate.
    public static let sheetExit = AnimationToken(duration: .normal, easing: .emphasizedIn)
    /// A page pushed: medium, emphasized decelerate.
    public static let push = AnimationToken(duration: .medium, easing: .emphasizedOut)
    /// A page popped: medium, emphasized accelerate.
    public static let pop = AnimationToken(duration: .medium, easing: .emphasizedIn)
    /// A cross-fade between pages: normal, ease in-out.
    public static let crossfade = AnimationToken(duration: .normal, easing: .easeInOut)
  }

  /// Feedback.
  public enum Feedback {
    /// Success: slow bounce.
    public static let success = AnimationToken(duration: .slow, easing: .bounce)
    /// An error shake: fast spring.
    public static let error = AnimationToken(duration: .fast, easing: .spring)
    /// A warning pulse: medium, ease in-out.
    public static let warning = AnimationToken(duration: .medium, easing: .easeInOut)
    /// A loading spinner: glacial, linear.
    public static let loading = AnimationToken(duration: .glacial, easing: .linear)
  }

  /// Layout changes.
  public enum Layout {
    /// A list item reordered: medium spring.
    public static let reorder = AnimationToken(duration: .medium, easing: .spring)
    /// A grid layout change: medium, ease in-out.
    public static let gridChange = AnimationToken(duration: .medium, easing: .easeInOut)
    /// A size change: normal, ease out.
    public static let resize = AnimationToken(duration: .normal, easing: .easeOut)
  }
}

/// DesignSystemPro's spring presets, each a Tessera spring ``MotionCurve``.
public enum SpringConfig: Sendable, Hashable {
  /// Smooth, no overshoot (response 0.5 s, damping 1).
  case gentle
  /// A slight bounce (response 0.5 s, damping 0.75).
  case `default`
  /// A noticeable bounce (response 0.5 s, damping 0.5).
  case bouncy
  /// Quick with little bounce (response 0.3 s, damping 0.8).
  case stiff
  /// Playful, lots of bounce (response 0.6 s, damping 0.4).
  case wobbly
  /// A spring of your own. Tessera's springs do not blend, so `blendDuration` is kept for
  /// source compatibility and has no effect.
  case custom(response: Double, dampingFraction: Double, blendDuration: Double)

  /// The spring.
  public var curve: MotionCurve {
    switch self {
    case .gentle: .spring(response: 0.5, dampingFraction: 1)
    case .default: .spring(response: 0.5, dampingFraction: 0.75)
    case .bouncy: .spring(response: 0.5, dampingFraction: 0.5)
    case .stiff: .spring(response: 0.3, dampingFraction: 0.8)
    case .wobbly: .spring(response: 0.6, dampingFraction: 0.4)
    case .custom(let response, let dampingFraction, _):
      .spring(
        response: response.isFinite ? max(0, response) : 0,
        dampingFraction: dampingFraction.isFinite ? max(0, dampingFraction) : 1)
    }
  }

  /// The spring, lasting its response; with Reduce Motion an ease-in-out cross-fade of at most
  /// ``AnimationToken/reducedMotionDuration`` without bounce or movement. A spring whose response
  /// is 0 runs nothing.
  public func resolved(reduceMotion: Bool) -> ResolvedMotion {
    guard case .spring(let response, _) = curve else {
      return AnimationToken.motion(duration: 0, curve: curve, reduceMotion: reduceMotion)
    }
    return AnimationToken.motion(duration: response, curve: curve, reduceMotion: reduceMotion)
  }
}
