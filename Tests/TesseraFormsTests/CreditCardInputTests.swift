import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraForms

@Suite("CreditCardInput")
struct CreditCardInputTests {
  @Test(
    "published test numbers pass Luhn and are recognised with their brand",
    arguments: [
      ("4111111111111111", CardBrand.visa), ("4012888888881881", .visa),
      ("4222222222222", .visa), ("5555555555554444", .mastercard),
      ("5105105105105100", .mastercard), ("2221000000000009", .mastercard),
      ("2223003122003222", .mastercard), ("378282246310005", .amex),
      ("371449635398431", .amex), ("6011111111111117", .discover),
      ("6011000990139424", .discover), ("6445644564456445", .discover),
      ("30569309025904", .diners), ("38520000023237", .diners), ("36227206271667", .diners),
      ("3530111333300000", .jcb), ("3566002020360505", .jcb), ("6200000000000005", .unionPay),
    ])
  func publishedNumbers(number: String, brand: CardBrand) {
    #expect(CreditCardInput.isLuhnValid(number))
    #expect(CreditCardInput.brand(of: number) == brand)
    #expect(CreditCardInput.validateNumber(number) == nil)
  }

  @Test(
    "Mastercard's 2-series covers exactly 2221 through 2720",
    arguments: [
      ("2220", nil), ("2221", CardBrand.mastercard), ("2500", .mastercard),
      ("2720", .mastercard), ("2721", nil), ("51", .mastercard), ("55", .mastercard),
      ("56", nil), ("50", nil),
    ])
  func mastercardRange(prefix: String, brand: CardBrand?) {
    #expect(CreditCardInput.brand(of: prefix + "0000") == brand)
  }

  @Test(
    "a partial number is recognised only once the brand is unambiguous",
    arguments: [
      ("4", CardBrand.visa), ("3", nil), ("34", .amex), ("37", .amex), ("35", .jcb),
      ("352", .jcb), ("351", nil), ("30", .diners), ("306", nil), ("6", nil), ("60", .discover),
      ("62", .unionPay), ("2", .mastercard), ("222", .mastercard), ("2220", nil),
      ("5", .mastercard), ("50", nil), ("", nil),
    ])
  func partialBrand(prefix: String, brand: CardBrand?) {
    #expect(CreditCardInput.brand(of: prefix) == brand)
  }

  @Test("a single changed digit always fails the Luhn check (seeded property)")
  func luhnCatchesSingleDigitErrors() {
    var rng = SeededRandomNumberGenerator(seed: 7)
    for _ in 0..<500 {
      let length = Int.random(in: 12...18, using: &rng)
      var digits = (0..<length).map { _ in Int.random(in: 0...9, using: &rng) }
      // Append the check digit that makes the sum a multiple of ten.
      var sum = 0
      for (position, digit) in digits.reversed().enumerated() {
        var value = digit
        if position % 2 == 0 {
          value *= 2
          if value > 9 { value -= 9 }
        }
        sum += value
      }
      digits.append((10 - sum % 10) % 10)
      let number = digits.map(String.init).joined()
      #expect(CreditCardInput.isLuhnValid(number), "\(number)")
      let position = Int.random(in: 0..<digits.count, using: &rng)
      var changed = digits
      changed[position] = (changed[position] + Int.random(in: 1...9, using: &rng)) % 10
      #expect(!CreditCardInput.isLuhnValid(changed.map(String.init).joined()))
    }
  }

  @Test("Luhn ignores separators, reads digits of any script, and refuses too few or too many")
  func luhnEdges() {
    #expect(CreditCardInput.isLuhnValid("4111-1111 1111-1111"))
    #expect(CreditCardInput.isLuhnValid("٤١١١١١١١١١١١١١١١"))  // Arabic-Indic digits
    #expect(CreditCardInput.isLuhnValid("４１１１１１１１１１１１１１１１"))  // full-width digits
    #expect(!CreditCardInput.isLuhnValid("0"))
    #expect(!CreditCardInput.isLuhnValid(""))
    #expect(!CreditCardInput.isLuhnValid("🙂🙂"))
    #expect(!CreditCardInput.isLuhnValid(String(repeating: "0", count: 20)))
    #expect(CreditCardInput.isLuhnValid("00"))
  }

