import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// One digit box of DSOTPField.
  public static var otpField: ComponentStyle { ResolvedTheme.otpFieldFamily.style(.default) }
}
