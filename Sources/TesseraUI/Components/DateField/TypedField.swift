#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// The text-entry flow ``DateField`` and ``TimeField`` share: a field in the theme's field look
/// that shows its value as text, reads what is typed when Return is pressed or the field is
/// left (an empty field clears the value), says under the field what is wrong with text that
/// names no value, rewrites the text (and drops that message) when the value changes from
/// outside, even while the person is in the field, and when the format changes, lets VoiceOver
/// adjust
/// the value a step per swipe (an empty field's first swipe puts today or now in it), and ends
/// with an icon. What a value is, how it is read and
/// written and what a step is come from the field that uses it.
struct DSTypedField<Value: Equatable>: View {
  /// What the value is, shown above the field and read by VoiceOver; nil shows no label.
  let label: Text?
  /// The label as characters, for the error announcement ("Birthday: …"); nil where it is a
  /// `LocalizedStringKey`, and the error is then announced alone.
  let spokenLabel: String?
  @Binding var value: Value?
  /// The shape of a value, as a prompt ("YYYY-MM-DD").
  let prompt: String
  /// The SF Symbol at the end of the field.
  let systemImage: String
  /// The size class; nil follows the environment's `controlSize`.
  let size: ComponentSize?
  let identifier: String?
  /// Reads typed text into a value, or says what is wrong with it.
  let parse: (String) throws(FieldValueError) -> Value
  /// Writes a value as the field shows it.
  let format: (Value) -> String
  /// Moves a value into what the field allows (a step, a range) before it is kept.
  let keep: (Value) -> Value
  /// The value one VoiceOver adjustment away, up (`true`) or down.
  let adjust: (Value, Bool) -> Value
  /// Where VoiceOver's first adjustment puts an empty field (today, now), before `keep`.
  let start: () -> Value
  @State private var text = ""
  @State private var problem: FieldValueError?
  /// The value the field last showed or wrote: a value that differs from it came from the app
  /// (a "Today" button, a reset), not from the field.
  @State private var known: Value?
  @FocusState private var isFocused: Bool
  @Environment(\.controlSize) private var controlSize

  var body: some View {
    let size = self.size ?? ComponentSize(controlSize)
    DSFieldContainer(
      label: label, spokenLabel: spokenLabel, helper: nil,
      error: problem.map(String.init(describing:)), isFocused: isFocused, size: size,
      focus: { isFocused = true }
    ) {
      DSPlainTextField(
        label: label ?? Text(verbatim: ""), text: $text, prompt: Text(verbatim: prompt),
        size: size, isFocused: $isFocused
      )
      .dsKeyboard(.numbersAndPunctuation)
      .onSubmit(commit)
      .onChange(of: isFocused) { _, focused in if !focused { commit() } }
      .onAppear { show(value) }
      // A value the app set replaces the text even while the person is in the field: leaving
      // it would otherwise read the old text back over the app's value.
      .onChange(of: value) { _, newValue in
        if newValue != known { show(newValue) }
      }
      // The prompt names the format (the order of the date's parts, a 12- or 24-hour clock):
      // a new one rewrites the text, which would otherwise be read back in the wrong order.
      .onChange(of: prompt) { show(value) }
      .accessibilityAdjustableAction { direction in
        // An empty field starts from today or now (within its range), so swiping does
        // something from the first time.
        guard let current = value else { return set(start()) }
        set(adjust(current, direction == .increment))
      }
      .dsAccessibilityIdentifier(identifier)
    } leading: {
      EmptyView()
    } trailing: {
      DateFieldIcon(systemName: systemImage, size: size)
    }
  }

  private func commit() {
    guard !text.isEmpty else { return write(nil) }
    do throws(FieldValueError) {
      set(try parse(text))
    } catch {
      problem = error
    }
  }

  private func set(_ newValue: Value) {
    write(keep(newValue))
  }

  /// Writes `newValue`, then shows what the binding holds (clearing any error): a binding that
  /// cannot take it (a `Date` cannot be cleared) keeps its value, and the text says so rather
  /// than stay empty.
  private func write(_ newValue: Value?) {
    value = newValue
    show(value)
  }

  /// Shows `newValue` as the field's text, without an error about earlier text.
  private func show(_ newValue: Value?) {
    known = newValue
    text = newValue.map(format) ?? ""
    problem = nil
  }
}
#endif
