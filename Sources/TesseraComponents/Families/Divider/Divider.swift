import TesseraLayout
import TesseraTokens

// The divider family: DSDivider. It is a decorative hairline.

// The family's typed style.

extension ComponentStyle {
  /// DSDivider.
  public static var divider: ComponentStyle { ResolvedTheme.dividerFamily.style(.default) }
}

extension ResolvedTheme {
  /// A divider: the subtle border color, a hairline thick (at least half a point). Dividers are
  /// decorative: WCAG does not require them to contrast.
  func styleDivider(_ look: inout ComponentAppearance, _: SingleVariant) {
    styleRowFrame(&look)
    look.minimumSize = LayoutSize(width: 0, height: look.trackThickness)
  }

  /// What rows and dividers share: body text with subheadline details, and a decorative
  /// hairline separator in the subtle border color.
  func styleRowFrame(_ look: inout ComponentAppearance) {
    setText(&look, .body)
    look.secondaryTypography = .subheadline
    look[.separator] = ThemedColor(.borderSubtle, in: self)
    look.trackThickness = max(borderWidths.hairline, 0.5)
  }

  /// Hairlines between content; decorative, so they promise no contrast.
  static let dividerFamily = ComponentFamilyDefinition(
    .divider,
    components: [
      .component("DSDivider", .display, "A hairline separating content."),
      .component("DSSpacer", .display, "Space of one step of the theme's spacing scale."),
    ],
    draw: { $0.styleDivider(&$1, $2) })
}
