import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Segmented control")
struct SegmentedControlTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("the selected segment is filled with the indicator and its title stays readable")
  func selected() {
    for theme in Self.themes {
      let look = theme.appearance(.segmentedControl, state: .selected)
      #expect([ColorRole.indicator, .textPrimary].contains(look.background?.role))
      let ratio = look.contrastRatio(
        for: PartContrastRequirement(.foreground, against: .background, level: .textAA))
      #expect((ratio ?? 0) >= 4.5, "\(theme.name) [\(theme.mode)]")
    }
  }

  @Test("segments rest on the secondary background and darken to the grouped one when pressed")
  func restingAndPressed() {
    #expect(Self.theme.appearance(.segmentedControl).background?.role == .backgroundSecondary)
    #expect(
      Self.theme.appearance(.segmentedControl, state: .pressed).background?.role
        == .backgroundGrouped)
    #expect(Self.theme.appearance(.segmentedControl, state: .disabled).press == nil)
    #expect(Self.theme.appearance(.segmentedControl).press == Self.theme.button(.secondary).press)
  }
}
