/// A height a bottom sheet can rest at, as SwiftUI-Components' `BottomSheet.DetentHeight`
/// names them: a share of the container or a height in points.
///
/// ```swift
/// SheetDetent.medium.height(in: 800)        // 400
/// SheetDetent.custom(120).height(in: 800)   // 120
/// SheetDetent.fraction(0.9).height(in: 800) // 720
/// ```
public enum SheetDetent: Sendable, Hashable, Codable {
  /// A quarter of the container.
  case small
  /// Half of the container.
  case medium
  /// Three quarters of the container.
  case large
  /// The whole container.
  case full
  /// A height in points.
  case custom(Double)
  /// A share of the container, 0...1.
  case fraction(Double)

  /// The height in a container `containerHeight` points tall, before ``SheetDetentLayout``
  /// clamps it; nil for a height or share that is not a finite number.
  public func height(in containerHeight: Double) -> Double? {
    let height: Double
    switch self {
    case .small: height = containerHeight * 0.25
    case .medium: height = containerHeight * 0.5
    case .large: height = containerHeight * 0.75
    case .full: height = containerHeight
    case .custom(let points): height = points
    case .fraction(let share): height = containerHeight * share
    }
    return height.isFinite ? height : nil
  }
}

/// Where a drag on a bottom sheet ends: at a detent (its index in
/// ``SheetDetentLayout/heights``) or dismissed.
public enum SheetSettlement: Sendable, Hashable, Codable {
  /// The sheet rests at the detent with this index.
  case detent(Int)
  /// The sheet is dismissed.
  case dismiss
}

/// A bottom sheet's detents in one container, and what a drag does to it: the height while a
/// finger drags it (following the finger between the detents, resisting past the ends), the
/// detent a released drag settles on (a flick carries it one detent at least), and the detent
/// VoiceOver's adjustable action moves to.
///
/// Heights are measured from the container's bottom; a drag's translation and velocity are
/// SwiftUI's, positive downward, so pulling the sheet up is negative.
///
/// ```swift
/// let layout = SheetDetentLayout(detents: [.medium, .large], containerHeight: 800)
/// layout.heights                                            // [400, 600]
/// layout.settle(from: 0, translation: -120, velocity: 0)    // .detent(1): nearer 600
/// layout.settle(from: 0, translation: 30, velocity: 1_200)  // .dismiss: a flick down
/// ```
public struct SheetDetentLayout: Sendable, Hashable, Codable {
  /// The container's height in points (0 when not finite or negative).
  public let containerHeight: Double
  /// The detents' heights, ascending, without repeats, each between
  /// ``minimumHeight`` and the container's height; never empty.
  public let heights: [Double]
  /// The smallest height a detent may have, so the grabber stays reachable.
  public let minimumHeight: Double

  /// How far ahead a released drag's velocity carries the sheet, in seconds: the projected
  /// height is the released height less `velocity × flickProjection`.
  public static let flickProjection = 0.2
  /// The speed (points per second) from which a release counts as a flick, which always moves
  /// the sheet at least one detent in its direction.
  public static let flickSpeed = 800.0
  /// How strongly a drag past the highest (or, when the sheet cannot be dismissed, the lowest)
  /// detent is resisted: the factor of the rubber-band curve `(1 − 1 / (x·c / d + 1)) · d`.
  public static let rubberBand = 0.55

  /// Lays out `detents` in a container `containerHeight` points tall. Detents that are not
  /// finite are left out, the others clamped to `minimumHeight...containerHeight` and
  /// deduplicated; no usable detent at all gives `.medium`.
  public init(detents: [SheetDetent], containerHeight: Double, minimumHeight: Double = 44) {
    let container = containerHeight.isFinite ? Swift.max(0, containerHeight) : 0
    let floor = Swift.min(container, minimumHeight.isFinite ? Swift.max(0, minimumHeight) : 0)
    self.containerHeight = container
    self.minimumHeight = floor
    var heights = Set<Double>()
    for detent in detents {
      guard let height = detent.height(in: container) else { continue }
      heights.insert(Swift.min(container, Swift.max(floor, height)))
    }
    if heights.isEmpty { heights.insert(Swift.max(floor, container * 0.5)) }
    self.heights = heights.sorted()
  }

  /// `index` clamped to the detents.
  public func clamped(_ index: Int) -> Int {
    Swift.min(heights.count - 1, Swift.max(0, index))
  }

  /// The height of the detent at `index` (clamped).
  public func height(at index: Int) -> Double {
    heights[clamped(index)]
  }

