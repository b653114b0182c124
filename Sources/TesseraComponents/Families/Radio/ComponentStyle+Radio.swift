import TesseraTokens

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// DSRadio and its group.
  public static var radio: ComponentStyle { ResolvedTheme.radioFamily.style(.default) }
}

extension ResolvedTheme {
  /// The appearance of a DSRadio; `.selected` is chosen.
  public func radioAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.radio, size: size, state: state, on: backdrop)
  }
}
