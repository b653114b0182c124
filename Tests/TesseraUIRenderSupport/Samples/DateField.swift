#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the DateField family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func dateFieldSamples(_ name: String) -> AnyView? {
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
