import TesseraTokens

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// DSToggle.
  public static var toggle: ComponentStyle { ResolvedTheme.toggleFamily.style(.default) }
}

extension ResolvedTheme {
  /// The appearance of a DSToggle; `.selected` is on.
  public func toggleAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.toggle, size: size, state: state, on: backdrop)
  }
}
