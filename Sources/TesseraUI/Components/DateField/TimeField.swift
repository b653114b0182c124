#if canImport(SwiftUI)
import Foundation
import SwiftUI
import TesseraComponents

/// A typed time in the theme's field look: "9:05 pm", "2130" or "21.30" are read, snapped to
/// `step` minutes, kept inside `range`, and rewritten in 12- or 24-hour form when the field is
/// left (`FieldTime`); a time that does not exist is explained under the field. A clock icon
/// marks the field; VoiceOver adjusts the time a step per swipe, wrapping at midnight.
///
/// ```swift
/// @State private var opening: FieldTime?
///
/// TimeField("Opens at", time: $opening, step: 15, uses24Hour: true)
/// ```
public struct TimeField: View {
  private let label: Text?
  /// The label as characters, for the error announcement; nil for a key.
  private let spokenLabel: String?
  @Binding private var time: FieldTime?
  private let step: Int
  private let uses24Hour: Bool
  private let range: ClosedRange<FieldTime>?
  private let size: ComponentSize?
  private let identifier: String?

  /// Creates a time field whose label is looked up in the app's strings, as `DatePicker`'s is;
  /// a string literal chooses this one.
  ///
  /// The generated `LocalizedStringResource` form is looked up when drawn; the
  /// `StringProtocol` form is shown as written, and an empty one shows no label.
  /// - Parameters:
  ///   - label: The key of what the time is, shown above the field and read by VoiceOver.
  ///   - time: The time, nil while none is entered.
  ///   - step: The minutes a time snaps to (1 for any minute).
  ///   - uses24Hour: Whether the time is shown as 21:05 rather than 9:05 PM.
  ///   - range: The times allowed; a time outside moves to the nearer end.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ label: LocalizedStringKey, time: Binding<FieldTime?>, step: Int = 1, uses24Hour: Bool = true,
    in range: ClosedRange<FieldTime>? = nil, size: ComponentSize? = nil,
    accessibilityIdentifier: String? = nil
  ) {
    self.init(
      text: CallerText.nonEmpty(label), spokenLabel: CallerText.spoken(label), time: time,
      step: step, uses24Hour: uses24Hour, range: range, size: size,
      identifier: accessibilityIdentifier)
  }

  init(
    text label: Text?, spokenLabel: String?, time: Binding<FieldTime?>, step: Int,
    uses24Hour: Bool, range: ClosedRange<FieldTime>?, size: ComponentSize?, identifier: String?
  ) {
    self.label = label
    self.spokenLabel = spokenLabel
    _time = time
    self.step = step
    self.uses24Hour = uses24Hour
    self.range = range
    self.size = size
    self.identifier = identifier
  }

  /// The field.
  public var body: some View {
    DSTypedField(
      label: label, spokenLabel: spokenLabel, value: $time,
      prompt: uses24Hour ? "HH:MM" : "H:MM AM", systemImage: "clock",
      size: size, identifier: identifier,
      parse: { text throws(FieldValueError) in try FieldTime.parse(text) },
      format: { [uses24Hour] value in value.formatted(uses24Hour: uses24Hour) },
      keep: { [step, range] value in
        let snapped = value.rounded(toStep: step)
        return range.map { snapped.clamped(to: $0) } ?? snapped
      },
      adjust: { [step] value, up in
        let minutes = Swift.max(1, step)
        return value.moving(minutes: up ? minutes : -minutes)
      },
      start: {
        let now = Calendar.current.dateComponents([.hour, .minute], from: Date())
        return FieldTime(hour: now.hour ?? 0, minute: now.minute ?? 0) ?? FieldTime.midnight
      })
  }
}
#endif
