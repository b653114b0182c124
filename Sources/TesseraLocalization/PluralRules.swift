/// A CLDR plural category: which grammatical form a count takes in a language.
public enum PluralCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// Arabic 0.
  case zero
  /// English 1; French and Brazilian Portuguese 0 and 1; Russian 1, 21, 101.
  case one
  /// Arabic 2.
  case two
  /// Russian 2–4, 22–24; Arabic 3–10, 103–110.
  case few
  /// Russian 0, 5–20, 25–30; Arabic 11–99; Spanish, French, Portuguese 1 000 000.
  case many
  /// Everything else; the only category of Japanese, Chinese and Korean.
  case other

  /// Orders categories as CLDR lists them.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    lhs.order < rhs.order
  }

  private var order: Int {
    switch self {
    case .zero: return 0
    case .one: return 1
    case .two: return 2
    case .few: return 3
    case .many: return 4
    case .other: return 5
    }
  }
}

/// The CLDR cardinal plural rules of Tessera's languages, for whole numbers.
///
/// The rules are CLDR's (Unicode CLDR 46, `plurals.xml`) restricted to integers, where the
/// operands are `n = i` (the absolute value) and `v = 0`:
///
/// | Language | Categories | Rule for integers |
/// |---|---|---|
/// | en, de, tr | one, other | one: n = 1 |
/// | es | one, many, other | one: n = 1; many: i ≠ 0 and i % 1000000 = 0 |
/// | fr, pt (pt-BR) | one, many, other | one: i = 0, 1; many: i ≠ 0 and i % 1000000 = 0 |
/// | ru | one, few, many, other | one: i % 10 = 1 and i % 100 ≠ 11; few: i % 10 = 2..4 and i % 100 ≠ 12..14; many: the rest (other is for fractions) |
/// | ar | zero, one, two, few, many, other | zero: 0; one: 1; two: 2; few: n % 100 = 3..10; many: n % 100 = 11..99 |
/// | ja, zh, ko | other | — |
///
/// ```swift
/// PluralRules.category(for: 21, in: .russian)  // .one   ("21 звезда")
/// PluralRules.category(for: 11, in: .russian)  // .many  ("11 звёзд")
/// PluralRules.category(for: 0, in: .french)    // .one   ("0 étoile")
/// ```
public enum PluralRules {
  /// The category `count` takes in `language`.
  public static func category(for count: Int, in language: LocalizationLanguage) -> PluralCategory {
    let i = count.magnitude
    switch language {
    case .english, .german, .turkish:
      return i == 1 ? .one : .other
    case .spanish:
      if i == 1 { return .one }
      return isMillions(i) ? .many : .other
    case .french, .portugueseBrazil:
      if i <= 1 { return .one }
      return isMillions(i) ? .many : .other
    case .russian:
      let mod10 = i % 10
      let mod100 = i % 100
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case .arabic:
      let mod100 = i % 100
      switch i {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        if (3...10).contains(mod100) { return .few }
        if (11...99).contains(mod100) { return .many }
        return .other
      }
    case .japanese, .chineseSimplified, .korean:
      return .other
    }
  }

  /// Every category `language` has, in CLDR's order: the plural forms a translation must give.
  public static func categories(of language: LocalizationLanguage) -> [PluralCategory] {
    switch language {
    case .english, .german, .turkish: return [.one, .other]
    case .spanish, .french, .portugueseBrazil: return [.one, .many, .other]
    case .russian: return [.one, .few, .many, .other]
    case .arabic: return [.zero, .one, .two, .few, .many, .other]
    case .japanese, .chineseSimplified, .korean: return [.other]
    }
  }

  private static func isMillions(_ i: UInt) -> Bool { i != 0 && i % 1_000_000 == 0 }
}
