import TesseraLocalization
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

@Suite("Field errors are announced once, when they appear")
struct FieldErrorAnnouncementTests {
  @Test(
    "an error is announced when it appears or changes, not while it stays or when it clears",
    arguments: [
      (String?.none, String?.some("Required"), String?.some("Email: Required")),
      ("Required", "Required", nil),
      ("Required", "Enter a valid email", "Email: Enter a valid email"),
      ("Required", nil, nil), (nil, "  ", nil), (nil, nil, nil),
    ])
  func announcement(previous: String?, current: String?, expected: String?) {
    #expect(FieldErrorAnnouncement.text(from: previous, to: current, label: "Email") == expected)
  }

  @Test("without a label the message is announced alone; with one, punctuated for the language")
  func unlabeled() {
    #expect(FieldErrorAnnouncement.text(from: nil, to: "Required", label: " ") == "Required")
    let french = FieldErrorAnnouncement.text(
      from: nil, to: "Obligatoire", label: "E-mail", language: .french)
    #expect(french == "E-mail : Obligatoire")
  }
}
