import Testing

@testable import TesseraLocalization

/// Phrases whose plural form a decimal chooses, through CLDR's operands of the digits shown.
@Suite struct DecimalPhraseTests {
  @Test(
    "a rating on its own takes the form of the number as written",
    arguments: [
      (1.0, 1, false, LocalizationLanguage.english, "1 star"),
      (1.0, 1, true, .english, "1.0 stars"), (4.5, 1, false, .english, "4.5 stars"),
      (1.0, 1, true, .spanish, "1,0 estrella"), (1.0, 1, true, .portugueseBrazil, "1,0 estrela"),
      (1.5, 1, false, .portugueseBrazil, "1,5 estrela"), (1.5, 1, false, .french, "1,5 étoile"),
      (2.5, 1, false, .french, "2,5 étoiles"), (2.1, 1, false, .russian, "2,1 звезды"),
      (21, 1, false, .russian, "21 звезда"), (5, 1, false, .russian, "5 звёзд"),
      (1.0, 1, true, .turkish, "1,0 yıldız"), (1.0, 1, true, .german, "1,0 Sterne"),
      (1, 1, false, .german, "1 Stern"), (0.5, 1, false, .arabic, "0.5 نجمة"),
      (3.0, 1, true, .arabic, "3.0 نجوم"),
    ])
  func stars(
    _ rating: Double, _ digits: Int, _ zeros: Bool, _ language: LocalizationLanguage,
    _ expected: String
  ) {
    let phrase = LocalizedPhrase.stars(rating, fractionDigits: digits, keepingZeros: zeros)
    #expect(sourceCatalog.string(for: phrase, in: language) == expected)
  }

  @Test("a decimal percentage takes the form of the number as written")
  func percentages() {
    let catalog = sourceCatalog
    #expect(catalog.string(for: .percent(21.5, fractionDigits: 1), in: .russian) == "21,5 процента")
    #expect(catalog.string(for: .percent(21, fractionDigits: 1), in: .russian) == "21 процент")
    #expect(catalog.string(for: .percent(25, fractionDigits: 1), in: .russian) == "25 процентов")
    #expect(catalog.string(for: .percent(12.5, fractionDigits: 2), in: .english) == "12.5 percent")
  }

  @Test("a decimal argument's operands are those of its digits, trailing zeros as shown")
  func operandsOfArguments() throws {
    let kept = try #require(
      NumberText.operands(of: .decimalKeepingZeros(1, fractionDigits: 2)))
    #expect(kept.i == 1 && kept.v == 2 && kept.f == 0)
    let dropped = try #require(NumberText.operands(of: .decimal(1, fractionDigits: 2)))
    #expect(dropped.v == 0)
    #expect(NumberText.operands(of: .text("1")) == nil)
  }
}
