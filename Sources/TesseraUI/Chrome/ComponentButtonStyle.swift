#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens

/// The button style behind every pressable Tessera component: it asks TesseraComponents for the
/// appearance of the component's style in the current state (pressed from the button, enabled
/// and focused from the environment, selected, loading and error from the component) and draws
/// the label in it, with the appearance's press effect.
struct DSComponentButtonStyle: ButtonStyle {
  var style: ComponentStyle
  /// The size class, or nil for the environment's `controlSize`.
  var size: ComponentSize? = .medium
  var isSelected = false
  var isLoading = false
  var hasError = false
  var fillsWidth = false

  func makeBody(configuration: Configuration) -> some View {
    DSComponentButtonBody(configuration: configuration, style: self)
  }
}

/// The view of one button drawn by ``DSComponentButtonStyle``.
struct DSComponentButtonBody: View {
  let configuration: ButtonStyleConfiguration
  let style: DSComponentButtonStyle
  var control = DSControlEnvironment()

  var body: some View {
    let interaction = ComponentInteraction(
      isEnabled: control.isEnabled, isLoading: style.isLoading, hasError: style.hasError,
      isSelected: style.isSelected, isPressed: configuration.isPressed && control.isEnabled,
      isFocused: control.isFocused)
    let look = control.theme.appearance(
      style.style, size: style.size ?? ComponentSize(control.controlSize),
      state: interaction.state(for: style.style.family), on: control.backdrop)
    configuration.label
      .dsChrome(look, fillsWidth: style.fillsWidth)
      .tint(look.color(.foreground))
      .dsPressEffect(
        look.press, isPressed: interaction.isPressed && !style.isLoading,
        reduceMotion: control.theme.reduceMotion
      )
      // A custom style gets no system highlight: the pointer on iPad and gaze on visionOS
      // highlight it as they do the system's buttons.
      .dsHoverEffect()
  }
}
#endif
