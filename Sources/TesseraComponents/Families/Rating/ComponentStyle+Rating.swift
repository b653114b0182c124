import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// RatingInput's stars.
  public static var rating: ComponentStyle { ResolvedTheme.ratingFamily.style(.default) }
}
