/// A language Tessera's built-in strings are translated into, named by the `.lproj` folder its
/// translations live in.
public enum LocalizationLanguage: String, Sendable, Hashable, Codable, CaseIterable {
  /// English, the development language and the fallback for every other.
  case english = "en"
  /// Turkish.
  case turkish = "tr"
  /// Russian.
  case russian = "ru"
  /// Spanish.
  case spanish = "es"
  /// Portuguese as written in Brazil.
  case portugueseBrazil = "pt-BR"
  /// Japanese.
  case japanese = "ja"
  /// Chinese in simplified script.
  case chineseSimplified = "zh-Hans"
  /// Korean.
  case korean = "ko"
  /// German.
  case german = "de"
  /// French.
  case french = "fr"
  /// Arabic.
  case arabic = "ar"

  /// The language of a BCP 47 or Apple locale identifier (`ru_RU`, `pt-BR`, `zh-Hans-CN`,
  /// `zh_CN`, `de-CH`), or nil when Tessera has no translation for it. Portuguese of every
  /// region reads the Brazilian translation; Chinese in traditional script (`zh-Hant`, `zh-TW`,
  /// `zh-HK`, `zh-MO`) has none.
  public init?(identifier: String) {
    let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "@" })
      .map { $0.lowercased() }
    guard let language = parts.first else { return nil }
    switch language {
    case "en": self = .english
    case "tr": self = .turkish
    case "ru": self = .russian
    case "es": self = .spanish
    case "pt": self = .portugueseBrazil
    case "ja": self = .japanese
    case "ko": self = .korean
    case "de": self = .german
    case "fr": self = .french
    case "ar": self = .arabic
    case "zh":
      let rest = parts.dropFirst()
      if rest.contains("hant") { return nil }
      if rest.contains("hans") { self = .chineseSimplified; return }
      if rest.contains(where: { ["tw", "hk", "mo"].contains($0) }) { return nil }
      self = .chineseSimplified
    default: return nil
    }
  }

  /// The separator between the whole and fractional digits of a decimal number, as CLDR gives
  /// it for the language's Latin-digit number system ("3.5" in English, "3,5" in Russian).
  public var decimalSeparator: String {
    switch self {
    case .english, .japanese, .chineseSimplified, .korean, .arabic: return "."
    case .turkish, .russian, .spanish, .portugueseBrazil, .german, .french: return ","
    }
  }
}

extension LocalizationLanguage {
  /// `value` with at most `fractionDigits` decimals (trailing zeros dropped), in ASCII digits
  /// and this language's decimal separator: "3.5" in English, "3,5" in German, Russian and
  /// French. What chart axes and summaries show and speak.
  public func decimal(_ value: Double, fractionDigits: Int) -> String {
    NumberText.decimal(value, fractionDigits: fractionDigits, language: self)
  }
}
