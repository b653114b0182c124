import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSCounterBadge.
  public static var counterBadge: ComponentStyle {
    ResolvedTheme.counterBadgeFamily.style(.default)
  }
}
