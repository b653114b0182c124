import TesseraJSON
import TesseraTokens
import Testing

@testable import TesseraDTCG

/// Line height and letter spacing, with Material Design 3's published type scale: Body Large
/// 16 sp on a 24 sp line with 0.5 sp tracking, Title Medium 16 / 24 / 0.15, Label Large
/// 14 / 20 / 0.1.
@Suite("Typography: line height and letter spacing survive import and export")
struct TypographyRoundTripTests {
  func imported(_ text: String, map: String) throws -> ThemeSpec {
    let source = try TokenSource(files: [("tokens.json", try JSONParser.parse(text))])
    return try TokenImporter.theme(from: source, map: try TokenMap.decode(Array(map.utf8))).spec
  }

  /// The line spacing Tessera keeps for a line of `height` points at `size`: the height beyond
  /// the system's 1.2 × size.
  func spacing(height: Double, size: Double) -> Double { height - size * 1.2 }

  @Test("a DTCG 2025.10 typography token: lineHeight a multiple of the size, tracking in px")
  func composite() throws {
    let spec = try imported(
      ##"""
      {"type": {"$type": "typography", "body-large": {"$value": {"fontFamily": "Roboto",
        "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
        "letterSpacing": {"value": 0.5, "unit": "px"}, "lineHeight": 1.5}}}}
      """##, map: ##"{"tokens": {"type.body-large": "typography.body"}}"##)
    let body = spec.typographySpec(.body)
    #expect(body.size == 16)
    #expect(abs(body.lineSpacing - spacing(height: 24, size: 16)) < 1e-9)
    #expect(abs(body.letterSpacing - 0.5) < 1e-9)
  }

  @Test("Tokens Studio tokens set alone, line height listed before the size, still use that size")
  func separateTokensInAnyOrder() throws {
    let map = ##"""
      {"tokens": {"lineHeights.body": "typography.body.lineHeight", "fontSizes.body": "typography.body.size",
        "letterSpacing.body": "typography.body.letterSpacing",
        "lineHeights.title": "typography.headline.lineHeight", "fontSizes.title": "typography.headline.size",
        "letterSpacing.label": "typography.footnote.letterSpacing", "fontSizes.label": "typography.footnote.size"}}
      """##
    let spec = try imported(
      ##"""
      {"lineHeights": {"body": {"value": "150%", "type": "lineHeights"}, "title": {"value": 24, "type": "lineHeights"}},
       "letterSpacing": {"body": {"value": "0.5", "type": "letterSpacing"}, "label": {"value": "0.71%", "type": "letterSpacing"}},
       "fontSizes": {"body": {"value": "16", "type": "fontSizes"}, "title": {"value": "16", "type": "fontSizes"},
         "label": {"value": "14", "type": "fontSizes"}}}
      """##, map: map)
    let body = spec.typographySpec(.body)
    #expect(body.size == 16)
    #expect(abs(body.lineSpacing - spacing(height: 24, size: 16)) < 1e-9)
    #expect(abs(body.letterSpacing - 0.5) < 1e-9)
    // A bare number in a `lineHeights` token is points, not a multiple.
    #expect(abs(spec.typographySpec(.headline).lineSpacing - spacing(height: 24, size: 16)) < 1e-9)
    // 0.71 % of 14 pt.
    #expect(abs(spec.typographySpec(.footnote).letterSpacing - 0.0994) < 1e-9)
  }

  /// The token at `keys` in an exported resolver (objects by key, arrays by index), replaced.
  func replacing(_ value: JSONValue, at keys: ArraySlice<String>, with new: JSONValue) -> JSONValue
  {
    guard let key = keys.first else { return new }
    switch value {
    case .object(let members):
      return .object(
        members.map {
          $0.key == key ? JSONMember(key, replacing($0.value, at: keys.dropFirst(), with: new)) : $0
        })
    case .array(var elements):
      guard let index = Int(key), elements.indices.contains(index) else { return value }
      elements[index] = replacing(elements[index], at: keys.dropFirst(), with: new)
      return .array(elements)
    default:
      return value
    }
  }

  func styled() throws -> ThemeSpec {
    var spec = PresetThemes.default
    var body = spec.typographySpec(.body)
    body.size = 16
    body.lineSpacing = spacing(height: 24, size: 16)
    body.letterSpacing = 0.5
    spec.typography[.body] = body
    var label = spec.typographySpec(.footnote)
    label.size = 14
    label.lineSpacing = 0.123
    label.letterSpacing = 0.1
    spec.typography[.footnote] = label
    return spec
  }

  @Test("Tessera's DTCG export reads back with the same line and letter spacing, to the digit")
  func exportImport() throws {
    let spec = try styled()
    let bytes = Array(spec.dtcgResolverDocument().json.serialized().utf8)
    let back = try ThemeSpec.fromDTCG(bytes).spec
    #expect(back.typographySpec(.body) == spec.typographySpec(.body))
    #expect(back.typographySpec(.footnote).lineSpacing == 0.123)
    #expect(back.typographySpec(.footnote).letterSpacing == 0.1)
  }

  @Test("a line height or tracking edited in the exported file is what imports")
  func editedExport() throws {
    let spec = try styled()
    let path = ["sets", "base", "sources", "0", "typography", "body", "$value"]
    var json = spec.dtcgResolverDocument().json
    json = replacing(json, at: (path + ["lineHeight"])[...], with: .number(1.75))
    json = replacing(
      json, at: (path + ["letterSpacing"])[...],
      with: .object([JSONMember("value", .number(0.25)), JSONMember("unit", .string("px"))]))
    let back = try ThemeSpec.fromDTCG(Array(json.serialized().utf8)).spec
    #expect(abs(back.typographySpec(.body).lineSpacing - spacing(height: 28, size: 16)) < 1e-9)
    #expect(back.typographySpec(.body).letterSpacing == 0.25)
  }
}
