import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Timeline")
struct TimelineTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("the current event's dot is the largest; past and current dots are the indicator")
  func dots() {
    let completed = Self.theme.appearance(.timeline(.completed))
    let current = Self.theme.appearance(.timeline(.current))
    let upcoming = Self.theme.appearance(.timeline(.upcoming))
    #expect(current.knobDiameter > completed.knobDiameter)
    #expect(completed.knobDiameter == upcoming.knobDiameter)
    #expect(completed.indicator?.role == .indicator && current.indicator?.role == .indicator)
    #expect(upcoming.indicator?.role == .borderStrong)
  }

  @Test("every event's dot meets 3:1 on the surface in every preset and mode")
  func dotContrast() {
    for theme in Self.themes {
      for status in StepStatus.allCases {
        let look = theme.appearance(.timeline(status))
        let ratio = look.contrastRatio(for: PartContrastRequirement(.indicator, level: .nonText))
        #expect((ratio ?? 0) >= 3, "\(theme.name) [\(theme.mode)] \(status)")
      }
    }
  }
}
