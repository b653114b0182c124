// Stand-in for the part of Apple's Dispatch that Tessera uses. Only type-checked.

/// A point in time relative to the default clock, with nanosecond precision.
/// - Apple: `struct DispatchTime`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public struct DispatchTime: Comparable, Sendable {
  /// The current time.
  /// - Apple: `static func now() -> DispatchTime`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public static func now() -> DispatchTime { DispatchTime(uptimeNanoseconds: 0) }
  /// A time in the distant future.
  /// - Apple: `static let distantFuture: DispatchTime`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)
  /// Creates a time relative to the system clock that started when the machine booted.
  /// - Apple: `init(uptimeNanoseconds: UInt64)`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public init(uptimeNanoseconds: UInt64) { self.nanoseconds = uptimeNanoseconds }
  /// The number of nanoseconds since boot, excluding time the system spent asleep.
  /// - Apple: `var uptimeNanoseconds: UInt64 { get }`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public var uptimeNanoseconds: UInt64 { nanoseconds }
  let nanoseconds: UInt64
  public static func < (a: DispatchTime, b: DispatchTime) -> Bool {
    a.nanoseconds < b.nanoseconds
  }
}

/// A group of tasks that you monitor as a single unit.
/// - Apple: `class DispatchGroup`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public class DispatchGroup: @unchecked Sendable {
  /// Creates a new group with which block objects can be associated.
  /// - Apple: `init()`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS, watchOS 2.0, visionOS 1.0
  public init() {}
  /// Waits synchronously for the previously submitted work to finish.
  /// - Apple: `func wait()`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public func wait() {}
}

/// An object that manages the execution of tasks serially or concurrently.
/// - Apple: `class DispatchQueue`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public class DispatchQueue: @unchecked Sendable {
  init() {}
  /// Returns the global system queue.
  public class func global() -> DispatchQueue { DispatchQueue() }
  /// Schedules a work item for immediate execution, and returns immediately.
  public func async(group: DispatchGroup? = nil, execute work: @escaping @Sendable () -> Void) {}
}
