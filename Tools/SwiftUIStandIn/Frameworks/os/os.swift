// Stand-in for the part of Apple's os module (unified logging and signposts) that Tessera uses.
// Only type-checked, never run.
@_exported import Foundation

/// An object for writing interpolated string messages to the unified logging system.
/// - Apple: `struct Logger`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
public struct Logger {
  /// Creates a logger using the specified subsystem and category.
  /// - Apple: `init(subsystem: String, category: String)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public init(subsystem: String, category: String) {}
}

/// An identifier that disambiguates signposted intervals.
/// - Apple: `struct OSSignpostID`
/// - Apple availability: iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, visionOS 1.0
@available(iOS 12, macOS 10.14, tvOS 12, watchOS 5, *)
public struct OSSignpostID {
  /// Creates a signpost ID from an arbitrary 64-bit integer value.
  /// - Apple: `init(_ value: UInt64)`
  /// - Apple availability: iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, visionOS 1.0
  public init(_ value: UInt64) {}
  /// The signpost ID for intervals that never overlap.
  /// - Apple: `static let exclusive: OSSignpostID`
  /// - Apple availability: iOS 12.0, macOS 10.14, tvOS 12.0, watchOS 5.0, visionOS
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
}

/// An object that tracks the state of a signposted interval.
/// - Apple: `class OSSignpostIntervalState`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
public class OSSignpostIntervalState {}

/// An object for measuring task performance using the unified logging system.
/// - Apple: `struct OSSignposter`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
public struct OSSignposter {
  /// Creates a signposter that uses the subsystem and category of an existing logger.
  /// - Apple: `init(logger: Logger)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init(logger: Logger) {}
  /// Begins a signposted interval.
  /// - Apple: `func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive)
    -> OSSignpostIntervalState
  { OSSignpostIntervalState() }
  /// Ends the signposted interval that corresponds to the specified name and state.
  /// - Apple: `func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
}
