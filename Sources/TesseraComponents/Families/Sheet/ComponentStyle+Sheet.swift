import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSSheet.
  public static var sheet: ComponentStyle { ResolvedTheme.sheetFamily.style(.default) }
}
