import TesseraColor
import Testing

@testable import TesseraTokens

@Suite("DesignSystemPro's token namespaces")
struct SeedTokenTests {
  @Test("semantic tokens resolve per scheme and high contrast, purely")
  func semantic() {
    let token = ColorTokens.Foreground.onAccent
    #expect(token.role == .textOnAccent)
    #expect(token.resolved(for: .dark) == PrimitiveColors.gray900)
    #expect(token.resolved(for: .light) == .white)
    #expect(token.resolved(for: .light, highContrast: true) == token.highContrast)
    #expect(token.resolved(for: .dark, highContrast: true) == token.darkHighContrast)
    let accent = ColorTokens.Accent.primary.resolved(for: .dark)
    #expect(token.resolved(for: .dark).contrastRatio(with: accent) >= 4.5)
  }

  @Test("every token pair the seed names passes AA in every scheme")
  func seedPairs() {
    for scheme in ThemeScheme.allCases {
      for highContrast in [false, true] {
        let background = ColorTokens.Background.primary.resolved(
          for: scheme, highContrast: highContrast)
        let text = ColorTokens.Foreground.primary.resolved(for: scheme, highContrast: highContrast)
        let success = ColorTokens.Status.success.resolved(for: scheme, highContrast: highContrast)
        #expect(ColorContrastUtility.meetsWCAG_AA(text, background))
        #expect(ColorContrastUtility.meetsWCAG_AA(success, background))
      }
    }
  }

  @Test("a token follows the active theme when resolved in it")
  func followsTheme() {
    let ocean = PresetThemes.ocean.resolved(for: .light)
    #expect(ColorTokens.Accent.primary.resolved(in: ocean) == ocean.color(.accent))
    #expect(ColorTokens.Accent.primary.resolved(in: ocean) != ColorTokens.Accent.primary.light)
    let token = SemanticColorToken(.accent, in: PresetThemes.ocean)
    #expect(token.light == ocean.color(.accent))
  }

  @Test("typography and spacing namespaces map to roles and the standard scale")
  func namespaces() {
    #expect(TypographyTokens.Heading.h2 == .title)
    let theme = PresetThemes.default.resolved(for: .light, contentSize: .accessibility2)
    #expect(theme.text(TypographyTokens.Heading.h2).size == 43)
    #expect(SpacingTokens.Content.comfortable == 16)
    #expect(SpacingTokens.Layout.screenEdge == 16)
    #expect(SpacingTokens.Layout.minimumTouchTarget == theme.minimumTouchTarget)
    #expect(PrimitiveColors.blue600.hexString == "#2563EB")
    #expect(PrimitiveColors.blue400.hexString == "#60A5FA")
  }
}
