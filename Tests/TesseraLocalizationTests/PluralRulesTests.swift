import Testing

@testable import TesseraLocalization

/// The integer examples CLDR lists for each category (plurals.xml, `@integer`).
@Suite struct PluralRulesTests {
  private func expect(
    _ language: LocalizationLanguage, _ category: PluralCategory, _ counts: [Int],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for count in counts {
      #expect(
        PluralRules.category(for: count, in: language) == category,
        "\(language.rawValue) \(count)", sourceLocation: sourceLocation)
    }
  }

  @Test("Russian: 1, 21, 101 are one; 2–4, 22–24 few; 0, 5–20, 11–14, 111 many")
  func russian() {
    expect(.russian, .one, [1, 21, 31, 101, 1001, -21])
    expect(.russian, .few, [2, 3, 4, 22, 23, 24, 102, 1002])
    expect(.russian, .many, [0, 5, 6, 10, 11, 12, 13, 14, 15, 19, 20, 25, 100, 111, 112, 1000])
  }

  @Test("Arabic: 0 zero, 1 one, 2 two, 3–10 few, 11–99 many, 100–102 other")
  func arabic() {
    expect(.arabic, .zero, [0])
    expect(.arabic, .one, [1])
    expect(.arabic, .two, [2])
    expect(.arabic, .few, Array(3...10) + [103, 110, 1003])
    expect(.arabic, .many, Array(11...26) + [99, 111, 1011])
    expect(.arabic, .other, [100, 101, 102, 200, 1000])
  }

  @Test("French and Brazilian Portuguese treat 0 and 1 as one and millions as many")
  func frenchAndPortuguese() {
    for language in [LocalizationLanguage.french, .portugueseBrazil] {
      expect(language, .one, [0, 1])
      expect(language, .other, [2, 5, 17, 100, 1000, 999_999, 1_000_001])
      expect(language, .many, [1_000_000, 2_000_000, 10_000_000])
    }
  }

  @Test("Spanish: only 1 is one; millions are many")
  func spanish() {
    expect(.spanish, .one, [1])
    expect(.spanish, .other, [0, 2, 16, 100, 1000])
    expect(.spanish, .many, [1_000_000, 3_000_000])
  }

  @Test("English, German and Turkish: 1 is one, 0 and the rest other")
  func oneOther() {
    for language in [LocalizationLanguage.english, .german, .turkish] {
      expect(language, .one, [1])
      expect(language, .other, [0, 2, 11, 21, 101, 1_000_000])
    }
  }

  @Test("Japanese, Chinese and Korean have only other")
  func eastAsian() {
    for language in [LocalizationLanguage.japanese, .chineseSimplified, .korean] {
      expect(language, .other, [0, 1, 2, 5, 21, 1_000_000])
      #expect(PluralRules.categories(of: language) == [.other])
    }
  }

  @Test(
    "every category a rule returns is one the language lists, and each listed integer one occurs")
  func categoriesAreExhaustive() {
    for language in LocalizationLanguage.allCases {
      let counts = Array(0..<1200) + [1_000_000, 2_000_000]
      let seen = Set(counts.map { PluralRules.category(for: $0, in: language) })
      // Russian `other` is for fractions only.
      var listed = Set(PluralRules.categories(of: language))
      if language == .russian { listed.remove(.other) }
      #expect(seen == listed, "\(language)")
    }
  }
}
