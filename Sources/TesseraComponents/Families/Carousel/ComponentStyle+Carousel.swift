import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSCarousel's arrows and frame.
  public static var carousel: ComponentStyle { ResolvedTheme.carouselFamily.style(.default) }
}
