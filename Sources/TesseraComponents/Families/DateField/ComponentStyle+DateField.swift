import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DateField and TimeField.
  public static var dateField: ComponentStyle { ResolvedTheme.dateFieldFamily.style(.default) }
}
