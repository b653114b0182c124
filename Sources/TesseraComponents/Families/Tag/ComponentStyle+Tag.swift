import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSTag.
  public static var tag: ComponentStyle { ResolvedTheme.tagFamily.style(.default) }
}
