import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSTooltip.
  public static var tooltip: ComponentStyle { ResolvedTheme.tooltipFamily.style(.default) }
}
