import TesseraTokens

// Decisions of the cards DesignSystemPro names beside DSCard: the stat card's change line and
// the media card's image corners.

extension ResolvedTheme {
  /// The color of a stat card's change line ("+12%"): success for a good change, error for a
  /// bad one, each kept readable for text (4.5:1) on the card variant's fill, falling back to
  /// the secondary and primary text colors when the status color is too pale there.
  ///
  /// ```swift
  /// theme.statCardChangeColor(isPositive: false).role  // .error
  /// ```
  public func statCardChangeColor(isPositive: Bool, variant: CardVariant = .elevated)
    -> ThemedColor
  {
    let fill = appearance(.card(variant)).background?.color ?? color(.backgroundElevated)
    return readable(
      ThemedColor(isPositive ? .success : .error, in: self),
      fallbacks: [.textSecondary, .textPrimary], on: fill, level: .textAA)
  }

  /// The corner radius of a media card's image, which fills the card's top edge to edge: the
  /// card variant's own radius on the top corners, square at the bottom where the text starts.
  public func mediaCardImageRadii(variant: CardVariant = .elevated) -> CornerRadii {
    let radius = appearance(.card(variant)).cornerRadius
    return CornerRadii(topLeading: radius, topTrailing: radius, bottomLeading: 0, bottomTrailing: 0)
  }
}
