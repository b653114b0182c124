// Stand-in for the part of Apple's Foundation that Tessera uses, declared as Apple's SDK
// declares it (developer.apple.com/documentation/foundation), availability included where it is
// later than Foundation's first releases. Foundation re-exports Darwin and the Core Foundation
// geometry types, as on Apple platforms. Only type-checked, never run: bodies trap.
@_exported import CoreFoundation
@_exported import Darwin
@_exported import Dispatch

/// A number of seconds.
/// - Apple: `typealias TimeInterval = Double`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
public typealias TimeInterval = Double

/// The root class of most Objective-C class hierarchies (here: the classes Foundation declares).
/// - Apple: `class NSObject`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 1.0, visionOS 1.0
open class NSObject: Hashable {
  /// - Apple: `init()`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 1.0, visionOS 1.0
  public init() {}
  open func isEqual(_ object: Any?) -> Bool { false }
  open var hash: Int { 0 }
  open var description: String { "" }
  /// - Apple: `static func == (lhs: NSObject, rhs: NSObject) -> Bool`
  /// - Apple availability: iOS 1.0, macOS 10.0, tvOS 1.0, watchOS 1.0, visionOS
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
  /// - Apple: `func hash(into hasher: inout Hasher)`
  /// - Apple availability: iOS 1.0, macOS 10.0, tvOS 1.0, watchOS 1.0, visionOS
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// The elementary methods adopted by classes that define lock objects.
/// - Apple: `protocol NSLocking`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
public protocol NSLocking {
  /// - Apple: `func lock()`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  func lock()
  /// - Apple: `func unlock()`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  func unlock()
}

extension NSLocking {
  /// Runs `body` while holding the lock.
  /// - Apple: `func withLock<R>(_ body: () throws -> R) rethrows -> R`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// An object that coordinates the operation of multiple threads of execution within the same
/// application.
/// - Apple: `class NSLock`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class NSLock: NSObject, NSLocking, @unchecked Sendable {
  public override init() {}
  open func lock() {}
  open func unlock() {}
}

/// A Boolean value type used by Objective-C interfaces (`fileExists(atPath:isDirectory:)`).
/// - Apple: `@frozen struct ObjCBool`
/// - Apple availability: iOS 1.0, macOS 10.0, tvOS 1.0, watchOS 1.0, visionOS
@frozen public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
  /// - Apple: `init(_ value: Bool)`
  /// - Apple availability: iOS 1.0, macOS 10.0, tvOS 1.0, watchOS 1.0, visionOS
  public init(_ value: Bool) { _value = value }
  /// - Apple: `init(booleanLiteral value: Bool)`
  /// - Apple availability: iOS 1.0, macOS 10.0, tvOS 1.0, watchOS 1.0, visionOS
  public init(booleanLiteral value: Bool) { _value = value }
  /// The value of `self`, as a Bool.
  /// - Apple: `var boolValue: Bool { get }`
  /// - Apple availability: iOS 1.0, macOS 10.0, tvOS 1.0, watchOS 1.0, visionOS
  public var boolValue: Bool { _value }
  @usableFromInline var _value: Bool
}

/// A universally unique value to identify types, interfaces, and other items.
/// - Apple: `struct UUID`
/// - Apple availability: iOS 6.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0
public struct UUID: Hashable, Equatable, Codable, Sendable, CustomStringConvertible {
  /// Creates a UUID with RFC 4122 version 4 random bytes.
  /// - Apple: `init()`
  /// - Apple availability: iOS 6.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init() {}
  /// Creates a UUID from a string representation.
  /// - Apple: `init?(uuidString string: String)`
  /// - Apple availability: iOS 6.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init?(uuidString string: String) { return nil }
  /// Returns a string created from the UUID, such as "E621E1F8-C36C-495A-93FC-0C247A3E6E5F".
  /// - Apple: `var uuidString: String { get }`
  /// - Apple availability: iOS 6.0, macOS 10.8, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var uuidString: String { "" }
  public var description: String { "" }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension UUID: Comparable {
  public static func < (lhs: UUID, rhs: UUID) -> Bool { false }
}

/// A structure representing a range in a UTF-16 string (`NSRange`).
public struct _NSRange: Hashable, Sendable, Codable {
  public var location: Int
  public var length: Int
  public init() { location = 0; length = 0 }
  public init(location: Int, length: Int) { self.location = location; self.length = length }
}

/// A structure used to describe a portion of a series, such as characters in a string.
/// - Apple: `typealias NSRange = _NSRange`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
public typealias NSRange = _NSRange

extension NSRange {
  /// Creates a range from a range of string indices.
  public init<R: RangeExpression, S: StringProtocol>(_ region: R, in target: S)
  where R.Bound == String.Index { self.init() }
  /// Creates a range from a range of integers.
  public init<R: RangeExpression>(_ region: R) where R.Bound: FixedWidthInteger { self.init() }
}

/// A value that indicates the item is not found.
/// - Apple: `let NSNotFound: Int`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
public let NSNotFound: Int = .max

/// Process information: arguments, environment, identity and the machine.
/// - Apple: `class ProcessInfo`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class ProcessInfo: NSObject, @unchecked Sendable {
  /// Returns the process information agent for the process.
  /// - Apple: `class var processInfo: ProcessInfo { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open class var processInfo: ProcessInfo { ProcessInfo() }
  /// - Apple: `var environment: [String : String] { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var environment: [String: String] { [:] }
  /// - Apple: `var arguments: [String] { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var arguments: [String] { [] }
  /// - Apple: `var processIdentifier: Int32 { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var processIdentifier: Int32 { 0 }
}

/// A thread of execution.
/// - Apple: `class Thread`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class Thread: NSObject {
  /// Initializes the thread with a block to run as its body.
  /// - Apple: `convenience init(block: @escaping @Sendable () -> Void)`
  /// - Apple availability: iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0
  @available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, *)
  public convenience init(block: @escaping @Sendable () -> Void) { self.init() }
  /// Starts the receiver.
  /// - Apple: `func start()`
  /// - Apple availability: iOS 2.0, macOS 10.5, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func start() {}
  /// Sleeps the thread for a given time interval.
  /// - Apple: `class func sleep(forTimeInterval ti: TimeInterval)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open class func sleep(forTimeInterval ti: TimeInterval) {}
}
