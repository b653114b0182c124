import Testing

@testable import TesseraLocalization

@Suite struct FormattingTests {
  private func text(_ phrase: LocalizedPhrase, _ language: LocalizationLanguage) -> String {
    sourceCatalog.string(for: phrase, in: language)
  }

  @Test("a rating reads with the language's decimal separator and the plural of its maximum")
  func ratings() {
    let rating = LocalizedPhrase.ratingValue(3.5, maximum: 5)
    let expected: [LocalizationLanguage: String] = [
      .english: "3.5 of 5 stars", .turkish: "5 yıldız üzerinden 3,5", .russian: "3,5 из 5 звёзд",
      .spanish: "3,5 de 5 estrellas", .portugueseBrazil: "3,5 de 5 estrelas",
      .japanese: "星5つ中3.5", .chineseSimplified: "3.5 星，满分 5 星", .korean: "별 5개 중 3.5개",
      .german: "3,5 von 5 Sternen", .french: "3,5 sur 5 étoiles", .arabic: "3.5 من 5 نجوم",
    ]
    for (language, string) in expected { #expect(text(rating, language) == string) }
    #expect(text(.ratingValue(1, maximum: 1), .english) == "1 of 1 star")
    #expect(text(.ratingValue(4, maximum: 21), .russian) == "4 из 21 звезды")
    #expect(text(.ratingValue(4, maximum: 11), .russian) == "4 из 11 звёзд")
    #expect(text(.ratingValue(1, maximum: 2), .arabic) == "1 من نجمتين")
    #expect(text(.ratingValue(2.25, maximum: 5), .german) == "2,25 von 5 Sternen")
  }

  @Test("Russian counts of people: 1 человек, 2 человека, 5 человек, 21 человек")
  func russianPeople() {
    #expect(text(.people(1), .russian) == "1 человек")
    #expect(text(.people(2), .russian) == "2 человека")
    #expect(text(.people(5), .russian) == "5 человек")
    #expect(text(.people(21), .russian) == "21 человек")
    #expect(text(.people(24), .russian) == "24 человека")
  }

  @Test("Arabic counts take all six forms")
  func arabicPeople() {
    #expect(text(.people(0), .arabic) == "0 شخص")
    #expect(text(.people(1), .arabic) == "شخص واحد")
    #expect(text(.people(2), .arabic) == "شخصان")
    #expect(text(.people(3), .arabic) == "3 أشخاص")
    #expect(text(.people(11), .arabic) == "11 شخصًا")
    #expect(text(.people(100), .arabic) == "100 شخص")
  }

  @Test("French and Portuguese use the singular for 0; English does not")
  func zeroIsOne() {
    #expect(text(.people(0), .french) == "0 personne")
    #expect(text(.people(0), .portugueseBrazil) == "0 pessoa")
    #expect(text(.people(0), .english) == "0 people")
    #expect(text(.people(1_000_000), .french) == "1000000 de personnes")
  }

  @Test("percentages, pages and positions")
  func countsAndPositions() {
    #expect(text(.percent(45), .english) == "45 percent")
    #expect(text(.percent(45), .turkish) == "yüzde 45")
    #expect(text(.percent(1), .russian) == "1 процент")
    #expect(text(.percent(3), .russian) == "3 процента")
    #expect(text(.percent(45), .russian) == "45 процентов")
    #expect(text(.percent(45), .chineseSimplified) == "百分之45")
    #expect(text(.page(2, of: 5), .english) == "Page 2 of 5")
    #expect(text(.page(2, of: 5), .japanese) == "5ページ中2ページ目")
    #expect(text(.page(2, of: 5), .chineseSimplified) == "第 2 页，共 5 页")
    #expect(text(.page(2, of: 5), .arabic) == "الصفحة 2 من 5")
    #expect(text(.carouselItem(2, of: 5), .german) == "Element 2 von 5")
  }

  @Test("others are counted after a list joined with the language's separator")
  func others() {
    #expect(text(.others(shown: ["Ana", "Bo"], hidden: 3), .english) == "Ana, Bo and 3 others")
    #expect(text(.others(shown: ["Ana", "Bo"], hidden: 1), .english) == "Ana, Bo and 1 other")
    #expect(
      text(.others(shown: ["Аня", "Боря"], hidden: 3), .russian) == "Аня, Боря и ещё 3 человека")
    #expect(text(.others(shown: ["佐藤", "鈴木"], hidden: 3), .japanese) == "佐藤、鈴木 他3人")
    #expect(text(.others(shown: ["Ana"], hidden: 5), .turkish) == "Ana ve 5 kişi daha")
  }

  @Test("simple strings and validation messages in several languages")
  func simpleStrings() {
    #expect(text(LocalizedPhrase(.toggleOn), .german) == "Ein")
    #expect(text(LocalizedPhrase(.checked), .french) == "Coché")
    #expect(text(LocalizedPhrase(.close), .japanese) == "閉じる")
    #expect(text(LocalizedPhrase(.loading), .korean) == "로드 중")
    #expect(text(LocalizedPhrase(.strengthVeryStrong), .spanish) == "Muy segura")
    #expect(text(.minLength(8), .english) == "Enter at least 8 characters.")
    #expect(text(.minLength(1), .english) == "Enter at least 1 character.")
    #expect(text(.minLength(2), .russian) == "Введите не менее 2 символов.")
    #expect(text(.minLength(21), .russian) == "Введите не менее 21 символа.")
    #expect(text(.minLength(2), .arabic) == "أدخل حرفين على الأقل.")
    #expect(text(.minSelections(1), .portugueseBrazil) == "Escolha pelo menos 1 opção.")
  }

  @Test("a status announcement follows the language's punctuation")
  func announcement() {
    let phrase = LocalizedPhrase.announcement(
      status: LocalizedPhrase(.statusError), message: "Échec.")
    #expect(text(phrase, .french) == "Erreur : Échec.")
    #expect(text(phrase, .english) == "Error: Échec.")
    #expect(text(phrase, .japanese) == "エラー：Échec.")
  }

  @Test("a language without a key falls back to English, and an unknown key to itself")
  func fallback() {
    let withoutKey = sourceCatalog.editing(.german) { $0.entries["toggle.on"] = nil }
    #expect(withoutKey.string(for: LocalizedPhrase(.toggleOn), in: .german) == "On")
    let empty = LocalizationCatalog(tables: [:])
    #expect(empty.string(for: LocalizedPhrase(.toggleOn), in: .german) == "toggle.on")
  }

  @Test("decimals keep up to the digits asked for and drop trailing zeros")
  func decimals() {
    #expect(NumberText.decimal(3.5, fractionDigits: 2, language: .english) == "3.5")
    #expect(NumberText.decimal(3.456, fractionDigits: 2, language: .russian) == "3,46")
    #expect(NumberText.decimal(4, fractionDigits: 2, language: .french) == "4")
    #expect(NumberText.decimal(-0.25, fractionDigits: 2, language: .german) == "-0,25")
    #expect(NumberText.decimal(-0.001, fractionDigits: 2, language: .english) == "0")
  }
}
