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
