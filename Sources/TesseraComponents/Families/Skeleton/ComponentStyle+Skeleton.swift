import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSSkeleton placeholders.
  public static var skeleton: ComponentStyle { ResolvedTheme.skeletonFamily.style(.default) }
}
