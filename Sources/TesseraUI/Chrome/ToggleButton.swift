#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// The button of every on/off control (``DSToggle``'s switch, ``DSCheckbox``, and the toggle
/// styles `.dsSwitch` and `.dsCheckbox` on any `Toggle`): a tap flips `isOn` and plays the
/// selection haptic, which a value the app sets does not (``TesseraComponents/HapticTrigger``);
/// VoiceOver reads one element, its label and "on"/"off" or "checked"/"unchecked".
struct DSToggleButton<Label: View, Style: ButtonStyle>: View {
  @Binding var isOn: Bool
  let label: Label
  let style: Style
  /// What VoiceOver reads as the value when on and when off.
  let values: (on: LocalizationKey, off: LocalizationKey)
  @State private var haptic = HapticTrigger()
  @Environment(\.locale) private var locale

  var body: some View {
    Button {
      haptic.toggle(&isOn)
    } label: {
      label
    }
    .buttonStyle(style)
    .accessibilityElement(children: .combine)
    .accessibilityValue((isOn ? values.on : values.off).string(for: locale))
    .dsHaptic(.selection, trigger: haptic)
  }
}
#endif
