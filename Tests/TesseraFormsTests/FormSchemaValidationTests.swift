import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraForms

@Suite("FormSchema validation")
struct FormSchemaValidationTests {
  static let schema: FormSchema = {
    do {
      return try FormSchema.decode(from: Data(FormSchemaDecodingTests.contact.utf8))
    } catch {
      return FormSchema(fields: [])
    }
  }()

  static let now = CardExpiryTests.date(2026, 11, 29)

  static func errors(_ values: [String: FormValue]) -> [String: String] {
    schema.errors(in: values, now: now, calendar: CardExpiryTests.calendar)
  }

  static let valid: [String: FormValue] = [
    "name": .text("Ada"), "email": .text("ada@example.com"), "zip": .text("34000"),
    "contact": .text("email"), "age": .number(36), "birthday": .text("1990-12-10"),
    "topics": .list(["a", "c"]), "password": .text("correct horse"),
    "confirm": .text("correct horse"), "terms": .bool(true), "card": .text("4111 1111 1111 1111"),
    "expiry": .text("12/28"), "cvv": .text("123"), "notes": .text("hi"),
  ]

  @Test("complete valid values have no errors")
  func validValues() {
    #expect(Self.schema.fields.count == 16)
    #expect(Self.errors(Self.valid) == [:])
  }

  @Test("an empty form reports exactly the required fields")
  func emptyForm() {
    let errors = Self.errors([:])
    #expect(Set(errors.keys) == ["name", "email", "terms"])
    #expect(errors["terms"] == "This must be turned on.")
  }

  @Test(
    "each field reports its own rule",
    arguments: [
      ("name", FormValue.text("A"), "Enter at least 2 characters."),
      ("email", .text("ada@"), "Enter a valid email address."),
      ("zip", .text("3400"), "Five digits."),
      ("zip", .text(String(repeating: "1", count: 1_001)), "Enter at most 1000 characters."),
      ("contact", .text("fax"), "Choose one of the options."),
      ("age", .number(17), "Enter a number from 18 to 120."),
      ("age", .text("old"), "Enter a number."),
      ("birthday", .text("2026-02-30"), "Enter a date as YYYY-MM-DD."),
      ("birthday", .text("2027-01-01"), "Enter a date on or before 2026-01-01."),
      ("topics", .list(["a", "b", "c"]), "Choose at most 2 options."),
      ("topics", .list(["z"]), "Choose from the options."),
      ("confirm", .text("correct hors"), "This value does not match."),
      ("terms", .bool(false), "This must be turned on."),
      ("terms", .text("maybe"), "Turn this on or off."),
      ("card", .text("4111 1111 1111 1112"), "Check the card number: a digit is wrong."),
      ("expiry", .text("10/26"), "This card has expired."),
      ("cvv", .text("1234"), "Enter the 3-digit security code."),
      ("notes", .text(String(repeating: "x", count: 501)), "Enter at most 500 characters."),
    ])
  func fieldRules(field: String, value: FormValue, message: String) {
    var values = Self.valid
    values[field] = value
    #expect(Self.errors(values) == [field: message])
  }

  @Test("a conditional field is checked only while visible, and then its own rules apply")
  func visibleWhen() {
    var values = Self.valid
    values["phone"] = .text("123")
    #expect(Self.errors(values) == [:])
    values["contact"] = .text("phone")
    #expect(Self.errors(values) == ["phone": "This number is missing digits."])
    values["phone"] = nil
    #expect(Self.errors(values) == ["phone": "This field is required."])
    values["phone"] = .text("0532 123 45 67")
    #expect(Self.errors(values) == [:])
    #expect(Self.schema.visibleFieldIDs(in: values).contains("phone"))
  }

