import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// HighlightedText.
  public static var highlightedText: ComponentStyle {
    ResolvedTheme.highlightedTextFamily.style(.default)
  }
}
