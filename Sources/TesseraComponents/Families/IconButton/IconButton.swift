import TesseraTokens

// The icon button family: DSIconButton; variants are button roles. It is a square button showing
// only a symbol, drawn as a button of the same role (Button/Button.swift decides its colors per
// state and its press animation) with equal padding on all sides.

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

extension ResolvedTheme {
  /// Square symbol buttons in the theme's button roles: a button whose horizontal padding equals
  /// its vertical padding.
  static let iconButtonFamily = ComponentFamilyDefinition(
    .iconButton, states: [.normal, .pressed, .focused, .disabled, .loading],
    sizes: ComponentSize.allCases, isInteractive: true,
    components: [
      .component(
        "DSIconButton", .action,
        "A square button showing only a symbol, with an accessibility label.")
    ], draw: { $0.styleButton(&$1, $2) })
}
