import Foundation
import TesseraColor
import TesseraTokens
import Testing

@Suite("Font families")
struct FontFamilyTests {
  static let inter = FontFamilyToken("Inter", fallbacks: ["Helvetica Neue", "Arial"])

  static func decode(_ json: String) throws(ThemeSpecError) -> ThemeSpec {
    try ThemeSpec.decode(from: Data(json.utf8))
  }

  static func decodeError(_ json: String) -> ThemeSpecError? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return error
    }
  }

  @Test("a spec without fontFamily decodes to the system font and encodes without the key")
  func absentIsSystem() throws {
    let spec = try Self.decode(#"{"name": "Plain"}"#)
    #expect(spec.fontFamily == nil)
    #expect(spec.typography.values.allSatisfy { $0.fontFamily == nil })
    #expect(spec.resolved(for: .light).text(.body).fontFamily == nil)
    let encoded = String(decoding: try JSONEncoder().encode(spec), as: UTF8.self)
    #expect(!encoded.contains("fontFamily"))
  }

  @Test("no preset names a family, so preset JSON is unchanged", arguments: PresetThemes.all)
  func presetsHaveNoFamily(spec: ThemeSpec) throws {
    #expect(spec.fontFamily == nil)
    for role in TypographyRole.allCases { #expect(spec.fontFamily(for: role) == nil) }
    let encoded = String(decoding: try JSONEncoder().encode(spec), as: UTF8.self)
    #expect(!encoded.contains("fontFamily"))
  }

  @Test("the object form and the name-only form both decode")
  func forms() throws {
    let object = try Self.decode(
      #"{"name": "A", "fontFamily": {"name": "Inter", "fallbacks": ["Helvetica Neue", "Arial"]}}"#)
    #expect(object.fontFamily == Self.inter)
    let name = try Self.decode(#"{"name": "A", "fontFamily": "Inter"}"#)
    #expect(name.fontFamily == FontFamilyToken("Inter"))
    #expect(name.fontFamily?.names == ["Inter"])
  }

  @Test("encoding and decoding keep the theme family and role overrides")
  func codableRoundTrip() throws {
    var spec = PresetThemes.gentleDefault
    spec.fontFamily = Self.inter
    spec.typography[.displayLarge]?.fontFamily = FontFamilyToken("Playfair Display")
    let data = try JSONEncoder().encode(spec)
    let decoded = try ThemeSpec.decode(from: data)
    #expect(decoded == spec)
    #expect(decoded.typography[.displayLarge]?.fontFamily?.name == "Playfair Display")
  }

  @Test("the theme family reaches every role but the monospaced one; a role's own family wins")
  func resolution() throws {
    var spec = PresetThemes.default
    spec.fontFamily = Self.inter
    spec.typography[.title]?.fontFamily = FontFamilyToken(
      "Playfair Display", fallbacks: ["Georgia"])
    let theme = spec.resolved(for: .dark, contentSize: .accessibility2)
    #expect(theme.text(.body).fontFamily == ["Inter", "Helvetica Neue", "Arial"])
    #expect(theme.text(.caption2).fontFamily == ["Inter", "Helvetica Neue", "Arial"])
    #expect(theme.text(.title).fontFamily == ["Playfair Display", "Georgia"])
    #expect(spec.typographySpec(.code).design == .monospaced)
    #expect(theme.text(.code).fontFamily == nil)
    spec.typography[.code]?.fontFamily = FontFamilyToken("JetBrains Mono")
    #expect(spec.resolved(for: .light).text(.code).fontFamily == ["JetBrains Mono"])
    #expect(spec.fontFamily(for: .code)?.name == "JetBrains Mono")
    // The family changes nothing else of the style.
    var plain = spec
    plain.fontFamily = nil
    var withoutFamily = theme.text(.body)
    withoutFamily.fontFamily = nil
    #expect(
      plain.resolved(for: .dark, contentSize: .accessibility2).text(.body) == withoutFamily)
  }

  @Test(
    "bad family names are rejected with the JSON path of the name",
    arguments: [
      (#""fontFamily": {"name": ""}"#, "fontFamily.name"),
      (#""fontFamily": "   ""#, "fontFamily.name"),
      (
        #""fontFamily": {"name": "Inter", "fallbacks": ["Arial", "Bad\u0007Bell"]}"#,
        "fontFamily.fallbacks[1]"
      ),
      (#""fontFamily": "Inter\nBold""#, "fontFamily.name"),
      (
        #""fontFamily": {"name": "Inter", "fallbacks": ["sans-serif"]}"#,
        "fontFamily.fallbacks[0]"
      ),
      (#""fontFamily": {"name": 3}"#, "fontFamily.name"),
      (
        #""typography": {"body": {"size": 17, "weight": "regular", "design": "default", "#
          + #""width": "standard", "lineSpacing": 0, "letterSpacing": 0, "isUppercased": false, "#
          + #""colorRole": "textPrimary", "relativeTo": "body", "fontFamily": ""}}"#,
        "typography.body.fontFamily.name"
      ),
    ])
  func rejects(fragment: String, path: String) {
    let error = Self.decodeError(#"{"name": "A", "# + fragment + "}")
    #expect(error?.path == path, "\(String(describing: error))")
  }

  @Test("names longer than the limit and lists longer than the limit are rejected")
  func bounds() {
    let long = String(repeating: "x", count: FontFamilyToken.maximumNameLength + 1)
    let tooLong = Self.decodeError(#"{"name": "A", "fontFamily": ""# + long + #""}"#)
    #expect(tooLong?.path == "fontFamily.name")
    #expect(tooLong?.description.contains("limit is 100") == true)
    let fitting = String(repeating: "x", count: FontFamilyToken.maximumNameLength)
    #expect(Self.decodeError(#"{"name": "A", "fontFamily": ""# + fitting + #""}"#) == nil)
    let names = (1...FontFamilyToken.maximumNameCount).map { "\"F\($0)\"" }
    let tooMany = Self.decodeError(
      #"{"name": "A", "fontFamily": {"name": "Inter", "fallbacks": ["#
        + names.joined(separator: ", ") + "]}}")
    #expect(tooMany?.path == "fontFamily.fallbacks")
    let fewer = names.dropLast().joined(separator: ", ")
    #expect(
      Self.decodeError(
        #"{"name": "A", "fontFamily": {"name": "Inter", "fallbacks": ["# + fewer + "]}}") == nil)
  }

  @Test("a family from names drops generic keywords and blanks, and is nil when none is left")
  func fromNames() {
    #expect(
      FontFamilyToken(names: ["Inter", "System-UI", " ", "Arial", "sans-serif"])
        == FontFamilyToken("Inter", fallbacks: ["Arial"]))
    #expect(FontFamilyToken(names: ["system-ui", "sans-serif"]) == nil)
    #expect(FontFamilyToken(names: []) == nil)
  }

  @Test("a white-label configuration sets the family on the generated spec")
  func whiteLabel() throws {
    let brand = try BrandConfiguration(primaryHex: "#0F766E")
    let config = WhiteLabelConfiguration(
      brand: brand, name: "Acme", typography: .init(family: "Inter", design: .rounded))
    let theme = config.generate()
    #expect(theme.spec.fontFamily == FontFamilyToken("Inter"))
    #expect(theme.fontFamily == "Inter")
    let resolved = theme.spec.resolved(for: .light)
    #expect(resolved.text(.headline).fontFamily == ["Inter"])
    #expect(resolved.text(.code).fontFamily == nil)
    let reread = try ThemeSpec.decode(from: JSONEncoder().encode(theme.spec))
    #expect(reread.fontFamily == FontFamilyToken("Inter"))
    let system = WhiteLabelConfiguration(brand: brand, name: "Acme").generate()
    #expect(system.spec.fontFamily == nil)
    let blank = WhiteLabelConfiguration(brand: brand, name: "Acme", typography: .init(family: " "))
    #expect(blank.generate().spec.fontFamily == nil)
    for bad in ["Inter\u{0}", String(repeating: "x", count: 101), "sans-serif"] {
      let config = WhiteLabelConfiguration(
        brand: brand, name: "Acme", typography: .init(family: bad))
      let spec = config.generate().spec
      #expect(spec.fontFamily == nil)
      #expect(throws: Never.self) { try spec.validate() }
    }
  }
}
