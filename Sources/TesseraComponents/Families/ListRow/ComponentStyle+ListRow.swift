import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSListRow.
  public static var listRow: ComponentStyle { ResolvedTheme.listRowFamily.style(.default) }
}
