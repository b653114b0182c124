import TesseraColor
import TesseraTokens
import Testing

@testable import TesseraComponents

/// Colors that must keep their contrast fall back to a role that does: a status dot, an avatar
/// ring and a focus ring keep 3:1 against the surface, a stat card's change keeps 4.5:1.
@Suite("Contrast fallbacks: non-text signals and a stat card's change")
struct ContrastFallbackTests {
  let theme = PresetThemes.default.resolved(for: .light)

  /// The default theme with one color replaced in every mode.
  func theme(with role: ColorRole, _ hex: String) throws -> ResolvedTheme {
    var spec = PresetThemes.default
    spec.colors[role] = ColorValues(try SRGBColor(hex: hex))
    return spec.resolved(for: .light)
  }

  @Test("status dots, avatar rings and focus rings keep 3:1, falling back when too pale")
  func nonTextFallbacks() throws {
    #expect(theme.dotBadgeColor(.error).role == .error)
    #expect(theme.borderedAvatarRing().color.role == .accent)
    #expect(theme.borderedAvatarRing().width == 2)
    #expect(theme.focusRing().color.role == .focusRing)
    // #FFE0E0 on white is about 1.2:1: the dot falls back to the primary text color.
    #expect(try theme(with: .error, "#FFE0E0").dotBadgeColor(.error).role == .textPrimary)
    #expect(try theme(with: .focusRing, "#F0F0F0").focusRing().color.role == .accent)
  }

  @Test("a stat card's change is readable text on the card, green or red, else secondary text")
  func statChange() throws {
    for isPositive in [true, false] {
      let color = theme.statCardChangeColor(isPositive: isPositive)
      let fill = try #require(theme.appearance(.card(.elevated)).background).color
      #expect(color.color.contrastRatio(with: fill) >= 4.5)
      #expect(color.role == (isPositive ? .success : .error))
    }
    #expect(
      try theme(with: .success, "#B8F0C8").statCardChangeColor(isPositive: true).role
        == .textSecondary)
  }
}
