import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Snack bar")
struct SnackBarTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }

  @Test("a snack bar is inverted, and its message and action are readable on it")
  func inverted() {
    for theme in Self.themes {
      let look = theme.appearance(.snackBar)
      #expect(look.background?.role == .textPrimary)
      for part in [ComponentPart.foreground, .action] {
        let ratio = look.contrastRatio(
          for: PartContrastRequirement(part, against: .background, level: .textAA))
        #expect((ratio ?? 0) >= 4.5, "\(theme.name) [\(theme.mode)] \(part)")
      }
    }
  }
}
