// Stand-in for the part of Apple's Dispatch that Tessera uses. Only type-checked.

/// A point in time relative to the default clock, with nanosecond precision.
public struct DispatchTime: Comparable, Sendable {
  /// The current time.
  public static func now() -> DispatchTime { DispatchTime(uptimeNanoseconds: 0) }
  /// A time in the distant future.
  public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)
  /// Creates a time relative to the system clock that started when the machine booted.
  public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }
  /// The number of nanoseconds since boot, excluding time the system spent asleep.
  public let uptimeNanoseconds: UInt64
  public static func < (a: DispatchTime, b: DispatchTime) -> Bool { false }
}

/// An object that manages the execution of tasks serially or concurrently.
public class DispatchQueue: @unchecked Sendable {
  /// The dispatch queue associated with the main thread.
  public class var main: DispatchQueue { DispatchQueue(label: "main") }
  /// Creates a new dispatch queue.
  public init(label: String) {}
  /// Returns the global system queue.
  public class func global() -> DispatchQueue { DispatchQueue(label: "global") }
  /// Schedules a work item for immediate execution, and returns immediately.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {}
  /// Submits a block for synchronous execution on this queue.
  public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}

/// An object that controls access to a resource across multiple execution contexts.
public class DispatchSemaphore: @unchecked Sendable {
  public init(value: Int) {}
  @discardableResult public func signal() -> Int { 0 }
  public func wait() {}
}
