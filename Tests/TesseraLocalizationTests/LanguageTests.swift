import Foundation
import Testing

@testable import TesseraLocalization

@Suite struct LanguageTests {
  @Test("locale identifiers choose the language Tessera has for them")
  func identifiers() {
    let cases: [(String, LocalizationLanguage?)] = [
      ("en", .english), ("en_GB", .english), ("tr-TR", .turkish), ("ru_RU", .russian),
      ("es-419", .spanish), ("pt_BR", .portugueseBrazil), ("pt-PT", .portugueseBrazil),
      ("ja_JP", .japanese), ("zh-Hans-CN", .chineseSimplified), ("zh_CN", .chineseSimplified),
      ("zh", .chineseSimplified), ("zh-Hant-TW", nil), ("zh_TW", nil), ("zh-HK", nil),
      ("ko-KR", .korean), ("de_CH", .german), ("fr-CA", .french), ("ar_EG", .arabic),
      ("ar-SA@numbers=arab", .arabic), ("it_IT", nil), ("", nil),
    ]
    for (identifier, language) in cases {
      #expect(LocalizationLanguage(identifier: identifier) == language, "\(identifier)")
    }
  }

  #if !canImport(Darwin)
  @Test("a locale without a translation reads English")
  func fallbackLocale() {
    #expect(LocalizationLanguage.preferred(for: Locale(identifier: "it_IT")) == .english)
    #expect(LocalizationLanguage.preferred(for: Locale(identifier: "ru_RU")) == .russian)
    #expect(LocalizedPhrase(.close).string(for: Locale(identifier: "tr_TR")) == "Kapat")
  }
  #endif
}
