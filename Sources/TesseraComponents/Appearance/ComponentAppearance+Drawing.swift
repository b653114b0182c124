import TesseraTokens

/// A stretch along a track: where it starts and how long it is, in points.
///
/// ```swift
/// TrackSegment.sweeping(phase: 0.5, trackLength: 200, bandFraction: 0.25)
/// // offset 75, length 50: the band's middle is at the track's middle
/// ```
public struct TrackSegment: Sendable, Hashable, Codable {
  /// The distance from the track's start to the segment's start (negative while it enters).
  public var offset: Double
  /// The segment's length.
  public var length: Double

  /// Creates a segment.
  public init(offset: Double, length: Double) {
    self.offset = offset
    self.length = length
  }

  /// A band `bandFraction` of the track long that enters from before the start at phase 0 and
  /// has just left past the end at phase 1, moving at constant speed. Non-finite input gives
  /// the band resting at the start.
  public static func sweeping(phase: Double, trackLength: Double, bandFraction: Double)
    -> TrackSegment
  {
    let track = trackLength.isFinite ? max(0, trackLength) : 0
    let band = bandFraction.isFinite ? min(1, max(0, bandFraction)) : 0
    guard phase.isFinite else { return TrackSegment(offset: 0, length: track * band) }
    let clamped = min(1, max(0, phase))
    return TrackSegment(offset: track * (clamped * (1 + band) - band), length: track * band)
  }
}

/// The sizes a view derives from an appearance while drawing: needle, ring, dot and line
/// widths, and the motion of indeterminate progress. Each is a fixed proportion of a size the
/// theme resolved (track thickness, knob diameter) or of the space the view was given, so views
/// apply them and choose none themselves.
///
/// ```swift
/// let gauge = PresetThemes.ocean.resolved(for: .light).appearance(ComponentStyle(.gauge))
/// let radius = gauge.dialRadius(side: 200)
/// gauge.gaugeNeedleLength(radius: radius)   // 85% of the radius
/// ```
extension ComponentAppearance {
  /// How far a gauge needle reaches, as a fraction of the dial's radius.
  public static let gaugeNeedleReach = 0.85
  /// A donut chart's ring thickness as a fraction of the chart's side.
  public static let donutRingFraction = 0.2
  /// An indeterminate bar's moving segment, as a fraction of the track.
  public static let indeterminateSegmentFraction = 0.25
  /// How many motion durations one indeterminate sweep or ring turn takes.
  public static let indeterminateCycleDurations = 4.0

  /// The radius of a dial or ring stroked with ``trackThickness`` that fits a square of `side`
  /// points: the stroke's middle, so the stroke stays inside. Never negative.
  public func dialRadius(side: Double) -> Double {
    guard side.isFinite else { return 0 }
    return max(0, (side - trackThickness) / 2)
  }

  /// A gauge needle's length on a dial of `radius`: ``gaugeNeedleReach`` of it, so the tip
  /// stays clear of the track.
  public func gaugeNeedleLength(radius: Double) -> Double {
    radius.isFinite ? max(0, radius) * Self.gaugeNeedleReach : 0
  }

  /// A gauge needle's stroke width: a third of the track, thinner than the arc it points at.
  public var gaugeNeedleWidth: Double { trackThickness / 3 }

  /// How far below the dial's center the value text sits: half the radius.
  public func gaugeValueOffset(radius: Double) -> Double {
    radius.isFinite ? max(0, radius) / 2 : 0
  }

  /// A donut chart's ring thickness in a square of `side` points: ``donutRingFraction`` of the
  /// side, so the ring keeps its proportions at every size.
  public func donutRingThickness(side: Double) -> Double {
    side.isFinite ? max(0, side) * Self.donutRingFraction : 0
  }

  /// The radius of a donut chart's ring (the stroke's middle) in a square of `side` points.
  public func donutRadius(side: Double) -> Double {
    guard side.isFinite else { return 0 }
    return max(0, (side - donutRingThickness(side: side)) / 2)
  }

  /// The diameter of a chart legend's color swatch: twice the knob (point marker) diameter.
  public var legendSwatchDiameter: Double { knobDiameter * 2 }

  /// The width of a chart's grid lines: half the track, lighter than the data drawn over them.
  public var gridLineWidth: Double { trackThickness / 2 }

  /// The width of a freehand drawing stroke: twice the track.
  public var inkLineWidth: Double { trackThickness * 2 }

  /// The point size of a checkbox's tick symbol: 60% of the knob diameter, inside the box.
  public var tickSymbolSize: Double { knobDiameter * 0.6 }

  /// The weight of a checkbox's tick symbol: bold, so the thin check mark keeps the 3:1
  /// non-text contrast the audit measures for the tick color.
  public var tickSymbolWeight: FontWeightToken { .bold }

  /// The diameter of a radio button's dot: half the knob diameter.
  public var radioDotDiameter: Double { knobDiameter / 2 }

  /// The smallest factor text may shrink by to fit before it truncates: 0.5 inside an avatar or
  /// a progress ring (fixed-size circles), 0.75 in a tab bar item, 1 (no shrinking) elsewhere.
  public var minimumTextScale: Double {
    switch style.family {
    case .avatar, .progress: return 0.5
    case .tabBar: return 0.75
    default: return 1
    }
  }

  /// The most lines the main text wraps to before it shrinks and truncates: 2 for a tab bar
  /// item (the icon above leaves room for two at most), 1 in an avatar (initials), nil (no limit,
  /// so Dynamic Type never clips) elsewhere.
  public var maximumLines: Int? {
    switch style.family {
    case .tabBar: return 2
    case .avatar: return 1
    default: return nil
    }
  }

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
  /// The shimmer band's width as a fraction of the skeleton's width.
  public static let skeletonShimmerFraction = 0.25
  /// The width skeleton heights are measured at before the view knows its own width.
  public static let skeletonReferenceWidth = 320.0

  /// The shimmer band across a skeleton `width` points wide at `phase` (from
  /// ``skeletonShimmerPhase(elapsed:)``): ``skeletonShimmerFraction`` of the width, entering
  /// from the leading edge at 0 and gone past the trailing edge at 1.
  public func skeletonShimmerBand(width: Double, phase: Double) -> TrackSegment {
    TrackSegment.sweeping(
      phase: phase, trackLength: width, bandFraction: Self.skeletonShimmerFraction)
  }
}
