#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens
import TesseraLocalization

/// A titled list of checkboxes choosing any number of options. The boxes follow the
/// environment's `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
///
/// ```swift
/// DSCheckboxGroup("Notify me about", options: Topic.allCases, selection: $topics) { $0.title }
/// ```
public struct DSCheckboxGroup<Value: Hashable>: View {
  @Environment(\.locale) private var locale
  private let title: Text
  private let options: [Value]
  @Binding private var selection: Set<Value>
  /// Fires the selection haptic on the person's own changes only (`HapticTrigger`).
  @State private var haptic = HapticTrigger()
  private let optionLabel: (Value) -> String
  private let error: Text?
  var identifier: String?

  /// Creates a checkbox group whose title and error are looked up in the app's strings, as
  /// `Picker`'s title is; a string literal chooses this one.
  /// - Parameters:
  ///   - title: The key of the group's heading, read by VoiceOver before the options.
  ///   - options: The options, in order.
  ///   - selection: The chosen options.
  ///   - error: The key of a message for the whole group, or nil.
  ///   - optionLabel: The text for each option, shown as written (the app's own text for
  ///     its options).
  public init(
    _ title: LocalizedStringKey, options: [Value], selection: Binding<Set<Value>>,
    error: LocalizedStringKey? = nil,
    optionLabel: @escaping (Value) -> String
  ) {
    self.init(
      text: Text(title), options: options, selection: selection, error: error.map { Text($0) },
      identifier: nil, optionLabel: optionLabel)
  }

  init(
    text title: Text, options: [Value], selection: Binding<Set<Value>>, error: Text?,
    identifier: String?, optionLabel: @escaping (Value) -> String
  ) {
    self.identifier = identifier
    self.title = title
    self.options = options
    self._selection = selection
    self.error = error
    self.optionLabel = optionLabel
  }

  /// The group.
  public var body: some View {
    DSOptionGroup(title: title, error: error, haptic: haptic, identifier: identifier) {
      ForEach(options, id: \.self) { option in
        let isOn = selection.contains(option)
        Button {
          haptic.set(&selection, to: selection.symmetricDifference([option]))
        } label: {
          Text(optionLabel(option))
        }
        .buttonStyle(
          DSCheckableStyle(
            family: .checkbox, isOn: isOn, size: nil, error: nil, symbol: "checkmark")
        )
        .accessibilityElement(children: .combine)
        .accessibilityValue(
          (isOn ? LocalizationKey.checked : .unchecked).string(for: locale))
      }
    }
  }
}
#endif