  @Test(
    "numbers are grouped as typed: 4-4-4-4, Amex 4-6-5, Diners 4-6-4",
    arguments: [
      ("4111111111111111", "4111 1111 1111 1111"), ("41111", "4111 1"), ("4", "4"),
      ("378282246310005", "3782 822463 10005"), ("3782822", "3782 822"),
      ("30569309025904", "3056 930902 5904"), ("4111111111111111110", "4111 1111 1111 1111 110"),
      ("4111-1111-1111-1111-9999", "4111 1111 1111 1111 999"),
      ("3782822463100059999", "3782 822463 10005"), ("", ""), ("a🙂b\u{0301}", ""),
    ])
  func grouping(input: String, expected: String) {
    #expect(CreditCardInput.formatted(input) == expected)
  }

  @Test("a complete number is checked for brand, length and Luhn digit")
  func numberErrors() {
    #expect(CreditCardInput.validateNumber("") == .missingNumber)
    #expect(CreditCardInput.validateNumber("9999 9999 9999 9995") == .unknownBrand)
    #expect(
      CreditCardInput.validateNumber("3782 8224 6310 00") == .wrongLength(brand: .amex, digits: 14))
    #expect(CreditCardInput.validateNumber("4111 1111 1111 1112") == .failedLuhnCheck)
    #expect(CardInputError.wrongLength(brand: .amex, digits: 14).description.contains("15"))
  }

  @Test("the security code has 4 digits for Amex, 3 for others, 3 or 4 when the brand is unknown")
  func cvv() {
    #expect(CreditCardInput.validateCVV("1234", forNumber: "3782") == nil)
    #expect(CreditCardInput.validateCVV("123", forNumber: "3782") == .invalidCVV(expectedLength: 4))
    #expect(CreditCardInput.validateCVV("123", forNumber: "4111") == nil)
    #expect(
      CreditCardInput.validateCVV("1234", forNumber: "4111") == .invalidCVV(expectedLength: 3))
    #expect(CreditCardInput.validateCVV("1234", forNumber: "") == nil)
    #expect(CreditCardInput.validateCVV("12a", forNumber: "") == .invalidCVV(expectedLength: nil))
    #expect(CreditCardInput.validateCVV("12", forNumber: "") == .invalidCVV(expectedLength: nil))
  }
}

@Suite("CardExpiry")
struct CardExpiryTests {
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }()

  static func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
    calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date()
  }

  @Test(
    "expiry text is read in the usual forms",
    arguments: [
      ("12/26", 12, 2026), ("1/27", 1, 2027), ("01 / 2030", 1, 2030), ("0128", 1, 2028),
      ("03-29", 3, 2029),
    ])
  func parses(text: String, month: Int, year: Int) throws {
    let expiry = try CardExpiry.parse(text)
    #expect(expiry.month == month)
    #expect(expiry.year == year)
  }

  @Test(
    "malformed expiries throw invalidExpiry",
    arguments: ["", "13/26", "00/26", "1/2/3", "12/2", "ab/cd", "12/26🙂", "123456"])
  func rejects(text: String) {
    #expect(throws: CardInputError.invalidExpiry) { try CardExpiry.parse(text) }
  }

  @Test("a card is valid through its expiry month, checked against the injected date")
  func pastAndPresent() throws {
    let now = Self.date(2026, 11, 29)
    #expect(try CardExpiry.parse("11/26").validated(now: now, calendar: Self.calendar).month == 11)
    #expect(throws: CardInputError.expired) {
      try CardExpiry.parse("10/26").validated(now: now, calendar: Self.calendar)
    }
    #expect(throws: CardInputError.expiryTooFarAhead) {
      try CardExpiry.parse("12/47").validated(now: now, calendar: Self.calendar)
    }
    let input = CreditCardInput(number: "4111111111111111", expiry: "12/26", cvv: "123")
    #expect(input.errors(now: now, calendar: Self.calendar).isEmpty)
    let later = Self.date(2027, 1, 1)
    #expect(input.errors(now: later, calendar: Self.calendar) == [.expiry: .expired])
  }

  @Test("formatted writes MM/YY")
  func formatted() throws {
    #expect(try CardExpiry(month: 3, year: 2031).formatted == "03/31")
  }
}
