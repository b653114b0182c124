import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSDivider.
  public static var divider: ComponentStyle { ResolvedTheme.dividerFamily.style(.default) }
}
