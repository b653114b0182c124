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

/// Formats and checks phone numbers of one country, typed nationally (`0532 123 45 67`) or
/// internationally (`+90 532 123 45 67`, `0090…`).
///
/// ```swift
/// let mask = PhoneMask(country: .tr)
/// mask.formatted("+90 532 123 4567")  // "0 (532) 123 45 67"
/// mask.e164("0532 123 45 67")         // "+905321234567"
/// ```
///
/// These are display formats for the common (mobile) numbering of each country, not a full
/// numbering plan: `isValid` checks the length of the national number only.
public struct PhoneMask: Sendable, Hashable, Codable {
  /// The country whose format is used.
  public let country: PhoneCountry

  /// Creates a mask for `country`.
  public init(country: PhoneCountry) { self.country = country }

  /// The national significant number: the digits without `+`/`00` and calling code, and
  /// without the trunk prefix.
  ///
  /// - Complexity: O(n).
  public func nationalDigits(_ input: String) -> String {
    String(decoding: nationalBytes(input), as: UTF8.self)
  }

  /// The number in the country's national display format, as far as it has been typed.
  public func formatted(_ input: String) -> String {
    country.mask.fill(nationalBytes(input))
  }

  /// Whether the national number has a valid length for the country.
  public func isValid(_ input: String) -> Bool {
    country.nationalLengths.contains(nationalBytes(input).count)
      && !hasForeignCallingCode(input)
  }

  /// The number in E.164 form (`+905321234567`), or nil when it is not valid.
  public func e164(_ input: String) -> String? {
    guard isValid(input) else { return nil }
    return "+" + country.callingCode + nationalDigits(input)
  }

  private func isInternational(_ input: String) -> (Bool, [UInt8]) {
    let limit = country.nationalLengths.upperBound + 6
    let digits = CreditCardInput.digitBytes(of: input, limit: limit)
    let trimmed = input.trimmingWhitespace()
    if trimmed.hasPrefix("+") || trimmed.hasPrefix("＋") { return (true, digits) }
    if digits.starts(with: Array("00".utf8)) { return (true, Array(digits.dropFirst(2))) }
    return (false, digits)
  }

  private func hasForeignCallingCode(_ input: String) -> Bool {
    let (international, digits) = isInternational(input)
    return international && !digits.starts(with: Array(country.callingCode.utf8))
  }

  private func nationalBytes(_ input: String) -> [UInt8] {
    var (international, digits) = isInternational(input)
    let code = Array(country.callingCode.utf8)
    if international {
      if digits.starts(with: code) { digits.removeFirst(code.count) }
    } else if let trunk = country.trunkPrefix, digits.starts(with: Array(trunk.utf8)) {
      // No national significant number of these countries starts with its trunk digit (US
      // area codes start with 2-9), so a leading trunk digit is always the prefix.
      digits.removeFirst(trunk.utf8.count)
    }
    return Array(digits.prefix(country.nationalLengths.upperBound))
  }
}
