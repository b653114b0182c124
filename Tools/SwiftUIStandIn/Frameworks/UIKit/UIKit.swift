// Stand-in for the part of Apple's UIKit that TesseraUI's platform branches use: keyboard
// types and text content types (iOS, tvOS and visionOS; watchOS's UIKit has neither), and the
// rectangle corners `cornerRadius(_:corners:)` takes, as developer.apple.com/documentation/uikit
// declares them. Only type-checked, never run.
@_exported import Foundation

/// Specifies the type of keyboard to display for a text-based view.
/// - Apple: `enum UIKeyboardType`
/// - Apple availability: iOS, tvOS, visionOS
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum UIKeyboardType: Int, @unchecked Sendable {
  /// - Apple: `case `default``
  /// - Apple availability: iOS, tvOS, visionOS
  case `default` = 0
  /// - Apple: `case asciiCapable`
  /// - Apple availability: iOS, tvOS, visionOS
  case asciiCapable = 1
  /// - Apple: `case numbersAndPunctuation`
  /// - Apple availability: iOS, tvOS, visionOS
  case numbersAndPunctuation = 2
  /// - Apple: `case URL`
  /// - Apple availability: iOS, tvOS, visionOS
  case URL = 3
  /// - Apple: `case numberPad`
  /// - Apple availability: iOS, tvOS, visionOS
  case numberPad = 4
  /// - Apple: `case phonePad`
  /// - Apple availability: iOS, tvOS, visionOS
  case phonePad = 5
  /// - Apple: `case namePhonePad`
  /// - Apple availability: iOS, tvOS, visionOS
  case namePhonePad = 6
  /// - Apple: `case emailAddress`
  /// - Apple availability: iOS, tvOS, visionOS
  case emailAddress = 7
  /// - Apple: `case decimalPad`
  /// - Apple availability: iOS, tvOS, visionOS
  @available(iOS 4.1, *) case decimalPad = 8
  /// - Apple: `case twitter`
  /// - Apple availability: iOS, tvOS, visionOS
  @available(iOS 5.0, *) case twitter = 9
  /// - Apple: `case webSearch`
  /// - Apple availability: iOS, tvOS, visionOS
  @available(iOS 7.0, *) case webSearch = 10
  /// - Apple: `case asciiCapableNumberPad`
  /// - Apple availability: iOS, tvOS, visionOS
  @available(iOS 10.0, *) case asciiCapableNumberPad = 11
}

