import Foundation
import Testing

@testable import TesseraForms

@Suite("FormSchema against hostile input")
struct HostileSchemaTests {
  @Test("a 10 MB document is refused by its size before it is read")
  func tenMegabytes() {
    let field = "{\"id\": \"x\", \"type\": \"text\"},"
    let body = String(repeating: field, count: 10_000_000 / field.utf8.count)
    let json = "{\"fields\": [" + body + "{\"id\": \"y\", \"type\": \"text\"}]}"
    #expect(json.utf8.count > 10_000_000)
    #expect(schemaError(json) == .tooLarge(bytes: json.utf8.count, limit: 1_048_576))
  }

  @Test("deep nesting is refused at the byte that goes too deep, without recursion")
  func deepNesting() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(schemaError(deep) == .tooDeep(offset: 32, limit: 32))
    let objects = String(repeating: "{\"a\":", count: 50_000)
    #expect(schemaError(objects) == .tooDeep(offset: 32 * 5, limit: 32))
    // Three levels (document, fields, field) are open when the first bracket of "x" comes.
    let prefix = "{\"fields\": [{\"id\": \"a\", \"type\": \"text\", \"x\": "
    let inField = prefix + String(repeating: "[", count: 40) + "}]}"
    #expect(schemaError(inField) == .tooDeep(offset: prefix.utf8.count + 29, limit: 32))
  }

  @Test("brackets inside strings do not count as nesting")
  func bracketsInStrings() {
    let label = String(repeating: "[{", count: 200) + "\\\"]"
    let json = schemaJSON(["{\"id\": \"a\", \"type\": \"text\", \"label\": \"\(label)\"}"])
    #expect(schemaError(json) == nil)
  }

  @Test("10,000 fields are refused by the byte scan at field 201")
  func tenThousandFields() {
    let fields = (0..<10_000).map { "{\"id\": \"f\($0)\", \"type\": \"text\"}" }
    #expect(schemaError(schemaJSON(fields)) == .tooManyFields(count: 201, limit: 200))
    let exactly = (0..<200).map { "{\"id\": \"f\($0)\", \"type\": \"text\"}" }
    #expect(schemaError(schemaJSON(exactly)) == nil)
  }

  @Test("more than 500 options in total are refused")
  func tooManyOptions() {
    let options = (0..<300).map { "\"o\($0)\"" }.joined(separator: ",")
    let field = { (id: String) in
      "{\"id\": \"\(id)\", \"type\": \"choice\", \"options\": [\(options)]}"
    }
    #expect(schemaError(schemaJSON([field("a")])) == nil)
    #expect(
      schemaError(schemaJSON([field("a"), field("b")])) == .tooManyOptions(count: 501, limit: 500))
  }

  @Test("more than 50 pattern fields are refused before any pattern is compiled")
  func tooManyPatterns() {
    let matcher = PatternMatcher()
    let fields = (0..<51).map {
      "{\"id\": \"f\($0)\", \"type\": \"text\", \"pattern\": \"a{\($0)}\"}"
    }
    #expect(throws: FormSchemaError.tooManyPatternFields(count: 51, limit: 50)) {
      try FormSchema.decode(from: Data(schemaJSON(fields).utf8), matcher: matcher)
    }
    #expect(matcher.cachedPatternCount == 0)
    #expect(throws: Never.self) {
      try FormSchema.decode(from: Data(schemaJSON(Array(fields.prefix(50))).utf8), matcher: matcher)
    }
    #expect(matcher.cachedPatternCount == 50)
  }

  @Test("limits are configurable")
  func customLimits() {
    let limits = FormSchemaLimits(maximumBytes: 100, maximumDepth: 3, maximumFields: 1)
    let two = schemaJSON([
      "{\"id\": \"a\", \"type\": \"text\"}", "{\"id\": \"b\", \"type\": \"text\"}",
    ])
    #expect(schemaError(two, limits: limits) == .tooManyFields(count: 2, limit: 1))
    #expect(
      schemaError(String(repeating: " ", count: 101), limits: limits)
        == .tooLarge(bytes: 101, limit: 100))
  }

  @Test("values documents have the same size and depth limits")
  func valuesLimits() {
    #expect(throws: FormSchemaError.tooDeep(offset: 32, limit: 32)) {
      try FormSchema.decodeValues(from: Data(String(repeating: "[", count: 1_000).utf8))
    }
    #expect(throws: FormSchemaError.self) {
      try FormSchema.decodeValues(from: Data("{\"a\": {\"b\": 1}}".utf8))
    }
  }
}
