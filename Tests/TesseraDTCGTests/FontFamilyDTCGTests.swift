import Foundation
import TesseraColor
import TesseraDTCG
import TesseraTokens
import Testing

@Suite("Font families through DTCG")
struct FontFamilyDTCGTests {
  static func branded() -> ThemeSpec {
    var spec = PresetThemes.gentleDefault
    spec.fontFamily = FontFamilyToken("Inter", fallbacks: ["Helvetica Neue"])
    spec.typography[.displayLarge]?.fontFamily = FontFamilyToken("Playfair Display")
    return spec
  }

  static func typographyFamily(_ tokens: [String: DTCGResolvedToken], _ role: TypographyRole)
    -> [String]?
  {
    guard case .typography(let text) = tokens["typography.\(role.rawValue)"]?.value else {
      return nil
    }
    return text.fontFamily
  }

  @Test("typography tokens list the role's family before the system stack")
  func export() throws {
    let bytes = Array(Self.branded().dtcgResolverDocument().json.serialized().utf8)
    let tokens = try DTCGResolverDocument.parse(bytes).document(for: ["mode": "light"]).resolve()
    #expect(
      Self.typographyFamily(tokens, .body) == [
        "Inter", "Helvetica Neue", "system-ui", "sans-serif",
      ])
    #expect(
      Self.typographyFamily(tokens, .displayLarge) == [
        "Playfair Display", "system-ui", "sans-serif",
      ])
    #expect(Self.typographyFamily(tokens, .code) == ["system-ui", "sans-serif"])
    guard case .fontFamily(let names) = tokens["font.family"]?.value else {
      Issue.record("no font.family token")
      return
    }
    #expect(names == ["Inter", "Helvetica Neue", "system-ui", "sans-serif"])
  }

  @Test("a preset's typography tokens keep the system stack and no font group")
  func presetExport() throws {
    let bytes = Array(PresetThemes.ocean.dtcgResolverDocument().json.serialized().utf8)
    let tokens = try DTCGResolverDocument.parse(bytes).document(for: [:]).resolve()
    #expect(Self.typographyFamily(tokens, .body) == ["system-ui", "sans-serif"])
    #expect(tokens["font.family"] == nil)
  }

  @Test("a theme with a family and a role override comes back the same")
  func roundTrip() throws {
    let spec = Self.branded()
    let bytes = Array(spec.dtcgResolverDocument().json.serialized().utf8)
    let (imported, notes) = try ThemeSpec.fromDTCG(bytes)
    #expect(imported.fontFamily == spec.fontFamily)
    #expect(imported.typography == spec.typography)
    #expect(imported == spec)
    #expect(notes.isEmpty)
  }

  @Test("tokens win over the embedded spec: an edited family in a design tool comes through")
  func tokensWin() throws {
    let spec = Self.branded()
    var text = spec.dtcgResolverDocument().json.serialized()
    // Only the token's list has a comma after the name; the embedded spec has none.
    #expect(text.contains(#""Playfair Display","#))
    text = text.replacingOccurrences(of: #""Playfair Display","#, with: #""Lora","#)
    let (imported, _) = try ThemeSpec.fromDTCG(Array(text.utf8))
    #expect(imported.fontFamily(for: .displayLarge) == FontFamilyToken("Lora"))
    #expect(imported.fontFamily(for: .body) == spec.fontFamily)
    let plain = #"""
      {"typography": {"$type": "typography",
        "title": {"$value": {"fontFamily": ["Merriweather", "Georgia", "serif"],
          "fontSize": {"value": 28, "unit": "px"}, "fontWeight": 400,
          "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
      """#
    let (fromPlain, _) = try ThemeSpec.fromDTCG(Array(plain.utf8))
    #expect(fromPlain.fontFamily == nil)
    #expect(
      fromPlain.typography[.title]?.fontFamily
        == FontFamilyToken("Merriweather", fallbacks: ["Georgia"]))
    #expect(fromPlain.resolved(for: .light).text(.body).fontFamily == nil)
  }

  @Test("a family name with a control character is an unusable token at its path")
  func rejectsBadName() {
    let plain = #"""
      {"font": {"$type": "fontFamily", "family": {"$value": ["In\u0000ter", "sans-serif"]}}}
      """#
    #expect {
      try ThemeSpec.fromDTCG(Array(plain.utf8))
    } throws: { error in
      guard case .unusable(let issue) = error as? DTCGImportError else { return false }
      return issue.path == "font.family" && issue.message.contains("control character")
    }
  }
}
