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
/// apply them and choose none themselves. The family-specific ones are declared in their
/// family's file (`Gauge/Gauge.swift`, `Chart/Chart.swift`, `Progress/Progress.swift`,
/// `Checkbox/Checkbox.swift`, `Radio/Radio.swift`); the ones several families share are here.
///
/// ```swift
/// let gauge = PresetThemes.ocean.resolved(for: .light).appearance(.gauge)
/// let radius = gauge.dialRadius(side: 200)
/// gauge.gaugeNeedleLength(radius: radius)   // 85% of the radius
/// ```
extension ComponentAppearance {
  /// The radius of a dial or ring stroked with ``trackThickness`` that fits a square of `side`
  /// points: the stroke's middle, so the stroke stays inside. Never negative.
  public func dialRadius(side: Double) -> Double {
    guard side.isFinite else { return 0 }
    return max(0, (side - trackThickness) / 2)
  }

  /// The smallest factor text may shrink by to fit before it truncates: 0.5 inside an avatar or
  /// a progress ring (fixed-size circles), 0.75 in a tab bar item, 1 (no shrinking) elsewhere;
  /// each family declares its own.
  public var minimumTextScale: Double { style.family.definition.minimumTextScale }

  /// The most lines the main text wraps to before it shrinks and truncates: 2 for a tab bar
  /// item (the icon above leaves room for two at most), 1 in an avatar (initials), nil (no limit,
  /// so Dynamic Type never clips) elsewhere; each family declares its own.
  public var maximumLines: Int? { style.family.definition.maximumLines }
}
