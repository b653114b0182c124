import Foundation
import Testing

@testable import TesseraForms

/// Decodes `json` and returns the error, or nil when it decodes.
func schemaError(_ json: String, limits: FormSchemaLimits = .default) -> FormSchemaError? {
  do {
    _ = try FormSchema.decode(from: Data(json.utf8), limits: limits)
    return nil
  } catch {
    return error
  }
}

/// A schema document with the given field objects.
func schemaJSON(_ fields: [String]) -> String {
  "{\"fields\": [" + fields.joined(separator: ",") + "]}"
}

@Suite("FormSchema decoding")
struct FormSchemaDecodingTests {
  static let contact = """
    {"title": "Contact", "fields": [
      {"id": "name", "type": "text", "label": "Name", "required": true, "minLength": 2},
      {"id": "email", "type": "email", "required": true},
      {"id": "zip", "type": "text", "pattern": "[0-9]{5}", "patternMessage": "Five digits."},
      {"id": "contact", "type": "choice", "options": ["email", {"value": "phone", "label": "Phone"}]},
      {"id": "phone", "type": "phone", "country": "TR", "required": true,
       "visibleWhen": {"field": "contact", "equals": "phone"}},
      {"id": "age", "type": "number", "min": 18, "max": 120},
      {"id": "birthday", "type": "date", "minDate": "1900-01-01", "maxDate": "2026-01-01"},
      {"id": "topics", "type": "multiChoice", "options": ["a", "b", "c"], "maxSelections": 2},
      {"id": "password", "type": "password", "minLength": 8},
      {"id": "confirm", "type": "password", "equalTo": "password"},
      {"id": "terms", "type": "toggle", "required": true},
      {"id": "card", "type": "card"}, {"id": "expiry", "type": "cardExpiry"},
      {"id": "cvv", "type": "cvv", "cardField": "card"},
      {"id": "site", "type": "url", "requiredWhen": {"field": "contact", "oneOf": ["web"]}},
      {"id": "notes", "type": "textArea", "maxLength": 500}
    ]}
    """

