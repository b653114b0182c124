import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Key-value")
struct KeyValueTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }

  @Test("a key-value pair has no side padding, and label and value are readable")
  func readable() {
    for theme in Self.themes {
      let look = theme.appearance(.keyValue)
      #expect(look.insets.leading == 0 && look.insets.trailing == 0)
      #expect(look.insets.top > 0)
      for part in [ComponentPart.foreground, .secondaryForeground] {
        let ratio = look.contrastRatio(for: PartContrastRequirement(part, level: .textAA))
        #expect((ratio ?? 0) >= 4.5, "\(theme.name) [\(theme.mode)] \(part)")
      }
    }
  }
}