/// The semantic meaning for a text-entry area.
/// - Apple: `struct UITextContentType`
/// - Apple availability: iOS, tvOS, visionOS
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct UITextContentType: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  /// - Apple: `init(rawValue: String)`
  /// - Apple availability: iOS, tvOS, visionOS
  public init(rawValue: String) { self.rawValue = rawValue }
  init(_ rawValue: String) { self.rawValue = rawValue }
  /// - Apple: `static let name: UITextContentType`
  /// - Apple availability: iOS 10.0, tvOS 10.0, visionOS 1.0
  public static let name = UITextContentType("name")
  /// - Apple: `static let givenName: UITextContentType`
  /// - Apple availability: iOS 10.0, tvOS 10.0, visionOS 1.0
  public static let givenName = UITextContentType("given-name")
  /// - Apple: `static let familyName: UITextContentType`
  /// - Apple availability: iOS 10.0, tvOS 10.0, visionOS 1.0
  public static let familyName = UITextContentType("family-name")
  /// - Apple: `static let emailAddress: UITextContentType`
  /// - Apple availability: iOS 10.0, tvOS 10.0, visionOS 1.0
  public static let emailAddress = UITextContentType("email")
  /// - Apple: `static let telephoneNumber: UITextContentType`
  /// - Apple availability: iOS 10.0, tvOS 10.0, visionOS 1.0
  public static let telephoneNumber = UITextContentType("tel")
  /// - Apple: `static let postalCode: UITextContentType`
  /// - Apple availability: iOS 10.0, tvOS 10.0, visionOS 1.0
  public static let postalCode = UITextContentType("postal-code")
  /// - Apple: `static let URL: UITextContentType`
  /// - Apple availability: iOS 10.0, tvOS 10.0, visionOS 1.0
  public static let URL = UITextContentType("url")
  /// - Apple: `static let username: UITextContentType`
  /// - Apple availability: iOS 11.0, tvOS 11.0, visionOS 1.0
  @available(iOS 11.0, tvOS 11.0, *) public static let username = UITextContentType("username")
  /// - Apple: `static let password: UITextContentType`
  /// - Apple availability: iOS 11.0, tvOS 11.0, visionOS 1.0
  @available(iOS 11.0, tvOS 11.0, *) public static let password = UITextContentType("password")
  /// - Apple: `static let newPassword: UITextContentType`
  /// - Apple availability: iOS 12.0, tvOS 12.0, visionOS 1.0
  @available(iOS 12.0, tvOS 12.0, *) public static let newPassword = UITextContentType("new-password")
  /// - Apple: `static let oneTimeCode: UITextContentType`
  /// - Apple availability: iOS 12.0, tvOS 12.0, visionOS 1.0
  @available(iOS 12.0, tvOS 12.0, *) public static let oneTimeCode = UITextContentType("one-time-code")
  /// - Apple: `static let creditCardNumber: UITextContentType`
  /// - Apple availability: iOS 10.0, tvOS 10.0, visionOS 1.0
  @available(iOS 10.0, tvOS 10.0, *) public static let creditCardNumber = UITextContentType("cc-number")
  /// - Apple: `static let creditCardSecurityCode: UITextContentType`
  /// - Apple availability: iOS 17.0, tvOS 17.0, visionOS 1.0
  @available(iOS 17.0, tvOS 17.0, *)
  public static let creditCardSecurityCode = UITextContentType("cc-csc")
  /// - Apple: `static let creditCardExpiration: UITextContentType`
  /// - Apple availability: iOS 17.0, tvOS 17.0, visionOS 1.0
  @available(iOS 17.0, tvOS 17.0, *)
  public static let creditCardExpiration = UITextContentType("cc-exp")
  /// - Apple: `static let birthdate: UITextContentType`
  /// - Apple availability: iOS 17.0, tvOS 17.0, visionOS 1.0
  @available(iOS 17.0, tvOS 17.0, *) public static let birthdate = UITextContentType("bday")
}

/// The corners of a rectangle.
/// - Apple: `struct UIRectCorner`
/// - Apple availability: iOS, tvOS, watchOS 2.0, visionOS
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
public struct UIRectCorner: OptionSet, @unchecked Sendable {
  public let rawValue: UInt
  /// Creates a structure that represents the corners of a rectangle.
  /// - Apple: `init(rawValue: UInt)`
  /// - Apple availability: iOS, tvOS, watchOS 2.0, visionOS
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner of the rectangle.
  /// - Apple: `static var topLeft: UIRectCorner { get }`
  /// - Apple availability: iOS, tvOS, watchOS 2.0, visionOS
  public static var topLeft: UIRectCorner { UIRectCorner(rawValue: 1) }
  /// The top-right corner of the rectangle.
  /// - Apple: `static var topRight: UIRectCorner { get }`
  /// - Apple availability: iOS, tvOS, watchOS 2.0, visionOS
  public static var topRight: UIRectCorner { UIRectCorner(rawValue: 2) }
  /// The bottom-left corner of the rectangle.
  /// - Apple: `static var bottomLeft: UIRectCorner { get }`
  /// - Apple availability: iOS, tvOS, watchOS 2.0, visionOS
  public static var bottomLeft: UIRectCorner { UIRectCorner(rawValue: 4) }
  /// The bottom-right corner of the rectangle.
  /// - Apple: `static var bottomRight: UIRectCorner { get }`
  /// - Apple availability: iOS, tvOS, watchOS 2.0, visionOS
  public static var bottomRight: UIRectCorner { UIRectCorner(rawValue: 8) }
  /// All corners of the rectangle.
  /// - Apple: `static var allCorners: UIRectCorner { get }`
  /// - Apple availability: iOS, tvOS, watchOS 2.0, visionOS
  public static var allCorners: UIRectCorner { UIRectCorner(rawValue: UInt.max) }
}
