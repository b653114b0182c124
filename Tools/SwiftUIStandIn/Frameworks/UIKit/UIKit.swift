// Stand-in for the part of Apple's UIKit that TesseraUI's platform branches use: keyboard
// types and text content types (iOS, tvOS and visionOS; watchOS's UIKit has neither), as
// developer.apple.com/documentation/uikit declares them. Only type-checked, never run.
@_exported import Foundation

/// Specifies the type of keyboard to display for a text-based view.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public enum UIKeyboardType: Int, @unchecked Sendable {
  case `default` = 0
  case asciiCapable = 1
  case numbersAndPunctuation = 2
  case URL = 3
  case numberPad = 4
  case phonePad = 5
  case namePhonePad = 6
  case emailAddress = 7
  @available(iOS 4.1, *) case decimalPad = 8
  @available(iOS 5.0, *) case twitter = 9
  @available(iOS 7.0, *) case webSearch = 10
  @available(iOS 10.0, *) case asciiCapableNumberPad = 11
}

/// The semantic meaning for a text-entry area.
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct UITextContentType: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType("name")
  public static let givenName = UITextContentType("given-name")
  public static let familyName = UITextContentType("family-name")
  public static let emailAddress = UITextContentType("email")
  public static let telephoneNumber = UITextContentType("tel")
  public static let postalCode = UITextContentType("postal-code")
  public static let URL = UITextContentType("url")
  @available(iOS 11.0, tvOS 11.0, *) public static let username = UITextContentType("username")
  @available(iOS 11.0, tvOS 11.0, *) public static let password = UITextContentType("password")
  @available(iOS 12.0, tvOS 12.0, *) public static let newPassword = UITextContentType("new-password")
  @available(iOS 12.0, tvOS 12.0, *) public static let oneTimeCode = UITextContentType("one-time-code")
  @available(iOS 17.0, tvOS 17.0, *) public static let creditCardNumber = UITextContentType("cc-number")
  @available(iOS 17.0, tvOS 17.0, *)
  public static let creditCardSecurityCode = UITextContentType("cc-csc")
  @available(iOS 17.0, tvOS 17.0, *)
  public static let creditCardExpiration = UITextContentType("cc-exp")
  @available(iOS 17.0, tvOS 17.0, *) public static let birthdate = UITextContentType("bday")
}

/// The auto-capitalization behavior of a text-based view (UIKit's own type).
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public enum UITextAutocapitalizationType: Int, @unchecked Sendable {
  case none = 0
  case words = 1
  case sentences = 2
  case allCharacters = 3
}
