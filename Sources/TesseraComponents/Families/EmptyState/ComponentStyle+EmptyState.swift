import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSEmptyState.
  public static var emptyState: ComponentStyle { ResolvedTheme.emptyStateFamily.style(.default) }
}
