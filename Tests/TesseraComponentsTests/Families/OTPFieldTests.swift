import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("One-time code entry")
struct OTPCodeTests {
  @Test("typing keeps digits only and stops at the length")
  func typing() {
    var code = OTPCode(length: 4)
    #expect(code.enter("1a") == .partial)
    #expect(code.enter("x") == .rejected)
    #expect(code.value == "1")
    #expect(code.activeIndex == 1)
    #expect(code.enter("23456") == .truncated)
    #expect(code.value == "1234")
    #expect(code.isComplete)
    #expect(code.activeIndex == 3)
    code.deleteBackward()
    #expect(code.slots == ["1", "2", "3", nil])
  }

  @Test(
    "pasting finds the code in a message",
    arguments: [
      ("123456", "123456", OTPCode.Outcome.accepted),
      ("Your code is 123-456. It expires in 10 minutes.", "123456", .accepted),
      ("code 10 then 654321", "654321", .accepted), ("1 2 3 4 5 6", "123456", .accepted),
      ("12", "12", .partial), ("12345678", "123456", .truncated), ("no digits", "", .rejected),
      ("١٢٣٤٥٦", "123456", .accepted), ("１２３４５６", "123456", .accepted),
      ("½²³", "", .rejected),
    ])
  func paste(text: String, expected: String, outcome: OTPCode.Outcome) {
    var code = OTPCode(length: 6)
    if outcome == .rejected { code.enter("9") }
    let before = code.value
    #expect(code.paste(text) == outcome)
    #expect(code.value == (outcome == .rejected ? before : expected))
  }

  @Test("lengths are clamped and random text never overfills")
  func property() {
    #expect(OTPCode(length: 0).length == 1)
    #expect(OTPCode(length: 40).length == 12)
    var rng = SeededRandomNumberGenerator(seed: 3)
    let alphabet = Array("0123456789 -ab٣１x")
    for _ in 0..<1_000 {
      var code = OTPCode(length: Int.random(in: 1...8, using: &rng))
      let text = String(
        (0..<Int.random(in: 0...20, using: &rng)).compactMap { _ in
          alphabet.randomElement(using: &rng)
        })
      if Bool.random(using: &rng) { code.paste(text) } else { code.enter(text) }
      #expect(code.value.count <= code.length)
      #expect(code.value.allSatisfy { $0.isASCII && $0.isNumber })
    }
  }
}

@Suite("One-time code field edits")
struct OTPFieldEditTests {
  /// Replays the field's text as a person (or AutoFill) changes it, as the view's
  /// `onChange(of:)` does, including the field rewritten to the accepted digits, and counts the
  /// submissions.
  static func submissions(length: Int, texts: [String]) -> (OTPCode, Int) {
    var code = OTPCode(length: length)
    var count = 0
    for text in texts {
      var edit = code.edited(toFieldText: text)
      if edit.completes { count += 1 }
      code = edit.code
      // The field is rewritten to the accepted digits, which fires `onChange` again.
      if edit.fieldText != text {
        edit = code.edited(toFieldText: edit.fieldText)
        if edit.completes { count += 1 }
        code = edit.code
      }
    }
    return (code, count)
  }

  @Test("typing the last digit submits the code once")
  func lastDigit() {
    let (code, count) = Self.submissions(length: 4, texts: ["1", "12", "123", "1234"])
    #expect(code.value == "1234")
    #expect(count == 1)
  }

  @Test("a keystroke after the code is complete does not submit it again")
  func extraDigit() {
    let (code, count) = Self.submissions(length: 4, texts: ["1234", "12345", "1234x"])
    #expect(code.value == "1234")
    #expect(count == 1)
  }

  @Test("AutoFill delivering the same code twice submits it once")
  func autofillTwice() {
    let (_, count) = Self.submissions(length: 6, texts: ["123456", "123456123456"])
    #expect(count == 1)
  }

  @Test("a code cleared after rejection submits again only when it is complete again")
  func clearedThenRetyped() {
    let first = OTPCode(length: 2).edited(toFieldText: "12")
    #expect(first.completes)
    var cleared = first.code
    cleared.clear()
    // The app cleared the code; the field's text follows it (""), so the next keystroke
    // starts from nothing instead of bringing the rejected digits back.
    let typed = cleared.edited(toFieldText: "3")
    #expect(typed.code.value == "3" && !typed.completes)
    #expect(typed.code.edited(toFieldText: "34").completes)
  }

  @Test("the field keeps only accepted digits")
  func fieldText() {
    let edit = OTPCode(length: 4).edited(toFieldText: "1a2")
    #expect(edit.fieldText == "12")
    #expect(edit.code.value == "12")
  }
}

@Suite("One-time code boxes")
struct OTPFieldAppearanceTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test(
    "the box taking the next digit has a thicker indicator border; an error box the error color")
  func borders() {
    let rest = Self.theme.appearance(.otpField)
    let focused = Self.theme.appearance(.otpField, state: .focused)
    let error = Self.theme.appearance(.otpField, state: .error)
    #expect(rest.border?.role == .borderStrong)
    #expect(focused.border?.role == .indicator && focused.borderWidth > rest.borderWidth)
    #expect(error.border?.role == .error)
    #expect(rest.text.design == .monospaced)
  }

  @Test("VoiceOver reads the digits entered so far one by one")
  func spokenValue() {
    var code = OTPCode(length: 6)
    #expect(code.spokenValue == "")
    _ = code.paste("427")
    #expect(code.spokenValue == "4 2 7")
  }
}
