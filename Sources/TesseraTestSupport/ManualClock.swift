/// A clock whose time moves only when a test calls ``advance(by:)``.
///
/// Managers that wait (toast timers, debounce, swipe sequences) take an `any Clock<Duration>`;
/// tests give them a `ManualClock`, so a timer test never sleeps and never depends on how
/// busy the machine is. Sleepers wake in deadline order (ties in the order they slept).
///
/// ```swift
/// let clock = ManualClock()
/// let manager = DSToastManager(clock: clock)
/// manager.show(toast)
/// await clock.advance(by: .seconds(3))
/// ```
public final class ManualClock: Clock, Sendable {
  /// A point on a manual clock: the time elapsed since the clock was created.
  public struct Instant: InstantProtocol, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The time since the clock's start.
    public var offset: Duration

    /// Creates an instant at `offset` from the clock's start.
    public init(offset: Duration = .zero) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    /// The duration from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Orders instants by their offset.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

    /// The offset, for test failure messages.
    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant()
    var nextID: UInt64 = 0
    var sleepers: [Sleeper] = []
    var cancelledBeforeSleeping: Set<UInt64> = []
  }

  private let state = LockedValue(State())

  /// Creates a clock at offset zero.
  public init() {}

  /// The current instant.
  public var now: Instant { state.withLock { $0.now } }

  /// The smallest step the clock can take.
  public var minimumResolution: Duration { .zero }

  /// The number of tasks currently waiting on the clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until the clock has been advanced to `deadline`, or throws `CancellationError`
  /// when the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state -> UInt64 in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let action = state.withLock { state -> Result<Void, any Error>? in
          if state.cancelledBeforeSleeping.remove(id) != nil {
            return .failure(CancellationError())
          }
          if deadline <= state.now { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let action { continuation.resume(with: action) }
      }
    } onCancel: {
      let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
        if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
          return state.sleepers.remove(at: index).continuation
        }
        state.cancelledBeforeSleeping.insert(id)
        return nil
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline is reached, in
  /// deadline order, and letting each woken task run before the next wakes.
  public func advance(by duration: Duration) async {
    let target = state.withLock { $0.now.advanced(by: duration) }
    await advance(to: target)
  }

  /// Moves time forward to `instant` (never backwards), waking sleepers in deadline order.
  public func advance(to instant: Instant) async {
    while true {
      let next = state.withLock { state -> Sleeper? in
        let ordered = state.sleepers.enumerated().min { lhs, rhs in
          (lhs.element.deadline, lhs.element.id) < (rhs.element.deadline, rhs.element.id)
        }
        guard let ordered, ordered.element.deadline <= instant else {
          if state.now < instant { state.now = instant }
          return nil
        }
        state.sleepers.remove(at: ordered.offset)
        if state.now < ordered.element.deadline { state.now = ordered.element.deadline }
        return ordered.element
      }
      guard let next else { break }
      next.continuation.resume()
      await Self.settle()
    }
    await Self.settle()
  }

  /// Runs every sleeper whose deadline has passed without moving time.
  public func run() async { await advance(by: .zero) }

  /// Gives woken tasks (and the main actor jobs they enqueue) a chance to run.
  static func settle() async {
    for _ in 0..<64 { await Task.yield() }
  }
}
