import Foundation

/// The order of day, month and year in a typed date.
public enum DateOrder: String, CaseIterable, Sendable, Hashable, Codable {
  /// `31/12/2026`, as in most of the world.
  case dayMonthYear
  /// `12/31/2026`, as in the United States.
  case monthDayYear
  /// `2026-12-31`, ISO 8601.
  case yearMonthDay
}

/// A calendar date without a time or time zone, as a form field holds it.
public struct FormDate: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// The year, 1 to 9999.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month.
  public let day: Int

  /// Creates a date, or nil when the day does not exist in that month of the Gregorian calendar.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...FormDate.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads an ISO 8601 calendar date, `YYYY-MM-DD`, exactly.
  public init?(iso text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      return nil
    }
    self.init(year: year, month: month, day: day)
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    func pad(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// Reads the date from an ISO 8601 string, `YYYY-MM-DD`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = FormDate(iso: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(text)' is not a date in the form YYYY-MM-DD")
    }
    self = date
  }

  /// Writes the date as an ISO 8601 string, `YYYY-MM-DD`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Orders dates chronologically.
  public static func < (lhs: FormDate, rhs: FormDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// The number of days in a month of the proleptic Gregorian calendar.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2:
      let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
      return leap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}

/// A mask for dates typed as digits: `31/12/2026`, `12/31/2026` or `2026-12-31`.
///
/// ```swift
/// let mask = DateMask(order: .dayMonthYear)
/// mask.formatted("3112")        // "31/12"
/// mask.date(from: "29/02/2027") // nil: 2027 is not a leap year
/// ```
public struct DateMask: Sendable, Hashable, Codable {
  /// The order of the parts.
  public let order: DateOrder
  /// The character between the parts.
  public let separator: String

  /// Creates a mask; the separator defaults to `-` for year-first dates and `/` otherwise.
  public init(order: DateOrder, separator: String? = nil) {
    self.order = order
    self.separator = separator ?? (order == .yearMonthDay ? "-" : "/")
  }

  /// The digit mask, such as `##/##/####`.
  public var mask: InputMask {
    let s = separator.replacingOccurrences(of: "#", with: "")
    switch order {
    case .dayMonthYear, .monthDayYear: return InputMask("##" + s + "##" + s + "####")
    case .yearMonthDay: return InputMask("####" + s + "##" + s + "##")
    }
  }

  /// The typed digits in the date format, as far as they go; non-digits are ignored.
  public func formatted(_ input: String) -> String { mask.apply(input) }

  /// The date the input names, or nil when it is incomplete or no such day exists.
  public func date(from input: String) -> FormDate? {
    let digits = CreditCardInput.digitBytes(of: input, limit: 9)
    guard digits.count == 8 else { return nil }
    func number(_ range: Range<Int>) -> Int {
      digits[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
    switch order {
    case .dayMonthYear:
      return FormDate(year: number(4..<8), month: number(2..<4), day: number(0..<2))
    case .monthDayYear:
      return FormDate(year: number(4..<8), month: number(0..<2), day: number(2..<4))
    case .yearMonthDay:
      return FormDate(year: number(0..<4), month: number(4..<6), day: number(6..<8))
    }
  }
}
