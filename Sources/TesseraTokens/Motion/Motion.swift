/// A named motion of the theme.
public enum MotionToken: String, Codable, Sendable, CaseIterable, CodingKeyRepresentable {
  /// Small state changes: a toggle, a highlight (about 0.15 s).
  case quick
  /// Most transitions (about 0.25 s).
  case standard
  /// Larger moves that deserve attention: a sheet, a card expanding (about 0.4 s).
  case emphasized
  /// Slow ambient changes: a theme cross-fade (about 0.6 s).
  case slow
  /// A critically damped spring for direct manipulation.
  case spring
  /// A playful spring with overshoot.
  case bouncy
}

/// A timing curve.
public enum MotionCurve: Codable, Sendable, Hashable {
  /// Constant speed.
  case linear
  /// Starts slowly.
  case easeIn
  /// Ends slowly.
  case easeOut
  /// Starts and ends slowly.
  case easeInOut
  /// A CSS-style cubic Bézier with control points (x1, y1) and (x2, y2).
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A spring: response (seconds per oscillation) and damping fraction (1 = no overshoot).
  case spring(response: Double, dampingFraction: Double)

  private enum CodingKeys: String, CodingKey {
    case type, x1, y1, x2, y2, response, dampingFraction
  }

  /// Decodes `{"type": "easeOut"}`, `{"type": "cubicBezier", "x1": ..., "y2": ...}` or
  /// `{"type": "spring", "response": ..., "dampingFraction": ...}`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let type = try c.decode(String.self, forKey: .type)
    switch type {
    case "linear": self = .linear
    case "easeIn": self = .easeIn
    case "easeOut": self = .easeOut
    case "easeInOut": self = .easeInOut
    case "cubicBezier":
      self = .cubicBezier(
        x1: try c.decode(Double.self, forKey: .x1), y1: try c.decode(Double.self, forKey: .y1),
        x2: try c.decode(Double.self, forKey: .x2), y2: try c.decode(Double.self, forKey: .y2))
    case "spring":
      self = .spring(
        response: try c.decode(Double.self, forKey: .response),
        dampingFraction: try c.decode(Double.self, forKey: .dampingFraction))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: c,
        debugDescription:
          "unknown curve '\(type)': expected linear, easeIn, easeOut, easeInOut, cubicBezier or spring"
      )
    }
  }

  /// Encodes the curve as an object with a `type`.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .linear: try c.encode("linear", forKey: .type)
    case .easeIn: try c.encode("easeIn", forKey: .type)
    case .easeOut: try c.encode("easeOut", forKey: .type)
    case .easeInOut: try c.encode("easeInOut", forKey: .type)
    case .cubicBezier(let x1, let y1, let x2, let y2):
      try c.encode("cubicBezier", forKey: .type)
      try c.encode(x1, forKey: .x1)
      try c.encode(y1, forKey: .y1)
      try c.encode(x2, forKey: .x2)
      try c.encode(y2, forKey: .y2)
    case .spring(let response, let damping):
      try c.encode("spring", forKey: .type)
      try c.encode(response, forKey: .response)
      try c.encode(damping, forKey: .dampingFraction)
    }
  }

  /// Whether the curve can move past its target (an under-damped spring).
  package var overshoots: Bool {
    if case .spring(_, let damping) = self { return damping < 1 }
    return false
  }
}

/// What a motion becomes when Reduce Motion is on.
public struct ReducedMotionSpec: Codable, Sendable, Hashable {
  /// The duration in seconds (0 for an instant change).
  public var duration: Double
  /// The curve.
  public var curve: MotionCurve
  /// Whether anything may still move or scale; `false` means cross-fade only.
  public var allowsMovement: Bool

  /// Creates a reduced variant.
  public init(duration: Double, curve: MotionCurve = .easeInOut, allowsMovement: Bool = false) {
    self.duration = duration
    self.curve = curve
    self.allowsMovement = allowsMovement
  }
}

/// A motion: a duration, a curve and its Reduce Motion variant.
public struct MotionSpec: Codable, Sendable, Hashable {
  /// The duration in seconds (for a spring, its settling time as a guide).
  public var duration: Double
  /// The curve.
  public var curve: MotionCurve
  /// The variant used when Reduce Motion is on.
  public var reduced: ReducedMotionSpec

  /// Creates a motion.
  public init(duration: Double, curve: MotionCurve, reduced: ReducedMotionSpec) {
    self.duration = duration
    self.curve = curve
    self.reduced = reduced
  }

  /// The standard motions.
  public static let standardSet: [MotionToken: MotionSpec] = [
    .quick: MotionSpec(
      duration: 0.15, curve: .easeOut, reduced: ReducedMotionSpec(duration: 0.1)),
    .standard: MotionSpec(
      duration: 0.25, curve: .cubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1),
      reduced: ReducedMotionSpec(duration: 0.15)),
    .emphasized: MotionSpec(
      duration: 0.4, curve: .cubicBezier(x1: 0.3, y1: 0, x2: 0, y2: 1),
      reduced: ReducedMotionSpec(duration: 0.2)),
    .slow: MotionSpec(duration: 0.6, curve: .easeInOut, reduced: ReducedMotionSpec(duration: 0.3)),
    .spring: MotionSpec(
      duration: 0.35, curve: .spring(response: 0.35, dampingFraction: 1),
      reduced: ReducedMotionSpec(duration: 0.15)),
    .bouncy: MotionSpec(
      duration: 0.5, curve: .spring(response: 0.4, dampingFraction: 0.6),
      reduced: ReducedMotionSpec(duration: 0.15)),
  ]
}

/// A motion resolved for the Reduce Motion setting.
public struct ResolvedMotion: Codable, Sendable, Hashable {
  /// The duration in seconds.
  public var duration: Double
  /// The curve.
  public var curve: MotionCurve
  /// Whether things may move or scale (false: cross-fade only).
  public var allowsMovement: Bool
  /// Whether this is the Reduce Motion variant.
  public var isReduced: Bool

  /// Creates a resolved motion.
  package init(duration: Double, curve: MotionCurve, allowsMovement: Bool, isReduced: Bool) {
    self.duration = duration
    self.curve = curve
    self.allowsMovement = allowsMovement
    self.isReduced = isReduced
  }
}

extension MotionSpec {
  /// The motion for the Reduce Motion setting.
  package func resolved(reduceMotion: Bool) -> ResolvedMotion {
    if reduceMotion {
      return ResolvedMotion(
        duration: reduced.duration, curve: reduced.curve, allowsMovement: reduced.allowsMovement,
        isReduced: true)
    }
    return ResolvedMotion(duration: duration, curve: curve, allowsMovement: true, isReduced: false)
  }
}
