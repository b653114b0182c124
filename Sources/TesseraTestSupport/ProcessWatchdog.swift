import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Kills a child process that is still running after a time limit, so a test that waits for
/// the child to end (`waitUntilExit()`, reading its output to the end) is a bounded wait.
///
/// Start it right after the child starts and ``finish(_:)`` it right after the wait returns:
///
/// ```swift
/// try process.run()
/// let watchdog = ProcessWatchdog(processIdentifier: process.processIdentifier, limit: .seconds(60))
/// let output = pipe.fileHandleForReading.readDataToEndOfFile()
/// process.waitUntilExit()
/// try watchdog.finish("tessera export")  // throws WaitTimeout if the child had to be killed
/// ```
public final class ProcessWatchdog: Sendable {
  private struct State {
    var finished = false
    var fired = false
  }

  private let state = LockedValue(State())
  private let limit: Duration

  /// Arms a watchdog that sends `SIGKILL` to `processIdentifier` after `limit` of real time
  /// unless ``finish(_:)`` is called first.
  ///
  /// The watchdog runs on a thread of its own, not on Swift concurrency's cooperative pool:
  /// the wait it bounds (`waitUntilExit()`, a read to the end of a pipe) blocks a pool thread,
  /// and on a two-core machine the pool has two, so a watchdog queued behind blocked or busy
  /// pool threads could fire only after the child had ended by itself.
  public init(processIdentifier: Int32, limit: Duration) {
    self.limit = limit
    let state = state
    let deadline = ContinuousClock.now.advanced(by: limit)
    let thread = Thread {
      // Short naps, so the thread ends soon after `finish` instead of sleeping out the limit.
      while ContinuousClock.now < deadline {
        if state.withLock({ $0.finished }) { return }
        let left = ContinuousClock.now.duration(to: deadline)
        Thread.sleep(forTimeInterval: min(Self.seconds(left), 0.02))
      }
      state.withLock { state in
        // Under the lock, so a child already reaped by `finish` is never signalled.
        guard !state.finished else { return }
        state.fired = true
        kill(processIdentifier, SIGKILL)
      }
    }
    thread.start()
  }

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return max(0, Double(seconds) + Double(attoseconds) * 1e-18)
  }

  /// Whether the watchdog had to kill the child.
  public var fired: Bool { state.withLock { $0.fired } }

  /// Disarms the watchdog once the wait for the child has returned; throws ``WaitTimeout``
  /// naming `what` when the child ran past the limit and was killed.
  public func finish(_ what: String) throws(WaitTimeout) {
    let fired = state.withLock { state -> Bool in
      state.finished = true
      return state.fired
    }
    if fired { throw WaitTimeout(what, limit: limit) }
  }
}
