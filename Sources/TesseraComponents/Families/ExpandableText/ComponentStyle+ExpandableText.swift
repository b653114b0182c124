import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// ExpandableText.
  public static var expandableText: ComponentStyle {
    ResolvedTheme.expandableTextFamily.style(.default)
  }
}
