import TesseraLayout
import TesseraTokens

// The popover family: PopoverView and .dsPopover. They show content in a bubble pointing at its
// anchor. Where the bubble goes is the tooltip's TooltipPlacement (Tooltip/TooltipPlacement.swift);
// where its arrow is, in either layout direction, is PopoverArrow.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// PopoverView and .dsPopover.
  public static var popover: ComponentStyle { ResolvedTheme.popoverFamily.style(.default) }
}

extension ResolvedTheme {
  /// A popover: the popover surface (its fill, corners and shadows, or the theme's medium
  /// radius and elevation where the surface has none) with the popover insets, its text in
  /// the primary text color, and an arrow of the bubble's fill `knobDiameter` wide and
  /// `trackThickness` tall pointing at the anchor.
  func stylePopover(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, .body)
    let surface = self.surface(.popover)
    look[.background] = ThemedColor(
      token: "surface.popover.background", color: surface.background)
    setCorners(of: &look, from: surface, radius: radii.medium, elevation: .medium)
    setPadding(of: &look, surface.insets ?? insets(.card))
    look.knobDiameter = 16
    look.trackThickness = 8
    look.motion = motion(.quick)
    setText(.foreground, of: &look, roles: [.textPrimary])
  }

  /// Content in a bubble pointing at its anchor.
  static let popoverFamily = ComponentFamilyDefinition(
    .popover,
    components: [
      .component(
        "PopoverView", .feedback,
        "Content in a bubble whose arrow points at its anchor, kept on screen, right to left too.")
    ], draw: { $0.stylePopover(&$1, $2) })
}
