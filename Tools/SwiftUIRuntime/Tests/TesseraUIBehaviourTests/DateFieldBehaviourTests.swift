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

@MainActor
@Suite("DateField and TimeField, executed")
struct DateFieldBehaviourTests {
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
