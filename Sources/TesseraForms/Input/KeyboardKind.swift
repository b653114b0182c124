/// The on-screen keyboard a text field asks for, as a portable value: TesseraUI maps it to
/// `UIKeyboardType` on iOS, tvOS and visionOS and ignores it on macOS, so
/// `TextInputField(keyboardType:)` takes a `KeyboardKind` rather than a UIKit type.
public enum KeyboardKind: String, CaseIterable, Sendable, Hashable, Codable {
  /// The default keyboard for the current input method.
  case `default`
  /// Letters limited to ASCII, for codes and user names.
  case asciiCapable
  /// An email keyboard with `@` and `.` on the first layer.
  case emailAddress
  /// A URL keyboard with `/`, `.` and `.com`.
  case url
  /// Digits only, for card numbers, PINs and one-time codes.
  case numberPad
  /// Digits and a decimal separator, for amounts.
  case decimalPad
  /// Digits with `+`, `*` and `#`, for phone numbers.
  case phonePad
  /// Digits and punctuation, for dates typed as text.
  case numbersAndPunctuation
  /// A search keyboard with a search key.
  case webSearch

  /// Whether the keyboard has a Return key on iPhone: the number, decimal and phone pads have
  /// none (UIKit's pads end with a delete key), so a form gives them a key above the keyboard to
  /// move on or finish.
  public var hasReturnKey: Bool {
    switch self {
    case .numberPad, .decimalPad, .phonePad: return false
    case .default, .asciiCapable, .emailAddress, .url, .numbersAndPunctuation, .webSearch:
      return true
    }
  }

  /// The name of the matching `UIKeyboardType` case, for code generators and documentation.
  public var uiKeyboardTypeName: String {
    switch self {
    case .default: return "default"
    case .asciiCapable: return "asciiCapable"
    case .emailAddress: return "emailAddress"
    case .url: return "URL"
    case .numberPad: return "numberPad"
    case .decimalPad: return "decimalPad"
    case .phonePad: return "phonePad"
    case .numbersAndPunctuation: return "numbersAndPunctuation"
    case .webSearch: return "webSearch"
    }
  }
}
