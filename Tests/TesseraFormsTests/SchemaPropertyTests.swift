import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraForms

/// Random but reproducible schemas: every run builds the same ones from the seed.
struct SchemaGenerator {
  var rng: SeededRandomNumberGenerator

  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }

  mutating func schema() -> FormSchema {
    let count = Int.random(in: 1...12, using: &rng)
    var fields: [FormField] = []
    for index in 0..<count {
      var field = FormField(id: "f\(index)", type: pick(FieldType.allCases))
      field.label = chance(50) ? pick(["Name", "E-posta", "Телефон", "🙂", ""]) : nil
      field.required = chance(30)
      if field.type.isTextual {
        if chance(40) {
          let low = Int.random(in: 0...5, using: &rng)
          field.minLength = low
          field.maxLength = low + Int.random(in: 0...20, using: &rng)
        }
        if chance(40) {
          field.pattern = pick(["[0-9]{5}", "(?i)[a-z]+", "\\w+@\\w+\\.\\w{2,}", "(a+)+$", ".*"])
        }
      }
      if field.type == .number && chance(60) {
        let low = Double(Int.random(in: -100...100, using: &rng))
        field.min = low
        field.max = low + Double(Int.random(in: 0...100, using: &rng))
      }
      if field.type == .date && chance(50) {
        field.minDate = FormDate(year: 1900, month: 1, day: 1)
        field.maxDate = FormDate(year: 2100, month: 12, day: 31)
      }
      if field.type.hasOptions {
        let optionCount = Int.random(in: 1...5, using: &rng)
        field.options = (0..<optionCount).map { ChoiceOption(value: "o\($0)") }
        if field.type == .multiChoice && chance(50) {
          field.minSelections = Int.random(in: 0...optionCount, using: &rng)
          field.maxSelections = optionCount
        }
      }
      if field.type == .phone && chance(50) {
        field.region = pick(["US", "KR", "SA", "IN", "CN", "TR"])
      }
      // References only point backwards, so visibility conditions never loop.
      if index > 0 && chance(30) {
        let target = "f\(Int.random(in: 0..<index, using: &rng))"
        field.visibleWhen = pick([
          FieldCondition(field: target), FieldCondition(field: target, equals: .text("o1")),
          FieldCondition(field: target, oneOf: [.bool(true), .number(3)]),
          FieldCondition(field: target, hasValue: false),
        ])
      }
      if index > 0 && chance(15) { field.requiredWhen = FieldCondition(field: "f0") }
      if index > 0 && chance(10) { field.equalTo = "f\(index - 1)" }
      fields.append(field)
    }
    var steps: [FormStep]?
    if chance(30) {
      let split = Int.random(in: 0...fields.count, using: &rng)
      steps = [
        FormStep(id: "one", title: "One", fields: fields.prefix(split).map(\.id)),
        FormStep(id: "two", fields: fields.dropFirst(split).map(\.id)),
      ]
    }
    return FormSchema(title: chance(50) ? "Form" : nil, fields: fields, steps: steps)
  }

  mutating func value() -> FormValue {
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      return .text(
        pick(["", "x", "34000", "ada@example.com", "o1", "1990-01-01", "🙂‏", "4111111111111111"]))
    case 1: return .number(Double(Int.random(in: -200...200, using: &rng)))
    case 2: return .bool(chance(50))
    default: return .list(["o0", "o1", "o9"].filter { _ in chance(50) })
    }
  }
}

@Suite("FormSchema properties (seeded)")
struct SchemaPropertyTests {
  @Test("generated schemas validate, survive a JSON round trip, and never crash errors(in:)")
  func roundTripAndValidate() throws {
    var generator = SchemaGenerator(rng: SeededRandomNumberGenerator(seed: 4))
    let encoder = JSONEncoder()
    for _ in 0..<200 {
      let schema = generator.schema()
      #expect(throws: Never.self) { try schema.validated() }
      let data = try encoder.encode(schema)
      let decoded = try FormSchema.decode(from: data)
      #expect(decoded == schema)
      var values: [String: FormValue] = [:]
      for field in schema.fields where generator.chance(70) { values[field.id] = generator.value() }
      let visible = schema.visibleFieldIDs(in: values)
      let errors = schema.validate(values)
      #expect(errors.allSatisfy { visible.contains($0.fieldID) && !$0.message.isEmpty })
      #expect(Set(schema.errors(in: values).keys) == Set(errors.map(\.fieldID)))
      // A field without visibleWhen is always visible.
      for field in schema.fields where field.visibleWhen == nil {
        #expect(visible.contains(field.id))
      }
    }
  }

  @Test("truncating a valid schema anywhere gives an error, never a crash")
  func truncation() throws {
    var generator = SchemaGenerator(rng: SeededRandomNumberGenerator(seed: 11))
    let data = try JSONEncoder().encode(generator.schema())
    for length in stride(from: 0, to: data.count, by: max(1, data.count / 97)) {
      #expect(throws: FormSchemaError.self) { try FormSchema.decode(from: data.prefix(length)) }
    }
  }

  @Test("random byte edits of a valid schema decode or fail with a typed error (seeded)")
  func mutation() throws {
    var generator = SchemaGenerator(rng: SeededRandomNumberGenerator(seed: 23))
    let original = Array(try JSONEncoder().encode(generator.schema()))
    let alphabet = Array("{}[]\":,\\ 0123456789-eE.truefalsn\u{0}".utf8) + [0xC3, 0xFF]
    for _ in 0..<500 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &generator.rng) {
        let position = Int.random(in: 0..<bytes.count, using: &generator.rng)
        bytes[position] = generator.pick(alphabet)
      }
      do {
        let schema = try FormSchema.decode(from: Data(bytes))
        _ = schema.errors(in: [:])
      } catch {
        #expect(!error.description.isEmpty)
      }
    }
  }
}

@Suite("FormSchema regressions")
struct SchemaRegressionTests {
  @Test("a fields key spelled with escapes is counted as it reads, at field 201")
  func escapedKey() {
    let fields = (0..<1_000).map { "{\"id\": \"f\($0)\", \"type\": \"text\"}" }
    let json = "{\"fi\\u0065lds\": [" + fields.joined(separator: ",") + "]}"
    #expect(schemaError(json) == .tooManyFields(count: 201, limit: 200))
  }

  @Test(
    "odd but valid JSON decodes",
    arguments: [
      "\n\t {\"fields\" : [ {\"type\":\"text\",\"id\":\"a\"} ] , \"extra\": [[[]]]}",
      "{\"fields\": [{\"id\": \"a\\u0000b\", \"type\": \"text\", \"label\": \"\\ud83d\\ude42\"}]}",
      "{\"fields\": [{\"id\": \"a\", \"type\": \"number\", \"min\": -0, \"max\": 0e0}]}",
    ])
  func oddJSON(json: String) {
    #expect(schemaError(json) == nil)
  }

  @Test("a lone surrogate escape and a NUL in an id neither crash decoding nor validation")
  func loneSurrogate() {
    let json = #"""
      {"fields": [{"id": "a\u0000b", "type": "text", "pattern": "\\x{1F642}+"},
        {"id": "c", "type": "choice", "options": ["\ud800"], "visibleWhen": {"field": "a\u0000b"}}]}
      """#
    do {
      let schema = try FormSchema.decode(from: Data(json.utf8))
      #expect(schema.errors(in: ["a\u{0}b": .text("🙂🙂"), "c": .text("x")]).keys.sorted() == ["c"])
    } catch {
      #expect(error.path.hasPrefix("$"))
    }
  }
}
