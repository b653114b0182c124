import TesseraLayout
import TesseraTokens

// The reorderable list family: ReorderableList's rows. A person drags them into a new order. Where
// a dragged row lands and how the others make room is ReorderMath.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// A row of ReorderableList.
  public static var reorderableList: ComponentStyle {
    ResolvedTheme.reorderableListFamily.style(.default)
  }
}

extension ResolvedTheme {
  /// One row of a reorderable list: drawn as a list row (the surface it sits on, primary text,
  /// a subtle separator), with a drag handle (`.icon`, in the secondary text color at 3:1)
  /// whose hit area (`tapTarget(.dragHandle)`) is the touch target. The row being dragged
  /// (`.pressed`) lifts: the elevated background and the medium elevation's shadows.
  func styleReorderableList(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .subheadline, medium: .body, large: .title3)
    look.minimumSize = LayoutSize(width: 0, height: controlHeight(look.size))
    look.insets = ComponentInsets(vertical: spacing.sm, horizontal: spacing.md)
    look.gap = gaps.regular
    look.motion = motion(.standard)
    look[.separator] = ThemedColor(.borderSubtle, in: self)
    if look.state == .pressed {
      look[.background] = ThemedColor(.backgroundElevated, in: self)
      look.shadows = elevation(.medium)
      look.cornerRadius = radii.small
    }
    setText(.foreground, of: &look, roles: [.textPrimary])
    setGraphic(
      .icon, of: &look, roles: [.textSecondary, .textPrimary],
      against: look.background == nil ? nil : .background)
    look.tapTargets[.dragHandle] = symbolButtonTarget(glyph: look.text.size)
  }

  /// Rows dragged into a new order.
  static let reorderableListFamily = ComponentFamilyDefinition(
    .reorderableList, states: [.normal, .pressed], sizes: ComponentSize.allCases,
    components: [
      .component(
        "ReorderableList", .display,
        "Rows dragged by their handles into a new order; Move up and Move down for VoiceOver.",
        parts: [.listRow])
    ], draw: { $0.styleReorderableList(&$1, $2) })
}
