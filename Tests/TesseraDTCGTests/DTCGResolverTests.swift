import TesseraDTCG
import TesseraTokens
import Testing

@Suite("DTCG resolver module: sets, modifiers and resolution order")
struct DTCGResolverTests {
  static let text = """
    {"name": "demo", "version": "2025.10",
     "sets": {"base": {"sources": [{"color": {"$type": "color", "bg": {"$value": "#FFFFFF"}, "fg": {"$value": "#111111"}}}]}},
     "modifiers": {"mode": {"default": "light", "contexts": {
        "light": [],
        "dark": [{"color": {"bg": {"$value": "#000000"}, "fg": {"$value": "#EEEEEE"}}}]}}},
     "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]}
    """

  func background(_ inputs: [String: String]) throws -> String? {
    let resolver = try DTCGResolverDocument.parse(Array(Self.text.utf8))
    let tokens = try resolver.document(for: inputs).resolve()
    guard case .color(let color) = tokens["color.bg"]?.value else { return nil }
    return color.srgb?.hexString
  }

  @Test("the default context applies when no input is given")
  func defaultContext() throws {
    #expect(try background([:]) == "#FFFFFF")
  }

  @Test("a modifier context overrides the base set; inputs match case-insensitively")
  func override() throws {
    #expect(try background(["mode": "dark"]) == "#000000")
    #expect(try background(["MODE": "Dark"]) == "#000000")
  }

  @Test("an unknown context is an error naming the modifier and its contexts")
  func unknownContext() {
    #expect {
      _ = try background(["mode": "sepia"])
    } throws: { error in
      (error as? DTCGError)?.description.contains("unknown context 'sepia' (light, dark)") == true
    }
  }

  @Test("a resolver written out reads back the same")
  func roundTrip() throws {
    let resolver = try DTCGResolverDocument.parse(Array(Self.text.utf8))
    let again = try DTCGResolverDocument.parse(Array(resolver.json.serialized().utf8))
    #expect(again == resolver)
  }

  @Test("missing resolutionOrder, bad versions and external files are refused")
  func refusals() {
    let bad = [
      ##"{"version": "2025.10", "sets": {}}"##,
      ##"{"version": "1.0", "resolutionOrder": []}"##,
      ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "other.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
      ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/nope"}]}"##,
    ]
    for text in bad {
      #expect(throws: DTCGError.self) { try DTCGResolverDocument.parse(Array(text.utf8)) }
    }
  }
}