  @Test("a well-formed schema decodes with every key")
  func decodes() throws {
    let schema = try FormSchema.decode(from: Data(Self.contact.utf8))
    #expect(schema.title == "Contact")
    #expect(schema.fields.count == 16)
    #expect(schema.field("contact")?.options?[1] == ChoiceOption(value: "phone", label: "Phone"))
    #expect(
      schema.field("phone")?.visibleWhen == FieldCondition(field: "contact", equals: .text("phone"))
    )
    #expect(schema.field("birthday")?.minDate == FormDate(year: 1900, month: 1, day: 1))
    #expect(schema.field("phone")?.region == "TR")
  }

  @Test("a schema survives an encode-decode round trip")
  func roundTrip() throws {
    let schema = try FormSchema.decode(from: Data(Self.contact.utf8))
    let data = try JSONEncoder().encode(schema)
    #expect(try FormSchema.decode(from: data) == schema)
  }

  @Test(
    "invalid schemas are typed errors that name the path and the field",
    arguments: [
      (
        schemaJSON(["{\"id\": \"a\", \"type\": \"txt\"}"]),
        FormSchemaError.unknownType(path: "$.fields[0].type", field: "a", type: "txt")
      ),
      (
        schemaJSON(["{\"id\": \"a\", \"type\": \"text\"}", "{\"id\": \"a\", \"type\": \"email\"}"]),
        .duplicateID(path: "$.fields[1].id", id: "a", firstPath: "$.fields[0].id")
      ),
      (
        schemaJSON(["{\"id\": \"a\", \"type\": \"text\", \"minLength\": 5, \"maxLength\": 2}"]),
        .impossibleBounds(
          path: "$.fields[0].minLength", field: "a", detail: "minLength 5 > maxLength 2")
      ),
      (
        schemaJSON(["{\"id\": \"n\", \"type\": \"number\", \"min\": 10, \"max\": 1.5}"]),
        .impossibleBounds(path: "$.fields[0].min", field: "n", detail: "min 10 > max 1.5")
      ),
      (
        schemaJSON([
          "{\"id\": \"d\", \"type\": \"date\", \"minDate\": \"2020-01-02\", \"maxDate\": \"2020-01-01\"}"
        ]),
        .impossibleBounds(
          path: "$.fields[0].minDate", field: "d", detail: "minDate 2020-01-02 > maxDate 2020-01-01"
        )
      ),
      (
        schemaJSON([
          "{\"id\": \"m\", \"type\": \"multiChoice\", \"options\": [\"x\"], \"minSelections\": 2}"
        ]),
        .impossibleBounds(
          path: "$.fields[0].minSelections", field: "m", detail: "minSelections 2 > 1 options")
      ),
      (
        schemaJSON(["{\"id\": \"a\", \"type\": \"text\", \"minLength\": -1}"]),
        .impossibleBounds(path: "$.fields[0].minLength", field: "a", detail: "minLength -1 < 0")
      ),
      (
        schemaJSON(["{\"id\": \"c\", \"type\": \"choice\"}"]),
        .inapplicable(
          path: "$.fields[0].options", field: "c", detail: "a choice field needs options")
      ),
      (
        schemaJSON(["{\"id\": \"n\", \"type\": \"number\", \"pattern\": \"x\"}"]),
        .inapplicable(
          path: "$.fields[0].pattern", field: "n",
          detail: "'pattern' does not apply to a number field")
      ),
      (
        schemaJSON(["{\"id\": \"a\", \"type\": \"text\", \"equalTo\": \"b\"}"]),
        .unknownReference(path: "$.fields[0].equalTo", field: "a", reference: "b")
      ),
      (
        schemaJSON(["{\"id\": \"a\", \"type\": \"text\", \"visibleWhen\": {\"field\": \"zz\"}}"]),
        .unknownReference(path: "$.fields[0].visibleWhen.field", field: "a", reference: "zz")
      ),
      (
        schemaJSON([
          "{\"id\": \"a\", \"type\": \"text\", \"visibleWhen\": {\"field\": \"b\"}}",
          "{\"id\": \"b\", \"type\": \"text\", \"visibleWhen\": {\"field\": \"c\"}}",
          "{\"id\": \"c\", \"type\": \"text\", \"visibleWhen\": {\"field\": \"a\"}}",
        ]),
        .conditionCycle(path: "$.fields[0].visibleWhen", fields: ["a", "b", "c", "a"])
      ),
      (
        schemaJSON(["{\"id\": \"a\", \"type\": \"text\", \"visibleWhen\": {\"field\": \"a\"}}"]),
        .invalidValue(path: "$.fields[0].visibleWhen.field", detail: "field 'a' refers to itself")
      ),
      (
        schemaJSON(["{\"id\": \"a\", \"type\": \"text\", \"required\": \"yes\"}"]),
        .invalidValue(path: "$.fields[0].required", detail: "expected true or false")
      ),
      (
        schemaJSON(["{\"type\": \"text\"}"]),
        .invalidValue(path: "$.fields[0].id", detail: "required key is missing")
      ),
      (
        schemaJSON(["{\"id\": \"\", \"type\": \"text\"}"]),
        .invalidValue(path: "$.fields[0].id", detail: "field id is empty")
      ),
      (
        schemaJSON(["{\"id\": \"c\", \"type\": \"choice\", \"options\": [\"x\", \"x\"]}"]),
        .invalidValue(
          path: "$.fields[0].options[1]", detail: "duplicate option value 'x' in field 'c'")
      ),
    ])
  func invalid(json: String, expected: FormSchemaError) {
    #expect(schemaError(json) == expected)
  }

  @Test("malformed JSON and wrong top-level shapes are errors, not crashes")
  func malformed() {
    for json in [
      "", "{", "[]", "null", "{\"fields\": {}}", "{\"fields\": [1]}", "\u{FEFF}x",
      "{\"fields\": [}",
    ] {
      let error = schemaError(json)
      #expect(error != nil, "\(json)")
      if case .malformedJSON = error { continue }
      if case .invalidValue = error { continue }
      Issue.record("unexpected \(String(describing: error)) for \(json)")
    }
    let notUTF8 = Data([0x7B, 0xFF, 0xFE, 0x7D])
    #expect(throws: FormSchemaError.self) { try FormSchema.decode(from: notUTF8) }
  }

  @Test("a JSON syntax error says where it is")
  func syntaxErrorOffset() {
    let error = schemaError("{\"fields\": [1,, 2]}")
    guard case .malformedJSON(let path, let detail) = error else {
      Issue.record("expected malformedJSON, got \(String(describing: error))")
      return
    }
    #expect(path == "$")
    #expect(detail == "unexpected character ',' at line 1, column 15 (byte offset 14)")
  }

  @Test("an invalid date bound names its path")
  func invalidDate() {
    let error = schemaError(
      schemaJSON(["{\"id\": \"d\", \"type\": \"date\", \"minDate\": \"2020-02-30\"}"]))
    #expect(error?.path == "$.fields[0].minDate")
    #expect(error?.description.contains("YYYY-MM-DD") == true)
  }

  @Test("an invalid pattern reports the pattern's error with its offset and the field")
  func invalidPattern() {
    let error = schemaError(
      schemaJSON(["{\"id\": \"zip\", \"type\": \"text\", \"pattern\": \"[0-9\"}"]))
    guard case .invalidPattern(let path, let field, let patternError) = error else {
      Issue.record("expected invalidPattern, got \(String(describing: error))")
      return
    }
    #expect(path == "$.fields[0].pattern")
    #expect(field == "zip")
    #expect(error?.description.contains(patternError.description) == true)
    #expect(error?.description.contains("offset") == true)
  }

  @Test("error messages say what and where")
  func messages() {
    let error = FormSchemaError.unknownReference(
      path: "$.fields[2].equalTo", field: "c", reference: "pw")
    #expect(error.description == "$.fields[2].equalTo (field 'c'): refers to unknown field 'pw'")
    #expect(FormSchemaError.tooDeep(offset: 40, limit: 32).description.contains("byte offset 40"))
    #expect(
      FormSchemaError.tooManyFields(count: 201, limit: 200).description.contains("more than 200"))
  }
}
