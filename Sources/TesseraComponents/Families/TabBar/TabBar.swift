import TesseraLayout
import TesseraTokens

// The tab bar family: one item of DSTabBar. The bar itself is a navigation bar surface, its badges
// counter badges.

// The family's typed style.

extension ComponentStyle {
  /// One item of DSTabBar.
  public static var tabBar: ComponentStyle { ResolvedTheme.tabBarFamily.style(.default) }
}

extension ResolvedTheme {
  /// A tab item: no fill; the selected item's symbol and title in the link color, the others in
  /// the secondary text color, each readable on the bar.
  func styleTabBar(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .caption2, medium: .caption, large: .footnote)
    look.minimumSize = LayoutSize(width: 44, height: 44)
    look.knobDiameter = 24
    look.insets = ComponentInsets(vertical: spacing.xs, horizontal: spacing.xs)
    look.motion = motion(.quick)
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      return
    }
    look.press = button(.quaternary).press
    let roles: [ColorRole] =
      look.state == .selected
      ? [.textLink, .textPrimary] : [.textSecondary, .textPrimary]
    setText(.foreground, of: &look, roles: roles)
    setGraphic(.icon, of: &look, roles: roles)
  }

  /// One tab: a symbol over a title, tinted when selected; titles wrap to two
  /// lines and may shrink to 75% before they truncate.
  static let tabBarFamily = ComponentFamilyDefinition(
    .tabBar, states: [.normal, .pressed, .focused, .selected, .disabled], isInteractive: true,
    minimumTextScale: 0.75, maximumLines: 2,
    components: [
      .component(
        "DSTabBar", .navigation, "Tabs with symbols, titles and badges.", parts: [.counterBadge])
    ], draw: { $0.styleTabBar(&$1, $2) })
}
