import TesseraLayout
import TesseraTokens

// The progress family: DSProgressBar and DSProgressRing; variants bar, ring. Both are clamped or
// indeterminate. Clamping and percentages are ProgressValue.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// A DSProgressBar (`.bar`) or DSProgressRing (`.ring`).
  public static func progress(_ variant: ProgressVariant) -> ComponentStyle {
    ResolvedTheme.progressFamily.style(variant)
  }
}

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

  /// The seconds one cycle of moving indeterminate progress takes (one sweep of the bar's
  /// segment, one turn of the ring), or nil when it does not move. Views run one linear
  /// animation of the phase from 0 to 1 over this period, repeated for ever, instead of
  /// re-running their body every frame; ``indeterminatePhase(elapsed:)`` is the same motion as
  /// a function of time.
  public var indeterminatePeriod: Double? {
    guard animatesIndeterminate, let duration = motion?.duration else { return nil }
    return duration * Self.indeterminateCycleDurations
  }

  /// The opacity indeterminate progress fades down to when it may not move.
  public static let indeterminateFadeOpacity = 0.4

  /// The seconds indeterminate progress that may not move (Reduce Motion) takes to fade from
  /// full opacity to ``indeterminateFadeOpacity`` and back, resting in place: a cross-fade,
  /// which Reduce Motion allows, so the resting segment or arc reads as work in progress
  /// rather than as a fixed amount. Nil when it moves instead, or when its motion is instant.
  ///
  /// ```swift
  /// reduced.appearance(.progress(.bar), state: .loading).indeterminateFadePeriod  // 8 reduced slow motions
  /// ```
  public var indeterminateFadePeriod: Double? {
    guard !animatesIndeterminate, let duration = motion?.duration, duration.isFinite,
      duration > 0
    else { return nil }
    return 2 * duration * Self.indeterminateCycleDurations
  }

  /// How far through its cycle (0..<1) indeterminate progress is `elapsed` seconds after it
  /// started, or nil when it does not move.
  public func indeterminatePhase(elapsed: Double) -> Double? {
    guard let period = indeterminatePeriod, elapsed.isFinite else { return nil }
    let phase = elapsed.truncatingRemainder(dividingBy: period) / period
    return phase < 0 ? phase + 1 : phase
  }

  /// An indeterminate bar's moving segment on a track of `trackLength` points `elapsed`
  /// seconds after it started: ``indeterminateSegmentFraction`` of the track sweeping across,
  /// or resting at the start when the progress does not move.
  public func indeterminateSegment(trackLength: Double, elapsed: Double) -> TrackSegment {
    indeterminateSegment(trackLength: trackLength, phase: indeterminatePhase(elapsed: elapsed))
  }

  /// An indeterminate bar's moving segment on a track of `trackLength` points at `phase` of
  /// its cycle (0...1, animated by views over ``indeterminatePeriod``): its offset is linear in
  /// the phase, so animating the offset draws the sweep. A nil phase (progress that does not
  /// move) gives the segment resting at the start.
  public func indeterminateSegment(trackLength: Double, phase: Double?) -> TrackSegment {
    let fraction = Self.indeterminateSegmentFraction
    guard let phase else {
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
    ], draw: { $0.styleProgress(&$1, $2) })
}
