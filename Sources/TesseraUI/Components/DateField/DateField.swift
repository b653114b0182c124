#if canImport(SwiftUI)
import Foundation
import SwiftUI
import TesseraComponents

/// A typed date in the theme's field look: SwiftUI-Components' `DateField`, as a text field
/// that reads what is typed in the person's day-month-year order (any separator, ISO in any
/// order, digits in any script), rewrites it in that order when the field is left, keeps it
/// inside `range` and says under the field what is wrong with a date that does not exist
/// (`FieldDate`). A calendar icon marks the field; VoiceOver adjusts the date a day per swipe.
///
/// ```swift
/// @State private var birthday: FieldDate?
///
/// DateField("Birthday", date: $birthday, order: .dayMonthYear)
/// ```
public struct DateField: View {
  private let label: Text?
  /// The label as characters, for the error announcement; nil for a key or no label.
  private let spokenLabel: String?
  @Binding private var date: FieldDate?
  private let order: DateOrder
  private let range: ClosedRange<FieldDate>?
  private let size: ComponentSize?
  private let identifier: String?

  /// Creates a date field whose label is looked up in the app's strings, as `DatePicker`'s is;
  /// a string literal chooses this one.
  ///
  /// The generated `LocalizedStringResource` form is looked up when drawn; the
  /// `StringProtocol` form is shown as written, and an empty one shows no label.
  /// - Parameters:
  ///   - label: The key of what the date is, shown above the field and read by VoiceOver.
  ///   - date: The date, nil while none is entered.
  ///   - order: The order day, month and year are typed and shown in.
  ///   - range: The dates allowed; a date outside moves to the nearer end.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ label: LocalizedStringKey, date: Binding<FieldDate?>, order: DateOrder = .yearMonthDay,
    in range: ClosedRange<FieldDate>? = nil, size: ComponentSize? = nil,
    accessibilityIdentifier: String? = nil
  ) {
    self.init(
      text: CallerText.nonEmpty(label), spokenLabel: CallerText.spoken(label), date: date,
      order: order, range: range, size: size, identifier: accessibilityIdentifier)
  }

  init(
    text label: Text?, spokenLabel: String?, date: Binding<FieldDate?>, order: DateOrder,
    range: ClosedRange<FieldDate>?, size: ComponentSize?, identifier: String?
  ) {
    self.label = label
    self.spokenLabel = spokenLabel
    _date = date
    self.order = order
    self.range = range
    self.size = size
    self.identifier = identifier
  }

  /// Creates a date field over a Foundation date, as SwiftUI-Components' `DateField(date:label:)`
  /// does, whose label is looked up in the app's strings (a string literal, or no label, chooses
  /// this one): the day is read in the current calendar and time zone, and a new day moves the date
  /// by whole days, keeping its time of day.
  /// - Parameters:
  ///   - date: The date and time; only its day is typed.
  ///   - label: The key of what the date is, shown above the field and read by VoiceOver; none when
  ///     nil.
  ///   - order: The order day, month and year are typed and shown in.
  public init(
    date: Binding<Date>, label: LocalizedStringKey? = nil, order: DateOrder = .yearMonthDay
  ) {
    self.init(
      text: label.map { Text($0) }, spokenLabel: label.flatMap { CallerText.spoken($0) },
      date: Self.days(of: date), order: order, range: nil, size: nil, identifier: nil)
  }

  /// The day of a Foundation date as a field date, read in the current calendar; setting a
  /// new day moves the date by whole days, which keeps its time of day.
  static func days(of date: Binding<Date>) -> Binding<FieldDate?> {
    let calendar = Calendar.current
    return Binding<FieldDate?>(
      get: { Self.day(of: date.wrappedValue, in: calendar) },
      set: { newValue in
        guard let newValue, let old = Self.day(of: date.wrappedValue, in: calendar),
          let moved = calendar.date(
            byAdding: .day, value: old.days(to: newValue), to: date.wrappedValue)
        else { return }
        date.wrappedValue = moved
      })
  }

  /// The day `value` falls on in `calendar`.
  nonisolated private static func day(of value: Date, in calendar: Calendar) -> FieldDate? {
    let parts = calendar.dateComponents([.year, .month, .day], from: value)
    return FieldDate(year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  /// The field.
  public var body: some View {
    DSTypedField(
      label: label, spokenLabel: spokenLabel, value: $date, prompt: DateField.prompt(order),
      systemImage: "calendar",
      size: size, identifier: identifier,
      parse: { [order] text throws(FieldValueError) in try FieldDate.parse(text, order: order) },
      format: { [order] value in value.formatted(order) },
      keep: { [range] value in range.map { value.clamped(to: $0) } ?? value },
      adjust: { value, up in value.movingDays(by: up ? 1 : -1) },
      start: { Self.day(of: Date(), in: .current) ?? FieldDate(dayNumber: 0) })
  }

  /// The shape of a date in `order`, as a prompt.
  static func prompt(_ order: DateOrder) -> String {
    switch order {
    case .dayMonthYear: return "DD/MM/YYYY"
    case .monthDayYear: return "MM/DD/YYYY"
    case .yearMonthDay: return "YYYY-MM-DD"
    }
  }
}

/// The icon at the end of a date or time field, in the family's icon color.
struct DateFieldIcon: View {
  let systemName: String
  let size: ComponentSize
  var control = DSControlEnvironment()

  var body: some View {
    let look = control.theme.appearance(
      .dateField, size: size, state: control.isEnabled ? .normal : .disabled,
      on: control.backdrop)
    Image(systemName: systemName)
      .dsForeground(look.icon)
      .accessibilityHidden(true)
  }
}
#endif
