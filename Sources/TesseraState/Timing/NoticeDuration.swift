/// Turns a notice's duration in seconds into a timer delay, for every `Double` a caller can pass.
///
/// The seed's crash came from `UInt64(duration * 1_000_000_000)`, which traps for infinity and
/// very large values. Here nothing traps: zero, negative, NaN and infinite durations mean the
/// notice stays until dismissed (no timer), and anything above ``maximumSeconds`` waits 24 hours.
public enum NoticeDuration {
  /// The longest timer a notice gets: 24 hours, in seconds.
  public static let maximumSeconds: Double = 86_400

  /// The delay before a notice of `seconds` dismisses itself, or `nil` when it stays.
  ///
  /// Positive durations shorter than a nanosecond round up to one nanosecond.
  public static func delay(forSeconds seconds: Double) -> Duration? {
    guard seconds.isFinite, seconds > 0 else { return nil }
    let clamped = min(seconds, maximumSeconds)
    // At most 8.64e13 ns, far inside Int64.
    let nanoseconds = Int64((clamped * 1_000_000_000).rounded(.up))
    return .nanoseconds(max(1, nanoseconds))
  }
}
