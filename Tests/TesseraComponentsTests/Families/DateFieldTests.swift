import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Field date")
struct FieldDateTests {
  static func date(_ year: Int, _ month: Int, _ day: Int) -> FieldDate? {
    FieldDate(year: year, month: month, day: day)
  }

  @Test(
    "typed dates are read in the person's order, ISO in any order",
    arguments: [
      ("29/2/2028", DateOrder.dayMonthYear, "2028-02-29"),
      ("2/29/2028", .monthDayYear, "2028-02-29"),
      ("2026-12-02", .dayMonthYear, "2026-12-02"),
      ("2026.12.02", .monthDayYear, "2026-12-02"),
      ("31122026", .dayMonthYear, "2026-12-31"),
      ("20261231", .yearMonthDay, "2026-12-31"),
      ("7.3.29", .dayMonthYear, "2029-03-07"),
      ("7.3.30", .dayMonthYear, "1930-03-07"),
      ("٣١/١٢/٢٠٢٦", .dayMonthYear, "2026-12-31"),
      (" 1 - 2 - 2026 ", .dayMonthYear, "2026-02-01"),
    ])
  func reading(text: String, order: DateOrder, iso: String) throws {
    #expect(try FieldDate.parse(text, order: order).description == iso)
  }

  @Test("dates that do not exist are refused with the part at fault")
  func refusing() {
    #expect(throws: FieldValueError.outOfRange(part: "day", value: 29)) {
      try FieldDate.parse("2/29/27", order: .monthDayYear)
    }
    #expect(throws: FieldValueError.outOfRange(part: "month", value: 13)) {
      try FieldDate.parse("1/13/2026", order: .dayMonthYear)
    }
    #expect(throws: FieldValueError.outOfRange(part: "day", value: 31)) {
      try FieldDate.parse("31/04/2026", order: .dayMonthYear)
    }
    #expect(throws: FieldValueError.unreadable("12/2026")) {
      try FieldDate.parse("12/2026", order: .dayMonthYear)
    }
    #expect(throws: FieldValueError.empty) { try FieldDate.parse("--", order: .dayMonthYear) }
    #expect(throws: FieldValueError.outOfRange(part: "year", value: 0)) {
      try FieldDate.parse("0000-01-01", order: .dayMonthYear)
    }
  }

  @Test("leap years follow the Gregorian rule")
  func leapYears() {
    #expect(FieldDate.isLeap(2028) && FieldDate.isLeap(2000))
    #expect(!FieldDate.isLeap(1900) && !FieldDate.isLeap(2026))
    #expect(Self.date(2026, 2, 29) == nil)
    #expect(Self.date(2028, 2, 29) != nil)
  }

  @Test("moving by months keeps the day or takes the month's last")
  func months() {
    #expect(Self.date(2026, 1, 31)?.movingMonths(by: 1) == Self.date(2026, 2, 28))
    #expect(Self.date(2028, 1, 31)?.movingMonths(by: 1) == Self.date(2028, 2, 29))
    #expect(Self.date(2026, 12, 15)?.movingMonths(by: 1) == Self.date(2027, 1, 15))
    #expect(Self.date(2026, 3, 31)?.movingMonths(by: -13) == Self.date(2025, 2, 28))
    #expect(Self.date(9999, 12, 1)?.movingMonths(by: 5) == Self.date(9999, 12, 1))
  }

  @Test("moving by days crosses months, years and leap days")
  func days() {
    #expect(Self.date(2026, 12, 31)?.movingDays(by: 1) == Self.date(2027, 1, 1))
    #expect(Self.date(2028, 3, 1)?.movingDays(by: -1) == Self.date(2028, 2, 29))
    #expect(Self.date(2026, 1, 1)?.movingDays(by: 365) == Self.date(2027, 1, 1))
  }

  @Test("day numbers count from 0001-01-01 and round-trip across the whole range")
  func dayNumbers() throws {
    #expect(Self.date(1, 1, 1)?.dayNumber == 0)
    // Python's date(1970, 1, 1).toordinal() is 719,163, counting 0001-01-01 as 1.
    #expect(Self.date(1970, 1, 1)?.dayNumber == 719_162)
    #expect(Self.date(2026, 1, 1)?.days(to: try #require(Self.date(2027, 1, 1))) == 365)
    #expect(Self.date(2028, 1, 1)?.days(to: try #require(Self.date(2029, 1, 1))) == 366)
    #expect(FieldDate(dayNumber: -40) == Self.date(1, 1, 1))
    #expect(FieldDate(dayNumber: .max) == Self.date(9999, 12, 31))
    var rng = SeededRandomNumberGenerator(seed: 2026)
    for _ in 0..<2_000 {
      let number = Int.random(in: 0...3_652_058, using: &rng)
      #expect(FieldDate(dayNumber: number).dayNumber == number)
    }
  }

  @Test("dates are clamped into a range and written in each order")
  func clampAndFormat() throws {
    let low = try #require(Self.date(2026, 1, 1))
    let high = try #require(Self.date(2026, 12, 31))
    let late = try #require(Self.date(2027, 3, 4))
    #expect(late.clamped(to: low...high) == high)
    #expect(late.formatted(.dayMonthYear) == "04/03/2027")
    #expect(late.formatted(.monthDayYear, separator: ".") == "03.04.2027")
    #expect(late.formatted(.yearMonthDay) == "2027-03-04")
  }
}

