import TesseraLayout
import TesseraTokens

// The tooltip family: DSTooltip. Where the bubble goes is TooltipPlacement.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// DSTooltip.
  public static var tooltip: ComponentStyle { ResolvedTheme.tooltipFamily.style(.default) }
}

extension ResolvedTheme {
  /// A tooltip: inverted like a snack bar, smaller text, padding and corners.
  func styleTooltip(_ look: inout ComponentAppearance, _: SingleVariant) {
    styleMessageFrame(&look)
    look[.background] = ThemedColor(.textPrimary, in: self)
    look.shadows = elevation(.low)
    setText(&look, .footnote)
    look.insets = ComponentInsets(vertical: spacing.xs, horizontal: spacing.sm)
    look.cornerRadius = radii.small
    setText(
      .foreground, of: &look, roles: [.backgroundPrimary, .backgroundElevated, .textOnAccent])
  }

  /// Short inverted hints beside their anchor.
  static let tooltipFamily = ComponentFamilyDefinition(
    .tooltip,
    components: [
      .component("DSTooltip", .feedback, "A short hint beside its anchor, kept on screen.")
    ], draw: { $0.styleTooltip(&$1, $2) })
}
