import TesseraTokens

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// A DSButton (PrimaryButton, DSButtonGroup) of `role`.
  public static func button(_ role: DSButtonRole) -> ComponentStyle {
    ResolvedTheme.buttonFamily.style(role)
  }
}

extension ResolvedTheme {
  /// The appearance of a DSButton (or PrimaryButton) of `role`.
  public func buttonAppearance(
    role: DSButtonRole, size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.button(role), size: size, state: state, on: backdrop)
  }
}
