#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's switch: exactly ``DSToggle``'s themed switch, with the label optional. A
/// switch without a visible label still needs a name for VoiceOver: pass `label` and
/// `labelHidden: true`.
///
/// ```swift
/// DSSwitch(isOn: $wifi, label: "Wi-Fi")
/// DSSwitch(isOn: $wifi, label: "Wi-Fi", labelHidden: true)
/// ```
public struct DSSwitch: View {
  @Binding private var isOn: Bool
  private let label: Text?
  private let labelHidden: Bool
  private let size: ComponentSize?
  var identifier: String?

  /// Creates a switch whose label is looked up in the app's strings, as `Toggle`'s
  /// `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - isOn: The value.
  ///   - label: The key of the label, read by VoiceOver (and shown unless `labelHidden`).
  ///   - labelHidden: Draws the switch alone, the label only read by VoiceOver.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  public init(
    isOn: Binding<Bool>, label: LocalizedStringKey? = nil, labelHidden: Bool = false,
    size: ComponentSize? = nil
  ) {
    self.init(
      isOn: isOn, text: label.map { Text($0) }, labelHidden: labelHidden, size: size,
      identifier: nil)
  }

  init(
    isOn: Binding<Bool>, text: Text?, labelHidden: Bool, size: ComponentSize?,
    identifier: String?
  ) {
    _isOn = isOn
    self.label = text
    self.labelHidden = labelHidden || text == nil
    self.size = size
    self.identifier = identifier
  }

  /// The switch.
  public var body: some View {
    let toggle = Toggle(isOn: $isOn) { label ?? Text(verbatim: "") }
      .toggleStyle(DSToggleStyle(size: size))
    Group {
      if labelHidden {
        toggle.labelsHidden()
      } else {
        toggle
      }
    }
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
