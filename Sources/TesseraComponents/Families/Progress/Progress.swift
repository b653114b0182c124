import TesseraLayout
import TesseraTokens

// The progress family: DSProgressBar (variant bar) and DSProgressRing (variant ring), clamped or
// indeterminate. Clamping and percentages are ProgressValue.swift in this folder.

/// The progress family's variants.
public enum ProgressVariant: String, Sendable, Hashable, Codable, CaseIterable, ComponentVariant {
  /// A horizontal bar (DSProgressBar).
  case bar
  /// A ring (DSProgressRing).
  case ring
}

extension ComponentAppearance {
  /// An indeterminate bar's moving segment, as a fraction of the track.
  public static let indeterminateSegmentFraction = 0.25
  /// How many motion durations one indeterminate sweep or ring turn takes.
  public static let indeterminateCycleDurations = 4.0

  /// Whether indeterminate progress moves: there is a motion, it allows movement and it is not
  /// the reduced variant.
  public var animatesIndeterminate: Bool {
    guard let motion else { return false }
    return motion.allowsMovement && !motion.isReduced && motion.duration > 0
  }

  /// How far through its cycle (0..<1) indeterminate progress is `elapsed` seconds after it
  /// started, or nil when it does not move.
  public func indeterminatePhase(elapsed: Double) -> Double? {
    guard animatesIndeterminate, let duration = motion?.duration, elapsed.isFinite else {
      return nil
    }
    let period = duration * Self.indeterminateCycleDurations
    let phase = elapsed.truncatingRemainder(dividingBy: period) / period
    return phase < 0 ? phase + 1 : phase
  }

  /// An indeterminate bar's moving segment on a track of `trackLength` points `elapsed`
  /// seconds after it started: ``indeterminateSegmentFraction`` of the track sweeping across,
  /// or resting at the start when the progress does not move.
  public func indeterminateSegment(trackLength: Double, elapsed: Double) -> TrackSegment {
    let fraction = Self.indeterminateSegmentFraction
    guard let phase = indeterminatePhase(elapsed: elapsed) else {
      let track = trackLength.isFinite ? max(0, trackLength) : 0
      return TrackSegment(offset: 0, length: track * fraction)
    }
    return TrackSegment.sweeping(phase: phase, trackLength: trackLength, bandFraction: fraction)
  }

  /// An indeterminate ring's rotation in degrees `elapsed` seconds after it started: one turn
  /// per cycle, 0 when it does not move.
  public func indeterminateRotation(elapsed: Double) -> Double {
    (indeterminatePhase(elapsed: elapsed) ?? 0) * 360
  }
}

extension ResolvedTheme {
  /// Progress bars and rings: the filled part meets 3:1 on the surface, and so does the track,
  /// so "how far" is visible; indeterminate ones (`.loading`) carry the theme's slow motion,
  /// reduced under Reduce Motion.
  func styleProgress(_ look: inout ComponentAppearance, _ variant: ProgressVariant) {
    setText(&look, .footnote)
    look.secondaryTypography = .caption
    let ring = variant == .ring
    look.minimumSize = ring ? LayoutSize(width: 40, height: 40) : LayoutSize(width: 88, height: 4)
    look.trackThickness = ring ? 6 : 4
    look.cornerRadius = look.trackThickness / 2
    setGraphic(.track, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
    setGraphic(.fill, of: &look, roles: [.indicator, .textPrimary])
    setText(.secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary])
    look.motion = look.state == .loading ? motion(.slow) : motion(.standard)
  }

  /// Progress bars and rings; a ring's percentage may shrink to half size to fit.
  static let progressFamily = ComponentFamilyDefinition(
    .progress, states: [.normal, .loading], minimumTextScale: 0.5,
    components: [
      .component(
        "DSProgressBar", .dataDisplay, "A horizontal bar for clamped or indeterminate progress."),
      .component("DSProgressRing", .dataDisplay, "A ring for clamped or indeterminate progress."),
      .component("DSProgressIndicator", .dataDisplay, "A linear or circular progress indicator."),
    ], draw: ResolvedTheme.styleProgress)
}
