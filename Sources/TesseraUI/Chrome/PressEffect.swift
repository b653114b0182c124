#if canImport(SwiftUI)
import SwiftUI
import TesseraTokens

extension View {
  /// The press effect of every pressable Tessera component, in one place: while `isPressed`,
  /// the press animation's scale (none under Reduce Motion) and opacity, animated with its
  /// duration and curve. A nil press (a checkbox, a toggle, a loading button) draws nothing.
  ///
  /// The values come from the component's `ComponentAppearance.press`, the theme's press
  /// animation for the family's button role, so what the audit and the golden files pin is what
  /// a press looks like.
  func dsPressEffect(_ press: ResolvedPressAnimation?, isPressed: Bool, reduceMotion: Bool)
    -> some View
  {
    let pressed = isPressed && press != nil
    return
      self
      .scaleEffect(pressed && !reduceMotion ? (press?.pressedScale ?? 1) : 1)
      .opacity(pressed ? (press?.pressedOpacity ?? 1) : 1)
      .animation(
        press.flatMap { Animation.tessera(duration: $0.duration, curve: $0.curve) },
        value: pressed)
  }
}
#endif
