import TesseraTestSupport
import Testing

@testable import TesseraComponents

@Suite("Password strength")
struct PasswordStrengthTests {
  @Test(
    "levels follow length, variety and weaknesses",
    arguments: [
      ("", PasswordStrength.Level.veryWeak), ("abc", .veryWeak), ("Ab1!", .weak),
      ("password", .veryWeak), ("Password123!", .veryWeak), ("QWERTY", .veryWeak),
      ("monkey99", .veryWeak), ("kitchenette", .veryWeak), ("Kitchenette7", .strong),
      ("Kitchen-ette7", .veryStrong), ("kitchen-ette", .fair), ("correct horse battery", .strong),
      ("Correct horse battery 9", .veryStrong), ("aaaaaaaaaaaaaaaaaaaa", .weak),
      ("abcdefghijklmnopqrst", .weak), ("Zq8!mT2@pL5#wR9$", .veryStrong),
    ])
  func levels(password: String, expected: PasswordStrength.Level) {
    #expect(PasswordStrength(evaluating: password).level == expected)
  }

  @Test("issues name what lowered the score")
  func issues() {
    #expect(PasswordStrength(evaluating: "Ab1!").issues.contains(.tooShort))
    #expect(PasswordStrength(evaluating: "password1").issues.contains(.common))
    #expect(PasswordStrength(evaluating: "xx7777yyZZ!!").issues.contains(.repeatedCharacters))
    #expect(PasswordStrength(evaluating: "zz9876zzQQ!").issues.contains(.sequence))
    #expect(PasswordStrength(evaluating: "Kasdfgh!9").issues.contains(.sequence))
    #expect(PasswordStrength(evaluating: "Zq8!mT2@pL5#wR9$").issues.isEmpty)
  }

  @Test("every listed common password is the weakest, in any case and with decoration")
  func common() {
    for word in CommonPasswords.list {
      #expect(PasswordStrength(evaluating: word).level == .veryWeak)
      #expect(PasswordStrength(evaluating: word.uppercased() + "2024!").level == .veryWeak)
    }
    #expect(CommonPasswords.list.count >= 40)
  }

  @Test("long random passwords of four kinds rate strong, and meters stay in range")
  func property() {
    var rng = SeededRandomNumberGenerator(seed: 5)
    let pools: [[Character]] = [
      Array("abcdefghijkmnpqrstuvwxyz"), Array("ABCDEFGHJKLMNPQRSTUVWXYZ"), Array("23456789"),
      Array("!@#$%^&*-_=+?"),
    ]
    for _ in 0..<500 {
      var characters: [Character] = pools.compactMap { $0.randomElement(using: &rng) }
      for _ in 0..<Int.random(in: 12...24, using: &rng) {
        if let pool = pools.randomElement(using: &rng), let c = pool.randomElement(using: &rng) {
          characters.append(c)
        }
      }
      let strength = PasswordStrength(evaluating: String(characters.shuffled(using: &rng)))
      #expect(strength.level >= .fair)
      #expect(strength.fraction > 0 && strength.fraction <= 1)
    }
  }
}

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
