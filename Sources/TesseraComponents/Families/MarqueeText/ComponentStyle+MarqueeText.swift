import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// MarqueeText.
  public static var marqueeText: ComponentStyle { ResolvedTheme.marqueeTextFamily.style(.default) }
}
