#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A titled list of radio buttons choosing exactly one option.
///
/// ```swift
/// DSRadioGroup("Shipping", options: Shipping.allCases, selection: $shipping) { $0.title }
/// ```
public struct DSRadioGroup<Value: Hashable>: View {
  private let title: String
  private let options: [Value]
  @Binding private var selection: Value
  private let optionLabel: (Value) -> String
  private let identifier: String?

  /// Creates a radio group.
  /// - Parameters:
  ///   - title: The group's heading, read by VoiceOver before the options.
  ///   - options: The options, in order.
  ///   - selection: The chosen option.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - optionLabel: The text for each option.
  public init(
    _ title: String, options: [Value], selection: Binding<Value>,
    accessibilityIdentifier: String? = nil, optionLabel: @escaping (Value) -> String
  ) {
    self.identifier = accessibilityIdentifier
    self.title = title
    self.options = options
    self._selection = selection
    self.optionLabel = optionLabel
  }

  /// The group.
  public var body: some View {
    DSOptionGroup(title: title, selection: selection, identifier: identifier) {
      ForEach(options, id: \.self) { option in
        DSRadio(optionLabel(option), isSelected: option == selection) {
          selection = option
        }
      }
    }
  }
}
#endif
