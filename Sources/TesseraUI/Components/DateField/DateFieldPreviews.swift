#if canImport(SwiftUI)
import Foundation
import SwiftUI
import TesseraComponents

/// The dates of 2026, the range the check-in field accepts.
private let previewYear: ClosedRange<FieldDate>? = {
  guard let start = FieldDate(year: 2026, month: 1, day: 1),
    let end = FieldDate(year: 2026, month: 12, day: 31)
  else { return nil }
  return start...end
}()

#Preview("DateField: empty, filled, orders, range") {
  @Previewable @State var birthday: FieldDate?
  @Previewable @State var travel = FieldDate(year: 2026, month: 12, day: 31)
  ScrollView {
    VStack(spacing: 16) {
      DateField("Birthday", date: $birthday, order: .dayMonthYear)
      DateField("Departure", date: $travel, order: .monthDayYear)
      DateField(
        "Check-in", date: .constant(FieldDate(year: 2026, month: 5, day: 1)),
        in: previewYear)
      DateField("Expiry", date: .constant(nil), size: .small).disabled(true)
    }
    .padding()
  }
}

#Preview("DateField: bound to a Date") {
  @Previewable @State var date = Date(timeIntervalSince1970: 1_790_000_000)
  ScrollView {
    VStack(spacing: 16) {
      DateField(date: $date, label: "Delivery date")
      DateField(date: $date, label: "Return date", order: .dayMonthYear)
    }
    .padding()
  }
}

#Preview("TimeField: 24-hour, 12-hour, steps") {
  @Previewable @State var opening: FieldTime?
  @Previewable @State var closing = FieldTime(hour: 18, minute: 30)
  ScrollView {
    VStack(spacing: 16) {
      TimeField("Opens at", time: $opening, step: 15)
      TimeField("Closes at", time: $closing, uses24Hour: false)
      TimeField("Reminder", time: .constant(FieldTime(hour: 7, minute: 0)), size: .large)
      TimeField("Alarm", time: .constant(nil)).disabled(true)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the DateField family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func dateFieldSamples(_ name: String) -> AnyView? {
    switch name {
    case "DateField":
      return AnyView(
        DateField(
          "Birthday", date: .constant(FieldDate(year: 1990, month: 4, day: 12)),
          order: .dayMonthYear))
    case "TimeField":
      return AnyView(
        TimeField("Opens at", time: .constant(FieldTime(hour: 9, minute: 30)), step: 15))
    default: return nil
    }
  }
}
#endif
