import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Radio")
struct RadioTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }

  @Test("a radio button is a round checkbox with a dot that meets 3:1 on its fill")
  func roundCheckbox() {
    for theme in Self.themes {
      for size in ComponentSize.allCases {
        let radio = theme.radioAppearance(size: size, state: .selected)
        let box = theme.checkboxAppearance(size: size, state: .selected)
        #expect(radio.cornerRadius == radio.minimumSize.width / 2, "\(theme.name) \(size)")
        #expect(box.cornerRadius < box.minimumSize.width / 2, "a checkbox keeps corners")
        #expect(radio.background == box.background && radio.tick == box.tick)
        let ratio = radio.contrastRatio(
          for: PartContrastRequirement(.tick, against: .background, level: .nonText))
        #expect((ratio ?? 0) >= 3, "\(theme.name) [\(theme.mode)] \(size)")
      }
    }
  }

  @Test("an unchosen radio button shows a 3:1 outline and no dot")
  func outline() {
    for theme in Self.themes {
      let look = theme.radioAppearance()
      #expect(look.tick == nil && look.background == nil)
      let ratio = look.contrastRatio(for: PartContrastRequirement(.border, level: .nonText))
      #expect((ratio ?? 0) >= 3, "\(theme.name) [\(theme.mode)]")
    }
  }
}
