import TesseraLayout
import TesseraTokens

extension ResolvedTheme {
  /// The appearance of `style` in `size` and `state`, on the surface `backdrop`.
  ///
  /// The family's own file decides the look (`Button/Button.swift` for `.button(_:)`); then
  /// three rules every family shares apply here: a focused component gets a focus ring that
  /// meets 3:1 on the backdrop, an interactive family gets a touch target of its drawn size
  /// grown to the theme's `minimumTouchTarget` (not clamped to 44, so the audit can see a theme
  /// that promises less), and a disabled component promises no contrast (WCAG exempts it).
  /// - Complexity: O(1); a few dictionary reads and contrast computations.
  public func appearance(
    _ style: ComponentStyle, size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    var look = ComponentAppearance(
      style: style, size: size, state: state, backdrop: ThemedColor(backdrop, in: self),
      theme: self)
    style.draw(&look, self)
    if state == .focused {
      look[.focusRing] = readable(
        ThemedColor(.focusRing, in: self), fallbacks: [.indicator, .textPrimary],
        on: look.backdrop.color, level: .nonText)
      look.requireNonText(.focusRing)
    }
    if style.family.isInteractive {
      let side = minimumTouchTarget
      look.touchTarget = LayoutSize(
        width: max(side, look.minimumSize.width), height: max(side, look.minimumSize.height))
    }
    if state == .disabled {
      look.requirements = []
    }
    return look
  }
}
