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
  private let label: String?
  private let labelHidden: Bool
  private let size: ComponentSize?
  private let identifier: String?

  /// Creates a switch.
  /// - Parameters:
  ///   - isOn: The value.
  ///   - label: The label, read by VoiceOver.
  ///   - labelHidden: Draws the switch alone, the label only read by VoiceOver.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    isOn: Binding<Bool>, label: String? = nil, labelHidden: Bool = false,
    size: ComponentSize? = nil, accessibilityIdentifier: String? = nil
  ) {
    _isOn = isOn
    self.label = label
    self.labelHidden = labelHidden || label == nil
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// The switch.
  public var body: some View {
    let toggle = Toggle(label ?? "", isOn: $isOn).toggleStyle(DSToggleStyle(size: size))
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
