import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSKeyValue.
  public static var keyValue: ComponentStyle { ResolvedTheme.keyValueFamily.style(.default) }
}
