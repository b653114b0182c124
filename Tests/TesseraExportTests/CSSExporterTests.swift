import Foundation
import TesseraTokens
import Testing

@testable import TesseraExport

@Suite("CSS export")
struct CSSExporterTests {
  /// The declarations inside the first block whose header is exactly `header`.
  static func block(_ css: String, _ header: String) -> String? {
    guard let start = css.range(of: header + " {\n") else { return nil }
    var depth = 1
    var index = start.upperBound
    while index < css.endIndex {
      if css[index] == "{" { depth += 1 }
      if css[index] == "}" {
        depth -= 1
        if depth == 0 { return String(css[start.upperBound..<index]) }
      }
      index = css.index(after: index)
    }
    return nil
  }

  @Test(
    "every role has its value in each mode's media query and data-theme block",
    arguments: [
      PresetThemes.default, PresetThemes.ocean, PresetThemes.editorialPaper,
    ])
  func modes(spec: ThemeSpec) throws {
    let exporter = CSSExporter()
    let css = exporter.stylesheet(for: spec)
    let blocks: [(String, ThemeMode)] = [
      (":root", .light),
      ("@media (prefers-color-scheme: dark)", .dark),
      ("@media (prefers-contrast: more)", .lightIncreasedContrast),
      ("@media (prefers-color-scheme: dark) and (prefers-contrast: more)", .darkIncreasedContrast),
      ("[data-theme=\"light\"], .tessera-theme-light", .light),
      ("[data-theme=\"dark\"], .tessera-theme-dark", .dark),
      (
        "[data-theme=\"light-increased-contrast\"], .tessera-theme-light-increased-contrast",
        .lightIncreasedContrast
      ),
      (
        "[data-theme=\"dark-increased-contrast\"], .tessera-theme-dark-increased-contrast",
        .darkIncreasedContrast
      ),
    ]
    for (header, mode) in blocks {
      let body = try #require(Self.block(css, header), "missing block \(header)")
      for role in ColorRole.allCases {
        let value = spec.colorValues(role).value(for: mode).hexString.lowercased()
        #expect(body.contains("\(exporter.propertyName(role)): \(value);"), "\(header) \(role)")
      }
    }
    #expect(css.filter { $0 == "{" }.count == css.filter { $0 == "}" }.count)
  }

  @Test("tokens cover type sizes at every content size, spacing, radii, shadows and motion")
  func tokens() throws {
    let spec = PresetThemes.sunset
    let css = CSSExporter().stylesheet(for: spec)
    let root = try #require(Self.block(css, ":root"))
    #expect(root.contains("--tessera-font-body-size: 17px;"))
    #expect(root.contains("--tessera-font-large-title-weight: "))
    #expect(root.contains("--tessera-space-lg: \(ExportNaming.number(spec.spacing.lg))px;"))
    #expect(root.contains("--tessera-radius-medium: \(ExportNaming.number(spec.radii.medium))px;"))
    #expect(root.contains("--tessera-shadow-none: none;"))
    #expect(root.contains("--tessera-motion-quick-duration: "))
    let ax5 = try #require(Self.block(css, "[data-content-size=\"accessibility5\"]"))
    #expect(ax5.contains("--tessera-font-body-size: 53px;"))
    let reduced = try #require(Self.block(css, "@media (prefers-reduced-motion: reduce)"))
    let quick = spec.motion[.quick]?.reduced.duration ?? 0
    #expect(reduced.contains("--tessera-motion-quick-duration: \(Int(quick * 1000))ms;"))
  }

  @Test("names from files cannot break out of a comment or a declaration")
  func hostileName() {
    var spec = PresetThemes.default
    spec.name = "x */ body { display: none } /*"
    spec.palette = ["a;b}c": .white]
    let css = CSSExporter().stylesheet(for: spec)
    let pieces = css.components(separatedBy: "*/")
    #expect(pieces.count == 2, "the generated header comment must be the only comment")
    #expect(pieces.last?.contains("display: none") == false)
    #expect(css.contains("--tessera-palette-a-b-c: #ffffff;"))
  }

  @Test("JSON export reads back as the same theme for every preset")
  func jsonRoundTrip() throws {
    for spec in PresetThemes.all {
      let text = try ThemeExporter.export(spec, as: .json)
      let decoded = try ThemeSpec.decode(from: Data(text.utf8))
      #expect(decoded == spec, "\(spec.name)")
    }
  }

  @Test("DTCG export reads back as the same theme")
  func dtcgRoundTrip() throws {
    let text = try ThemeExporter.export(PresetThemes.lavender, as: .dtcg)
    let result = try ThemeSpec.fromDTCG(Array(text.utf8))
    #expect(result.spec == PresetThemes.lavender)
  }
}
