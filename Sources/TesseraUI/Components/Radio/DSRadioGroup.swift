#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A titled list of radio buttons choosing exactly one option.
///
/// ```swift
/// DSRadioGroup("Shipping", options: Shipping.allCases, selection: $shipping) { $0.title }
/// ```
public struct DSRadioGroup<Value: Hashable>: View {
  private let title: Text
  private let options: [Value]
  @Binding private var selection: Value
  /// Fires the selection haptic on the person's own changes only (`HapticTrigger`).
  @State private var haptic = HapticTrigger()
  private let optionLabel: (Value) -> String
  var identifier: String?

  /// Creates a radio group whose heading is looked up in the app's strings, as `Picker`'s
  /// `LocalizedStringKey` title is; a string literal chooses this one.
  /// - Parameters:
  ///   - titleKey: The key of the group's heading, read by VoiceOver before the options.
  ///   - options: The options, in order.
  ///   - selection: The chosen option.
  ///   - optionLabel: The text for each option, shown as written (the app's own or already
  ///     localized).
  public init(
    _ titleKey: LocalizedStringKey, options: [Value], selection: Binding<Value>,
    optionLabel: @escaping (Value) -> String
  ) {
    self.init(
      title: Text(titleKey), options: options, selection: selection,
      identifier: nil, optionLabel: optionLabel)
  }

  init(
    title: Text, options: [Value], selection: Binding<Value>, identifier: String?,
    optionLabel: @escaping (Value) -> String
  ) {
    self.title = title
    self.options = options
    self._selection = selection
    self.identifier = identifier
    self.optionLabel = optionLabel
  }

  /// The heading over the options; VoiceOver reaches the options inside the group.
  public var body: some View {
    DSOptionGroup(title: title, haptic: haptic, identifier: identifier) {
      ForEach(options, id: \.self) { option in
        DSRadio(optionLabel(option), isSelected: option == selection) {
          haptic.set(&selection, to: option)
        }
      }
    }
  }
}
#endif
