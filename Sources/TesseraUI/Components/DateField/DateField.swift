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
  private let label: String
  @Binding private var date: FieldDate?
  private let order: DateOrder
  private let range: ClosedRange<FieldDate>?
  private let size: ComponentSize?
  private let identifier: String?
  @State private var text = ""
  @State private var problem: FieldValueError?
  @FocusState private var isFocused: Bool
  @Environment(\.controlSize) private var controlSize

  /// Creates a date field.
  /// - Parameters:
  ///   - label: What the date is, shown above the field and read by VoiceOver.
  ///   - date: The date, nil while none is entered.
  ///   - order: The order day, month and year are typed and shown in.
  ///   - range: The dates allowed; a date outside moves to the nearer end.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ label: String, date: Binding<FieldDate?>, order: DateOrder = .yearMonthDay,
    in range: ClosedRange<FieldDate>? = nil, size: ComponentSize? = nil,
    accessibilityIdentifier: String? = nil
  ) {
    self.label = label
    _date = date
    self.order = order
    self.range = range
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// Creates a date field over a Foundation date, as SwiftUI-Components' `DateField(date:label:)`
  /// does: the day is read in the current calendar and time zone, and a new day moves the date
  /// by whole days, keeping its time of day.
  public init(date: Binding<Date>, label: String? = nil, order: DateOrder = .yearMonthDay) {
    let calendar = Calendar.current
    let bridged = Binding<FieldDate?>(
      get: { Self.day(of: date.wrappedValue, in: calendar) },
      set: { newValue in
        // Moving by whole days keeps the time of day.
        guard let newValue, let old = Self.day(of: date.wrappedValue, in: calendar),
          let moved = calendar.date(
            byAdding: .day, value: old.days(to: newValue), to: date.wrappedValue)
        else { return }
        date.wrappedValue = moved
      })
    self.init(label ?? "", date: bridged, order: order)
  }

  /// The day `value` falls on in `calendar`.
  nonisolated private static func day(of value: Date, in calendar: Calendar) -> FieldDate? {
    let parts = calendar.dateComponents([.year, .month, .day], from: value)
    return FieldDate(year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  /// The field.
  public var body: some View {
    let size = self.size ?? ComponentSize(controlSize)
    DSFieldContainer(
      label: label.isEmpty ? nil : label, helper: nil,
      error: problem.map(String.init(describing:)), isFocused: isFocused, size: size
    ) {
      DSPlainTextField(
        label: label, text: $text, prompt: DateField.prompt(order), size: size,
        isFocused: $isFocused
      )
      .dsKeyboard(.numbersAndPunctuation)
      .onSubmit(commit)
      .onChange(of: isFocused) { _, focused in if !focused { commit() } }
      .onAppear { text = date?.formatted(order) ?? "" }
      .onChange(of: date) { _, newValue in
        if !isFocused { text = newValue?.formatted(order) ?? "" }
      }
      .accessibilityAdjustableAction { direction in
        guard let current = date else { return }
        set(current.movingDays(by: direction == .increment ? 1 : -1))
      }
      .dsAccessibilityIdentifier(identifier)
    } leading: {
      EmptyView()
    } trailing: {
      DateFieldIcon(systemName: "calendar", size: size)
    }
  }

  private func commit() {
    guard !text.isEmpty else {
      problem = nil
      date = nil
      return
    }
    do throws(FieldValueError) {
      set(try FieldDate.parse(text, order: order))
      problem = nil
    } catch {
      problem = error
    }
  }

  private func set(_ newValue: FieldDate) {
    let kept = range.map { newValue.clamped(to: $0) } ?? newValue
    date = kept
    text = kept.formatted(order)
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
