/// A clock seen as elapsed time since the manager that owns it was created.
///
/// Managers take `any Clock<Duration>`, whose `Instant` type is hidden; opening it once here
/// lets the pure state machines work with plain `Duration` offsets (easy to store, compare and
/// test) while timers still sleep on the injected clock.
struct ElapsedClock: Sendable {
  /// The time elapsed since the origin.
  let now: @Sendable () -> Duration
  /// Sleeps until `offset` after the origin; throws `CancellationError` when cancelled.
  let sleepUntil: @Sendable (Duration) async throws -> Void

  /// Opens `clock` and fixes its current instant as the origin.
  init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let origin = clock.now
    now = { origin.duration(to: clock.now) }
    sleepUntil = { offset in
      try await clock.sleep(until: origin.advanced(by: offset), tolerance: nil)
    }
  }
}