@Suite("Field time")
struct FieldTimeTests {
  @Test(
    "typed times are read in 24- or 12-hour form",
    arguments: [
      ("9:05 pm", "21:05"), ("0930", "09:30"), ("12a", "00:00"), ("12 PM", "12:00"),
      ("2130", "21:30"), ("7", "07:00"), ("٩:٣٠", "09:30"), ("21.30", "21:30"),
      ("12:30 am", "00:30"),
    ])
  func reading(text: String, expected: String) throws {
    #expect(try FieldTime.parse(text).description == expected)
  }

  @Test("times that do not exist are refused with the part at fault")
  func refusing() {
    #expect(throws: FieldValueError.outOfRange(part: "hour", value: 24)) {
      try FieldTime.parse("24:10")
    }
    #expect(throws: FieldValueError.outOfRange(part: "minute", value: 60)) {
      try FieldTime.parse("9:60")
    }
    #expect(throws: FieldValueError.outOfRange(part: "hour", value: 13)) {
      try FieldTime.parse("13pm")
    }
    #expect(throws: FieldValueError.unreadable("9:5")) { try FieldTime.parse("9:5") }
    #expect(throws: FieldValueError.unreadable("noon")) { try FieldTime.parse("noon") }
    #expect(throws: FieldValueError.empty) { try FieldTime.parse("pm") }
  }

  @Test("times snap to their step, never past the day's last step, and wrap when moved")
  func stepping() throws {
    let early = try #require(FieldTime(hour: 9, minute: 7))
    #expect(early.rounded(toStep: 15) == FieldTime(hour: 9, minute: 0))
    #expect(FieldTime(hour: 9, minute: 8)?.rounded(toStep: 15) == FieldTime(hour: 9, minute: 15))
    #expect(FieldTime(hour: 23, minute: 55)?.rounded(toStep: 15) == FieldTime(hour: 23, minute: 45))
    #expect(early.rounded(toStep: 0) == early)
    #expect(FieldTime(hour: 23, minute: 50)?.moving(minutes: 20) == FieldTime(hour: 0, minute: 10))
    #expect(FieldTime(hour: 0, minute: 5)?.moving(minutes: -10) == FieldTime(hour: 23, minute: 55))
  }

  @Test("times are clamped and written in 12- and 24-hour form")
  func clampAndFormat() throws {
    let open = try #require(FieldTime(hour: 9, minute: 0))
    let close = try #require(FieldTime(hour: 17, minute: 30))
    #expect(FieldTime(hour: 20, minute: 0)?.clamped(to: open...close) == close)
    #expect(FieldTime(hour: 0, minute: 5)?.formatted(uses24Hour: false) == "12:05 AM")
    #expect(FieldTime(hour: 12, minute: 0)?.formatted(uses24Hour: false) == "12:00 PM")
    #expect(FieldTime(hour: 21, minute: 5)?.formatted(uses24Hour: true) == "21:05")
  }
}

@Suite("Date field appearance")
struct DateFieldAppearanceTests {
  @Test("drawn as a text field with a 3:1 icon")
  func field() {
    let theme = PresetThemes.default.resolved(for: .light)
    let look = theme.appearance(.dateField)
    #expect(look.border == theme.appearance(.textField).border)
    #expect(look.icon?.role == .textSecondary)
    #expect(look.requirements.contains { $0.part == .icon && $0.level == .nonText })
  }
}
