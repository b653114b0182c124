import TesseraTokens

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// A DSIconButton of `role`.
  public static func iconButton(_ role: DSButtonRole) -> ComponentStyle {
    ResolvedTheme.iconButtonFamily.style(role)
  }
}

extension ResolvedTheme {
  /// The appearance of a DSIconButton of `role`.
  public func iconButtonAppearance(
    role: DSButtonRole, size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.iconButton(role), size: size, state: state, on: backdrop)
  }
}
