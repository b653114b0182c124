import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Loading overlay")
struct LoadingOverlayTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }

  @Test("the overlay's spinner meets 3:1 on its panel, above a scrim, in every preset and mode")
  func spinnerOnPanel() {
    for theme in Self.themes {
      let look = theme.appearance(.loadingOverlay)
      #expect(look.scrim?.role == .scrim)
      #expect(look.background?.token == "surface.popover.background")
      let ratio = look.contrastRatio(
        for: PartContrastRequirement(.fill, against: .background, level: .nonText))
      #expect((ratio ?? 0) >= 3, "\(theme.name) [\(theme.mode)]")
    }
  }
}
