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

  /// The eight blocks that carry a full set of colors, with the mode each one is for.
  static let colorBlocks: [(header: String, mode: String)] = [
    (":root", "light"),
    ("@media (prefers-color-scheme: dark)", "dark"),
    ("@media (prefers-contrast: more)", "lightIncreasedContrast"),
    ("@media (prefers-color-scheme: dark) and (prefers-contrast: more)", "darkIncreasedContrast"),
    ("[data-theme=\"light\"], .tessera-theme-light", "light"),
    ("[data-theme=\"dark\"], .tessera-theme-dark", "dark"),
    (
      "[data-theme=\"light-increased-contrast\"], .tessera-theme-light-increased-contrast",
      "lightIncreasedContrast"
    ),
    (
      "[data-theme=\"dark-increased-contrast\"], .tessera-theme-dark-increased-contrast",
      "darkIncreasedContrast"
    ),
  ]

  /// The `--tessera-color-*` declarations of a block, in order.
  static func colorDeclarations(_ body: String) -> [String] {
    body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("--tessera-color-") }
  }

  /// Colors the presets' recipes publish and that pass as published, so the export must carry
  /// them unchanged (Sources/TesseraTokens/Presets/*Recipes.swift; the full stylesheets are
  /// pinned by the golden files in References/export).
  static let publishedColors: [(spec: ThemeSpec, light: [String], dark: [String])] = [
    (
      PresetThemes.default,
      ["accent: #2563eb", "background-primary: #ffffff", "text-primary: #111827"],
      ["accent: #60a5fa", "background-primary: #111827", "text-primary: #f9fafb"]
    ),
    (
      PresetThemes.ocean,
      ["accent: #0e7490", "background-primary: #f8fbfd", "text-primary: #0c2a3a"],
      ["accent: #22d3ee", "background-primary: #071a26", "text-on-accent: #04121b"]
    ),
    (
      PresetThemes.editorialPaper,
      ["accent: #9b2c2c", "background-primary: #fbf8f1", "text-primary: #1f1b16"],
      ["accent: #f0a3a3", "background-primary: #171512", "text-primary: #f3eee4"]
    ),
  ]

  @Test(
    "each mode's media query and data-theme block declare all 46 roles, the same in both",
    arguments: [PresetThemes.default, PresetThemes.ocean, PresetThemes.editorialPaper])
  func modes(spec: ThemeSpec) throws {
    let css = CSSExporter().stylesheet(for: spec)
    var byMode: [String: [String]] = [:]
    for (header, mode) in Self.colorBlocks {
      let body = try #require(Self.block(css, header), "missing block \(header)")
      let declarations = Self.colorDeclarations(body)
      let names = declarations.map { $0.prefix { $0 != ":" } }
      #expect(
        names.count == ColorRole.allCases.count,
        "\(header): \(names.count) color declarations")
      #expect(Set(names).count == names.count, "\(header) declares a role twice")
      if let earlier = byMode[mode] {
        #expect(declarations == earlier, "\(header) differs from the other \(mode) block")
      }
      byMode[mode] = declarations
    }
    #expect(Set(byMode.values).count == 4, "the four modes must not share one set of colors")
    #expect(css.filter { $0 == "{" }.count == css.filter { $0 == "}" }.count)
  }

  @Test("a preset's published colors reach the light and dark blocks unchanged")
  func publishedColorsSurvive() throws {
    for (spec, light, dark) in Self.publishedColors {
      let css = CSSExporter().stylesheet(for: spec)
      let root = try #require(Self.block(css, ":root"))
      let night = try #require(Self.block(css, "@media (prefers-color-scheme: dark)"))
      for declaration in light {
        #expect(root.contains("--tessera-color-\(declaration);"), "\(spec.name) \(declaration)")
      }
      for declaration in dark {
        #expect(night.contains("--tessera-color-\(declaration);"), "\(spec.name) \(declaration)")
      }
    }
  }

  @Test("tokens cover type sizes at every content size, spacing, radii, shadows and motion")
  func tokens() throws {
    let spec = PresetThemes.sunset
    // Sunset keeps the standard scales of the Gentle seed (spacing l = 16, radius medium = 12)
    // and the standard quick motion, 0.1 s under Reduce Motion.
    #expect(spec.spacing.lg == 16)
    #expect(spec.radii.medium == 12)
    #expect(spec.motion[.quick]?.reduced.duration == 0.1)
    let css = CSSExporter().stylesheet(for: spec)
    let root = try #require(Self.block(css, ":root"))
    #expect(root.contains("--tessera-font-body-size: 17px;"))
    #expect(root.contains("--tessera-font-large-title-weight: "))
    #expect(root.contains("--tessera-space-lg: 16px;"))
    #expect(root.contains("--tessera-radius-medium: 12px;"))
    #expect(root.contains("--tessera-shadow-none: none;"))
    #expect(root.contains("--tessera-motion-quick-duration: "))
    let ax5 = try #require(Self.block(css, "[data-content-size=\"accessibility5\"]"))
    #expect(ax5.contains("--tessera-font-body-size: 53px;"))
    let reduced = try #require(Self.block(css, "@media (prefers-reduced-motion: reduce)"))
    #expect(reduced.contains("--tessera-motion-quick-duration: 100ms;"))
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
