import TesseraJSON
import Testing

@Suite("JSON parsing of untrusted token files")
struct JSONParserTests {
  @Test("keeps key order, numbers and booleans apart, and escapes")
  func values() throws {
    let value = try JSONParser.parse(##"{"b": 1, "a": [true, 2.5, null, "x\u00e9\n"], "c": {}}"##)
    #expect(value.members?.map(\.key) == ["b", "a", "c"])
    #expect(value["a"] == .array([.bool(true), .number(2.5), .null, .string("xé\n")]))
  }

  @Test("serializing and parsing again gives the same value")
  func roundTrip() throws {
    let text =
      ##"{"z": {"$value": "#FF0000", "n": -0.125, "e": 1e-7, "q": "a\"b\\c\u0001"}, "a": [1, 2]}"##
    let value = try JSONParser.parse(text)
    #expect(try JSONParser.parse(value.serialized()) == value)
    #expect(try JSONParser.parse(value.serialized(indent: 0)) == value)
  }

  @Test(
    "syntax errors name line and column",
    arguments: [
      ("{\"a\": }", 1, 7), ("{\"a\": 1,\n \"b\" 2}", 2, 6), ("[1, 2", 1, 6), ("\"abc", 1, 5),
      ("{\"a\": tru}", 1, 7), ("01", 1, 2), ("{\"a\": 1} x", 1, 10),
    ])
  func syntaxErrors(text: String, line: Int, column: Int) {
    do {
      _ = try JSONParser.parse(text)
      Issue.record("parsed invalid JSON \(text)")
    } catch {
      #expect(error.line == line)
      #expect(error.column == column)
    }
  }

  @Test("depth, size and value-count limits are enforced while reading")
  func limits() {
    let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    let limits = JSONLimits(maximumBytes: 1000, maximumDepth: 32, maximumValues: 50)
    #expect(throws: JSONParseError.self) { try JSONParser.parse(deep, limits: limits) }
    let big = "[" + Array(repeating: "1", count: 60).joined(separator: ",") + "]"
    #expect(throws: JSONParseError.self) { try JSONParser.parse(big, limits: limits) }
    let long = "\"" + String(repeating: "a", count: 2000) + "\""
    #expect(throws: JSONParseError.self) { try JSONParser.parse(long, limits: limits) }
    #expect(throws: Never.self) {
      try JSONParser.parse(
        String(repeating: "[", count: 32) + String(repeating: "]", count: 32), limits: limits)
    }
  }

  @Test("surrogate pairs decode and lone surrogates are rejected")
  func surrogates() throws {
    #expect(try JSONParser.parse(##""\ud83d\ude00""##) == .string("😀"))
    #expect(throws: JSONParseError.self) { try JSONParser.parse(##""\ud83d""##) }
  }
}
