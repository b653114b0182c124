import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSSpinner.
  public static var spinner: ComponentStyle { ResolvedTheme.spinnerFamily.style(.default) }
}
