import Foundation
import TesseraJSON
import TesseraTestSupport
import Testing

@testable import TesseraTokens

/// `ThemeSpec.decode(from:)` reads specs with `ThemeSpecReader`, falling back to the strict
/// `JSONValueDecoder`; these tests hold it to the decoder alone (`decode(from:reader: false)`):
/// the same spec for every input the decoder accepts, the same error for every other.
@Suite("The theme spec reader against the strict decoder")
struct ThemeSpecReaderTests {
  typealias Outcome = Result<ThemeSpec, ThemeSpecError>

  func outcome(_ data: Data, reader: Bool) -> Outcome {
    do {
      return .success(try ThemeSpec.decode(from: data, reader: reader))
    } catch {
      return .failure(error)
    }
  }

  @Test("the reader itself reads every preset, equal to the decoder", arguments: PresetThemes.all)
  func presets(_ preset: ThemeSpec) throws {
    let data = try JSONEncoder().encode(preset)
    let root = try JSONParser.parse([UInt8](data))
    let read = try #require(ThemeSpecReader.spec(from: root))
    #expect(read == preset)
    #expect(read == (try JSONValueDecoder.decode(ThemeSpec.self, from: root)))
    #expect(outcome(data, reader: true) == outcome(data, reader: false))
  }

  @Test("seeded mutations of a preset decode to the same spec or fail with the same error")
  func mutations() throws {
    var random = SeededRandomNumberGenerator(seed: 0x7E55_E4A)
    let presets = PresetThemes.all
    var accepted = 0
    var refused = 0
    for round in 0..<160 {
      let preset = presets[round % presets.count]
      var root = try JSONParser.parse([UInt8](try JSONEncoder().encode(preset)))
      for _ in 0...(round % 3) { root = Mutation.apply(to: root, using: &random) }
      let data = Data(root.serialized(indent: round % 2 == 0 ? 2 : 0).utf8)
      let fast = outcome(data, reader: true)
      let strict = outcome(data, reader: false)
      #expect(fast == strict, "round \(round)")
      if case .success = strict { accepted += 1 } else { refused += 1 }
    }
    // Both kinds occur, so both halves of the comparison ran.
    #expect(accepted >= 10)
    #expect(refused >= 10)
  }

  @Test(
    "malformed specs fail with the same error both ways", arguments: MalformedSpecs.all)
  func malformed(_ json: String) {
    let data = Data(json.utf8)
    let fast = outcome(data, reader: true)
    let strict = outcome(data, reader: false)
    #expect(fast == strict)
    guard case .failure = fast else {
      Issue.record("accepted: \(json)")
      return
    }
  }

  @Test("a repeated key decodes as the strict decoder reads it: the last one counts")
  func repeatedKeys() throws {
    let json =
      ##"{"colors": {"accent": {"light": "#FFF", "dark": "#000"}, "accent": {"light": "#000", "dark": "#111"}}, "name": "A", "name": "B"}"##
    let data = Data(json.utf8)
    let spec = try ThemeSpec.decode(from: data)
    #expect(spec.name == "B")
    #expect(spec.colors[.accent]?.dark.hexString == "#111111")
    #expect(outcome(data, reader: true) == outcome(data, reader: false))
  }

  @Test("an oversized spec fails with the same error both ways")
  func oversized() {
    let data = Data(repeating: 0x20, count: ThemeSpec.maximumByteCount + 1)
    #expect(outcome(data, reader: true) == .failure(.tooLarge(bytes: data.count, limit: 1_048_576)))
    #expect(outcome(data, reader: true) == outcome(data, reader: false))
  }
}