  @Test("requiredWhen makes a field required only when the condition holds")
  func requiredWhen() {
    let schema = FormSchema(fields: [
      FormField(
        id: "contact", type: .choice, options: [.init(value: "web"), .init(value: "mail")]),
      FormField(
        id: "site", type: .url,
        requiredWhen: FieldCondition(field: "contact", oneOf: [.text("web")])),
    ])
    #expect(schema.errors(in: ["contact": .text("mail")]) == [:])
    #expect(schema.errors(in: ["contact": .text("web")]) == ["site": "This field is required."])
    #expect(
      schema.errors(in: ["contact": .text("web"), "site": .text("ftp://x")]) == [
        "site": "Enter a web address."
      ])
    #expect(
      schema.errors(in: ["contact": .text("web"), "site": .text("https://tessera.dev")]) == [:])
  }

  @Test("a field hidden by a hidden field's value stays hidden: conditions chain")
  func chainedVisibility() throws {
    let json = schemaJSON([
      "{\"id\": \"a\", \"type\": \"toggle\"}",
      "{\"id\": \"b\", \"type\": \"text\", \"visibleWhen\": {\"field\": \"a\", \"equals\": true}}",
      "{\"id\": \"c\", \"type\": \"text\", \"required\": true, \"visibleWhen\": {\"field\": \"b\"}}",
    ])
    let schema = try FormSchema.decode(from: Data(json.utf8))
    #expect(schema.errors(in: ["a": .bool(false), "b": .text("x")]) == [:])
    #expect(
      schema.errors(in: ["a": .bool(true), "b": .text("x")]) == ["c": "This field is required."])
    #expect(schema.visibleFieldIDs(in: ["a": .bool(false), "b": .text("x")]) == ["a"])
    let negated = FieldCondition(field: "a", hasValue: false)
    #expect(negated.isSatisfied(by: nil))
    #expect(!negated.isSatisfied(by: .bool(true)))
    #expect(FieldCondition(field: "n", equals: .number(3)).isSatisfied(by: .number(3)))
    #expect(FieldCondition(field: "n", equals: .text("3")).isSatisfied(by: .number(3)))
    #expect(FieldCondition(field: "l", equals: .text("x")).isSatisfied(by: .list(["y", "x"])))
  }

  @Test("an empty patternMessage still gives the failure a message (found by the fuzzer)")
  func emptyPatternMessage() throws {
    let json = schemaJSON([
      "{\"id\": \"zip\", \"type\": \"text\", \"pattern\": \"[0-9]{5}\", \"patternMessage\": \"\"}"
    ])
    let schema = try FormSchema.decode(from: Data(json.utf8))
    let errors = schema.validate(["zip": .text("12")])
    #expect(errors.map(\.fieldID) == ["zip"])
    #expect(errors.allSatisfy { !$0.message.trimmingCharacters(in: .whitespaces).isEmpty })
  }

  @Test("validate lists failures in field order with their schema paths")
  func orderedErrors() {
    let errors = Self.schema.validate([:], now: Self.now, calendar: CardExpiryTests.calendar)
    #expect(errors.map(\.fieldID) == ["name", "email", "terms"])
    #expect(errors.map(\.path) == ["$.fields[0]", "$.fields[1]", "$.fields[10]"])
    #expect(errors[0].description == "name: This field is required.")
  }

  @Test("values decode from JSON; null means no value")
  func valuesDecode() throws {
    let values = try FormSchema.decodeValues(
      from: Data("{\"a\": \"x\", \"b\": 2.5, \"c\": true, \"d\": [\"p\", \"q\"], \"e\": null}".utf8)
    )
    #expect(
      values == ["a": .text("x"), "b": .number(2.5), "c": .bool(true), "d": .list(["p", "q"])])
    #expect(throws: FormSchemaError.self) { try FormSchema.decodeValues(from: Data("[1]".utf8)) }
  }

  @Test("random values never crash validation and errors name only visible fields (seeded)")
  func randomValues() {
    var rng = SeededRandomNumberGenerator(seed: 99)
    let texts = [
      "", " ", "x", "ada@example.com", "34000", "🙂", "4111111111111111", "12/28", "1e3",
      "2026-02-29", "+905321234567", "phone", "email", "a", String(repeating: "9", count: 2_000),
    ]
    for _ in 0..<300 {
      var values: [String: FormValue] = [:]
      for field in Self.schema.fields where Bool.random(using: &rng) {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: values[field.id] = .text(texts[Int.random(in: 0..<texts.count, using: &rng)])
        case 1: values[field.id] = .number(Double(Int.random(in: -1_000...1_000, using: &rng)))
        case 2: values[field.id] = .bool(Bool.random(using: &rng))
        default: values[field.id] = .list(["a", "b", "z"].filter { _ in Bool.random(using: &rng) })
        }
      }
      let visible = Self.schema.visibleFieldIDs(in: values)
      let errors = Self.schema.validate(values, now: Self.now, calendar: CardExpiryTests.calendar)
      #expect(errors.allSatisfy { visible.contains($0.fieldID) })
      #expect(!errors.contains { $0.message.isEmpty })
    }
  }

  @Test("extreme bounds neither crash decoding nor validation")
  func extremeBounds() throws {
    let json = schemaJSON([
      "{\"id\": \"t\", \"type\": \"text\", \"minLength\": 0, \"maxLength\": 9223372036854775807}",
      "{\"id\": \"n\", \"type\": \"number\", \"min\": -1e308, \"max\": 1e308}",
    ])
    let schema = try FormSchema.decode(from: Data(json.utf8))
    #expect(schema.errors(in: ["t": .text("abc"), "n": .text("1e307")]) == [:])
    #expect(schema.errors(in: ["n": .text("1e309")]) == ["n": "Enter a number."])
    // A hand-built field with crossed or NaN bounds rejects values instead of trapping, and
    // validated() reports it.
    let crossed = FormSchema(fields: [FormField(id: "n", type: .number, min: 5, max: 1)])
    #expect(crossed.errors(in: ["n": .number(3)])["n"] != nil)
    let nan = FormSchema(fields: [FormField(id: "n", type: .number, min: .nan)])
    #expect(nan.errors(in: ["n": .number(3)])["n"] != nil)
    #expect(throws: FormSchemaError.self) { try nan.validated() }
  }
}
