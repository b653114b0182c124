import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// A row of ReorderableList.
  public static var reorderableList: ComponentStyle {
    ResolvedTheme.reorderableListFamily.style(.default)
  }
}
