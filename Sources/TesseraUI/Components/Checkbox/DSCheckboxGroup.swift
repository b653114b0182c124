#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens
import TesseraLocalization

/// A titled list of checkboxes choosing any number of options.
///
/// ```swift
/// DSCheckboxGroup("Notify me about", options: Topic.allCases, selection: $topics) { $0.title }
/// ```
public struct DSCheckboxGroup<Value: Hashable>: View {
  @Environment(\.locale) private var locale
  private let title: String
  private let options: [Value]
  @Binding private var selection: Set<Value>
  private let optionLabel: (Value) -> String
  private let error: String?
  private let identifier: String?

  /// Creates a checkbox group.
  /// - Parameters:
  ///   - title: The group's heading, read by VoiceOver before the options.
  ///   - options: The options, in order.
  ///   - selection: The chosen options.
  ///   - error: A message for the whole group, or nil.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - optionLabel: The text for each option.
  public init(
    _ title: String, options: [Value], selection: Binding<Set<Value>>, error: String? = nil,
    accessibilityIdentifier: String? = nil, optionLabel: @escaping (Value) -> String
  ) {
    self.identifier = accessibilityIdentifier
    self.title = title
    self.options = options
    self._selection = selection
    self.error = error
    self.optionLabel = optionLabel
  }

  /// The group.
  public var body: some View {
    DSOptionGroup(title: title, error: error, selection: selection, identifier: identifier) {
      ForEach(options, id: \.self) { option in
        let isOn = selection.contains(option)
        Button {
          if isOn { selection.remove(option) } else { selection.insert(option) }
        } label: {
          Text(optionLabel(option))
        }
        .buttonStyle(
          DSCheckableStyle(
            family: .checkbox, isOn: isOn, size: .medium, error: nil, symbol: "checkmark")
        )
        .accessibilityElement(children: .combine)
        .accessibilityValue(
          (isOn ? LocalizationKey.checked : .unchecked).string(for: locale))
      }
    }
  }
}
#endif
