/// How long a timed notice stays while VoiceOver (or another screen reader) is running.
///
/// A toast that vanishes after three seconds is gone before a VoiceOver user has swiped to its
/// "Undo" button, and may be cut off mid-sentence. So while a screen reader runs:
///
/// - a notice with an action stays until it is dismissed (its action or a swipe, or VoiceOver's
///   Dismiss action);
/// - a notice without an action stays longer: its own duration plus the time the announcement
///   takes to speak (``charactersPerSecond``), and at least ``minimumExtraSeconds`` more;
/// - a notice that already stays until dismissed is unchanged.
///
/// Without a screen reader every notice keeps the duration its caller gave. The policy decides
/// durations only; the announcement's priority (errors interrupt) is never changed.
///
/// ```swift
/// let timing = AssistiveNoticeTiming(isVoiceOverRunning: true)
/// timing.seconds(for: DSToastData(title: "Saved", duration: 3))   // 6: 3 + at least 3
/// timing.seconds(for: undoToast)                                 // .infinity: waits for the user
/// ```
public struct AssistiveNoticeTiming: Sendable, Hashable, Codable {
  /// Whether a screen reader is running (SwiftUI's `accessibilityVoiceOverEnabled`); the
  /// SwiftUI layer also sets it under Switch Control (`accessibilitySwitchControlEnabled`),
  /// whose scanning takes as long to reach an action.
  public var isVoiceOverRunning: Bool
  /// How fast speech is assumed to read an announcement: 14 characters per second, about
  /// VoiceOver's default rate in English, slow enough for the slower languages.
  public var charactersPerSecond: Double
  /// The least extra time a notice without an action gets while a screen reader runs.
  public var minimumExtraSeconds: Double

  /// Creates a policy; a non-finite or non-positive speech rate becomes 14 characters per
  /// second, and a non-finite or negative minimum becomes 3 seconds.
  public init(
    isVoiceOverRunning: Bool = false, charactersPerSecond: Double = 14,
    minimumExtraSeconds: Double = 3
  ) {
    self.isVoiceOverRunning = isVoiceOverRunning
    self.charactersPerSecond =
      charactersPerSecond.isFinite && charactersPerSecond > 0 ? charactersPerSecond : 14
    self.minimumExtraSeconds =
      minimumExtraSeconds.isFinite && minimumExtraSeconds >= 0 ? minimumExtraSeconds : 3
  }

  /// The seconds `notice` stays visible under this policy: its own ``TimedNotice/duration``
  /// without a screen reader; `.infinity` (until dismissed) for a notice with an action while
  /// one runs; otherwise its duration plus the time its announcement takes to speak.
  public func seconds(for notice: some TimedNotice) -> Double {
    let duration = notice.duration
    guard isVoiceOverRunning, duration.isFinite, duration > 0 else { return duration }
    if notice.hasAction { return .infinity }
    let speaking = Double(notice.announcement.text.count) / charactersPerSecond
    return duration + max(minimumExtraSeconds, speaking)
  }
}
