import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Divider")
struct DividerTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }

  @Test("dividers are decorative: a subtle hairline that promises no contrast")
  func decorative() {
    for theme in Self.themes {
      let look = theme.appearance(.divider)
      #expect(look.requirements.isEmpty, "\(theme.name)")
      #expect(look.separator?.role == .borderSubtle)
      #expect(look.trackThickness >= 0.5)
      #expect(look.minimumSize.height == look.trackThickness)
      #expect(look.colors.keys.sorted { $0.rawValue < $1.rawValue } == [.separator])
    }
  }
}
