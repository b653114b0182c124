#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens

/// The button style behind every pressable Tessera component: it asks TesseraComponents for the
/// appearance of the component's style in the current state (pressed from the button, enabled
/// and focused from the environment, selected, loading and error from the component) and draws
/// the label in it, with the appearance's press animation unless Reduce Motion is on.
struct DSComponentButtonStyle: ButtonStyle {
  var style: ComponentStyle
  var size: ComponentSize = .medium
  var isSelected = false
  var isLoading = false
  var hasError = false
  var fillsWidth = false

  func makeBody(configuration: Configuration) -> some View {
    DSComponentButtonBody(configuration: configuration, style: self)
  }
}

private struct DSComponentButtonBody: View {
  let configuration: ButtonStyleConfiguration
  let style: DSComponentButtonStyle
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.isFocused) private var isFocused

  var body: some View {
    let interaction = DSInteraction(
      isEnabled: isEnabled, isLoading: style.isLoading, hasError: style.hasError,
      isSelected: style.isSelected, isPressed: configuration.isPressed && isEnabled,
      isFocused: isFocused)
    let look = theme.appearance(
      style.style, size: style.size, state: interaction.state(for: style.style.family),
      on: backdrop)
    let press = look.press
    let pressed = interaction.isPressed && !style.isLoading
    configuration.label
      .dsChrome(look, fillsWidth: style.fillsWidth)
      .tint(look.color(.foreground))
      .scaleEffect(pressed && !theme.reduceMotion ? (press?.pressedScale ?? 1) : 1)
      .opacity(pressed ? (press?.pressedOpacity ?? 1) : 1)
      .animation(
        press.flatMap { Animation.tessera(duration: $0.duration, curve: $0.curve) },
        value: pressed)
  }
}
#endif
