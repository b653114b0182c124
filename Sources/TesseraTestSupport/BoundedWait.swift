/// A wait in a test ran out of time: what was awaited and for how long.
///
/// Thrown by `boundedValue(of:_:within:)`, ``withTimeLimit(_:_:_:)`` and
/// ``waitUntil(_:within:isolation:_:)``, so a test whose awaited event never happens (a timer
/// that was never cancelled, a file that never appears, a continuation nobody resumes) fails
/// in seconds with a reason instead of hanging the suite.
public struct WaitTimeout: Error, Sendable, Equatable, CustomStringConvertible {
  /// What the test was waiting for, in words.
  public var what: String
  /// How long it waited.
  public var limit: Duration

  /// Creates a timeout for `what` after `limit`.
  public init(_ what: String, limit: Duration) {
    self.what = what
    self.limit = limit
  }

  /// `"<what>" did not happen within <limit>`.
  public var description: String { "\(what): did not happen within \(limit)" }
}

/// The real time a test waits for something that should happen at once (a task that a
/// `ManualClock` has already woken, a child process's first file) before it fails: long enough
/// for a loaded 2-core machine, short enough that a broken build fails in seconds.
public let defaultWaitLimit: Duration = .seconds(10)

/// Runs `operation` and returns its result, or throws ``WaitTimeout`` when it has not finished
/// after `limit` of real (continuous) time.
///
/// On a timeout the operation's task is cancelled and left behind: a wait that never ends
/// cannot be joined, and the test has already failed. Use this around awaits that block on
/// something outside the test's control (a continuation, an actor's waiter list).
///
/// ```swift
/// try await withTimeLimit("the service received a check") { await service.waitForChecks(1) }
/// ```
@discardableResult
public func withTimeLimit<Success: Sendable>(
  _ what: String, _ limit: Duration = defaultWaitLimit,
  _ operation: @escaping @Sendable () async throws -> Success
) async throws -> Success {
  let race = _FirstResult<Success>()
  let work = Task {
    do { race.finish(.success(try await operation())) } catch { race.finish(.failure(error)) }
  }
  let watchdog = Task {
    // A watchdog, not a test sleep: it only fires when the awaited event never comes.
    try? await Task.sleep(for: limit, clock: .continuous)
    if !Task.isCancelled { race.finish(.failure(WaitTimeout(what, limit: limit))) }
  }
  defer { watchdog.cancel() }
  do {
    return try await race.value()
  } catch let timeout as WaitTimeout {
    work.cancel()
    throw timeout
  }
}

/// The value of `task`, or ``WaitTimeout`` when it has not finished after `limit`.
///
/// ```swift
/// await clock.advance(by: .seconds(3))
/// try await boundedValue(of: timer, "the toast's timer finished")
/// ```
@discardableResult
public func boundedValue<Success: Sendable>(
  of task: Task<Success, Never>, _ what: String, within limit: Duration = defaultWaitLimit
) async throws -> Success {
  try await withTimeLimit(what, limit) { await task.value }
}

/// The value of a throwing `task` (its error rethrown), or ``WaitTimeout`` after `limit`.
@discardableResult
public func boundedValue<Success: Sendable>(
  of task: Task<Success, any Error>, _ what: String, within limit: Duration = defaultWaitLimit
) async throws -> Success {
  try await withTimeLimit(what, limit) { try await task.value }
}

/// The value of `task` when there is one (`nil` when there is no task to wait for), or
/// ``WaitTimeout`` after `limit`: for a manager's optional in-flight task.
@discardableResult
public func boundedValue<Success: Sendable>(
  of task: Task<Success, Never>?, _ what: String, within limit: Duration = defaultWaitLimit
) async throws -> Success? {
  guard let task else { return nil }
  return try await withTimeLimit(what, limit) { await task.value }
}

/// Yields until `condition` holds, or throws ``WaitTimeout`` when it still does not after
/// `limit` of real time. `condition` runs on the caller's actor.
///
/// ```swift
/// let task = Task { try await clock.sleep(for: .seconds(2)) }
/// try await waitUntil("the task sleeps on the clock") { clock.sleeperCount == 1 }
/// ```
public func waitUntil(
  _ what: String, within limit: Duration = defaultWaitLimit,
  isolation: isolated (any Actor)? = #isolation, _ condition: () throws -> Bool
) async throws {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: limit)
  while try !condition() {
    guard clock.now < deadline else { throw WaitTimeout(what, limit: limit) }
    await Task.yield()
  }
}

/// The first of several results: later ones are dropped, and a waiter that arrives after the
/// first result gets it at once.
final class _FirstResult<Success: Sendable>: Sendable {
  private struct State {
    var result: Result<Success, any Error>?
    var waiter: CheckedContinuation<Success, any Error>?
  }

  private let state = LockedValue(State())

  func finish(_ result: Result<Success, any Error>) {
    let waiter = state.withLock { state -> CheckedContinuation<Success, any Error>? in
      guard state.result == nil else { return nil }
      state.result = result
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(with: result)
  }

  func value() async throws -> Success {
    try await withCheckedThrowingContinuation { continuation in
      let ready = state.withLock { state -> Result<Success, any Error>? in
        if let result = state.result { return result }
        state.waiter = continuation
        return nil
      }
      if let ready { continuation.resume(with: ready) }
    }
  }
}
