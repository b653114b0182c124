import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// A trip form that owns its departure day, allowed only in 2030.
private struct Departure: View {
  let range: ClosedRange<FieldDate>
  @State var day: FieldDate?
  var body: some View {
    DateField("Departure", date: $day, in: range)
    Text(day.map { "day \($0)" } ?? "no day")
  }
}

/// A booking form that owns its time, allowed only between 09:00 and 09:30.
private struct Arrival: View {
  let range: ClosedRange<FieldTime>
  @State var time: FieldTime?
  var body: some View {
    TimeField("Arrival", time: $time, step: 15, in: range)
    Text(time.map { "time \($0)" } ?? "no time")
  }
}

/// A trip form whose app sets the day and the order from outside the field (buttons over a
/// keyboard, a settings change).
private struct Trip: View {
  @State var day: FieldDate?
  @State var order = DateOrder.yearMonthDay
  var body: some View {
    DateField("Departure", date: $day, order: order)
    Button("Pick May 6") { day = FieldDate(year: 2030, month: 5, day: 6) }
    Button("US order") { order = .monthDayYear }
    Text(day.map { "day \($0)" } ?? "no day")
  }
}

/// A reminder over a Foundation date, which cannot be cleared.
private struct Reminder: View {
  @State var when = Date(timeIntervalSinceReferenceDate: 978_307_200)  // 2032-01-01
  var body: some View {
    DateField(date: $when, label: "Remind me")
  }
}

@MainActor
@Suite("DateField and TimeField, executed")
struct DateFieldBehaviourTests {
  /// The field whose VoiceOver label starts with `label` (an error follows the name).
  private func field<Root: View>(_ host: ViewHost<Root>, _ label: String) throws
    -> AccessibilityElement
  {
    try #require(host.accessibilityElements.first { $0.label?.hasPrefix(label) == true })
  }

  @Test("a day the app sets while the person is in the field replaces its text, and stays")
  func appSetsWhileFocused() throws {
    let host = try ViewHost(Trip())
    try host.focus("Departure")
    try host.tap("Pick May 6")
    #expect(try field(host, "Departure").value == "2030-05-06")
    // Leaving the field reads its text back: the app's day, not the empty text before it.
    try host.unfocus()
    #expect(host.texts.last == "day 2030-05-06")
  }

  @Test("a day the app sets clears the message about text the person typed before")
  func appSetClearsProblem() throws {
    let host = try ViewHost(Trip())
    try host.type("2030-02-31", into: "Departure")
    try host.unfocus()
    #expect(try field(host, "Departure").label != "Departure")
    #expect(host.texts.last == "no day")
    try host.tap("Pick May 6")
    #expect(try field(host, "Departure").label == "Departure")
    #expect(try field(host, "Departure").value == "2030-05-06")
  }

  @Test("a new order rewrites the text, so leaving the field keeps the same day")
  func orderChange() throws {
    let host = try ViewHost(Trip())
    try host.tap("Pick May 6")
    try host.tap("US order")
    #expect(try field(host, "Departure").value == "05/06/2030")
    try host.focus("Departure")
    try host.unfocus()
    #expect(host.texts.last == "day 2030-05-06")
  }

  @Test("a Foundation date cannot be cleared: the emptied field shows it again")
  func foundationDateNotCleared() throws {
    let host = try ViewHost(Reminder())
    let shown = try #require(try field(host, "Remind me").value)
    #expect(!shown.isEmpty)
    try host.focus("Remind me")
    for _ in shown { try host.deleteBackward() }
    // Empty, VoiceOver reads the prompt.
    #expect(try field(host, "Remind me").value == "YYYY-MM-DD")
    try host.unfocus()
    #expect(try field(host, "Remind me").value == shown)
  }
  @Test("VoiceOver's first swipe on an empty date field puts today in it, within its range")
  func emptyDateAdjusts() throws {
    let first = try #require(FieldDate(year: 2030, month: 1, day: 1))
    let last = try #require(FieldDate(year: 2030, month: 12, day: 31))
    let host = try ViewHost(Departure(range: first...last))
    #expect(host.texts.last == "no day")
    try host.increment("Departure")
    // Today is before 2030, so it is kept at the range's first day.
    #expect(host.texts.last == "day 2030-01-01")
    try host.increment("Departure")
    #expect(host.texts.last == "day 2030-01-02")
    try host.decrement("Departure")
    try host.decrement("Departure")
    #expect(host.texts.last == "day 2030-01-01", "the range's first day is the lowest")
  }

  @Test("VoiceOver's first swipe on an empty time field puts now in it, within its range")
  func emptyTimeAdjusts() throws {
    let nine = try #require(FieldTime(hour: 9, minute: 0))
    let halfPast = try #require(FieldTime(hour: 9, minute: 30))
    let host = try ViewHost(Arrival(range: nine...halfPast))
    try host.decrement("Arrival")
    let first = try #require(host.texts.last)
    #expect(["time 09:00", "time 09:15", "time 09:30"].contains(first), "now, kept in range")
    try host.increment("Arrival")
    try host.increment("Arrival")
    #expect(host.texts.last == "time 09:30", "a 15-minute step, stopping at the range's end")
  }
}
