/// A time of day as a time field holds it: hours and minutes, no time zone.
///
/// ```swift
/// try FieldTime.parse("9:05 pm")      // 21:05
/// try FieldTime.parse("0930")         // 09:30
/// try FieldTime.parse("12a")          // 00:00
/// try FieldTime.parse("24:10")        // throws: hour 24 does not exist
/// FieldTime(hour: 9, minute: 7)?.rounded(toStep: 15)   // 09:00
/// ```
public struct FieldTime: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// The hour, 0...23.
  public let hour: Int
  /// The minute, 0...59.
  public let minute: Int

  /// A time, or nil when the hour or minute does not exist.
  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  /// A time whose parts the caller has checked.
  private init(checkedHour hour: Int, minute: Int) {
    self.hour = hour
    self.minute = minute
  }

  /// Minutes since midnight.
  public var minutesSinceMidnight: Int { hour * 60 + minute }

  /// Reads a typed time: hours and minutes separated by anything ("9:05", "21.30", "9 05"),
  /// or run together ("930", "2130"; one or two digits are hours alone), with an optional
  /// "am"/"pm" ("a"/"p", any case) making it a 12-hour time.
  /// - Throws: ``FieldValueError`` saying which part is missing or out of range.
  public static func parse(_ text: String) throws(FieldValueError) -> FieldTime {
    let lower = text.lowercased()
    let letters = lower.filter(\.isLetter)
    let meridiem: Character?
    switch letters {
    case "": meridiem = nil
    case "a", "am": meridiem = "a"
    case "p", "pm": meridiem = "p"
    default: throw .unreadable(text)
    }
    let groups = FieldDigits.groups(in: lower)
    var hour: Int
    var minute: Int
    switch groups.count {
    case 0: throw .empty
    case 1:
      let digits = groups[0]
      guard digits.count <= 4, let value = Int(digits) else { throw .unreadable(text) }
      (hour, minute) = digits.count <= 2 ? (value, 0) : (value / 100, value % 100)
    case 2:
      guard groups[0].count <= 2, groups[1].count == 2, let h = Int(groups[0]),
        let m = Int(groups[1])
      else { throw .unreadable(text) }
      (hour, minute) = (h, m)
    default: throw .unreadable(text)
    }
    if let meridiem {
      guard (1...12).contains(hour) else { throw .outOfRange(part: "hour", value: hour) }
      hour = hour % 12 + (meridiem == "p" ? 12 : 0)
    }
    guard (0...23).contains(hour) else { throw .outOfRange(part: "hour", value: hour) }
    guard (0...59).contains(minute) else { throw .outOfRange(part: "minute", value: minute) }
    return FieldTime(checkedHour: hour, minute: minute)
  }

  /// 00:00.
  public static let midnight = FieldTime(checkedHour: 0, minute: 0)

  /// The time moved to the nearest multiple of `step` minutes (a step below 1 changes nothing;
  /// times past the day's last step round down to it).
  public func rounded(toStep step: Int) -> FieldTime {
    guard step > 1 else { return self }
    let rounded = (minutesSinceMidnight + step / 2) / step * step
    let last = (24 * 60 - 1) / step * step
    let minutes = Swift.min(rounded, last)
    return FieldTime(checkedHour: minutes / 60, minute: minutes % 60)
  }

  /// The time `minutes` minutes later (earlier when negative), wrapping around midnight.
  public func moving(minutes: Int) -> FieldTime {
    let day = 24 * 60
    let total = ((minutesSinceMidnight + minutes) % day + day) % day
    return FieldTime(checkedHour: total / 60, minute: total % 60)
  }

  /// The time moved into `range`: the nearer end when it is outside.
  public func clamped(to range: ClosedRange<FieldTime>) -> FieldTime {
    Swift.min(range.upperBound, Swift.max(range.lowerBound, self))
  }

  /// "21:05", or "9:05 PM" with `uses24Hour` false (`am` and `pm` are the markers to write).
  public func formatted(uses24Hour: Bool, am: String = "AM", pm: String = "PM") -> String {
    let minutes = minute < 10 ? "0\(minute)" : String(minute)
    if uses24Hour {
      return (hour < 10 ? "0\(hour)" : String(hour)) + ":" + minutes
    }
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    return "\(twelve):\(minutes) \(hour < 12 ? am : pm)"
  }

  /// "21:05".
  public var description: String { formatted(uses24Hour: true) }

  /// Whether `lhs` is earlier in the day than `rhs`.
  public static func < (lhs: FieldTime, rhs: FieldTime) -> Bool {
    lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
  }
}
