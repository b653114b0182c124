import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Phone input appearance")
struct PhoneInputAppearanceTests {
  @Test("drawn as a text field, with the calling code as a 44-point accent button")
  func field() {
    let theme = PresetThemes.default.resolved(for: .light)
    let look = theme.appearance(.phoneInput)
    let field = theme.appearance(.textField)
    #expect(look.border == field.border && look.foreground == field.foreground)
    #expect(look.action?.role == .textLink)
    let target = look.tapTarget(.countryButton)
    #expect(target.width >= 44 && target.height >= 44)
  }
}
