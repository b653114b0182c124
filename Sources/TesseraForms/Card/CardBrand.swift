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
    }
  }

  /// Whether some number starting with `digits` (ASCII digits) belongs to the brand.
  func couldStart(_ digits: [UInt8]) -> Bool {
    prefixRanges.contains { range in
      let low = Array(range.low.utf8)
      let high = Array(range.high.utf8)
      let count = min(digits.count, low.count)
      let head = Array(digits.prefix(count))
      return !head.lexicographicallyPrecedes(low.prefix(count))
        && !high.prefix(count).lexicographicallyPrecedes(head)
    }
  }

  /// The brands that a number starting with `digits` could still belong to.
  static func candidates(forDigits digits: [UInt8]) -> [CardBrand] {
    allCases.filter { $0.couldStart(digits) }
  }
}