  /// The height while a drag that started at detent `index` has moved `translation` points
  /// (positive downward): the finger is followed between the lowest and highest detent;
  /// past the highest, and below the lowest when `dismissible` is false, the sheet moves less
  /// than the finger (the rubber band); below the lowest of a dismissible sheet it follows the
  /// finger down to 0.
  public func height(from index: Int, translation: Double, dismissible: Bool = true) -> Double {
    guard translation.isFinite else { return height(at: index) }
    let raw = height(at: index) - translation
    let top = heights[heights.count - 1]
    let bottom = heights[0]
    if raw > top {
      return top + Self.resisted(raw - top, dimension: Swift.max(1, containerHeight))
    }
    if raw < bottom {
      if dismissible { return Swift.max(0, raw) }
      return bottom - Self.resisted(bottom - raw, dimension: Swift.max(1, containerHeight))
    }
    return raw
  }

  /// How far down the panel moves, in points, while a drag that started at detent `index` has
  /// moved `translation` points (positive downward): the panel stays laid out at its detent's
  /// height during the drag and is offset by the difference to ``height(from:translation:dismissible:)``,
  /// so a drag moves it without laying it out again each frame (negative: lifted above it).
  /// The detent changes, and the panel is laid out once at its new height, when the drag ends.
  public func dragOffset(from index: Int, translation: Double, dismissible: Bool = true) -> Double {
    height(at: index)
      - height(from: index, translation: translation, dismissible: dismissible)
  }

  /// How far, in points, the panel's surface reaches below its bottom edge at detent `index`,
  /// so no page shows beneath it: the bottom safe area (the home indicator, which the surface
  /// covers while the content stays above it) plus the most a drag can lift the panel
  /// (to the highest detent and the whole rubber band above it). Insets that are negative or not
  /// finite count as 0.
  public func surfaceExtension(at index: Int, bottomSafeArea: Double) -> Double {
    let inset = bottomSafeArea.isFinite ? Swift.max(0, bottomSafeArea) : 0
    let highest = heights[heights.count - 1] + containerHeight
    return inset + highest - height(at: index)
  }

  /// Where a drag that started at detent `index` settles when released after `translation`
  /// points at `velocity` points per second (both positive downward).
  ///
  /// The released height is projected ``flickProjection`` seconds ahead; the sheet settles on
  /// the detent nearest the projection (the lower one on a tie), and a flick (``flickSpeed``
  /// or faster) moves it at least one detent from where it started. A dismissible sheet is
  /// dismissed when the projection falls below half the lowest detent, or when a downward
  /// flick starts from the lowest detent.
  public func settle(
    from index: Int, translation: Double, velocity: Double, dismissible: Bool = true
  ) -> SheetSettlement {
    let start = clamped(index)
    let speed = velocity.isFinite ? velocity : 0
    let moved = translation.isFinite ? translation : 0
    let projected = height(at: start) - moved - speed * Self.flickProjection
    let isFlick = abs(speed) >= Self.flickSpeed
    if dismissible {
      if projected < heights[0] / 2 { return .dismiss }
      if isFlick, speed > 0, start == 0 { return .dismiss }
    }
    var nearest = 0
    for candidate in heights.indices
    where abs(heights[candidate] - projected) < abs(heights[nearest] - projected) {
      nearest = candidate
    }
    if isFlick {
      nearest =
        speed < 0 ? Swift.max(nearest, clamped(start + 1)) : Swift.min(nearest, clamped(start - 1))
    }
    return .detent(nearest)
  }

  /// The detent VoiceOver's adjustable action (or the grabber, or an arrow key) moves to from
  /// `index`: `steps` detents up (positive) or down, stopping at the ends.
  public func index(from index: Int, movedBy steps: Int) -> Int {
    clamped(clamped(index) + steps)
  }

  /// The detent the grabber's tap moves to: the next higher one, and from the highest back to
  /// the lowest.
  public func indexAfterGrabberTap(from index: Int) -> Int {
    let start = clamped(index)
    return start == heights.count - 1 ? 0 : start + 1
  }

  /// The rubber-band distance for an overshoot `x` in a dimension `d`: close to `x` for small
  /// overshoots, never reaching `d`.
  static func resisted(_ x: Double, dimension d: Double) -> Double {
    (1 - 1 / (x * rubberBand / d + 1)) * d
  }
}

extension SheetDetentLayout {
  /// The detent a key's outcome (``KeyAdjustment``, vertical: up is taller) moves to from
  /// `index`: steps stop at the ends, Home is the lowest detent and End the highest.
  public func index(from index: Int, by outcome: KeyAdjustment.Outcome) -> Int {
    outcome.applied(to: clamped(index), in: 0...Swift.max(0, heights.count - 1))
  }
}
