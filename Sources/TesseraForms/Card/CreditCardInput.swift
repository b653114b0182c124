import Foundation
import TesseraLocalization

/// Card number, expiry and security code checks for a checkout form.
///
/// This is **input validation only**: it catches typos (a wrong digit fails the Luhn check,
/// a brand's number has the wrong length, an expiry lies in the past) before anything is sent.
/// It says nothing about whether a card exists, has funds or belongs to the person typing; that
/// is the payment processor's job, and card data must still be handled under PCI DSS.
///
/// ```swift
/// CreditCardInput.isLuhnValid("4111 1111 1111 1111")  // true
/// CreditCardInput.brand(of: "3782")                    // .amex
/// CreditCardInput.formatted("378282246310005")         // "3782 822463 10005"
/// ```
///
/// Every function accepts any text: digits in any script (Arabic-Indic, full-width) count as
/// digits, and everything else (spaces, dashes, emoji, combining marks) is skipped.
public struct CreditCardInput: Sendable, Hashable, Codable {
  /// The card number as typed.
  public var number: String
  /// The expiry as typed, `MM/YY`.
  public var expiry: String
  /// The security code as typed.
  public var cvv: String

  /// Creates an input from what was typed into the three fields.
  public init(number: String = "", expiry: String = "", cvv: String = "") {
    self.number = number
    self.expiry = expiry
    self.cvv = cvv
  }

  /// The text of one of the three fields, as typed.
  public subscript(field: CardField) -> String {
    get {
      switch field {
      case .number: number
      case .expiry: expiry
      case .cvv: cvv
      }
    }
    set {
      switch field {
      case .number: number = newValue
      case .expiry: expiry = newValue
      case .cvv: cvv = newValue
      }
    }
  }

  /// The longest card number any brand issues.
  public static let maximumDigits = 19

  /// The decimal digits of `text` as ASCII, in order, whatever script they were typed in.
  ///
  /// - Complexity: O(n).
  public static func digits(of text: String) -> String {
    String(decoding: digitBytes(of: text, limit: Int.max), as: UTF8.self)
  }

  /// The brand a number (or the start of one) belongs to: the brand of the longest IIN range
  /// the digits cover (so `4011 78` is Elo although `4` is Visa, and `6521` RuPay inside
  /// Discover's `65`); before any range is covered, the one brand the digits could still
  /// belong to. Nil when no brand matches or the digits could still be more than one.
  public static func brand(of number: String) -> CardBrand? {
    let digits = digitBytes(of: number, limit: maximumDigits)
    guard !digits.isEmpty else { return nil }
    if let brand = CardBrand.longestPrefixMatch(forDigits: digits) { return brand }
    let candidates = CardBrand.candidates(forDigits: digits)
    return candidates.count == 1 ? candidates[0] : nil
  }

  /// Whether the digits of `number` pass the Luhn (mod 10) check. Fewer than two digits never
  /// pass, and neither does text with more than 19 digits.
  ///
  /// - Complexity: O(n).
  public static func isLuhnValid(_ number: String) -> Bool {
    let digits = digitBytes(of: number, limit: maximumDigits + 1)
    guard digits.count >= 2, digits.count <= maximumDigits else { return false }
    var sum = 0
    for (position, byte) in digits.reversed().enumerated() {
      var digit = Int(byte - UInt8(ascii: "0"))
      if position % 2 == 1 {
        digit *= 2
        if digit > 9 { digit -= 9 }
      }
      sum += digit
    }
    return sum % 10 == 0
  }

  /// The number grouped as the person types: `4111 1111 1111 1111`, Amex `3782 822463 10005`.
  /// Non-digits are dropped and digits beyond the brand's longest number are cut off.
  public static func formatted(_ number: String, separator: String = " ") -> String {
    let brand = brand(of: number)
    let limit = brand?.validLengths.last ?? maximumDigits
    let digits = digitBytes(of: number, limit: limit)
    let groups = (brand ?? .visa).groups(forLength: digits.count)
    var result = ""
    var index = 0
    for size in groups where index < digits.count {
      if index > 0 { result += separator }
      let end = min(index + size, digits.count)
      result += String(decoding: digits[index..<end], as: UTF8.self)
      index = end
    }
    return result
  }

