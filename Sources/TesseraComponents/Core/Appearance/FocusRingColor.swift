import TesseraTokens

extension ResolvedTheme {
  /// The focus ring every component draws when focused, for a view of your own on `backdrop`
  /// (DesignSystemPro's `dsFocusRing`): the focus-ring role kept at 3:1 against the backdrop
  /// (WCAG 2.4.13 / 1.4.11), falling back to the accent, then the primary text color; as thick
  /// as the theme's thick border.
  public func focusRing(on backdrop: ColorRole = .backgroundPrimary) -> (
    color: ThemedColor, width: Double
  ) {
    let color = readable(
      ThemedColor(.focusRing, in: self), fallbacks: [.accent, .textPrimary],
      on: self.color(backdrop), level: .nonText)
    return (color, borderWidths.thick)
  }
}
