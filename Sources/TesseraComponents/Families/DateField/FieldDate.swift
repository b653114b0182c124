/// The order a date's day, month and year are written in.
public enum DateOrder: String, Sendable, Hashable, Codable, CaseIterable {
  /// 31/12/2026 (most of the world).
  case dayMonthYear
  /// 12/31/2026 (the United States).
  case monthDayYear
  /// 2026-12-31 (ISO 8601, China, Japan, Korea).
  case yearMonthDay
}

/// Why typed text is not a date or a time.
public enum FieldValueError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text has no digits.
  case empty
  /// The text does not have the parts a date (or time) needs: what was found.
  case unreadable(String)
  /// A part is out of range: which one and its value ("month", 13).
  case outOfRange(part: String, value: Int)

  /// What went wrong and where.
  public var description: String {
    switch self {
    case .empty: return "no date or time was entered"
    case .unreadable(let text): return "'\(text)' is not a date or time"
    case .outOfRange(let part, let value): return "\(part) \(value) does not exist"
    }
  }
}

/// A day in the Gregorian calendar, as a date field holds it: no time zone, no time.
///
/// ```swift
/// try FieldDate.parse("29/2/2028", order: .dayMonthYear)   // 2028-02-29
/// try FieldDate.parse("2/29/27", order: .monthDayYear)     // throws: day 29 does not exist
/// try FieldDate.parse("2026-12-02", order: .dayMonthYear)  // ISO is read in any order
/// FieldDate(year: 2026, month: 1, day: 31).movingMonths(by: 1)  // 2026-02-28
/// ```
public struct FieldDate: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// The year (1...9999).
  public let year: Int
  /// The month, 1...12.
  public let month: Int
  /// The day of the month, 1...31.
  public let day: Int

  /// Two-digit years at or below this become 20xx, above it 19xx ("29" is 2029, "30" 1930).
  public static let twoDigitYearPivot = 29

  /// A date, or nil when the day does not exist.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The number of days of `month` in `year`.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Whether `year` is a leap year in the Gregorian calendar.
  public static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// Reads a typed date: three groups of digits (in any script) separated by anything else, in
  /// `order`, or a year of four digits first (ISO 8601) in any order; a two-digit year is
  /// placed by ``twoDigitYearPivot``. Eight digits without separators are read in `order` too
  /// (`31122026`, `20261231`).
  /// - Throws: ``FieldValueError`` saying which part is missing or out of range.
  public static func parse(_ text: String, order: DateOrder) throws(FieldValueError) -> FieldDate {
    var groups = FieldDigits.groups(in: text)
    if groups.isEmpty { throw .empty }
    if groups.count == 1, groups[0].count == 8 {
      let digits = groups[0]
      let cuts = order == .yearMonthDay ? [4, 2, 2] : [2, 2, 4]
      var rest = Substring(digits)
      groups = cuts.map { size in
        defer { rest = rest.dropFirst(size) }
        return String(rest.prefix(size))
      }
    }
    let values = groups.compactMap { Int($0) }
    guard groups.count == 3, values.count == 3 else { throw .unreadable(text) }
    let effective = groups[0].count == 4 ? .yearMonthDay : order
    var (year, month, day): (Int, Int, Int)
    switch effective {
    case .dayMonthYear: (day, month, year) = (values[0], values[1], values[2])
    case .monthDayYear: (month, day, year) = (values[0], values[1], values[2])
    case .yearMonthDay: (year, month, day) = (values[0], values[1], values[2])
    }
    let yearDigits = groups[effective == .yearMonthDay ? 0 : 2].count
    if yearDigits <= 2 { year += year <= twoDigitYearPivot ? 2000 : 1900 }
    guard (1...9999).contains(year) else { throw .outOfRange(part: "year", value: year) }
    guard (1...12).contains(month) else { throw .outOfRange(part: "month", value: month) }
    guard let date = FieldDate(year: year, month: month, day: day) else {
      throw .outOfRange(part: "day", value: day)
    }
    return date
  }

  /// The date `months` months later (earlier when negative), its day kept or, when the month
  /// is shorter, moved to the month's last day (January 31 plus one month is February 28 or 29).
  public func movingMonths(by months: Int) -> FieldDate {
    let index = Swift.min(9999 * 12 + 11, Swift.max(12, year * 12 + (month - 1) + months))
    let newYear = index / 12
    let newMonth = index % 12 + 1
    let newDay = Swift.min(day, Self.daysIn(month: newMonth, year: newYear))
    return FieldDate(year: newYear, month: newMonth, day: newDay) ?? self
  }

  /// The number of days from 0001-01-01 (day 0) to this date.
  public var dayNumber: Int {
    var days = Self.firstDayNumber(of: year)
    for earlier in 1..<month { days += Self.daysIn(month: earlier, year: year) }
    return days + day - 1
  }

  /// The date with day number `number` (see ``dayNumber``), clamped to years 1...9999.
  public init(dayNumber number: Int) {
    var remaining = Swift.min(Self.lastDayNumber, Swift.max(0, number))
    // Estimate the year from the mean Gregorian year (146,097 days in 400 years), then correct.
    var year = Swift.max(1, Swift.min(9999, remaining * 400 / 146_097 + 1))
    while year > 1, Self.firstDayNumber(of: year) > remaining { year -= 1 }
    while year < 9999, Self.firstDayNumber(of: year + 1) <= remaining { year += 1 }
    remaining -= Self.firstDayNumber(of: year)
    var month = 1
    while remaining >= Self.daysIn(month: month, year: year) {
      remaining -= Self.daysIn(month: month, year: year)
      month += 1
    }
    self.year = year
    self.month = month
    self.day = remaining + 1
  }

  /// The day number of 9999-12-31, the latest date a field holds.
  static let lastDayNumber = firstDayNumber(of: 10_000) - 1

  /// The day number of January 1 of `year`.
  static func firstDayNumber(of year: Int) -> Int {
    let before = year - 1
    return before * 365 + before / 4 - before / 100 + before / 400
  }

  /// The number of days from this date to `other` (negative when `other` is earlier).
  public func days(to other: FieldDate) -> Int {
    other.dayNumber - dayNumber
  }

  /// The date `days` days later (earlier when negative), within years 1...9999.
  public func movingDays(by days: Int) -> FieldDate {
    FieldDate(dayNumber: dayNumber + days)
  }

  /// The date moved into `range`: the nearer end when it is outside.
  public func clamped(to range: ClosedRange<FieldDate>) -> FieldDate {
    Swift.min(range.upperBound, Swift.max(range.lowerBound, self))
  }

  /// The date written in `order` with `separator` ("31/12/2026"; ISO "2026-12-31" uses its
  /// own dashes), day and month with two digits.
  public func formatted(_ order: DateOrder, separator: String = "/") -> String {
    let y = String(year)
    let m = month < 10 ? "0\(month)" : String(month)
    let d = day < 10 ? "0\(day)" : String(day)
    switch order {
    case .dayMonthYear: return [d, m, y].joined(separator: separator)
    case .monthDayYear: return [m, d, y].joined(separator: separator)
    case .yearMonthDay: return [y, m, d].joined(separator: "-")
    }
  }

  /// ISO 8601: "2026-12-31".
  public var description: String { formatted(.yearMonthDay) }

  /// Whether `lhs` is earlier than `rhs`.
  public static func < (lhs: FieldDate, rhs: FieldDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}

/// The runs of decimal digits (in any script, returned as ASCII) in typed text.
enum FieldDigits {
  static func groups(in text: String) -> [String] {
    var groups: [String] = []
    var current = ""
    for character in text {
      if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
        scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue
      {
        current.append(Character(String(Int(value))))
      } else if !current.isEmpty {
        groups.append(current)
        current = ""
      }
    }
    if !current.isEmpty { groups.append(current) }
    return groups
  }
}
