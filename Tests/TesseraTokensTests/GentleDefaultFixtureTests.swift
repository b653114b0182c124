import Foundation
import TesseraColor
import TesseraTokens
import Testing

/// GentleDesignSystem's own default spec (0.2.1, its commit dccb2f2; MIT licence), written by
/// hand in `References/gentle/` beside these tests from the library's Codable structs (see
/// the README there). Every expected value below is read off that source by hand, not from the
/// importer.
@Suite("Gentle default spec fixture: the real format imports with nothing unknown")
struct GentleDefaultFixtureTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("References/gentle")
    .appendingPathComponent("gentle-default-dccb2f2.json")

  func imported() throws -> GentleSpecImport {
    let bytes = try Data(contentsOf: Self.fixture)
    return try ThemeSpec.fromGentleSpec(Array(bytes), name: "Gentle Default")
  }

  func hex(_ text: String) throws -> SRGBColor { try SRGBColor(hex: text) }

  /// The light and dark values (Increase Contrast is derived, not Gentle's).
  func pair(_ values: ColorValues?) -> [SRGBColor]? { values.map { [$0.light, $0.dark] } }

  func paths(_ result: GentleSpecImport, _ kind: GentleImportNote.Kind) -> [String] {
    result.notes.filter { $0.kind == kind }.map(\.path)
  }

  @Test("every key of the real spec is known: no unknown-key report")
  func nothingUnknown() throws {
    let result = try imported()
    #expect(paths(result, .unknownKey) == [])
    #expect(result.specVersion == "0.2.1")
  }

  @Test("colors, including the 0.2.x names onPrimaryCTA and surface, reach their roles")
  func colors() throws {
    let result = try imported()
    let colors = result.spec.colors
    #expect(pair(colors[.accent]) == [try hex("#4A6EF5"), try hex("#3B82F6")])
    #expect(
      pair(colors[.textOnAccent]) == [try hex("#FFFFFF"), try hex("#FFFFFF")])
    #expect(
      pair(colors[.backgroundPrimary]) == [try hex("#FFFFFF"), try hex("#0B0F19")])
    // Gentle 0.2.1's `surface` (the card fill) is Tessera's elevated background.
    #expect(
      pair(colors[.backgroundElevated]) == [try hex("#FAFAFE"), try hex("#111827")])
    #expect(
      pair(colors[.borderSubtle]) == [try hex("#E5E7EB"), try hex("#374151")])
    #expect(
      pair(colors[.destructive]) == [try hex("#E35D5B"), try hex("#F87171")])
    #expect(
      pair(colors[.accentSecondary]) == [try hex("#8FA2FF"), try hex("#93C5FD")])
    #expect(
      pair(colors[.textTertiary]) == [try hex("#6B7280"), try hex("#9AA0A6")])
    // Roles without a counterpart are kept in the palette, alpha included, and reported.
    #expect(result.spec.palette["gentle.surfaceElevated.dark"] == (try hex("#1F2937")))
    #expect(
      result.spec.palette["gentle.surfaceOverlay.light"]
        == SRGBColor(red8: 0x11, green8: 0x18, blue8: 0x27, alpha8: 0xCC))
    #expect(result.spec.palette["gentle.themePrimary.light"] == (try hex("#4A6EF5")))
    let lost = paths(result, .noCounterpart)
    #expect(lost.contains("colors.pairByRole.surfaceElevated"))
    #expect(lost.contains("colors.pairByRole.surfaceOverlay"))
    #expect(lost.contains("colors.pairByRole.themePrimary"))
  }

  @Test("typography keeps Gentle's sizes, weights, designs, spacing and text colors")
  func typography() throws {
    let typography = try imported().spec.typography
    let title = try #require(typography[.title])
    #expect(title.size == 28)
    #expect(title.weight == .bold)
    #expect(title.design == .rounded)
    #expect(title.lineSpacing == 4)
    #expect(title.relativeTo == .title)
    let code = try #require(typography[.code])
    #expect(code.design == .monospaced)
    #expect(code.width == .condensed)
    #expect(code.letterSpacing == 0.3)
    #expect(code.relativeTo == .body)
    let caption2 = try #require(typography[.caption2])
    #expect(caption2.size == 11)
    #expect(caption2.colorRole == .textTertiary)
    #expect(typography[.bodySecondary]?.colorRole == .textSecondary)
    #expect(typography[.subheadline]?.size == 15)
  }

  @Test("layout: the scale, gaps by intent, insets; grid and touch scales are reported")
  func layout() throws {
    let result = try imported()
    let spec = result.spec
    #expect(spec.spacing == SpacingScale(xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32))
    // Gap intents: tight = gap.s (8, sm), regular = gap.m (12, md), loose = gap.xl (24, xl).
    #expect(spec.gaps == GapTokens(tight: .sm, regular: .md, loose: .xl))
    #expect(spec.insets[.screen] == AxisInsets(horizontal: .xl, vertical: .lg))
    #expect(spec.insets[.card] == AxisInsets(horizontal: .md, vertical: .md))
    // Gentle's `control` inset is Tessera's button and field insets.
    #expect(spec.insets[.button] == AxisInsets(horizontal: .lg, vertical: .sm))
    #expect(spec.insets[.field] == AxisInsets(horizontal: .lg, vertical: .sm))
    #expect(spec.insets[.listRow] == AxisInsets(horizontal: .lg, vertical: .sm))
    #expect(spec.grid == GridBreakpoint.standard)
    #expect(spec.minimumTouchTarget == 44)
    let lost = paths(result, .noCounterpart)
    #expect(lost.contains("layout.grid"))
    #expect(lost.contains("layout.touch"))
    #expect(lost.contains("layout.gap"))
  }

  @Test("visual: radii 8/12/20/999 and shadows of blur 2 and 6")
  func visual() throws {
    let spec = try imported().spec
    #expect(spec.radii.small == 8)
    #expect(spec.radii.medium == 12)
    #expect(spec.radii.large == 20)
    #expect(spec.radii.full == 999)
    // small = 2: black at 12% (30.6, byte 31), down 1; medium = 6: 14% (35.7, byte 36), down 3.
    #expect(
      spec.elevation[.low] == [
        ShadowLayer(
          color: SRGBColor(red8: 0, green8: 0, blue8: 0, alpha8: 31), radius: 2, offsetY: 1)
      ])
    #expect(
      spec.elevation[.medium] == [
        ShadowLayer(
          color: SRGBColor(red8: 0, green8: 0, blue8: 0, alpha8: 36), radius: 6, offsetY: 3)
      ])
  }
}
