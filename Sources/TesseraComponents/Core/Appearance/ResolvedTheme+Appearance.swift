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
  ///
  /// Each appearance is computed once per theme and kept with it (copies of the theme share
  /// it; changing a property of the theme starts afresh).
  /// - Complexity: O(1); the first time a few dictionary reads and contrast computations, then
  ///   one array read.
  public func appearance(
    _ style: ComponentStyle, size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    // A theme recording its reads for an incremental audit computes afresh, so a nested
    // appearance's reads are recorded too.
    if memo.recorder != nil {
      return computedAppearance(style, size: size, state: state, on: backdrop)
    }
    guard let slot = AppearanceCache.slot(style, size: size, state: state) else {
      return computedAppearance(style, size: size, state: state, on: backdrop)
    }
    let cache = memo.slot(AppearanceCache.self) { AppearanceCache() }
    if let look = cache.look(slot, on: backdrop) { return look }
    let look = computedAppearance(style, size: size, state: state, on: backdrop)
    cache.store(look, at: slot, on: backdrop)
    return look
  }

  /// The appearance computed afresh, as ``appearance(_:size:state:on:)`` did before themes kept
  /// their appearances: the benchmark's baseline, and what an incremental audit re-checks.
  package func computedAppearance(
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
