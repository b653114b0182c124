/// A payment card brand, recognised from the leading digits of the card number (its IIN).
public enum CardBrand: String, CaseIterable, Sendable, Codable, Hashable {
  /// Visa: starts with 4.
  case visa
  /// Mastercard: 51–55 and 2221–2720.
  case mastercard
  /// American Express: 34 and 37.
  case amex
  /// Discover: 6011, 644–649 and 65.
  case discover
  /// Diners Club International: 300–305, 3095, 36, 38 and 39.
  case diners
  /// JCB: 3528–3589.
  case jcb
  /// UnionPay: 62 and 81.
  case unionPay
  /// Mir (Russia): 2200–2204.
  case mir
  /// Troy (Turkey): 9792.
  case troy
  /// Elo (Brazil): 25 ranges inside those of Visa, Discover, UnionPay and others, such as
  /// 401178, 504175, 506699–506778, 509000–509999, 636368 and 650031–650033.
  case elo
  /// Hipercard (Brazil): 606282 and 3841.
  case hipercard
  /// RuPay (India): 60, 6521, 6522, 82 and 508.
  case ruPay
  /// Maestro: 5018, 5020, 5038, 5893, 6304, 6759, 6761–6763, 676770 and 676774.
  case maestro

  /// The brand's name as printed on cards.
  public var displayName: String {
    switch self {
    case .visa: return "Visa"
    case .mastercard: return "Mastercard"
    case .amex: return "American Express"
    case .discover: return "Discover"
    case .diners: return "Diners Club"
    case .jcb: return "JCB"
    case .unionPay: return "UnionPay"
    case .mir: return "Mir"
    case .troy: return "Troy"
    case .elo: return "Elo"
    case .hipercard: return "Hipercard"
    case .ruPay: return "RuPay"
    case .maestro: return "Maestro"
    }
  }

  /// The number lengths the brand issues.
  public var validLengths: [Int] {
    switch self {
    case .visa: return [13, 16, 19]
    case .mastercard: return [16]
    case .amex: return [15]
    case .discover, .jcb, .unionPay: return Array(16...19)
    case .diners: return Array(14...19)
    case .mir: return Array(16...19)
    case .troy, .elo, .hipercard, .ruPay: return [16]
    case .maestro: return Array(12...19)
    }
  }

  /// The length of the security code: 4 on the front of an Amex card, 3 on the back of others.
  public var cvvLength: Int { self == .amex ? 4 : 3 }

  /// The digit groups a number of `length` digits is shown in: Amex 4-6-5, 14-digit Diners
  /// 4-6-4, everything else 4-4-4-4 with any remainder last.
  public func groups(forLength length: Int) -> [Int] {
    if self == .amex { return [4, 6, 5] }
    if self == .diners && length <= 14 { return [4, 6, 4] }
    return [4, 4, 4, 4, 3]
  }

  /// The IIN ranges as pairs of equal-length digit strings, inclusive.
  var prefixRanges: [(low: String, high: String)] {
    switch self {
    case .visa: return [("4", "4")]
    case .mastercard: return [("51", "55"), ("2221", "2720")]
    case .amex: return [("34", "34"), ("37", "37")]
    case .discover: return [("6011", "6011"), ("644", "649"), ("65", "65")]
    case .diners: return [("300", "305"), ("3095", "3095"), ("36", "36"), ("38", "39")]
    case .jcb: return [("3528", "3589")]
    case .unionPay: return [("62", "62"), ("81", "81")]
    case .mir: return [("2200", "2204")]
    case .troy: return [("9792", "9792")]
    case .elo:
      return [
        ("401178", "401179"), ("431274", "431274"), ("438935", "438935"), ("451416", "451416"),
        ("457393", "457393"), ("457631", "457632"), ("504175", "504175"), ("506699", "506778"),
        ("509000", "509999"), ("627780", "627780"), ("636297", "636297"), ("636368", "636368"),
        ("650031", "650033"), ("650035", "650051"), ("650405", "650439"), ("650485", "650538"),
        ("650541", "650598"), ("650700", "650718"), ("650720", "650727"), ("650901", "650978"),
        ("651652", "651679"), ("655000", "655019"), ("655021", "655058"),
      ]
    case .hipercard: return [("606282", "606282"), ("3841", "3841")]
    case .ruPay: return [("60", "60"), ("6521", "6522"), ("82", "82"), ("508", "508")]
    case .maestro:
      return [
        ("5018", "5018"), ("5020", "5020"), ("5038", "5038"), ("5893", "5893"), ("6304", "6304"),
        ("6759", "6759"), ("6761", "6763"), ("676770", "676770"), ("676774", "676774"),
      ]
    }
  }

  /// Whether a number starting with `digits` (ASCII digits) could fall in `range`.
  static func couldStart(_ digits: [UInt8], _ range: (low: String, high: String)) -> Bool {
    let low = Array(range.low.utf8)
    let high = Array(range.high.utf8)
    let count = min(digits.count, low.count)
    let head = Array(digits.prefix(count))
    return !head.lexicographicallyPrecedes(low.prefix(count))
      && !high.prefix(count).lexicographicallyPrecedes(head)
  }

  /// Whether some number starting with `digits` (ASCII digits) belongs to the brand.
  func couldStart(_ digits: [UInt8]) -> Bool {
    prefixRanges.contains { Self.couldStart(digits, $0) }
  }

  /// The brands that a number starting with `digits` could still belong to.
  static func candidates(forDigits digits: [UInt8]) -> [CardBrand] {
    allCases.filter { $0.couldStart(digits) }
  }

  /// The brand of the longest IIN range that `digits` already cover whole (Elo's 401178 inside
  /// Visa's 4, RuPay's 6521 inside Discover's 65), or nil when none is covered yet.
  static func longestPrefixMatch(forDigits digits: [UInt8]) -> CardBrand? {
    var best: (brand: CardBrand, length: Int)? = nil
    for brand in allCases {
      for range in brand.prefixRanges where range.low.utf8.count <= digits.count {
        guard couldStart(digits, range), range.low.utf8.count > best?.length ?? 0 else {
          continue
        }
        best = (brand, range.low.utf8.count)
      }
    }
    return best?.brand
  }
}