  /// Checks a complete card number: a known brand, one of its lengths, and the Luhn digit.
  public static func validateNumber(_ number: String) -> CardInputError? {
    let digits = digitBytes(of: number, limit: maximumDigits + 1)
    if digits.isEmpty { return .missingNumber }
    guard let brand = brand(of: number) else { return .unknownBrand }
    guard brand.validLengths.contains(digits.count) else {
      return .wrongLength(brand: brand, digits: digits.count)
    }
    return isLuhnValid(number) ? nil : .failedLuhnCheck
  }

  /// Checks a `CVV` for the brand of `number` (4 digits for Amex, 3 for others, either when the
  /// brand is unknown).
  public static func validateCVV(_ cvv: String, forNumber number: String) -> CardInputError? {
    let digitCount = digitBytes(of: cvv, limit: 5).count
    let typed = cvv.unicodeScalars.filter { !$0.properties.isWhitespace }.count
    guard digitCount == typed else { return .invalidCVV(expectedLength: nil) }
    if let brand = brand(of: number) {
      return digitCount == brand.cvvLength ? nil : .invalidCVV(expectedLength: brand.cvvLength)
    }
    return digitCount == 3 || digitCount == 4 ? nil : .invalidCVV(expectedLength: nil)
  }

  /// Every problem with the three fields, keyed by field, checking the expiry against `now`
  /// in `calendar` (inject both so tests and time zones agree).
  public func errors(now: Date, calendar: Calendar) -> [CardField: CardInputError] {
    var result: [CardField: CardInputError] = [:]
    result[.number] = Self.validateNumber(number)
    do {
      _ = try CardExpiry.parse(expiry).validated(now: now, calendar: calendar)
    } catch {
      result[.expiry] = error
    }
    result[.cvv] = Self.validateCVV(cvv, forNumber: number)
    return result
  }

  /// The ASCII digits of `text`, stopping after `limit` digits.
  static func digitBytes(of text: String, limit: Int) -> [UInt8] {
    var result: [UInt8] = []
    for scalar in text.unicodeScalars {
      guard result.count < limit else { break }
      guard scalar.properties.numericType == .decimal,
        let value = scalar.properties.numericValue, value >= 0, value <= 9
      else { continue }
      result.append(UInt8(ascii: "0") + UInt8(value))
    }
    return result
  }
}

/// One of the three fields of a card form.
public enum CardField: String, Sendable, Hashable, Codable, CaseIterable {
  /// The card number.
  case number
  /// The expiry date.
  case expiry
  /// The security code.
  case cvv
}

/// Why a card field was rejected.
public enum CardInputError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// No digits were typed.
  case missingNumber
  /// The digits match no supported brand.
  case unknownBrand
  /// The brand does not issue numbers of this length.
  case wrongLength(brand: CardBrand, digits: Int)
  /// A digit is wrong: the Luhn check failed.
  case failedLuhnCheck
  /// The expiry is not `MM/YY` or `MM/YYYY` with a month from 01 to 12.
  case invalidExpiry
  /// The card expired before the current month.
  case expired
  /// The expiry lies more than `CardExpiry.maximumYearsAhead` years ahead.
  case expiryTooFarAhead
  /// The security code has the wrong length or holds non-digits.
  case invalidCVV(expectedLength: Int?)

  /// A message a person can act on, before it is put into a language.
  public var phrase: LocalizedPhrase {
    switch self {
    case .missingNumber: return LocalizedPhrase(.cardMissingNumber)
    case .unknownBrand: return LocalizedPhrase(.cardUnknownBrand)
    case .wrongLength(let brand, let digits):
      return .cardWrongLength(
        brand: brand.displayName, lengths: brand.validLengths, digits: digits)
    case .failedLuhnCheck: return LocalizedPhrase(.cardLuhn)
    case .invalidExpiry: return LocalizedPhrase(.cardInvalidExpiry)
    case .expired: return LocalizedPhrase(.cardExpired)
    case .expiryTooFarAhead: return LocalizedPhrase(.cardExpiryTooFar)
    case .invalidCVV(let length?): return .cvvLength(length)
    case .invalidCVV(nil): return LocalizedPhrase(.cardCVV)
    }
  }

  /// A message a person can act on, in English.
  public var description: String { phrase.english }
}
