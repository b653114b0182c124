import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Icon button")
struct IconButtonTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("icon buttons are square: the horizontal padding is the button's vertical padding")
  func square() {
    for role in DSButtonRole.allCases {
      for size in ComponentSize.allCases {
        let icon = Self.theme.iconButtonAppearance(role: role, size: size)
        let button = Self.theme.buttonAppearance(role: role, size: size)
        #expect(icon.insets.leading == icon.insets.top, "\(role) \(size)")
        #expect(icon.insets.trailing == icon.insets.bottom, "\(role) \(size)")
        #expect(icon.insets.top == button.insets.top, "\(role) \(size)")
        #expect(button.insets.leading > button.insets.top, "a text button is wider than tall")
      }
    }
  }

  @Test("a pressed destructive icon button takes the theme's destructive pressed fill")
  func pressedDestructive() {
    let look = Self.theme.iconButtonAppearance(role: .destructive, state: .pressed)
    #expect(look.background?.token == "button.destructive.pressedBackground")
    #expect(look.background?.color == Self.theme.button(.destructive).pressedBackground)
    #expect(look.style == .iconButton(.destructive))
    #expect(look.style.description == "iconButton.destructive")
  }
}
