import TesseraLayout
import TesseraTokens

// The bottom sheet family: BottomSheet, resting at detents. It is the platform's sheet, resting at
// one of its detents. Which platform detent each detent becomes, and where it opens, is
// SheetPresentation.swift in this folder; SheetDetents.swift (where a custom panel's detents sit
// and where a drag lands) is kept for custom panels and the gallery drawing.

// The family's typed style.

extension ComponentStyle {
  /// BottomSheet, resting at detents.
  public static var bottomSheet: ComponentStyle {
    ResolvedTheme.bottomSheetFamily.style(.default)
  }
}

extension ResolvedTheme {
  /// A bottom sheet: the sheet surface over the scrim (as DSSheet), with a grabber (the
  /// `.indicator` part, `trackThickness` tall and `knobDiameter` wide) that meets 3:1 on the
  /// surface, with a hit area of its own; while the sheet is dragged (`.pressed`) the grabber
  /// turns to the primary text color. TesseraUI's `BottomSheet` takes the surface and its
  /// corner radius; on the platform's sheet the grabber and the scrim are the system's, so
  /// the grabber's part, hit area and pressed state are for the gallery drawing.
  func styleBottomSheet(_ look: inout ComponentAppearance, _: SingleVariant) {
    styleModalSurface(&look, role: .sheet, motion: .emphasized)
    setText(.action, of: &look, roles: [.textLink, .textPrimary])
    let grabber: [ColorRole] =
      look.state == .pressed
      ? [.textPrimary] : [.borderStrong, .textSecondary, .textPrimary]
    setGraphic(.indicator, of: &look, roles: grabber, against: .background)
    look.trackThickness = 5
    look.knobDiameter = 36
    let side = minimumTouchTarget
    look.tapTargets[.grabber] = LayoutSize(
      width: Swift.max(side, 36 + 2 * spacing.md), height: side)
  }

  /// A panel on the bottom edge resting at detents.
  static let bottomSheetFamily = ComponentFamilyDefinition(
    .bottomSheet, states: [.normal, .pressed],
    components: [
      .component(
        "BottomSheet", .feedback,
        "A panel on the bottom edge that rests at detents and follows a drag between them.")
    ], draw: { $0.styleBottomSheet(&$1, $2) })
}
