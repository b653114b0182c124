import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Alert")
struct AlertTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("an alert sits on the popover surface over the scrim, with actions in the link color")
  func popover() {
    let look = Self.theme.appearance(.alert)
    #expect(look.background?.token == "surface.popover.background")
    #expect(look.scrim?.role == .scrim)
    #expect(look.action?.role == .textLink)
    #expect(look.cornerRadius > 0 && !look.shadows.isEmpty)
  }
}
