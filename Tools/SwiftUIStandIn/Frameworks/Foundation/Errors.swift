// Foundation's error types.

/// Information about an error condition including a domain, a domain-specific error code, and
/// application-specific information.
/// - Apple: `class NSError`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class NSError: NSObject, Error, @unchecked Sendable {
  /// - Apple: `init(domain: String, code: Int, userInfo dict: [String : Any]? = nil)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(domain: String, code: Int, userInfo dict: [String: Any]? = nil) {}
  /// - Apple: `var domain: String { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var domain: String { "" }
  /// - Apple: `var code: Int { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var code: Int { 0 }
  /// - Apple: `var localizedDescription: String { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var localizedDescription: String { "" }
  /// - Apple: `var userInfo: [String : Any] { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var userInfo: [String: Any] { [:] }
}

/// The key for the error that caused this one, in an `NSError`'s `userInfo`.
/// - Apple: `let NSUnderlyingErrorKey: String`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
public let NSUnderlyingErrorKey: String = "NSUnderlyingError"
/// The domain of POSIX errors (`errno` values).
/// - Apple: `let NSPOSIXErrorDomain: String`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
public let NSPOSIXErrorDomain: String = "NSPOSIXErrorDomain"
/// The domain of Cocoa errors.
/// - Apple: `let NSCocoaErrorDomain: String`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
public let NSCocoaErrorDomain: String = "NSCocoaErrorDomain"

extension Error {
  /// Retrieve the localized description for this error.
  /// - Apple: `var localizedDescription: String { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var localizedDescription: String { "" }
}

/// An error in the Cocoa domain.
/// - Apple: `struct CocoaError`
/// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
public struct CocoaError: Error, Hashable, Sendable {
  public let code: CocoaError.Code
  public init(_ code: CocoaError.Code, userInfo: [String: Any] = [:]) { self.code = code }
  /// - Apple: `var filePath: String? { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var filePath: String? { nil }
  /// - Apple: `var underlying: (any Error)? { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var underlying: (any Error)? { nil }
  public static func == (lhs: CocoaError, rhs: CocoaError) -> Bool { lhs.code == rhs.code }
  public func hash(into hasher: inout Hasher) { hasher.combine(code) }
  /// The error code itself.
  /// - Apple: `struct Code`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct Code: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    init(_ rawValue: Int) { self.rawValue = rawValue }
  }
}

extension CocoaError.Code {
  /// - Apple: `static var fileNoSuchFile: CocoaError.Code { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var fileNoSuchFile: CocoaError.Code { CocoaError.Code(4) }
  /// - Apple: `static var fileReadNoPermission: CocoaError.Code { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var fileReadNoPermission: CocoaError.Code { CocoaError.Code(257) }
  /// - Apple: `static var fileReadInvalidFileName: CocoaError.Code { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var fileReadInvalidFileName: CocoaError.Code { CocoaError.Code(258) }
  /// - Apple: `static var fileReadNoSuchFile: CocoaError.Code { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var fileReadNoSuchFile: CocoaError.Code { CocoaError.Code(260) }
  /// - Apple: `static var fileWriteNoPermission: CocoaError.Code { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var fileWriteNoPermission: CocoaError.Code { CocoaError.Code(513) }
  /// - Apple: `static var fileWriteInvalidFileName: CocoaError.Code { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var fileWriteInvalidFileName: CocoaError.Code { CocoaError.Code(514) }
  /// - Apple: `static var fileWriteFileExists: CocoaError.Code { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var fileWriteFileExists: CocoaError.Code { CocoaError.Code(516) }
  /// - Apple: `static var fileWriteOutOfSpace: CocoaError.Code { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var fileWriteOutOfSpace: CocoaError.Code { CocoaError.Code(640) }
  /// - Apple: `static var fileWriteVolumeReadOnly: CocoaError.Code { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var fileWriteVolumeReadOnly: CocoaError.Code { CocoaError.Code(642) }
}
