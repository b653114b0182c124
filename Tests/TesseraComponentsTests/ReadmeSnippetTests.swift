import TesseraComponents
import TesseraTokens
import Testing

/// The README's TesseraComponents snippet, run as written.
@Suite("README snippet")
struct ReadmeSnippetTests {
  @Test("the components snippet runs and its comments are true")
  func snippet() {
    let theme = PresetThemes.ocean.resolved(for: .dark)
    let pressed = theme.buttonAppearance(role: .primary, size: .medium, state: .pressed)
    #expect(pressed.background?.color == theme.button(.primary).pressedBackground)
    #expect(pressed.touchTarget.map { $0.width >= 44 && $0.height >= 44 } == true)

    #expect(AvatarInitials.initials(from: "Ada Lovelace") == "AL")
    #expect(BadgeCount(120).text == "99+")
    #expect(RatingScale(maximum: 5, rounding: .half).value(3.3) == 3.5)
    #expect(ComponentAudit.failures(in: PresetThemes.all).isEmpty)
  }
}
