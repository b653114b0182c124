import TesseraTestSupport
import TesseraTokens
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

@Suite("Strength meter")
struct StrengthMeterTests {
  @Test("the strength meter goes from error to success and always has a readable label")
  func strengthMeter() {
    let theme = PresetThemes.default.resolved(for: .light)
    let weak = theme.strengthMeterAppearance(.weak)
    let strong = theme.strengthMeterAppearance(.veryStrong)
    #expect(weak.fill?.role == .error || weak.fill?.role == .textPrimary)
    #expect(strong.fill?.role == .success || strong.fill?.role == .textPrimary)
    #expect(weak.fill != strong.fill)
    #expect(weak.requirements.contains { $0.part == .foreground })
  }
}
