import TesseraGoldenTesting
import TesseraTokens
import Testing

@testable import TesseraExport

/// Characterization of every export format, recorded before the refactor of issue #11 so it
/// can show it changed no output. Re-record an intended change with
/// `TESSERA_RECORD=1 swift test --filter Golden` and review the diff.
@Suite("Export golden files")
struct ExportGoldenTests {
  static let suite = "export"

  /// The themes exported: the default, a cool and a high-chroma preset, and a generated brand
  /// theme (the README's `tessera brand --primary "#FF6B35" --name Acme`).
  static let themes = ["default", "ocean", "boldOrange", "brand-acme"]

  /// The reference's extension for each format (Swift is stored as text so no tool compiles
  /// or lints it).
  static let extensions: [ExportFormat: String] = [
    .swift: "swift.txt", .css: "css", .dtcg: "tokens.json", .json: "json",
  ]

  static func spec(_ name: String) throws -> ThemeSpec {
    if name == "brand-acme" {
      return try BrandConfiguration(primaryHex: "#FF6B35").generate(name: "Acme").spec
    }
    return try #require(PresetThemes.named(name), "no preset \(name)")
  }

  @Test(
    "each export of each theme matches its reference",
    arguments: themes, [ExportFormat.swift, .css, .dtcg, .json])
  func export(theme: String, format: ExportFormat) throws {
    let text = try ThemeExporter.export(try Self.spec(theme), as: format)
    let ext = try #require(Self.extensions[format])
    assertGolden(text, named: theme, in: Self.suite, extension: ext)
  }

  @Test("the brand theme's generation report matches its reference")
  func brandReport() throws {
    let theme = try BrandConfiguration(primaryHex: "#FF6B35").generate(name: "Acme")
    assertGolden(
      theme.report.lines.joined(separator: "\n") + "\n", named: "brand-acme-report",
      in: Self.suite)
  }

  @Test("every reference in the folder is one these tests produce")
  func noLeftovers() throws {
    var produced: Set<String> = ["brand-acme-report.txt"]
    for theme in Self.themes {
      for ext in Self.extensions.values { produced.insert("\(theme).\(ext)") }
    }
    try GoldenFiles(testFile: #filePath).expectNoUnexpectedReferences(
      in: Self.suite, produced: produced)
  }
}
