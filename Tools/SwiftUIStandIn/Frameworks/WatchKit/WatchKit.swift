// Stand-in for Apple's WatchKit as TesseraUI's watchOS branches see it: the text content types
// (AutoFill); the module also makes `canImport(WatchKit)` true on watchOS.
// Only type-checked, never run.
@_exported import Foundation

/// Constants that specify a text field's semantic meaning.
/// - Apple: `struct WKTextContentType`
/// - Apple availability: watchOS
public struct WKTextContentType: Hashable, Equatable, RawRepresentable, Sendable {
  /// The content type's string.
  public let rawValue: String
  /// Returns a newly instantiated content type.
  /// - Apple: `init(rawValue: String)`
  /// - Apple availability: watchOS
  public init(rawValue: String) { self.rawValue = rawValue }
  init(_ rawValue: String) { self.rawValue = rawValue }
  /// A one-time code.
  /// - Apple: `static let oneTimeCode: WKTextContentType`
  /// - Apple availability: watchOS
  public static let oneTimeCode = WKTextContentType("one-time-code")
  /// A user name (`WKTextContentTypeUsername` in WatchKit's `WKInterfaceTextField.h`; the
  /// reference pages at hand do not list it).
  /// - Stand-in: `WKTextContentTypeUsername`
  public static let username = WKTextContentType("username")
  /// A password (`WKTextContentTypePassword` in WatchKit's `WKInterfaceTextField.h`; the
  /// reference pages at hand do not list it).
  /// - Stand-in: `WKTextContentTypePassword`
  public static let password = WKTextContentType("password")
  /// A new password.
  /// - Apple: `static let newPassword: WKTextContentType`
  /// - Apple availability: watchOS
  public static let newPassword = WKTextContentType("new-password")
  /// A credit card number.
  /// - Apple: `static let creditCardNumber: WKTextContentType`
  /// - Apple availability: watchOS
  public static let creditCardNumber = WKTextContentType("cc-number")
  /// A telephone number.
  /// - Apple: `static let telephoneNumber: WKTextContentType`
  /// - Apple availability: watchOS
  public static let telephoneNumber = WKTextContentType("tel")
}
