// Stand-in for Apple's AppKit as TesseraUI's macOS branches see it: the text content types
// (AutoFill); the module also makes `canImport(AppKit)` true on macOS, as on a Mac.
// Only type-checked, never run.
@_exported import Foundation

/// Constants that identify the semantic meaning for a text-entry area.
/// - Apple: `struct NSTextContentType`
/// - Apple availability: macOS
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public struct NSTextContentType: Hashable, Equatable, RawRepresentable, Sendable {
  /// The content type's string.
  public let rawValue: String
  /// Creates a new content type with the raw value you provide.
  /// - Apple: `init(rawValue: String)`
  /// - Apple availability: macOS
  public init(rawValue: String) { self.rawValue = rawValue }
  init(_ rawValue: String) { self.rawValue = rawValue }
  /// A property that defines the content in a text input area as a one-time code.
  /// - Apple: `static let oneTimeCode: NSTextContentType`
  /// - Apple availability: macOS 11.0
  @available(macOS 11.0, *) public static let oneTimeCode = NSTextContentType("one-time-code")
  /// A user name (`NSTextContentTypeUsername` in AppKit's `NSTextContent.h`, macOS 11 with the
  /// protocol; the reference pages at hand do not list it).
  /// - Stand-in: `NSTextContentTypeUsername`
  @available(macOS 11.0, *) public static let username = NSTextContentType("username")
  /// A password (`NSTextContentTypePassword` in AppKit's `NSTextContent.h`, macOS 11 with the
  /// protocol; the reference pages at hand do not list it).
  /// - Stand-in: `NSTextContentTypePassword`
  @available(macOS 11.0, *) public static let password = NSTextContentType("password")
  /// A property that defines the content in a text input area as a new password.
  /// - Apple: `static let newPassword: NSTextContentType`
  /// - Apple availability: macOS 14.0
  @available(macOS 14.0, *) public static let newPassword = NSTextContentType("new-password")
  /// A property that defines the content in a text input area as a credit card number.
  /// - Apple: `static let creditCardNumber: NSTextContentType`
  /// - Apple availability: macOS 14.0
  @available(macOS 14.0, *) public static let creditCardNumber = NSTextContentType("cc-number")
  /// A property that defines the content in a text input area as an expiration date on a
  /// credit card.
  /// - Apple: `static let creditCardExpiration: NSTextContentType`
  /// - Apple availability: macOS 14.0
  @available(macOS 14.0, *)
  public static let creditCardExpiration = NSTextContentType("cc-exp")
  /// A card's security code (`NSTextContentTypeCreditCardSecurityCode` in `NSTextContent.h`,
  /// added with the other card types in macOS 14; the reference pages at hand do not list it).
  /// - Stand-in: `NSTextContentTypeCreditCardSecurityCode`
  @available(macOS 14.0, *)
  public static let creditCardSecurityCode = NSTextContentType("cc-csc")
  /// A telephone number (`NSTextContentTypeTelephoneNumber` in `NSTextContent.h`, added with the
  /// contact types in macOS 14; the reference pages at hand do not list it).
  /// - Stand-in: `NSTextContentTypeTelephoneNumber`
  @available(macOS 14.0, *) public static let telephoneNumber = NSTextContentType("tel")
}
