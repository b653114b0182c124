import Foundation
import Testing

@testable import TesseraForms

/// The cases the issue names, with libphonenumber 9.0.43's answers (printed by `phonenumbers`,
/// not computed by Tessera).
@Suite("Phone numbers")
struct PhoneNumberTests {
  @Test(
    "numbers are read, typed and written as libphonenumber does",
    arguments: [
      // text, region, calling code, NSN, type, E.164, international, national
      (
        "081234 56789", "IN", 91, "8123456789", PhoneNumberType.mobile, "+918123456789",
        "+91 81234 56789", "081234 56789"
      ),
      (
        "010-1234-5678", "KR", 82, "1012345678", .mobile, "+821012345678", "+82 10-1234-5678",
        "010-1234-5678"
      ),
      (
        "0501234567", "SA", 966, "501234567", .mobile, "+966501234567", "+966 50 123 4567",
        "050 123 4567"
      ),
      (
        "01001234567", "EG", 20, "1001234567", .mobile, "+201001234567", "+20 10 01234567",
        "010 01234567"
      ),
      (
        "010 1234 5678", "CN", 86, "1012345678", .fixedLine, "+861012345678", "+86 10 1234 5678",
        "010 1234 5678"
      ),
      (
        "090-1234-5678", "JP", 81, "9012345678", .mobile, "+819012345678", "+81 90-1234-5678",
        "090-1234-5678"
      ),
      ("030 1234", "DE", 49, "301234", .fixedLine, "+49301234", "+49 30 1234", "030 1234"),
    ] as [(String, String, Int, String, PhoneNumberType, String, String, String)])
  func readsAndWrites(
    text: String, region: String, code: Int, nsn: String, type: PhoneNumberType, e164: String,
    international: String, national: String
  ) throws {
    let number = try PhoneNumber(parsing: text, region: region)
    #expect(number.callingCode == code)
    #expect(number.nationalNumber == nsn)
    #expect(number.isValid())
    #expect(number.type() == type)
    #expect(number.formatted(.e164) == e164)
    #expect(number.formatted(.international) == international)
    #expect(number.formatted(.national) == national)
    #expect(try PhoneNumber(validating: text, region: region) == number)
  }

  @Test(
    "unreadable text is a typed parse error",
    arguments: [
      ("+999 1234", nil, PhoneNumberParseError.invalidCountryCode),
      ("7", "US", .notANumber),
      ("0800 FLOWERS", "GB", .notANumber),
      ("12345", nil, .invalidCountryCode),
      ("+44", nil, .notANumber),
      (String(repeating: "1", count: 251), "US", .tooLong),
    ] as [(String, String?, PhoneNumberParseError)])
  func parseErrors(text: String, region: String?, error: PhoneNumberParseError) {
    #expect(throws: error) { try PhoneNumber(parsing: text, region: region) }
  }

  @Test(
    "a number one digit too long or short is refused with the reason, never shortened",
    arguments: [
      ("+91 8123 45678", "IN", PhoneNumberError.notAssigned),
      ("+91 81234 567890", nil, .notAssigned),
      ("+86 139 1234 56789", nil, .notAssigned),
      ("12", "US", .tooShort),
      ("+44 7400 1234567890", nil, .tooLong),
      ("+999 1234", nil, .unreadable(.invalidCountryCode)),
    ] as [(String, String?, PhoneNumberError)])
  func validationErrors(text: String, region: String?, error: PhoneNumberError) {
    #expect(throws: error) { try PhoneNumber(validating: text, region: region) }
  }

  @Test("the as-you-type formatter groups Korean and Saudi numbers as they are typed")
  func asYouType() {
    var korean = PhoneAsYouTypeFormatter(region: "KR")
    #expect(
      "01012345678".map { korean.input($0) } == [
        "0", "01", "010", "0101", "010-12", "010-123", "010-1234", "010-1234-5", "010-1234-56",
        "010-123-4567", "010-1234-5678",
      ])
    var saudi = PhoneAsYouTypeFormatter(region: "SA")
    #expect(
      "+966501234567".map { saudi.input($0) } == [
        "+", "+9", "+96", "+966 ", "+966 5", "+966 50", "+966 50 1", "+966 50 12",
        "+966 50 123", "+966 50 123 4", "+966 50 123 45", "+966 50 123 456", "+966 50 123 4567",
      ])
  }

  @Test("the caret stays after the digit it was remembered at while spaces are inserted")
  func rememberedPosition() {
    var formatter = PhoneAsYouTypeFormatter(region: "KR")
    for digit in "0101" { formatter.input(digit) }
    formatter.input("2", rememberingPosition: true)
    #expect(formatter.text == "010-12")
    #expect(formatter.rememberedPosition == 6)
    for digit in "345678" { formatter.input(digit) }
    #expect(formatter.text == "010-1234-5678")
    #expect(formatter.rememberedPosition == 6)
  }

  @Test("every pattern of the metadata compiles with TesseraPatterns")
  func everyPatternCompiles() {
    let metadata = PhoneMetadata.shared
    var refused: [String] = []
    for region in metadata.regionCodes {
      refused += metadata.plan(forRegion: region)?.refusedPatterns ?? ["\(region): no plan"]
    }
    for code in metadata.nonGeographicCallingCodes {
      refused += metadata.plan(forCallingCode: code, region: "001")?.refusedPatterns ?? []
    }
    #expect(refused.isEmpty)
    #expect(metadata.regionCodes.count == 245)
    #expect(metadata.nonGeographicCallingCodes.count == 9)
    #expect(metadata.regions(forCallingCode: 7) == ["RU", "KZ"])
  }

  @Test("the metadata resource stays within its 200 KB budget")
  func resourceBudget() throws {
    let bytes = try Data(contentsOf: PhoneMetadata.resourceURL).count
    #expect(bytes > 100_000, "the resource lost regions")
    #expect(bytes <= 200_000)
  }

  @Test(
    "a malformed metadata file is refused with its line",
    arguments: [
      ("R\tGB\t44", 1, "record before the header line"),
      (
        "#tessera-phone-metadata\t1\nR\tGB\tx\t1\t00\t\t0\t0\t\t\t0", 2,
        "calling code is not a number"
      ),
      ("#tessera-phone-metadata\t1\nD\tG\t\\d\t4\t", 2, "description before a region"),
      (
        "#tessera-phone-metadata\t1\nR\tGB\t44\t1\t00\t\t0\t0\t\t\t0\nD\tG\t\\d\t4-x\t", 3,
        "bad length list 4-x"
      ),
      ("#tessera-phone-metadata\t2", 1, "unknown format version"),
    ])
  func malformedMetadata(text: String, line: Int, reason: String) {
    #expect(throws: PhoneMetadataError(line: line, reason: reason)) {
      try PhoneMetadata(text: text)
    }
  }
}
