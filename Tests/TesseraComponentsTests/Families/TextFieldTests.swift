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

@Suite("When a field shows its error")
struct FieldErrorTimingTests {
  @Test("a new error waits until the person leaves the field")
  func newErrorWaits() {
    var timing = FieldErrorTiming(error: nil, isFocused: true)
    // The first keystroke of an address makes it invalid.
    let typed = timing.update(error: "Enter a valid address", isFocused: true)
    #expect(!typed)
    #expect(timing.shown == nil)
    // Leaving the field shows it, without an announcement over the next field's reading.
    let left = timing.update(error: "Enter a valid address", isFocused: false)
    #expect(!left)
    #expect(timing.shown == "Enter a valid address")
  }

  @Test("an error that was showing follows the text and clears as soon as it is fixed")
  func shownErrorFollows() {
    var timing = FieldErrorTiming(error: "Required", isFocused: false)
    #expect(timing.shown == "Required")
    timing.update(error: "Required", isFocused: true)
    timing.update(error: "Enter a valid address", isFocused: true)
    #expect(timing.shown == "Enter a valid address")
    timing.update(error: nil, isFocused: true)
    #expect(timing.shown == nil)
  }

  @Test("an unfocused field shows and announces an error at once (a submit)")
  func unfocusedAnnounces() {
    var timing = FieldErrorTiming(error: nil, isFocused: false)
    let submitted = timing.update(error: "Required", isFocused: false)
    #expect(submitted)
    #expect(timing.shown == "Required")
    let again = timing.update(error: "Required", isFocused: false)
    #expect(!again)
  }

  @Test("nothing is announced while the person types")
  func noAnnouncementWhileTyping() {
    var timing = FieldErrorTiming(error: "Required", isFocused: true)
    let announced = ["a", "ab", nil, "abc"].map { error in
      timing.update(error: error.map { "Too short: \($0)" }, isFocused: true)
    }
    #expect(announced.allSatisfy { !$0 })
  }

  @Test("a submit from the focused field shows its new error at once and announces it")
  func submitWhileFocused() {
    var timing = FieldErrorTiming(error: nil, isFocused: true)
    timing.update(error: "Required", isFocused: true)
    #expect(timing.shown == nil)
    let shown = timing.submit(error: "Required")
    #expect(shown)
    #expect(timing.shown == "Required")
    // Still focused, the shown error then follows the text live, and a second submit of the
    // same error announces nothing new.
    timing.update(error: "Enter a valid address", isFocused: true)
    #expect(timing.shown == "Enter a valid address")
    let again = timing.submit(error: "Enter a valid address")
    #expect(!again)
    timing.update(error: nil, isFocused: true)
    #expect(timing.shown == nil)
    let fixed = timing.submit(error: nil)
    #expect(!fixed)
  }
}
