/// The kind of input a schema field asks for; it decides the built-in checks, the keyboard and
/// which schema keys apply.
public enum FieldType: String, CaseIterable, Sendable, Hashable, Codable {
  /// One line of free text.
  case text
  /// Several lines of free text.
  case textArea
  /// An email address.
  case email
  /// A password: free text whose value is never echoed in messages.
  case password
  /// A decimal number, optionally within `min`...`max`.
  case number
  /// A calendar date, `YYYY-MM-DD`, optionally within `minDate`...`maxDate`.
  case date
  /// One value from `options`.
  case choice
  /// Any number of values from `options`, optionally `minSelections`...`maxSelections`.
  case multiChoice
  /// On or off; `required` means it must be on (terms of service).
  case toggle
  /// A payment card number: a known brand, its length and the Luhn digit.
  case card
  /// A card expiry, `MM/YY`, not in the past.
  case cardExpiry
  /// A card security code; 4 digits for Amex when `cardField` names the number field.
  case cvv
  /// A phone number valid in libphonenumber's plans: of `region` when given, else any
  /// international number.
  case phone
  /// An `http` or `https` URL.
  case url

  /// The keyboard a text input for this field asks for.
  public var keyboardKind: KeyboardKind {
    switch self {
    case .text, .textArea, .password, .choice, .multiChoice, .toggle: return .default
    case .email: return .emailAddress
    case .number: return .decimalPad
    case .date: return .numbersAndPunctuation
    case .card, .cardExpiry, .cvv: return .numberPad
    case .phone: return .phonePad
    case .url: return .url
    }
  }

  /// Whether values are typed text, so length limits and patterns apply.
  public var isTextual: Bool {
    switch self {
    case .text, .textArea, .email, .password, .phone, .url: return true
    case .number, .date, .choice, .multiChoice, .toggle, .card, .cardExpiry, .cvv: return false
    }
  }

  /// Whether the field picks from `options`.
  public var hasOptions: Bool { self == .choice || self == .multiChoice }
}
