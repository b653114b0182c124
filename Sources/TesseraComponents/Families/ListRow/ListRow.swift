import TesseraLayout
import TesseraTokens

// The list row family: DSListRow.

// The family's typed style.

extension ComponentStyle {
  /// DSListRow.
  public static var listRow: ComponentStyle { ResolvedTheme.listRowFamily.style(.default) }
}

extension ResolvedTheme {
  /// A list row: the theme's list row padding, at least the touch target tall, the secondary
  /// background when pressed or selected, the icon in the indicator when selected.
  func styleListRow(_ look: inout ComponentAppearance, _: SingleVariant) {
    styleRowFrame(&look)
    setPadding(of: &look, insets(.listRow))
    look.minimumSize = LayoutSize(width: 0, height: max(44, minimumTouchTarget))
    look.gap = spacing.md
    look.press = button(.quaternary).press
    if look.state == .pressed || look.state == .selected {
      look[.background] = ThemedColor(.backgroundSecondary, in: self)
    }
    guard styleRowText(&look) else { return }
    let roles: [ColorRole] =
      look.state == .selected ? [.indicator, .textPrimary] : [.textSecondary, .textPrimary]
    setGraphic(
      .icon, of: &look, roles: roles, against: look.background == nil ? nil : .background)
  }

  /// The title and detail of a row: disabled text when disabled (returning false), otherwise
  /// the primary and secondary text colors, readable on the row.
  func styleRowText(_ look: inout ComponentAppearance) -> Bool {
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      look[.secondaryForeground] = ThemedColor(.textDisabled, in: self)
      return false
    }
    setTitleAndDetail(of: &look, detail: .subheadline)
    return true
  }

  /// Rows with an icon, title, subtitle and accessory.
  static let listRowFamily = ComponentFamilyDefinition(
    .listRow, states: [.normal, .pressed, .focused, .selected, .disabled], isInteractive: true,
    components: [
      .component("DSListRow", .display, "A row with icon, title, subtitle and accessory.")
    ], draw: { $0.styleListRow(&$1, $2) })
}
