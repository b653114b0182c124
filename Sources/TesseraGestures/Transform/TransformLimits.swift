/// The bounds and feel of a ``TransformState``: scale limits, rubber-banding past them, and
/// rotation snapping.
public struct TransformLimits: Sendable, Hashable, Codable {
  /// The smallest settled scale.
  public var minimumScale: Double
  /// The largest settled scale.
  public var maximumScale: Double
  /// How much a pinch past a limit still moves the scale, as the slope at the limit (0...1);
  /// 0 is a hard stop.
  public var rubberBandStiffness: Double
  /// The most a pinch can overshoot a limit, as a factor (1.25: 25% past the limit at most).
  public var rubberBandRange: Double
  /// Rotation settles to a multiple of this angle in radians when near one; `nil` never snaps.
  public var rotationSnapIncrement: Double?
  /// How near, in radians, a rotation must be to a multiple of the increment to snap.
  public var rotationSnapThreshold: Double

  /// Creates limits; NaN, infinite, non-positive or reversed values fall back to defaults.
  public init(
    minimumScale: Double = 0.5, maximumScale: Double = 4, rubberBandStiffness: Double = 0.55,
    rubberBandRange: Double = 1.25, rotationSnapIncrement: Double? = .pi / 2,
    rotationSnapThreshold: Double = .pi / 18
  ) {
    let low = minimumScale.isFinite && minimumScale > 0 ? minimumScale : 0.5
    let high = maximumScale.isFinite && maximumScale > 0 ? maximumScale : 4
    self.minimumScale = min(low, high)
    self.maximumScale = max(low, high)
    self.rubberBandStiffness =
      rubberBandStiffness.isFinite ? max(0, min(1, rubberBandStiffness)) : 0.55
    self.rubberBandRange = rubberBandRange.isFinite && rubberBandRange >= 1 ? rubberBandRange : 1
    if let increment = rotationSnapIncrement, increment.isFinite, increment > 0 {
      self.rotationSnapIncrement = increment
    } else {
      self.rotationSnapIncrement = nil
    }
    self.rotationSnapThreshold =
      rotationSnapThreshold.isFinite && rotationSnapThreshold >= 0 ? rotationSnapThreshold : 0
  }

  /// Decodes limits, applying the same corrections as the initializer.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      minimumScale: try container.decode(Double.self, forKey: .minimumScale),
      maximumScale: try container.decode(Double.self, forKey: .maximumScale),
      rubberBandStiffness: try container.decode(Double.self, forKey: .rubberBandStiffness),
      rubberBandRange: try container.decode(Double.self, forKey: .rubberBandRange),
      rotationSnapIncrement: try container.decodeIfPresent(
        Double.self, forKey: .rotationSnapIncrement),
      rotationSnapThreshold: try container.decode(Double.self, forKey: .rotationSnapThreshold))
  }

  /// Scale between 0.5 and 4, rubber-banding up to 25% past them, snapping to right angles
  /// within 10°.
  public static let standard = TransformLimits()

  /// `scale` clamped into the limits.
  public func clamped(_ scale: Double) -> Double {
    max(minimumScale, min(maximumScale, scale))
  }

  /// The scale shown for a pinch that asks for `raw`: `raw` itself inside the limits, and past
  /// a limit an overshoot that grows ever more slowly, never beyond `rubberBandRange`.
  ///
  /// In log space, with overshoot `x` and range `L = ln(rubberBandRange)`, the shown overshoot
  /// is `L · (1 − 1 / (x · c / L + 1))`, `c` the stiffness: slope `c` at the limit, bounded by L.
  public func rubberBanded(_ raw: Double) -> Double {
    guard raw.isFinite, raw > 0 else { return clamped(raw.isNaN ? 1 : raw) }
    let range = logValue(rubberBandRange)
    guard rubberBandStiffness > 0, range > 0 else { return clamped(raw) }
    func band(_ overshoot: Double) -> Double {
      range * (1 - 1 / (overshoot * rubberBandStiffness / range + 1))
    }
    if raw > maximumScale {
      return maximumScale * expValue(band(logValue(raw / maximumScale)))
    }
    if raw < minimumScale {
      return minimumScale / expValue(band(logValue(minimumScale / raw)))
    }
    return raw
  }

  /// `angle` snapped to the nearest multiple of the increment when within the threshold.
  public func snapped(_ angle: Double) -> Double {
    guard let increment = rotationSnapIncrement else { return angle }
    let nearest = (angle / increment).rounded() * increment
    return abs(angle - nearest) <= rotationSnapThreshold ? nearest : angle
  }
}
