import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Phone number format")
struct PhoneNumberFormatTests {
  @Test(
    "numbers are grouped as their country writes them, with the trunk prefix dropped",
    arguments: [
      ("+44 07400 123456", "1", "+44 7400 123456", "+447400123456"),
      ("0044 7400 123456", "1", "+44 7400 123456", "+447400123456"),
      ("(415) 555-0100", "1", "+1 415 555 0100", "+14155550100"),
      ("1 415 555 0100", "1", "+1 415 555 0100", "+14155550100"),
      ("0532 123 45 67", "+90", "+90 532 123 45 67", "+905321234567"),
      ("+33 6 12 34 56 78", "1", "+33 6 12 34 56 78", "+33612345678"),
      ("+7 800 555 35 35", "1", "+7 800 555 35 35", "+78005553535"),
      ("8 800 555 35 35", "7", "+7 800 555 35 35", "+78005553535"),
      ("+39 06 6988 1234", "1", "+39 066 988 1234", "+390669881234"),
      ("٠٥٣٢١٢٣٤٥٦٧", "90", "+90 532 123 45 67", "+905321234567"),
    ])
  func formatting(text: String, code: String, formatted: String, e164: String) {
    let number = PhoneNumberFormat.parse(text, defaultCode: code)
    #expect(number.formatted == formatted)
    #expect(number.e164 == e164)
    #expect(number.validity == .plausible)
  }

  @Test("a number is grouped as it is typed, group by group")
  func asTyped() {
    let steps = ["4", "415", "4155", "415555", "4155550", "4155550100"].map {
      PhoneNumberFormat.parse($0, defaultCode: "1").formattedNational
    }
    #expect(steps == ["4", "415", "415 5", "415 555", "415 555 0", "415 555 0100"])
    #expect(
      PhoneNumberFormat.parse("41555501009", defaultCode: "1").formattedNational == "415 555 01009")
  }

  @Test("lengths are checked per calling code, and E.164's 15 digits overall")
  func validity() {
    #expect(PhoneNumberFormat.parse("415 555 01", defaultCode: "1").validity == .tooShort)
    #expect(PhoneNumberFormat.parse("415 555 010 00", defaultCode: "1").validity == .tooLong)
    #expect(PhoneNumberFormat.parse("+49 30 1234567", defaultCode: "1").validity == .plausible)
    #expect(PhoneNumberFormat.parse("+49 30 12345678901234", defaultCode: "1").validity == .tooLong)
    #expect(PhoneNumberFormat.parse("+999 1234", defaultCode: "1").validity == .unknownCallingCode)
    #expect(PhoneNumberFormat.parse("+999 1234", defaultCode: "1").e164 == nil)
    #expect(PhoneNumberFormat.parse("5551234", defaultCode: "999").callingCode == nil)
  }

  @Test("a half-typed national number keeps its trunk prefix until it is long enough")
  func trunkWhileTyping() {
    #expect(PhoneNumberFormat.parse("0740", defaultCode: "44").national == "0740")
    #expect(PhoneNumberFormat.parse("07400123456", defaultCode: "44").national == "7400123456")
  }

  @Test("letters and symbols are dropped, a + only counts first")
  func noise() {
    let number = PhoneNumberFormat.parse("tel: +1-415-555-0100 ext+", defaultCode: "44")
    #expect(number.e164 == "+14155550100")
    #expect(PhoneNumberFormat.parse("", defaultCode: "1").formatted == "+1")
    #expect(PhoneNumberFormat.parse("+", defaultCode: "1").formatted == "")
  }

  @Test("the table's codes are unique and prefix-free, and regions find their code")
  func table() {
    let codes = PhoneNumberFormat.table.map(\.code)
    #expect(Set(codes).count == codes.count)
    for a in codes {
      for b in codes where a != b { #expect(!b.hasPrefix(a), "\(a) is a prefix of \(b)") }
    }
    #expect(PhoneNumberFormat.callingCode(forRegion: "ca")?.code == "1")
    #expect(PhoneNumberFormat.callingCode("+90")?.regions == ["TR"])
    for format in PhoneNumberFormat.table {
      #expect(format.nationalLengths.contains(format.groups.reduce(0, +)), "\(format.code)")
    }
  }
}

@Suite("Phone input appearance")
struct PhoneInputAppearanceTests {
  @Test("drawn as a text field, with the calling code as a 44-point accent button")
  func field() {
    let theme = PresetThemes.default.resolved(for: .light)
    let look = theme.appearance(.phoneInput)
    let field = theme.appearance(.textField)
    #expect(look.border == field.border && look.foreground == field.foreground)
    #expect(look.action?.role == .textLink)
    let target = look.tapTarget(.countryButton)
    #expect(target.width >= 44 && target.height >= 44)
  }
}
