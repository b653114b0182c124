import TesseraLayout

/// Where a marquee's text is at a moment: it waits `pause` seconds at the start, scrolls
/// toward the leading edge at `speed` points per second until a copy that follows `gap` points
/// behind has taken its place, and starts over, seamlessly. Text that fits, and any text under
/// Reduce Motion, stands still (the view then truncates it and VoiceOver reads it whole).
///
/// Offsets are measured toward the trailing edge (so they are negative while scrolling), which
/// SwiftUI mirrors in right-to-left layouts: there the text scrolls to the right, the way it
/// is read.
///
/// ```swift
/// let timing = MarqueeTiming(textWidth: 300, containerWidth: 200, speed: 40, gap: 20,
///                            pause: 1, reduceMotion: false)
/// timing.cycleDuration          // 9: 1 s pause + 320 pt at 40 pt/s
/// timing.offset(at: 0.5)        // 0: still pausing
/// timing.offset(at: 3)          // -80
/// timing.offset(at: 9)          // 0: the next cycle
/// ```
public struct MarqueeTiming: Sendable, Hashable, Codable {
  /// The text's width in points.
  public let textWidth: Double
  /// The visible width in points.
  public let containerWidth: Double
  /// The scroll speed in points per second (30 when not a positive finite number).
  public let speed: Double
  /// The distance between the text and the copy following it, in points.
  public let gap: Double
  /// The pause at the start of each cycle, in seconds.
  public let pause: Double
  /// Whether Reduce Motion is on.
  public let reduceMotion: Bool

  /// Creates a timing; sizes, gaps and pauses that are negative or not finite count as 0.
  public init(
    textWidth: Double, containerWidth: Double, speed: Double = 30, gap: Double = 40,
    pause: Double = 1.5, reduceMotion: Bool
  ) {
    func clean(_ value: Double) -> Double { value.isFinite ? Swift.max(0, value) : 0 }
    self.textWidth = clean(textWidth)
    self.containerWidth = clean(containerWidth)
    self.speed = speed.isFinite && speed > 0 ? speed : 30
    self.gap = clean(gap)
    self.pause = clean(pause)
    self.reduceMotion = reduceMotion
  }

  /// Whether the text moves: it is wider than its container and Reduce Motion is off.
  public var scrolls: Bool { !reduceMotion && textWidth > containerWidth }

  /// The distance one cycle scrolls: the text and the gap after it.
  public var distance: Double { textWidth + gap }

  /// One cycle's length in seconds (0 when the text stands still).
  public var cycleDuration: Double { scrolls ? pause + distance / speed : 0 }

  /// The text's offset toward the trailing edge `time` seconds after it started (0 before it
  /// starts, and always 0 when it stands still); a copy is drawn `distance` points after it.
  public func offset(at time: Double) -> Double {
    guard scrolls, time.isFinite, time > 0 else { return 0 }
    let within = time.truncatingRemainder(dividingBy: cycleDuration)
    guard within > pause else { return 0 }
    return -Swift.min(distance, (within - pause) * speed)
  }
}
