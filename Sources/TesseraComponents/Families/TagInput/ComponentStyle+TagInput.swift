import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// A tag of TagInput.
  public static var tagInput: ComponentStyle { ResolvedTheme.tagInputFamily.style(.default) }
}
