import TesseraTokens

// The highlighted text family: HighlightedText. It is text with the runs matching search terms set
// apart. Where the runs are is TextHighlighter.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// HighlightedText.
  public static var highlightedText: ComponentStyle {
    ResolvedTheme.highlightedTextFamily.style(.default)
  }
}

extension ResolvedTheme {
  /// Highlighted text: the text in the primary text color, the matching runs (`.fill`) in the
  /// link color and set in bold, so color is not the only sign of a match; both readable at
  /// 4.5:1 (large text 3:1) on the surface.
  func styleHighlightedText(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .footnote, medium: .body, large: .title3)
    setText(.foreground, of: &look, roles: [.textPrimary])
    setText(.fill, of: &look, roles: [.textLink, .textPrimary])
  }

  /// Text with its matches set apart.
  static let highlightedTextFamily = ComponentFamilyDefinition(
    .highlightedText, sizes: ComponentSize.allCases,
    components: [
      .component(
        "HighlightedText", .display,
        "Text with the runs matching search terms in bold and the accent, ignoring case and accents."
      )
    ], draw: { $0.styleHighlightedText(&$1, $2) })
}
