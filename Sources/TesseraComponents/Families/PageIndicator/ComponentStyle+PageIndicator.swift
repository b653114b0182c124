import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSPageIndicator dots.
  public static var pageIndicator: ComponentStyle {
    ResolvedTheme.pageIndicatorFamily.style(.default)
  }
}
