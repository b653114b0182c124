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
  /// Whether `a` is earlier than `b`.
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
  /// Returns the global system queue with the specified quality-of-service class.
  /// - Apple: `class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS, watchOS, visionOS
  public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
    DispatchQueue()
  }
  /// Schedules a block asynchronously for execution and optionally associates it with a
  /// dispatch group. (Apple's page shows the closure as `@escaping () -> Void` under
  /// `@preconcurrency`; the stand-in keeps it `@Sendable`, as Swift 6 code must treat it.)
  @preconcurrency
  public func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified,
    flags: DispatchWorkItemFlags = [], execute work: @escaping @Sendable () -> Void
  ) {}
}

/// The quality of service, or the execution priority, to apply to tasks.
/// - Apple: `struct DispatchQoS`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public struct DispatchQoS: Equatable, Sendable {
  init() {}
  /// The absence of a quality-of-service class.
  /// - Apple: `static let unspecified: DispatchQoS`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public static let unspecified = DispatchQoS()
  /// Quality-of-service classes that specify the priorities for executing tasks.
  /// - Apple: `enum QoSClass`
  /// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
  public enum QoSClass: Sendable {
    /// The default quality-of-service class.
    /// - Apple: `case `default``
    /// - Apple availability: iOS 8.0, macOS 10.10, tvOS, watchOS, visionOS
    case `default`
  }
}

/// A set of behaviors for a work item, such as its quality-of-service class and whether to
/// create a barrier or spawn a new detached thread.
/// - Apple: `struct DispatchWorkItemFlags`
/// - Apple availability: iOS, macOS, tvOS, watchOS, visionOS
public struct DispatchWorkItemFlags: OptionSet, Sendable {
  /// The flags' bits.
  public let rawValue: UInt
  /// Creates flags from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
}
