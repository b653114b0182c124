import Foundation
import TesseraColor
import TesseraDTCG
import TesseraJSON
import TesseraTokens
import Testing

@Suite("Tessera themes through DTCG")
struct ThemeSpecDTCGTests {
  static func export(_ spec: ThemeSpec) -> [UInt8] {
    Array(spec.dtcgResolverDocument().json.serialized().utf8)
  }

  @Test(
    "every preset exported to DTCG and imported back is the same theme", arguments: PresetThemes.all
  )
  func roundTrip(spec: ThemeSpec) throws {
    let (imported, notes) = try ThemeSpec.fromDTCG(Self.export(spec))
    for role in ColorRole.allCases {
      #expect(imported.colorValues(role) == spec.colorValues(role), "\(role)")
    }
    #expect(imported.typography == spec.typography)
    #expect(imported.elevation == spec.elevation)
    #expect(imported.motion == spec.motion)
    #expect(imported == spec)
    #expect(notes.isEmpty)
  }

  @Test("the export is valid DTCG whose mode contexts carry each mode's colors")
  func modes() throws {
    let spec = PresetThemes.ocean
    let resolver = try DTCGResolverDocument.parse(Self.export(spec))
    for mode in ThemeMode.allCases {
      let tokens = try resolver.document(for: ["mode": mode.dtcgContext]).resolve()
      for role in ColorRole.allCases {
        guard case .color(let color) = tokens["color.\(role.rawValue)"]?.value else {
          Issue.record("\(role) missing in \(mode)")
          continue
        }
        #expect(color.srgb == spec.colorValues(role).value(for: mode))
      }
      #expect(
        tokens["spacing.md"]?.value == .dimension(DTCGDimension(value: spec.spacing.md, unit: "px"))
      )
    }
  }

  @Test("a token edited in a design tool wins over the embedded spec, in its mode only")
  func editsComeThrough() throws {
    let spec = PresetThemes.forest
    var resolver = spec.dtcgResolverDocument()
    var mode = try #require(resolver.modifiers["mode"])
    let index = try #require(mode.contexts.firstIndex { $0.name == "light" })
    mode.contexts[index].sources.append(
      .object([
        JSONMember(
          "color",
          .object([JSONMember("accent", .object([JSONMember("$value", .string("#123456"))]))]))
      ]))
    resolver.modifiers["mode"] = mode
    let (imported, _) = try ThemeSpec.fromDTCG(Array(resolver.json.serialized().utf8))
    #expect(imported.colorValues(.accent).light == (try SRGBColor(hex: "#123456")))
    #expect(imported.colorValues(.accent).dark == spec.colorValues(.accent).dark)
    #expect(imported.colorValues(.textPrimary) == spec.colorValues(.textPrimary))
  }

  @Test("a plain third-party token file imports with notes about what it lacks")
  func plainFile() throws {
    let text = """
      {"color": {"$type": "color",
        "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0.3, 0.6], "hex": "#004d99"}},
        "backgroundPrimary": {"$value": "#FFFFFF"}},
       "spacing": {"$type": "dimension", "md": {"$value": {"value": 1, "unit": "rem"}}}}
      """
    let (spec, notes) = try ThemeSpec.fromDTCG(Array(text.utf8))
    #expect(spec.colorValues(.accent).dark == SRGBColor(red: 0, green: 0.3, blue: 0.6))
    #expect(spec.spacing.md == 16)
    #expect(notes.contains { $0.contains("no embedded Tessera spec") })
    #expect(notes.contains { $0.contains("textPrimary") })
    // The split accent roles take the file's accent, not the default theme's blue.
    #expect(spec.colorValues(.indicator) == spec.colorValues(.accent))
    #expect(spec.colorValues(.accentSecondaryContainer) == spec.colorValues(.accent))
    #expect(notes.contains { $0.contains("took the file's accent or textOnAccent: indicator") })
  }

  @Test("unusable tokens are errors naming the token")
  func unusable() {
    let text =
      #"{"spacing": {"md": {"$type": "dimension", "$value": {"value": -4, "unit": "px"}}}}"#
    #expect(
      throws: DTCGImportError.unusable(
        DTCGIssue(path: "spacing.md", message: "needs a non-negative dimension"))
    ) {
      try ThemeSpec.fromDTCG(Array(text.utf8))
    }
  }
}
