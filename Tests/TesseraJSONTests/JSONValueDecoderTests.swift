import Testing

@testable import TesseraJSON

private enum Shade: String, Codable, CaseIterable {
  case light, dark
}

private enum PaletteRole: String, Codable, CaseIterable, CodingKeyRepresentable {
  case accent, background
}

private struct Swatch: Decodable, Equatable {
  var shade: Shade
  var size: Double
  var count: Int?
  var tags: [String]
}

private struct Board: Decodable, Equatable {
  var swatches: [Swatch]
  var roles: [PaletteRole: String]
  var names: [String: Int]
}

/// Reads every member it sees, as a free-form dictionary does.
private struct Bag: Decodable {
  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  var keys: [String]

  init(from decoder: any Decoder) throws {
    keys = try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue)
  }
}

@Suite("Strict decoding from a JSON value")
struct JSONValueDecoderTests {
  func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONValueDecoder.decode(type, from: try JSONParser.parse(text))
  }

  func failure<T: Decodable>(_ type: T.Type, _ text: String) -> JSONDecodingError? {
    do {
      _ = try decode(type, text)
      return nil
    } catch let error as JSONDecodingError {
      return error
    } catch {
      Issue.record("unexpected \(error)")
      return nil
    }
  }

  let good = ##"""
    {"swatches": [{"shade": "dark", "size": 2.5, "tags": ["a"]}],
     "roles": {"accent": "#000"}, "names": {"x": 1, "y": 2}}
    """##

  @Test("a well-formed value decodes, free-form dictionaries keep every key")
  func decodes() throws {
    let board = try decode(Board.self, good)
    #expect(board.swatches == [Swatch(shade: .dark, size: 2.5, count: nil, tags: ["a"])])
    #expect(board.roles == [.accent: "#000"])
    #expect(board.names == ["x": 1, "y": 2])
    #expect(try decode(Bag.self, #"{"q": 1, "r": {"s": 2}}"#).keys == ["q", "r"])
  }

  @Test("an object member no type asked for is an unknown key at its path, with a suggestion")
  func unknownKey() {
    let text = good.replacing(#""tags""#, with: #""tags": [], "tgas""#)
    #expect(
      failure(Board.self, text)
        == JSONDecodingError(
          path: "swatches[0].tgas",
          kind: .unknownKey(key: "tgas", noun: "key", suggestion: "tags")))
    let far = good.replacing(#""names""#, with: #""zzzzzz": 1, "names""#)
    #expect(failure(Board.self, far)?.description == "zzzzzz: unknown key 'zzzzzz'")
  }

  @Test("an enum-keyed dictionary refuses a key that is not a case, naming the enum's noun")
  func unknownRole() {
    let text = good.replacing(#""accent""#, with: #""acent""#)
    #expect(
      failure(Board.self, text)?.description
        == "roles.acent: unknown role 'acent'; did you mean 'accent'?")
  }

  @Test("a string enum value that is not a case is refused with the nearest case")
  func unknownValue() {
    let text = good.replacing(#""dark""#, with: #""drak""#)
    #expect(
      failure(Board.self, text)
        == JSONDecodingError(
          path: "swatches[0].shade",
          kind: .unknownValue(value: "drak", noun: "value", suggestion: "dark")))
  }

  @Test("a wrong type is reported at its own path with what was found")
  func typeMismatch() {
    let size = good.replacing("2.5", with: #""2.5px""#)
    #expect(
      failure(Board.self, size)?.description
        == #"swatches[0].size: expected a number, found the string "2.5px""#)
    let count = good.replacing(#""size": 2.5"#, with: #""size": 2.5, "count": 1.5"#)
    #expect(
      failure(Board.self, count)?.description
        == "swatches[0].count: expected a whole number, found the number 1.5")
    let tag = good.replacing(#"["a"]"#, with: #"["a", 7]"#)
    #expect(failure(Board.self, tag)?.path == "swatches[0].tags[1]")
    #expect(failure(Board.self, "[]")?.description == "expected an object, found an array")
  }

  @Test("a missing or null required member is missing at its path")
  func missing() {
    let text = good.replacing(#""size": 2.5, "#, with: "")
    #expect(
      failure(Board.self, text) == JSONDecodingError(path: "swatches[0].size", kind: .missingValue))
    let null = good.replacing("2.5", with: "null")
    #expect(
      failure(Board.self, null) == JSONDecodingError(path: "swatches[0].size", kind: .missingValue))
  }

  @Test("suggestions need a close name, and transpositions count as one edit")
  func suggestions() {
    #expect(JSONDecodingError.suggestion(for: "colour", among: ["colors", "name"]) == "colors")
    #expect(JSONDecodingError.suggestion(for: "nmae", among: ["name", "names"]) == "name")
    #expect(JSONDecodingError.suggestion(for: "Accent", among: ["accent"]) == "accent")
    #expect(JSONDecodingError.suggestion(for: "spacing", among: ["radii", "grid"]) == nil)
    #expect(JSONDecodingError.editDistance(Array("abcd"), Array("acbd")) == 1)
    #expect(JSONDecodingError.editDistance(Array(""), Array("abc")) == 3)
  }
}

@Suite("A misspelling beside a missing required member")
struct NearMissTests {
  private struct Needs: Decodable {
    var tokens: [String: String]
  }

  @Test("is reported as the unknown key it is, not as the member missing")
  func nearMiss() throws {
    let value = try JSONParser.parse(#"{"token": {}}"#)
    #expect(
      throws: JSONDecodingError(
        path: "token", kind: .unknownKey(key: "token", noun: "key", suggestion: "tokens"))
    ) {
      try JSONValueDecoder.decode(Needs.self, from: value)
    }
    let far = try JSONParser.parse(#"{"other": {}}"#)
    #expect(throws: JSONDecodingError(path: "tokens", kind: .missingValue)) {
      try JSONValueDecoder.decode(Needs.self, from: far)
    }
  }
}
