import Foundation
import Testing

@testable import TesseraLocalization

/// CLDR's samples, as extracted by `Tools/references/plural_samples.py`.
struct PluralSampleFile: Decodable {
  struct Sample: Decodable {
    let sample: String
    let kind: String
    let category: String
  }
  struct Language: Decodable {
    let cldrLocale: String
    let samples: [Sample]
  }
  let source: String
  let sampleCount: Int
  let languages: [String: Language]

  static let committed: PluralSampleFile = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Expectations/plural-samples.json")
    do {
      return try JSONDecoder().decode(PluralSampleFile.self, from: Data(contentsOf: url))
    } catch {
      fatalError("Expectations/plural-samples.json does not decode: \(error)")
    }
  }()
}

@Suite struct PluralOperandsTests {
  @Test(
    "operands match UTS #35's table",
    arguments: [
      // text, i, v, w, f, t, c
      ("1", 1, 0, 0, 0, 0, 0), ("1.0", 1, 1, 0, 0, 0, 0), ("1.00", 1, 2, 0, 0, 0, 0),
      ("1.3", 1, 1, 1, 3, 3, 0), ("1.30", 1, 2, 1, 30, 3, 0), ("1.03", 1, 2, 2, 3, 3, 0),
      ("1.230", 1, 3, 2, 230, 23, 0), ("1200000", 1_200_000, 0, 0, 0, 0, 0),
      ("1.2c3", 1200, 0, 0, 0, 0, 3), ("1.2e3", 1200, 0, 0, 0, 0, 3),
      ("123c6", 123_000_000, 0, 0, 0, 0, 6), ("1.20050c3", 1200, 2, 1, 50, 5, 3),
      ("-2.5", 2, 1, 1, 5, 5, 0), ("1.0000001c6", 1_000_000, 1, 1, 1, 1, 6),
    ] as [(String, UInt64, Int, Int, UInt64, UInt64, Int)])
  func utsTable(_ row: (String, UInt64, Int, Int, UInt64, UInt64, Int)) throws {
    let operands = try PluralOperands(row.0)
    #expect(operands.i == row.1, "i of \(row.0)")
    #expect(operands.v == row.2, "v of \(row.0)")
    #expect(operands.w == row.3, "w of \(row.0)")
    #expect(operands.f == row.4, "f of \(row.0)")
    #expect(operands.t == row.5, "t of \(row.0)")
    #expect(operands.c == row.6 && operands.e == row.6, "c of \(row.0)")
  }

  @Test(
    "text that is not a number is refused with the offset of the problem",
    arguments: [
      ("", PluralOperandsError.Kind.expectedDigit, 0), ("1.", .expectedDigit, 2),
      ("1,5", .unexpectedCharacter, 1), ("1c", .expectedDigit, 2), (".5", .expectedDigit, 0),
      ("1 ", .unexpectedCharacter, 1), ("1234567890123456789", .tooLarge, 0),
      ("1c19", .tooLarge, 3),
    ])
  func refusals(_ text: String, _ kind: PluralOperandsError.Kind, _ offset: Int) {
    #expect(throws: PluralOperandsError(kind, offset: offset)) { try PluralOperands(text) }
  }

  @Test("1 and 1.0 differ where CLDR says they do")
  func writtenForm() throws {
    #expect(PluralRules.category(for: try PluralOperands("1"), in: .english) == .one)
    #expect(PluralRules.category(for: try PluralOperands("1.0"), in: .english) == .other)
    #expect(PluralRules.category(for: try PluralOperands("1.0"), in: .turkish) == .one)
    #expect(PluralRules.category(for: try PluralOperands("1.0"), in: .spanish) == .one)
    #expect(PluralRules.category(for: try PluralOperands("2.1"), in: .russian) == .other)
    #expect(PluralRules.category(for: try PluralOperands("21"), in: .russian) == .one)
  }

  @Test("every @integer and @decimal sample of CLDR takes the category whose rule lists it")
  func cldrSamples() throws {
    let file = PluralSampleFile.committed
    #expect(file.languages.count == LocalizationLanguage.allCases.count)
    var checked = 0
    for language in LocalizationLanguage.allCases {
      let entry = try #require(file.languages[language.rawValue], "\(language.rawValue)")
      #expect(!entry.samples.isEmpty)
      var agreed = 0
      for sample in entry.samples {
        let operands = try PluralOperands(sample.sample)
        let category = PluralRules.category(for: operands, in: language)
        #expect(
          category.rawValue == sample.category,
          "\(language.rawValue) \(sample.sample): \(category), CLDR \(sample.category)")
        if category.rawValue == sample.category { agreed += 1 }
        // Every category CLDR uses must be one the language lists for translators.
        #expect(PluralRules.categories(of: language).map(\.rawValue).contains(sample.category))
      }
      checked += entry.samples.count
      #expect(
        agreed == entry.samples.count, "\(language.rawValue): \(agreed)/\(entry.samples.count)")
    }
    #expect(checked == file.sampleCount)
  }
}
