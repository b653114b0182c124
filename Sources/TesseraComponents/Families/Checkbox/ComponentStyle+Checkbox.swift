import TesseraTokens

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// DSCheckbox and its group.
  public static var checkbox: ComponentStyle { ResolvedTheme.checkboxFamily.style(.default) }
}

extension ResolvedTheme {
  /// The appearance of a DSCheckbox; `.selected` is checked. A mixed (indeterminate) checkbox
  /// uses the `.selected` appearance and draws a dash in the tick color instead of a check.
  public func checkboxAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.checkbox, size: size, state: state, on: backdrop)
  }
}