/// Specs the strict decoder refuses: typos, wrong types, NaN-like and out-of-range numbers,
/// duplicate keys, a truncated file, too deep a nesting.
enum MalformedSpecs {
  static let all: [String] = [
    ##"{"colour": {}}"##,
    ##"{"colors": {"acent": {"light": "#FFF", "dark": "#000"}}}"##,
    ##"{"colors": {"accent": {"light": "#FFF", "drak": "#000"}}}"##,
    ##"{"colors": {"accent": {"light": "#FFF"}}}"##,
    ##"{"colors": {"accent": {"light": "#FFF", "dark": null}}}"##,
    ##"{"colors": {"accent": {"light": "#FFF", "dark": "#00G"}}}"##,
    ##"{"colors": {"accent": {"light": "#FFF", "dark": 0}}}"##,
    ##"{"spacing": {"xs": "4", "sm": 8, "md": 12, "lg": 16, "xl": 24, "xxl": 32}}"##,
    ##"{"spacing": {"xs": "NaN", "sm": 8, "md": 12, "lg": 16, "xl": 24, "xxl": 32}}"##,
    ##"{"spacing": {"xs": NaN, "sm": 8, "md": 12, "lg": 16, "xl": 24, "xxl": 32}}"##,
    ##"{"minimumTouchTarget": 1e999}"##,
    ##"{"minimumTouchTarget": -44}"##,
    ##"{"grid": [{"minimumWidth": 0, "columns": 4.5, "gutter": 16, "margin": 16}]}"##,
    ##"{"grid": [null]}"##,
    ##"{"gaps": {"tight": "xs", "regular": "medium", "loose": "xl"}}"##,
    ##"{"motion": {"quick": {"duration": 0.2, "curve": {"type": "linear", "x1": 0}, "reduced": {"duration": 0, "curve": {"type": "linear"}, "allowsMovement": false}}}}"##,
    ##"{"motion": {"quick": {"duration": 0.2, "curve": {"type": "wobble"}, "reduced": {"duration": 0, "curve": {"type": "linear"}, "allowsMovement": false}}}}"##,
    ##"{"motion": {"quick": {"duration": 0.2, "curve": {"type": "spring", "response": 0.3}, "reduced": {"duration": 0, "curve": {"type": "linear"}, "allowsMovement": false}}}}"##,
    ##"{"fontFamily": {"name": "Inter", "fallback": ["Arial"]}}"##,
    ##"{"fontFamily": 12}"##,
    ##"{"fontFamily": "sans-serif"}"##,
    ##"{"buttons": {"primary": {"shape": "blob"}}}"##,
    ##"{"surfaces": {"card": {"background": "surfaceCard", "borderWidth": 0, "cornerRadius": 0, "elevation": "none", "material": "none", "extra": 1}}}"##,
    ##"{"contrastPairs": [{"foreground": "textPrimary", "background": "nope", "requirement": "text"}]}"##,
    ##"{"specVersion": 9}"##,
    ##"{"specVersion": 3.5}"##,
    ##"{"name": 7}"##,
    ##"{"name": "A", "name": 7}"##,
    ##"["not", "an", "object"]"##,
    ##"{"colors": {"accent": {"light": "#FFF", "dark": "#000"}"##,
    ##"{"colors": {"accent": {"light": "#FFF", "dark": "#0"##,
    String(repeating: "[", count: 40) + String(repeating: "]", count: 40),
    ##"{"palette": {"a": "#FFF", "b": "blue"}}"##,
  ]
}

/// A random change to one place in a JSON value: a member removed, renamed with a typo or
/// repeated, or a value replaced by one of another type or another name.
enum Mutation {
  static let replacements: [JSONValue] = [
    .null, .bool(true), .number(1.5), .number(-3), .number(4), .string("12"), .string("#12345G"),
    .string("textPrimary"), .string("linear"), .string("xs"), .array([]), .object([]),
  ]

  static func apply(to root: JSONValue, using random: inout SeededRandomNumberGenerator)
    -> JSONValue
  {
    var places: [[Int]] = []
    collect(root, at: [], into: &places)
    let place = places[Int(random.next() % UInt64(places.count))]
    let choice = random.next()
    return modified(root, at: place[...]) { parent, index in
      switch parent {
      case .object(var members):
        switch choice % 5 {
        case 0: members.remove(at: index)
        case 1: members[index].key = typo(members[index].key, choice)
        case 2: members.append(members[index])
        default:
          members[index].value = replacements[Int(choice / 5 % UInt64(replacements.count))]
        }
        return .object(members)
      case .array(var elements):
        if choice % 3 == 0 {
          elements.remove(at: index)
        } else {
          elements[index] = replacements[Int(choice / 3 % UInt64(replacements.count))]
        }
        return .array(elements)
      default:
        return parent
      }
    }
  }

  /// Every place below `value` as the member or element indices leading to it.
  static func collect(_ value: JSONValue, at path: [Int], into places: inout [[Int]]) {
    switch value {
    case .object(let members):
      for (index, member) in members.enumerated() {
        places.append(path + [index])
        collect(member.value, at: path + [index], into: &places)
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        places.append(path + [index])
        collect(element, at: path + [index], into: &places)
      }
    default:
      break
    }
  }

  /// `value` with the container holding the place `path` leads to changed by `change`.
  static func modified(
    _ value: JSONValue, at path: ArraySlice<Int>, _ change: (JSONValue, Int) -> JSONValue
  ) -> JSONValue {
    guard let index = path.first else { return value }
    if path.count == 1 { return change(value, index) }
    switch value {
    case .object(var members):
      members[index].value = modified(members[index].value, at: path.dropFirst(), change)
      return .object(members)
    case .array(var elements):
      elements[index] = modified(elements[index], at: path.dropFirst(), change)
      return .array(elements)
    default:
      return value
    }
  }

  /// `key` with two letters swapped, one dropped or one added.
  static func typo(_ key: String, _ choice: UInt64) -> String {
    var letters = Array(key)
    guard letters.count > 2 else { return key + "s" }
    let at = Int(choice / 7 % UInt64(letters.count - 1))
    switch choice / 3 % 3 {
    case 0: letters.swapAt(at, at + 1)
    case 1: letters.remove(at: at)
    default: letters.insert("e", at: at)
    }
    return String(letters)
  }
}
