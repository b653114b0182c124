import TesseraJSON
import TesseraTokens
import Testing

@testable import TesseraDTCG

@Suite("Lenient import of DTCG resolver documents and $extends")
struct TokenImportResolverTests {
  static let mapText =
    ##"{"tokens": {"bg": "colors.backgroundPrimary", "fg": "colors.textPrimary"}}"##

  func theme(_ resolver: String, requested: [ThemeMode: String] = [:]) throws -> (
    ThemeSpec, TokenImportReport
  ) {
    let document = try DTCGResolverDocument.parse(Array(resolver.utf8))
    return try TokenImporter.theme(
      from: try TokenSource(resolver: document, requested: requested),
      map: try TokenMap.decode(Array(Self.mapText.utf8)))
  }

  func hex(_ spec: ThemeSpec, _ role: ColorRole, _ mode: ThemeMode) -> String? {
    spec.colors[role]?.value(for: mode).hexString
  }

  /// A `theme` modifier (light, dark), a `contrast` modifier (standard, high) and a `brand`
  /// modifier that is no mode.
  static let twoAxes = ##"""
    {"version": "2025.10",
     "sets": {"base": {"sources": [{"c": {"$type": "color", "white": {"$value": "#FFFFFF"}, "black": {"$value": "#000000"}}}]}},
     "modifiers": {
       "theme": {"default": "light", "contexts": {
         "light": [{"bg": {"$type": "color", "$value": "{c.white}"}, "fg": {"$type": "color", "$value": "#333333"}}],
         "dark": [{"bg": {"$type": "color", "$value": "#111111"}, "fg": {"$type": "color", "$value": "#DDDDDD"}}]}},
       "contrast": {"default": "standard", "contexts": {
         "standard": [],
         "high": [{"fg": {"$type": "color", "$value": "#000000"}}]}},
       "brand": {"default": "acme", "contexts": {"acme": [], "globex": [{"bg": {"$type": "color", "$value": "#FF0000"}}]}}},
     "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/contrast"}, {"$ref": "#/modifiers/brand"}]}
    """##

  @Test("two modifiers give the four modes by their context names; a brand keeps its default")
  func twoModifiers() throws {
    let (spec, report) = try theme(Self.twoAxes)
    #expect(hex(spec, .backgroundPrimary, .light) == "#FFFFFF")
    #expect(hex(spec, .backgroundPrimary, .dark) == "#111111")
    #expect(hex(spec, .textPrimary, .light) == "#333333")
    #expect(hex(spec, .textPrimary, .dark) == "#DDDDDD")
    #expect(hex(spec, .textPrimary, .lightIncreasedContrast) == "#000000")
    #expect(hex(spec, .textPrimary, .darkIncreasedContrast) == "#000000")
    #expect(hex(spec, .backgroundPrimary, .darkIncreasedContrast) == "#111111")
    #expect(report.modes[.darkIncreasedContrast] == "theme=dark, contrast=high, brand=acme")
    #expect(
      report.modeNotes.contains(
        "modifier 'brand' is not a mode: every mode reads its context 'acme' (its default)"))
  }

  @Test("a map's mode names a context, or several modifiers' inputs")
  func requestedModes() throws {
    let (spec, report) = try theme(
      Self.twoAxes, requested: [.light: "globex", .dark: "theme=dark, brand=globex"])
    #expect(hex(spec, .backgroundPrimary, .light) == "#FF0000")
    #expect(hex(spec, .backgroundPrimary, .dark) == "#FF0000")
    #expect(report.modes[.dark] == "theme=dark, contrast=standard, brand=globex")
    #expect(throws: TokenImportError.self) {
      _ = try theme(Self.twoAxes, requested: [.dark: "sepia"])
    }
  }

  @Test(
    "one modifier with camel-case high-contrast contexts; a missing one falls back to its scheme")
  func oneModifier() throws {
    let (spec, report) = try theme(
      ##"""
      {"version": "2025.10", "modifiers": {"mode": {"default": "light", "contexts": {
         "light": [{"bg": {"$type": "color", "$value": "#FFFFFF"}}],
         "dark": [{"bg": {"$type": "color", "$value": "#0D1117"}}],
         "darkHighContrast": [{"bg": {"$type": "color", "$value": "#010409"}}]}}},
       "resolutionOrder": [{"$ref": "#/modifiers/mode"}]}
      """##)
    #expect(hex(spec, .backgroundPrimary, .darkIncreasedContrast) == "#010409")
    #expect(hex(spec, .backgroundPrimary, .lightIncreasedContrast) == "#FFFFFF")
    #expect(report.modes[.darkIncreasedContrast] == "darkHighContrast")
    #expect(
      report.modeNotes.contains(
        "modifier 'mode' has no lightIncreasedContrast context: it reads 'light', as light does"))
  }

  @Test("$extends in token files: inherited tokens import, a cycle refuses with the group path")
  func extendsImport() throws {
    let source = try TokenSource(files: [
      (
        "tokens.json",
        try JSONParser.parse(
          ##"{"base": {"$type": "color", "bg": {"$value": "#FAFAFA"}, "fg": {"$value": "#222222"}}, "app": {"$extends": "{base}", "fg": {"$value": "#000000"}}}"##
        )
      )
    ])
    let map = try TokenMap.decode(
      Array(
        ##"{"tokens": {"app.bg": "colors.backgroundPrimary", "app.fg": "colors.textPrimary"}}"##
          .utf8))
    let (spec, _) = try TokenImporter.theme(from: source, map: map)
    #expect(hex(spec, .backgroundPrimary, .dark) == "#FAFAFA")
    #expect(hex(spec, .textPrimary, .light) == "#000000")
    #expect {
      _ = try TokenSource(files: [
        ("t.json", try JSONParser.parse(##"{"a": {"$extends": "{b}"}, "b": {"$extends": "{a}"}}"##))
      ])
    } throws: { error in
      guard case .invalidToken(let path, let reason) = error as? TokenImportError else {
        return false
      }
      return path == "b" && reason.contains("cycle: a → b → a")
    }
  }

  @Test("mode words: camel case splits, 'standard contrast' is not increased contrast")
  func modeWords() {
    #expect(ModeName.words("darkHighContrast") == ["dark", "high", "contrast"])
    #expect(ModeName.isIncreasedContrast("lightHighContrast"))
    #expect(!ModeName.isIncreasedContrast("standard-contrast"))
    #expect(ModeName.isIncreasedContrast("Dark Contrast"))
    #expect(ModeName.scheme(of: "lightHighContrast") == "light")
  }
}
