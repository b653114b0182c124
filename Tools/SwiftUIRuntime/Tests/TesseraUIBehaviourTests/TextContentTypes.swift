import UIKit

/// The raw values of the content types the text content tests expect, read from UIKit's own
/// constants. In a file of its own: importing UIKit beside Testing asks for a cross-import
/// overlay (`_Testing_UIKit`) that only Apple's SDKs have.
enum ExpectedContentType {
  static let creditCardNumber = UITextContentType.creditCardNumber.rawValue
  static let creditCardExpiration = UITextContentType.creditCardExpiration.rawValue
  static let creditCardSecurityCode = UITextContentType.creditCardSecurityCode.rawValue
  static let password = UITextContentType.password.rawValue
  static let newPassword = UITextContentType.newPassword.rawValue
  static let oneTimeCode = UITextContentType.oneTimeCode.rawValue
  static let telephoneNumber = UITextContentType.telephoneNumber.rawValue
}
