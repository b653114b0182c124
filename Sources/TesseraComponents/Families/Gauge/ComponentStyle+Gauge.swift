import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSGauge.
  public static var gauge: ComponentStyle { ResolvedTheme.gaugeFamily.style(.default) }
}
