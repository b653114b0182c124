/// Whether a marquee moves, and the one repeating animation that moves it.
///
/// Moving text that starts by itself and lasts more than five seconds must be possible to pause
/// (WCAG 2.2.2 Pause, Stop, Hide). A marquee starts playing, or paused when the app asks
/// (`startsPaused`); a tap toggles it. Paused, it stops: the text rests at its start (truncated,
/// read whole by VoiceOver), and playing again starts a fresh cycle from there. It never moves
/// while its text fits or while Reduce Motion is on, paused or not (``MarqueeTiming/scrolls``).
///
/// While it moves, the view runs one linear animation of ``MarqueeRun/distance`` points over
/// ``MarqueeRun/duration`` seconds, after ``MarqueeRun/delay``, repeated for ever, rather than
/// re-running its body every frame; a different run (the text or its width changed, the person
/// paused it) replaces the animation.
///
/// ```swift
/// var playback = MarqueePlayback()
/// let timing = MarqueeTiming(textWidth: 300, containerWidth: 200, speed: 40, gap: 20,
///                            pause: 1, reduceMotion: false)
/// playback.run(for: timing)   // MarqueeRun(distance: 320, duration: 8, delay: 1)
/// playback.toggle()           // paused
/// playback.run(for: timing)   // nil: the text rests at its start
/// ```
public struct MarqueePlayback: Sendable, Hashable, Codable {
  /// Whether the person (or the app, at the start) paused the marquee.
  public private(set) var isPaused: Bool

  /// Creates a playback, paused when `startsPaused`.
  public init(startsPaused: Bool = false) {
    self.isPaused = startsPaused
  }

  /// Pauses a playing marquee or plays a paused one (a tap).
  public mutating func toggle() {
    isPaused.toggle()
  }

  /// The animation that moves a marquee of `timing`, or nil when it stands still: paused, its
  /// text fits, or Reduce Motion is on.
  public func run(for timing: MarqueeTiming) -> MarqueeRun? {
    guard !isPaused, timing.scrolls else { return nil }
    return MarqueeRun(
      distance: timing.distance, duration: timing.distance / timing.speed, delay: timing.pause)
  }
}

/// One repeating marquee animation: the text moves `distance` points toward the leading edge
/// in `duration` seconds, linearly, after waiting `delay` seconds, and starts over, where the
/// copy drawn `distance` points behind it has taken its place.
public struct MarqueeRun: Sendable, Hashable, Codable {
  /// How far one cycle moves the text, in points: the text and the gap after it.
  public let distance: Double
  /// One cycle's scrolling time in seconds.
  public let duration: Double
  /// The wait before it scrolls, in seconds.
  public let delay: Double

  /// Creates a run.
  public init(distance: Double, duration: Double, delay: Double) {
    self.distance = distance
    self.duration = duration
    self.delay = delay
  }
}
