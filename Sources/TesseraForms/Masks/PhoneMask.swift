/// A country whose national phone numbers Tessera can format and check.
public enum PhoneCountry: String, CaseIterable, Sendable, Hashable, Codable {
  /// United States and the other NANP countries (+1).
  case us = "US"
  /// United Kingdom (+44).
  case gb = "GB"
  /// Germany (+49).
  case de = "DE"
  /// France (+33).
  case fr = "FR"
  /// Türkiye (+90).
  case tr = "TR"
  /// Japan (+81).
  case jp = "JP"
  /// India (+91).
  case `in` = "IN"

  /// The international calling code, without `+`.
  public var callingCode: String {
    switch self {
    case .us: return "1"
    case .gb: return "44"
    case .de: return "49"
    case .fr: return "33"
    case .tr: return "90"
    case .jp: return "81"
    case .in: return "91"
    }
  }

  /// The digit dialled before a national number inside the country, if any.
  public var trunkPrefix: String? {
    switch self {
    case .us: return "1"
    case .in: return nil
    case .gb, .de, .fr, .tr, .jp: return "0"
    }
  }

  /// The accepted lengths of the national significant number (without trunk prefix).
  public var nationalLengths: ClosedRange<Int> {
    switch self {
    case .us, .tr, .in, .jp: return 10...10
    case .gb: return 10...10
    case .fr: return 9...9
    case .de: return 10...11
    }
  }

  /// The display mask for the national significant number.
  public var mask: InputMask {
    switch self {
    case .us: return InputMask("(###) ###-####")
    case .gb: return InputMask("0#### ######")
    case .de: return InputMask("0### ########")
    case .fr: return InputMask("0# ## ## ## ##")
    case .tr: return InputMask("0 (###) ### ## ##")
    case .jp: return InputMask("0##-####-####")
    case .in: return InputMask("##### #####")
    }
  }
}

/// Formats and checks phone numbers of one of seven countries: a thin layer over
/// ``PhoneNumber`` and ``PhoneAsYouTypeFormatter``, kept for code written before they existed.
///
/// ```swift
/// let mask = PhoneMask(country: .tr)
/// mask.formatted("+90 532 123 4567")  // "0532 123 45 67"
/// mask.e164("0532 123 45 67")         // "+905321234567"
/// ```
///
/// Deprecated: use ``PhoneNumber`` and ``PhoneAsYouTypeFormatter``, which know every region's
/// plan. (Not marked `@available(*, deprecated)` so that its own tests build without warnings.)
public struct PhoneMask: Sendable, Hashable, Codable {
  /// The country whose format is used.
  public let country: PhoneCountry

  /// Creates a mask for `country`.
  public init(country: PhoneCountry) { self.country = country }

  /// The national significant number when the text is a number of the country, else the
  /// digits typed (in ASCII), never shortened.
  ///
  /// - Complexity: O(n).
  public func nationalDigits(_ input: String) -> String {
    if let number = number(input) { return number.nationalNumber }
    return String(input.unicodeScalars.compactMap(PhoneInputText.digit))
  }

  /// The number in the country's national format once it is a valid number of the country;
  /// before that, the digits as the as-you-type formatter shows them.
  public func formatted(_ input: String) -> String {
    if isValid(input), let number = number(input) { return number.formatted(.national) }
    var formatter = PhoneAsYouTypeFormatter(region: country.rawValue)
    for character in input where character.isNumber || character == "+" {
      formatter.input(character)
    }
    return formatter.text
  }

  /// Whether the text is a valid number (libphonenumber's `is_valid_number`) of the country.
  public func isValid(_ input: String) -> Bool {
    guard let number = try? PhoneNumber(validating: input, region: country.rawValue) else {
      return false
    }
    return String(number.callingCode) == country.callingCode
  }

  /// The number in E.164 form (`+905321234567`), or nil when it is not valid.
  public func e164(_ input: String) -> String? {
    guard isValid(input) else { return nil }
    return number(input)?.formatted(.e164)
  }

  private func number(_ input: String) -> PhoneNumber? {
    try? PhoneNumber(parsing: input, region: country.rawValue)
  }
}
