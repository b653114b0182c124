import TesseraTestSupport
import Testing

@testable import TesseraForms

/// The deprecated `PhoneMask` answers through the phone model (libphonenumber 9.0.43's national
/// formats, printed by `phonenumbers`).
@Suite("PhoneMask over the phone model")
struct PhoneMaskTests {
  @Test(
    "phone numbers are formatted in each country's national format",
    arguments: [
      (PhoneCountry.us, "+1 415 555 0123", "(415) 555-0123"),
      (.us, "1-415-555-0123", "(415) 555-0123"),
      (.tr, "+90 532 123 4567", "0532 123 45 67"), (.tr, "05321234567", "0532 123 45 67"),
      (.tr, "0090 532 123 45 67", "0532 123 45 67"),
      (.gb, "07911 123456", "07911 123456"), (.gb, "+44 7911 123456", "07911 123456"),
      (.de, "+49 151 23456789", "01512 3456789"), (.fr, "06 12 34 56 78", "06 12 34 56 78"),
      (.jp, "090-1234-5678", "090-1234-5678"), (.in, "+91 98765 43210", "098765 43210"),
    ])
  func phoneFormats(country: PhoneCountry, input: String, expected: String) {
    let mask = PhoneMask(country: country)
    #expect(mask.formatted(input) == expected)
    #expect(mask.isValid(input))
    #expect(mask.e164(input) == "+" + country.callingCode + mask.nationalDigits(input))
  }

  @Test("India's trunk 0 is not part of the number, and extra digits are never cut off")
  func india() {
    let mask = PhoneMask(country: .in)
    #expect(mask.e164("081234 56789") == "+918123456789")
    #expect(mask.nationalDigits("081234 567890") == "81234567890")
    #expect(!mask.isValid("081234 567890"))
    #expect(mask.e164("081234 567890") == nil)
  }

  @Test("short numbers and numbers of another country are invalid")
  func phoneInvalid() {
    let tr = PhoneMask(country: .tr)
    #expect(!tr.isValid("0532 123"))
    #expect(tr.formatted("0532 123") == "0532 123")
    #expect(!tr.isValid("+44 7911 123456"))
    #expect(tr.e164("0532 123") == nil)
    #expect(tr.e164("0532 123 45 67") == "+905321234567")
  }

  @Test("hostile input never crashes and national digits stay ASCII (seeded)")
  func hostileInput() {
    var rng = SeededRandomNumberGenerator(seed: 2026)
    let pool: [String] = [
      "🙂", "👩‍👩‍👧", "\u{0301}", "\u{200F}", "\u{202E}", "ا", "٣", "５", "\u{FEFF}", "\0", "\n",
      "#", "+", "0", "9", "(", " ", "\u{1F1F9}\u{1F1F7}", "\u{D7FF}", "𝟗",
    ]
    for _ in 0..<200 {
      let length = Int.random(in: 0...40, using: &rng)
      let input = (0..<length).map { _ in pool[Int.random(in: 0..<pool.count, using: &rng)] }
        .joined()
      for country in PhoneCountry.allCases {
        let phone = PhoneMask(country: country)
        _ = phone.formatted(input)
        #expect(phone.nationalDigits(input).allSatisfy { $0.isASCII && $0.isNumber })
      }
    }
  }
}
