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

/// The CLDR cardinal plural rules of Tessera's languages, over the operands of a number as it
/// is written (`PluralOperands`), so decimals take their own forms.
///
/// The rules are CLDR's (`common/supplemental/plurals.xml`; the samples the tests check come
/// from the revision named in `Tests/TesseraLocalizationTests/Expectations/plural-samples.json`):
///
/// | Language | Categories | Rules |
/// |---|---|---|
/// | en, de | one, other | one: i = 1 and v = 0 |
/// | tr | one, other | one: n = 1 |
/// | es | one, many, other | one: n = 1; many: e = 0 and i ≠ 0 and i % 1000000 = 0 and v = 0, or e ∉ 0..5 |
/// | fr, pt (pt-BR) | one, many, other | one: i = 0, 1; many: as Spanish |
/// | ru | one, few, many, other | one: v = 0 and i % 10 = 1 and i % 100 ≠ 11; few: v = 0 and i % 10 = 2..4 and i % 100 ≠ 12..14; many: v = 0 and the rest; other: decimals |
/// | ar | zero, one, two, few, many, other | zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99 |
/// | ja, zh, ko | other | — |
///
/// ```swift
/// PluralRules.category(for: 21, in: .russian)                    // .one   ("21 звезда")
/// PluralRules.category(for: 11, in: .russian)                    // .many  ("11 звёзд")
/// PluralRules.category(for: 0, in: .french)                      // .one   ("0 étoile")
/// PluralRules.category(for: try PluralOperands("1.0"), in: .english)  // .other ("1.0 stars")
/// PluralRules.category(for: try PluralOperands("2.1"), in: .russian)  // .other ("2,1 звезды")
/// ```
public enum PluralRules {
  /// The category the whole number `count` takes in `language`.
  public static func category(for count: Int, in language: LocalizationLanguage) -> PluralCategory {
    category(for: PluralOperands(count), in: language)
  }

  /// The category a number with `operands` (as written: "1.0" is not "1") takes in `language`.
  public static func category(for operands: PluralOperands, in language: LocalizationLanguage)
    -> PluralCategory
  {
    let i = operands.i
    let v = operands.v
    // `n` equals an integer only when there is no fraction; then n's value is i.
    let n: UInt64? = operands.isInteger ? i : nil
    switch language {
    case .english, .german:
      return i == 1 && v == 0 ? .one : .other
    case .turkish:
      return n == 1 ? .one : .other
    case .spanish:
      if n == 1 { return .one }
      return isMillions(operands) ? .many : .other
    case .french, .portugueseBrazil:
      if i <= 1 { return .one }
      return isMillions(operands) ? .many : .other
    case .russian:
      guard v == 0 else { return .other }
      let mod10 = i % 10
      let mod100 = i % 100
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case .arabic:
      guard let n else { return .other }
      switch n {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        if (3...10).contains(n % 100) { return .few }
        if (11...99).contains(n % 100) { return .many }
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

  /// CLDR's `many` of Spanish, French and Portuguese: `e = 0 and i != 0 and i % 1000000 = 0
  /// and v = 0 or e != 0..5`.
  private static func isMillions(_ operands: PluralOperands) -> Bool {
    let plain = operands.e == 0 && operands.i != 0 && operands.i % 1_000_000 == 0 && operands.v == 0
    return plain || operands.e > 5
  }
}
