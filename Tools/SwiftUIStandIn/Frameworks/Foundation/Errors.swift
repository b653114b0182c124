// Foundation's error types.

/// Information about an error condition including a domain, a domain-specific error code, and
/// application-specific information.
open class NSError: NSObject, Error, @unchecked Sendable {
  /// - Apple: `init(domain: String, code: Int, userInfo dict: [String : Any]? = nil)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(domain: String, code: Int, userInfo dict: [String: Any]? = nil) {}
  open var domain: String { "" }
  open var code: Int { 0 }
  open var userInfo: [String: Any] { [:] }
  open var localizedDescription: String { "" }
}

extension Error {
  /// Retrieve the localized description for this error.
  public var localizedDescription: String { "" }
}

/// The user-info key for a debug description.
public let NSDebugDescriptionErrorKey: String = "NSDebugDescription"

/// Describes an error that provides localized messages describing why an error occurred.
public protocol LocalizedError: Error {
  var errorDescription: String? { get }
  /// - Apple: `var failureReason: String? { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  var failureReason: String? { get }
  /// - Apple: `var recoverySuggestion: String? { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  var recoverySuggestion: String? { get }
  var helpAnchor: String? { get }
}

extension LocalizedError {
  public var errorDescription: String? { nil }
  public var failureReason: String? { nil }
  public var recoverySuggestion: String? { nil }
  public var helpAnchor: String? { nil }
}

/// An error in the Cocoa domain.
public struct CocoaError: Error, Hashable, Sendable {
  public let code: CocoaError.Code
  public init(_ code: CocoaError.Code, userInfo: [String: Any] = [:]) { self.code = code }
  public var userInfo: [String: Any] { [:] }
  public var filePath: String? { nil }
  public var underlying: (any Error)? { nil }
  public static func == (lhs: CocoaError, rhs: CocoaError) -> Bool { lhs.code == rhs.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }
  /// The error code itself.
  public struct Code: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
  }
  public static var fileNoSuchFile: CocoaError.Code { Code(4) }
  public static var fileReadNoSuchFile: CocoaError.Code { Code(260) }
  public static var fileReadNoPermission: CocoaError.Code { Code(257) }
  public static var fileReadCorruptFile: CocoaError.Code { Code(259) }
  public static var fileReadTooLarge: CocoaError.Code { Code(263) }
  public static var fileReadUnknown: CocoaError.Code { Code(256) }
  public static var fileWriteNoPermission: CocoaError.Code { Code(513) }
  public static var fileWriteOutOfSpace: CocoaError.Code { Code(640) }
  public static var fileWriteFileExists: CocoaError.Code { Code(516) }
  public static var fileWriteUnknown: CocoaError.Code { Code(512) }
  public static var fileWriteVolumeReadOnly: CocoaError.Code { Code(642) }
}

extension CocoaError.Code {
  public static var fileNoSuchFile: CocoaError.Code { CocoaError.Code(4) }
  public static var fileReadNoSuchFile: CocoaError.Code { CocoaError.Code(260) }
  public static var fileReadNoPermission: CocoaError.Code { CocoaError.Code(257) }
  public static var fileReadCorruptFile: CocoaError.Code { CocoaError.Code(259) }
  public static var fileReadTooLarge: CocoaError.Code { CocoaError.Code(263) }
  public static var fileReadUnknown: CocoaError.Code { CocoaError.Code(256) }
  public static var fileWriteNoPermission: CocoaError.Code { CocoaError.Code(513) }
  public static var fileWriteOutOfSpace: CocoaError.Code { CocoaError.Code(640) }
  public static var fileWriteFileExists: CocoaError.Code { CocoaError.Code(516) }
  public static var fileWriteUnknown: CocoaError.Code { CocoaError.Code(512) }
  public static var fileWriteVolumeReadOnly: CocoaError.Code { CocoaError.Code(642) }
}

/// Describes an error in the POSIX error domain.
public struct POSIXError: Error, Hashable, Sendable {
  public let code: POSIXErrorCode
  public init(_ code: POSIXErrorCode, userInfo: [String: Any] = [:]) { self.code = code }
  public static func == (lhs: POSIXError, rhs: POSIXError) -> Bool { lhs.code == rhs.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

/// Error codes returned by POSIX calls (a subset).
public enum POSIXErrorCode: Int32, Sendable {
  case EPERM = 1
  case ENOENT = 2
  case EINTR = 4
  case EIO = 5
  case EACCES = 13
  case EEXIST = 17
  case ENOTDIR = 20
  case EISDIR = 21
  case EINVAL = 22
  case ENOSPC = 28
  case EROFS = 30
}
