import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Tab bar")
struct TabBarTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }

  @Test("the selected tab is in the link color, the others in the secondary text color")
  func tint() {
    let theme = PresetThemes.default.resolved(for: .light)
    #expect(theme.appearance(.tabBar, state: .selected).foreground?.role == .textLink)
    #expect(theme.appearance(.tabBar, state: .selected).icon?.role == .textLink)
    #expect(theme.appearance(.tabBar).foreground?.role == .textSecondary)
    #expect(theme.appearance(.tabBar).background == nil)
  }

  @Test("every tab's title and symbol are readable on the bar in every preset and mode")
  func readable() {
    for theme in Self.themes {
      for state in [ComponentState.normal, .selected] {
        let look = theme.appearance(.tabBar, state: state)
        let text = look.contrastRatio(for: PartContrastRequirement(.foreground, level: .textAA))
        let icon = look.contrastRatio(for: PartContrastRequirement(.icon, level: .nonText))
        #expect((text ?? 0) >= 4.5 && (icon ?? 0) >= 3, "\(theme.name) [\(theme.mode)] \(state)")
      }
    }
  }
}
