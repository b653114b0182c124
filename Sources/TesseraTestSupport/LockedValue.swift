import Foundation

/// A value guarded by a lock, for state that test doubles share across tasks.
///
/// `Synchronization.Mutex` would do, but Apple ships it from iOS 18 / macOS 15 only, and Tessera
/// supports iOS 17 / macOS 14; `NSLock` exists on every supported system, Linux included.
///
/// ```swift
/// let calls = LockedValue(0)
/// let service = StubService { calls.withLock { $0 += 1 } }
/// #expect(calls.withLock { $0 } == 1)
/// ```
public final class LockedValue<Value> {
  private let lock = NSLock()
  private var value: Value

  /// Creates a lock around `value`.
  public init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value and returns its result.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

// The lock serialises every access, so the box may cross tasks when its value may.
extension LockedValue: @unchecked Sendable where Value: Sendable {}
