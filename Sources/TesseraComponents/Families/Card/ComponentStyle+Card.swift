import TesseraTokens

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// A DSCard of `variant`.
  public static func card(_ variant: CardVariant) -> ComponentStyle {
    ResolvedTheme.cardFamily.style(variant)
  }
}

extension ResolvedTheme {
  /// The appearance of a DSCard.
  public func cardAppearance(
    _ variant: CardVariant = .flat, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.card(variant), state: state, on: backdrop)
  }
}
