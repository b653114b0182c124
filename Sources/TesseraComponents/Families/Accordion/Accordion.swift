import TesseraLayout
import TesseraTokens

// The accordion family: Accordion and ExpandableRow headers; variants are accordion styles. The
// headers show and hide their content. Which sections are open, and where the disclosure chevron
// points, is AccordionExpansion.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// An Accordion or ExpandableRow header in `style`.
  public static func accordion(_ style: AccordionStyle) -> ComponentStyle {
    ResolvedTheme.accordionFamily.style(style)
  }
}

extension ResolvedTheme {
  /// One header of an accordion or expandable row: the title in the primary text color over
  /// an optional subtitle, a chevron (`.icon`) in the secondary text color at 3:1, a subtle
  /// separator between sections, and a header row at least the touch target tall that
  /// darkens to the secondary background while pressed. The `.bordered` variant draws each
  /// section in a rounded outline, `.separated` on its own secondary-background card.
  func styleAccordion(_ look: inout ComponentAppearance, _ variant: AccordionStyle) {
    setText(&look, small: .subheadline, medium: .headline, large: .title3)
    look.secondaryTypography = .subheadline
    look.minimumSize = LayoutSize(width: 0, height: controlHeight(look.size))
    look.insets = ComponentInsets(vertical: spacing.sm, horizontal: spacing.md)
    look.gap = gaps.regular
    look.motion = motion(.standard)
    look[.separator] = ThemedColor(.borderSubtle, in: self)
    switch variant {
    case .standard:
      if look.state == .pressed { look[.background] = ThemedColor(.backgroundSecondary, in: self) }
    case .separated:
      look[.background] = ThemedColor(
        look.state == .pressed ? .backgroundGrouped : .backgroundSecondary, in: self)
      look.cornerRadius = radii.medium
    case .bordered:
      if look.state == .pressed { look[.background] = ThemedColor(.backgroundSecondary, in: self) }
      look.cornerRadius = radii.medium
      look.borderWidth = borderWidths.thin
      look[.border] = ThemedColor(.borderDefault, in: self)
    }
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      look[.icon] = ThemedColor(.textDisabled, in: self)
      return
    }
    setTitleAndDetail(of: &look, detail: .subheadline)
    setGraphic(
      .icon, of: &look, roles: [.textSecondary, .textPrimary],
      against: look.background == nil ? nil : .background)
    look.press = button(.tertiary).press
  }

  /// Headers that show and hide their content.
  static let accordionFamily = ComponentFamilyDefinition(
    .accordion, states: [.normal, .pressed, .focused, .disabled], sizes: ComponentSize.allCases,
    isInteractive: true,
    components: [
      .component(
        "Accordion", .display,
        "Sections whose headers show and hide their content, one or several open at a time."),
      .component("ExpandableRow", .display, "A row whose header shows and hides its content."),
    ], draw: { $0.styleAccordion(&$1, $2) })
}
