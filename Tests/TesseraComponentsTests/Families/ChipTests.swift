import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Chip")
struct ChipTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("a chip at rest is outlined at 3:1 with no fill; selected, it is filled with the indicator")
  func outlinedThenFilled() {
    for theme in Self.themes {
      let rest = theme.appearance(.chip)
      #expect(rest.background == nil)
      let outline = rest.contrastRatio(for: PartContrastRequirement(.border, level: .nonText))
      #expect((outline ?? 0) >= 3, "\(theme.name) [\(theme.mode)]")
      let selected = theme.appearance(.chip, state: .selected)
      #expect([ColorRole.indicator, .textPrimary].contains(selected.background?.role))
    }
  }

  @Test("chips are capsules at every size")
  func capsules() {
    for size in ComponentSize.allCases {
      let look = Self.theme.appearance(.chip, size: size)
      #expect(look.cornerRadius == look.minimumSize.height / 2, "\(size)")
      #expect((look.touchTarget?.height ?? 0) >= 44, "\(size)")
    }
  }
}
