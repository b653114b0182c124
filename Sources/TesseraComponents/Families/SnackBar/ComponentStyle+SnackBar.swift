import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// SnackBar.
  public static var snackBar: ComponentStyle { ResolvedTheme.snackBarFamily.style(.default) }
}
