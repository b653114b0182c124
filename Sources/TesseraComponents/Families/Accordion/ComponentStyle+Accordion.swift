import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// An Accordion or ExpandableRow header in `style`.
  public static func accordion(_ style: AccordionStyle) -> ComponentStyle {
    ResolvedTheme.accordionFamily.style(style)
  }
}
