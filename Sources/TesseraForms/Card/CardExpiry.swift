import Foundation

/// A card's expiry month. A card is valid through the last day of that month.
public struct CardExpiry: Sendable, Hashable, Codable, Comparable {
  /// The month, 1 to 12.
  public let month: Int
  /// The four-digit year.
  public let year: Int

  /// The furthest ahead an expiry may lie; cards are issued for at most a few years, so a date
  /// beyond this is a typo.
  public static let maximumYearsAhead = 20

  /// Creates an expiry; throws `.invalidExpiry` for a month outside 1...12 or a year outside
  /// 2000...9999.
  public init(month: Int, year: Int) throws(CardInputError) {
    guard (1...12).contains(month), (2000...9999).contains(year) else { throw .invalidExpiry }
    self.month = month
    self.year = year
  }

  /// Reads `MM/YY`, `MM/YYYY`, `MM-YY`, `MMYY` or `M/YY`, with any spaces; a two-digit year is
  /// in 2000–2099. Anything else throws `.invalidExpiry`.
  public static func parse(_ text: String) throws(CardInputError) -> CardExpiry {
    var parts: [[UInt8]] = [[]]
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace { continue }
      if scalar == "/" || scalar == "-" {
        parts.append([])
        continue
      }
      guard scalar.properties.numericType == .decimal,
        let value = scalar.properties.numericValue, value >= 0, value <= 9,
        parts.count <= 2, parts[parts.count - 1].count < 4
      else { throw .invalidExpiry }
      parts[parts.count - 1].append(UInt8(value))
    }
    let monthDigits: [UInt8]
    let yearDigits: [UInt8]
    switch parts.count {
    case 1 where parts[0].count == 4:
      monthDigits = Array(parts[0].prefix(2))
      yearDigits = Array(parts[0].suffix(2))
    case 2:
      monthDigits = parts[0]
      yearDigits = parts[1]
    default:
      throw .invalidExpiry
    }
    guard (1...2).contains(monthDigits.count), yearDigits.count == 2 || yearDigits.count == 4
    else { throw .invalidExpiry }
    let month = monthDigits.reduce(0) { $0 * 10 + Int($1) }
    var year = yearDigits.reduce(0) { $0 * 10 + Int($1) }
    if yearDigits.count == 2 { year += 2000 }
    return try CardExpiry(month: month, year: year)
  }

  /// This expiry if it is neither before the month containing `now` in `calendar` nor more
  /// than `maximumYearsAhead` years after it.
  public func validated(now: Date, calendar: Calendar) throws(CardInputError) -> CardExpiry {
    let today = calendar.dateComponents([.year, .month], from: now)
    guard let currentYear = today.year, let currentMonth = today.month else {
      throw .invalidExpiry
    }
    let current = year * 12 + month
    let reference = currentYear * 12 + currentMonth
    if current < reference { throw .expired }
    if current > reference + Self.maximumYearsAhead * 12 { throw .expiryTooFarAhead }
    return self
  }

  /// `MM/YY`.
  public var formatted: String {
    let monthText = month < 10 ? "0\(month)" : "\(month)"
    let shortYear = year % 100
    return monthText + "/" + (shortYear < 10 ? "0\(shortYear)" : "\(shortYear)")
  }

  /// Orders expiries by year, then month.
  public static func < (lhs: CardExpiry, rhs: CardExpiry) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }
}
