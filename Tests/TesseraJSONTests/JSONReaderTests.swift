import TesseraJSON
import Testing

@Suite("JSONReader: one bounded reader of untrusted JSON")
struct JSONReaderTests {
  /// Every event of `text`, with the offset each begins at and the depth after it.
  static func events(_ text: String, limits: JSONLimits = .default) throws(JSONParseError)
    -> [(JSONEvent, offset: Int, depth: Int)]
  {
    var reader = try JSONReader(Array(text.utf8), limits: limits)
    var result: [(JSONEvent, offset: Int, depth: Int)] = []
    while let event = try reader.next() { result.append((event, reader.offset, reader.depth)) }
    return result
  }

  @Test("returns a document's events in order, with their offsets and depths")
  func eventsInOrder() throws {
    let events = try Self.events(#"{"a": [1, true], "b": {}, "c": null}"#)
    #expect(
      events.map(\.0) == [
        .beginObject, .key("a"), .beginArray, .number(1), .bool(true), .endArray, .key("b"),
        .beginObject, .endObject, .key("c"), .null, .endObject,
      ])
    #expect(events.map(\.offset) == [0, 1, 6, 7, 10, 14, 17, 22, 23, 26, 31, 35])
    #expect(events.map(\.depth) == [1, 1, 2, 2, 2, 1, 1, 2, 1, 1, 1, 0])
  }

  @Test("a top-level scalar is a document; whitespace and a byte-order mark around it are not")
  func scalars() throws {
    #expect(try Self.events(" \"x\" \n").map(\.0) == [.string("x")])
    #expect(try Self.events("\u{FEFF}-0.5e2").map(\.0) == [.number(-50)])
  }

  @Test("nothing is built: 100,000 open brackets stop at the one past the limit")
  func depthStopsEarly() {
    let limits = JSONLimits(maximumBytes: 1_000_000, maximumDepth: 32)
    #expect(
      throws: JSONParseError(kind: .tooDeep(depth: 33, limit: 32), offset: 32, line: 1, column: 33)
    ) {
      try JSONReader.validate(Array(String(repeating: "[", count: 100_000).utf8), limits: limits)
    }
  }

  @Test("the size limit is checked before the first byte is read")
  func sizeFirst() {
    let limits = JSONLimits(maximumBytes: 4, maximumDepth: 8)
    #expect(
      throws: JSONParseError(kind: .tooLarge(bytes: 5, limit: 4), offset: 0, line: 1, column: 1)
    ) { try JSONReader(Array("[[[[[".utf8), limits: limits) }
  }

  @Test("a string keeps its spaces; the control character below the space is refused")
  func spaceIsNotAControlCharacter() throws {
    #expect(try Self.events("\"Ada Lovelace\"").map(\.0) == [.string("Ada Lovelace")])
    #expect(throws: JSONParseError.self) { try Self.events("\"Ada\u{1F}Lovelace\"") }
  }

  @Test("a document of exactly the size limit is read; one byte more is refused")
  func sizeLimitIsInclusive() {
    let limits = JSONLimits(maximumBytes: 4, maximumDepth: 8)
    #expect(throws: Never.self) { try JSONReader.validate(Array("[[]]".utf8), limits: limits) }
    #expect(
      throws: JSONParseError(kind: .tooLarge(bytes: 5, limit: 4), offset: 0, line: 1, column: 1)
    ) { try JSONReader.validate(Array("[[ ]]".utf8), limits: limits) }
  }

  @Test("the value limit counts containers and scalars alike")
  func valueLimit() {
    let limits = JSONLimits(maximumBytes: 100, maximumDepth: 8, maximumValues: 3)
    #expect(throws: Never.self) { try JSONReader.validate(Array("[[1]]".utf8), limits: limits) }
    #expect(
      throws: JSONParseError(kind: .tooManyValues(limit: 3), offset: 5, line: 1, column: 6)
    ) { try JSONReader.validate(Array("[[1],2]".utf8), limits: limits) }
  }

  @Test(
    "refuses what RFC 8259 refuses, at the byte where it breaks",
    arguments: [
      ("[1,]", "unexpected character ']'", 3), ("{\"a\":1,}", "expected a quoted key", 7),
      ("{1: 2}", "expected a quoted key", 1), ("[01]", "expected ',' or ']' in an array", 2),
      ("\"a\u{01}\"", "control character in a string", 2),
      ("[1e]", "invalid number: digits expected in the exponent", 3),
      ("[1.]", "invalid number: digits expected after '.'", 3),
      ("\"\\x\"", "invalid escape '\\x'", 3), ("{\"a\" 1}", "expected ':' after key \"a\"", 5),
      ("", "unexpected end of input", 0), ("[", "unexpected end of input", 1),
      ("{\"a\": 1", "unexpected end of input in an object", 7),
      ("1 2", "unexpected data after the value", 2),
      ("nul", "invalid literal, expected null", 0), ("1e999", "number 1e999 is out of range", 0),
    ])
  func syntax(text: String, reason: String, offset: Int) {
    do {
      try JSONReader.validate(Array(text.utf8))
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.kind == .syntax(reason))
      #expect(error.offset == offset)
    }
  }

  @Test("bytes that are not UTF-8 in a string are refused at the first bad byte")
  func invalidUTF8() {
    let bytes = Array("[\"é".utf8) + [0xC3] + Array("\"]".utf8)
    #expect(
      throws: JSONParseError(
        kind: .syntax("invalid UTF-8 in a string"), offset: 4, line: 1, column: 5)
    ) { try JSONReader.validate(bytes) }
  }

  @Test("strings with and without escapes, in and out of ASCII, read as written")
  func strings() throws {
    let cases: [(String, String)] = [
      (#""""#, ""), (#""Ada""#, "Ada"), (#""é日本""#, "é日本"), (#""a\nb""#, "a\nb"),
      (#""é\u00e9\t""#, "éé\t"), (#""\"key\"""#, "\"key\""),
    ]
    for (json, text) in cases {
      #expect(try Self.events(json).map(\.0) == [.string(text)], "\(json)")
    }
    // Not UTF-8 before an escape: refused at the bad byte, as without the escape.
    let bytes = Array("[\"é".utf8) + [0xC3] + Array("\\n\"]".utf8)
    #expect(
      throws: JSONParseError(
        kind: .syntax("invalid UTF-8 in a string"), offset: 4, line: 1, column: 5)
    ) { try JSONReader.validate(bytes) }
  }

  @Test("whole numbers read exactly, the sign of zero kept, long ones rounded as Double does")
  func wholeNumbers() throws {
    let cases: [(String, Double)] = [
      ("0", 0), ("7", 7), ("-42", -42), ("123456789012345", 123_456_789_012_345),
      ("-999999999999999", -999_999_999_999_999), ("1234567890123456", 1_234_567_890_123_456),
      ("9007199254740993", 9_007_199_254_740_992),
      ("12345678901234567890", 12_345_678_901_234_567_168),
    ]
    for (json, number) in cases {
      #expect(try Self.events(json).map(\.0) == [.number(number)], "\(json)")
    }
    guard case .number(let zero) = try Self.events("-0").first?.0 else {
      Issue.record("-0 is not a number")
      return
    }
    #expect(zero == 0 && zero.sign == .minus)
  }

  @Test("the located message puts the position after the reason")
  func located() throws {
    let error = JSONParseError(
      kind: .syntax("expected a quoted key"), offset: 9, line: 2, column: 3)
    #expect(error.located == "expected a quoted key at line 2, column 3 (byte offset 9)")
    #expect(error.description == "JSON error at line 2, column 3: expected a quoted key")
  }
}
