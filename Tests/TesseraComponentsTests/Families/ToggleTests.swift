import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Toggle")
struct ToggleTests {
  @Test("toggles keep track and thumb apart by 3:1, on and off")
  func toggle() {
    for spec in PresetThemes.all {
      let theme = spec.resolved(for: .dark)
      for state in [ComponentState.normal, .selected] {
        let look = theme.toggleAppearance(state: state)
        let track = look.track?.color ?? .clear
        #expect((look.thumb?.color ?? .clear).contrastRatio(with: track) >= 3)
        #expect(track.contrastRatio(with: look.backdrop.color) >= 3)
      }
    }
  }
}
