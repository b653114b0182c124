import TesseraTestSupport
import Testing

@testable import TesseraForms

@Suite("Input masks")
struct InputMaskTests {
  @Test(
    "a digit mask fills slots as the person types and drops extra digits",
    arguments: [
      ("", ""), ("4", "(4"), ("415", "(415"), ("4155", "(415) 5"),
      ("4155550123", "(415) 555-0123"), ("41555501239999", "(415) 555-0123"),
      ("(415) 555-0123", "(415) 555-0123"), ("4a1b5", "(415"),
    ])
  func digitMask(input: String, expected: String) {
    let mask = InputMask("(###) ###-####")
    #expect(mask.apply(input) == expected)
  }

  @Test(
    "dates are masked and checked against the calendar",
    arguments: [
      (DateOrder.dayMonthYear, "3112", "31/12", nil as FormDate?),
      (.dayMonthYear, "29022028", "29/02/2028", FormDate(year: 2028, month: 2, day: 29)),
      (.dayMonthYear, "29/02/2027", "29/02/2027", nil),
      (.monthDayYear, "12312026", "12/31/2026", FormDate(year: 2026, month: 12, day: 31)),
      (.yearMonthDay, "20260431", "2026-04-31", nil),
      (.yearMonthDay, "2000-02-29", "2000-02-29", FormDate(year: 2000, month: 2, day: 29)),
      (.yearMonthDay, "1900-02-29", "1900-02-29", nil),
    ])
  func dates(order: DateOrder, input: String, formatted: String, date: FormDate?) {
    let mask = DateMask(order: order)
    #expect(mask.formatted(input) == formatted)
    #expect(mask.date(from: input) == date)
  }

  @Test("masks never crash and emit only template characters for hostile input (seeded)")
  func hostileInput() {
    var rng = SeededRandomNumberGenerator(seed: 2026)
    let pool: [String] = [
      "🙂", "👩‍👩‍👧", "\u{0301}", "\u{200F}", "\u{202E}", "ا", "٣", "５", "\u{FEFF}", "\0", "\n",
      "#", "+", "0", "9", "(", " ", "\u{1F1F9}\u{1F1F7}", "\u{D7FF}", "𝟗",
    ]
    let masks =
      PhoneCountry.allCases.map { $0.mask } + DateOrder.allCases.map { DateMask(order: $0).mask }
    for _ in 0..<400 {
      let length = Int.random(in: 0...40, using: &rng)
      let input = (0..<length).map { _ in pool[Int.random(in: 0..<pool.count, using: &rng)] }
        .joined()
      for mask in masks {
        let output = mask.apply(input)
        let allowed = Set(mask.template.unicodeScalars).union("0123456789".unicodeScalars)
        #expect(output.unicodeScalars.allSatisfy { allowed.contains($0) }, "\(input)")
        #expect(output.count <= mask.template.count)
      }
      _ = CreditCardInput.formatted(input)
      _ = try? CardExpiry.parse(input)
    }
  }

  @Test("FormDate reads and writes ISO 8601 and refuses impossible days")
  func formDate() throws {
    #expect(FormDate(iso: "2026-11-29")?.description == "2026-11-29")
    #expect(FormDate(iso: "2026-11-31") == nil)
    #expect(FormDate(iso: "2026-1-29") == nil)
    #expect(FormDate(iso: "２０２６-11-29") == nil)
    #expect(FormDate(year: 0, month: 1, day: 1) == nil)
    #expect(FormDate(year: 5, month: 1, day: 1)?.description == "0005-01-01")
  }

  @Test("every field type asks for a keyboard; digits get a number pad")
  func keyboards() {
    #expect(FieldType.card.keyboardKind == .numberPad)
    #expect(FieldType.email.keyboardKind == .emailAddress)
    #expect(FieldType.phone.keyboardKind == .phonePad)
    #expect(KeyboardKind.url.uiKeyboardTypeName == "URL")
  }

  @Test("the number, decimal and phone pads are the keyboards without a Return key")
  func returnKeys() {
    let withoutReturn = KeyboardKind.allCases.filter { !$0.hasReturnKey }
    #expect(withoutReturn == [.numberPad, .decimalPad, .phonePad])
    // So a form's number, card and phone fields need a key above the keyboard.
    let fields = FieldType.allCases.filter { !$0.keyboardKind.hasReturnKey }
    #expect(fields == [.number, .card, .cardExpiry, .cvv, .phone], "\(fields)")
  }
}
