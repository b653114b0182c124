import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraForms

@Suite("CreditCardInput")
struct CreditCardInputTests {
  @Test("each field's text is read and written by its field")
  func fieldSubscript() {
    var card = CreditCardInput(number: "4242", expiry: "12/30", cvv: "123")
    #expect(CardField.allCases.map { card[$0] } == ["4242", "12/30", "123"])
    card[.expiry] = "01/31"
    card[.cvv] = ""
    card[.number] = "5555"
    #expect(card == CreditCardInput(number: "5555", expiry: "01/31", cvv: ""))
  }

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
      ("352", .jcb), ("351", nil), ("30", .diners), ("306", nil), ("6", nil), ("60", .ruPay),
      ("601", .ruPay), ("6011", .discover), ("62", .unionPay), ("2", nil), ("22", nil),
      ("220", .mir), ("222", .mastercard), ("2220", nil), ("5", nil), ("51", .mastercard),
      ("50", nil), ("979", .troy), ("", nil),
    ])
  func partialBrand(prefix: String, brand: CardBrand?) {
    #expect(CreditCardInput.brand(of: prefix) == brand)
  }

  @Test(
    "the schemes of Russia, Turkey, Brazil and India and Maestro are recognised and accepted",
    arguments: [
      // Luhn-valid numbers made for this test (check digits computed outside Swift).
      ("2200123456789019", CardBrand.mir), ("2204123456789012343", .mir),
      ("9792123456789018", .troy), ("4011781234567893", .elo), ("5066991234567899", .elo),
      ("6500311234567892", .elo), ("6363681234567894", .elo), ("5066991111111118", .elo),
      ("6062821234567890", .hipercard), ("6062828888666688", .hipercard),
      ("3841123456789012", .hipercard), ("6521123456789012", .ruPay),
      ("6070123456789017", .ruPay), ("8212345678901238", .ruPay), ("5081234567890120", .ruPay),
      ("675912345674", .maestro), ("5018123456789012344", .maestro),
      ("6767701234567892", .maestro),
    ])
  func regionalSchemes(number: String, brand: CardBrand) {
    #expect(CreditCardInput.isLuhnValid(number))
    #expect(CreditCardInput.brand(of: number) == brand)
    #expect(CreditCardInput.validateNumber(number) == nil)
    #expect(CreditCardInput.validateCVV("123", forNumber: number) == nil)
    #expect(
      CreditCardInput.validateCVV("1234", forNumber: number) == .invalidCVV(expectedLength: 3))
  }

  @Test(
    "where ranges overlap, the longest prefix wins",
    arguments: [
      ("401178", CardBrand.elo), ("401177", .visa), ("401180", .visa), ("650031", .elo),
      ("650034", .discover), ("6521", .ruPay), ("6523", .discover), ("627780", .elo),
      ("627781", .unionPay), ("3841", .hipercard), ("3840", .diners), ("509123", .elo),
      ("508123", .ruPay), ("606282", .hipercard), ("606283", .ruPay), ("676770", .maestro),
      ("6767", .maestro), ("6760", nil),
    ])
  func longestPrefixWins(prefix: String, brand: CardBrand?) {
    #expect(CreditCardInput.brand(of: prefix) == brand)
  }

  @Test("no two brands claim the same prefix at the same length")
  func rangesDoNotTie() {
    for brand in CardBrand.allCases {
      for other in CardBrand.allCases where other != brand {
        for range in brand.prefixRanges {
          for rival in other.prefixRanges where rival.low.count == range.low.count {
            let overlaps = !(range.high < rival.low || rival.high < range.low)
            #expect(!overlaps, "\(brand) \(range) and \(other) \(rival)")
          }
        }
      }
    }
  }

  @Test("Mir and Maestro numbers are grouped four by four and cut at their longest length")
  func regionalFormatting() {
    #expect(CreditCardInput.formatted("2200123456789019") == "2200 1234 5678 9019")
    #expect(CreditCardInput.formatted("22041234567890123439") == "2204 1234 5678 9012 343")
    #expect(CreditCardInput.formatted("9792 1234 5678 9018 7") == "9792 1234 5678 9018")
    #expect(
      CreditCardInput.validateNumber("9792 1234 5678 9012 3")
        == .wrongLength(brand: .troy, digits: 17))
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

@Suite("Card number caret")
struct CardNumberCaretTests {
  @Test(
    "after regrouping the caret stays beside the digits it was beside",
    arguments: [
      // Typing at the end: the caret follows the last digit, past a new separator.
      ("4111 111", "4111 1111", 9, "4111 1111", 9),
      ("4111", "41111", 5, "4111 1", 6),
      // Typing in the middle: the caret stays after the typed digit, not at the end.
      ("4242 4242 4242", "42942 4242 4242", 3, "4294 2424 2424 2", 3),
      ("4242 4242 4242", "4242 49242 4242", 7, "4242 4924 2424 2", 7),
      // Typing at the start.
      ("4242 4242", "44242 4242", 1, "4424 2424 2", 1),
      // Deleting a digit in the middle: the caret stays where the digit was.
      ("4242 4242 4242", "4242 442 4242", 6, "4242 4424 242", 6),
      // A backspace just after a separator deletes the digit before it.
      ("4242 4242", "42424242", 4, "4244 242", 3),
      // Pasting a number with dashes, and digits of another script.
      ("", "4111-1111-1111-1111", 19, "4111 1111 1111 1111", 19),
      ("", "٤٢٤٢٤", 5, "4242 4", 6),
      // Amex groups 4-6-5.
      ("3782 822463 1000", "3782 822463 10005", 17, "3782 822463 10005", 17),
      // Digits past the brand's longest number are cut, and the caret with them.
      ("3782 822463 10005", "3782 822463 100059", 18, "3782 822463 10005", 17),
      // A caret outside the text is clamped; none before it is the start.
      ("4242", "42424", 99, "4242 4", 6),
      ("4242", "42424", -3, "4242 4", 0),
    ])
  func caret(previous: String, edited: String, caret: Int, text: String, expected: Int) {
    let result = CreditCardInput.regrouped(previous: previous, edited: edited, caret: caret)
    #expect(result.text == text)
    #expect(result.caret == expected)
  }
}
