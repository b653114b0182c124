#if canImport(SwiftUI)
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
  private let label: String
  @Binding private var time: FieldTime?
  private let step: Int
  private let uses24Hour: Bool
  private let range: ClosedRange<FieldTime>?
  private let size: ComponentSize?
  private let identifier: String?
  @State private var text = ""
  @State private var problem: FieldValueError?
  @FocusState private var isFocused: Bool
  @Environment(\.controlSize) private var controlSize

  /// Creates a time field.
  /// - Parameters:
  ///   - label: What the time is, shown above the field and read by VoiceOver.
  ///   - time: The time, nil while none is entered.
  ///   - step: The minutes a time snaps to (1 for any minute).
  ///   - uses24Hour: Whether the time is shown as 21:05 rather than 9:05 PM.
  ///   - range: The times allowed; a time outside moves to the nearer end.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    _ label: String, time: Binding<FieldTime?>, step: Int = 1, uses24Hour: Bool = true,
    in range: ClosedRange<FieldTime>? = nil, size: ComponentSize? = nil,
    accessibilityIdentifier: String? = nil
  ) {
    self.label = label
    _time = time
    self.step = step
    self.uses24Hour = uses24Hour
    self.range = range
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// The field.
  public var body: some View {
    let size = self.size ?? ComponentSize(controlSize)
    DSFieldContainer(
      label: label, helper: nil, error: problem.map(String.init(describing:)),
      isFocused: isFocused, size: size
    ) {
      DSPlainTextField(
        label: label, text: $text, prompt: uses24Hour ? "HH:MM" : "H:MM AM", size: size,
        isFocused: $isFocused
      )
      .dsKeyboard(.numbersAndPunctuation)
      .onSubmit(commit)
      .onChange(of: isFocused) { _, focused in if !focused { commit() } }
      .onAppear { text = time?.formatted(uses24Hour: uses24Hour) ?? "" }
      .onChange(of: time) { _, newValue in
        if !isFocused { text = newValue?.formatted(uses24Hour: uses24Hour) ?? "" }
      }
      .accessibilityAdjustableAction { direction in
        guard let current = time else { return }
        let minutes = Swift.max(1, step)
        set(current.moving(minutes: direction == .increment ? minutes : -minutes))
      }
      .dsAccessibilityIdentifier(identifier)
    } leading: {
      EmptyView()
    } trailing: {
      DateFieldIcon(systemName: "clock", size: size)
    }
  }

  private func commit() {
    guard !text.isEmpty else {
      problem = nil
      time = nil
      return
    }
    do throws(FieldValueError) {
      set(try FieldTime.parse(text))
      problem = nil
    } catch {
      problem = error
    }
  }

  private func set(_ newValue: FieldTime) {
    let snapped = newValue.rounded(toStep: step)
    let kept = range.map { snapped.clamped(to: $0) } ?? snapped
    time = kept
    text = kept.formatted(uses24Hour: uses24Hour)
  }
}
#endif
