import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Badge")
struct BadgeTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("a badge is solid: the status color with its on-color, neutral in the secondary text color")
  func solid() {
    let error = Self.theme.appearance(.badge(.error))
    #expect(error.background?.role == .error)
    #expect(error.foreground?.role == .onError)
    #expect(Self.theme.appearance(.badge(.neutral)).background?.role == .textSecondary)
    #expect(Self.theme.appearance(.badge(.info)).background?.role == .info)
  }

  @Test("a badge's text is readable on its fill in every preset and mode")
  func readable() {
    for theme in Self.themes {
      for status in StatusKind.allCases {
        let look = theme.appearance(.badge(status))
        let ratio = look.contrastRatio(
          for: PartContrastRequirement(.foreground, against: .background, level: .textAA))
        #expect((ratio ?? 0) >= 4.5, "\(theme.name) [\(theme.mode)] \(status)")
      }
    }
  }
}
