import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Text field")
struct TextFieldTests {
  @Test("fields show their state through the border")
  func fieldBorders() {
    let theme = PresetThemes.lavender.resolved(for: .light)
    let normal = theme.textFieldAppearance()
    let focused = theme.textFieldAppearance(state: .focused)
    let error = theme.textFieldAppearance(state: .error)
    #expect(normal.border?.role == .borderStrong)
    #expect(focused.border?.role == .indicator)
    #expect(error.border?.role == .error)
    #expect(error.borderWidth > normal.borderWidth)
    #expect(error.secondaryForeground?.role == .error)
  }
}
