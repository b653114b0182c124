import TesseraLayout
import TesseraTokens

// The dropdown menu family: DropdownMenu and DropdownItem; variants are item roles. Which item the
// arrow keys and typing highlight is MenuNavigation.swift in this folder; its trigger is drawn as a
// text field (TextField/TextField.swift).

// The family's typed style.

extension ComponentStyle {
  /// A DropdownMenu item of `role`.
  public static func dropdownMenu(_ role: MenuItemRole) -> ComponentStyle {
    ResolvedTheme.dropdownMenuFamily.style(role)
  }
}

extension ResolvedTheme {
  /// One item of a dropdown menu, on the popover surface (`.background` is the panel's fill
  /// at rest, the highlight when `.pressed`): the title in the primary text color (the error
  /// color for a destructive item), a check mark (`.tick`) in the indicator color when `.selected`, and
  /// a row at least the theme's touch target tall.
  func styleDropdownMenu(_ look: inout ComponentAppearance, _ role: MenuItemRole) {
    setText(&look, small: .subheadline, medium: .body, large: .body)
    let surface = self.surface(.popover)
    setCorners(of: &look, from: surface, radius: radii.medium, elevation: .medium)
    look.insets = ComponentInsets(vertical: spacing.sm, horizontal: spacing.md)
    look.minimumSize = LayoutSize(width: 160, height: controlHeight(look.size))
    look.gap = gaps.regular
    look.motion = motion(.standard)
    look[.separator] = ThemedColor(.borderSubtle, in: self)
    if look.state == .pressed {
      look[.background] = ThemedColor(.backgroundSecondary, in: self)
    } else {
      look[.background] = ThemedColor(
        token: "surface.popover.background", color: surface.background)
    }
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      return
    }
    switch role {
    case .standard: setText(.foreground, of: &look, roles: [.textPrimary])
    case .destructive: setText(.foreground, of: &look, roles: [.error, .textPrimary])
    }
    if look.state == .selected {
      setGraphic(.tick, of: &look, roles: [.indicator, .textPrimary], against: .background)
    }
    look.press = button(.tertiary).press
  }

  /// A menu of choices opening under a trigger.
  static let dropdownMenuFamily = ComponentFamilyDefinition(
    .dropdownMenu, states: [.normal, .pressed, .focused, .selected, .disabled],
    sizes: ComponentSize.allCases, isInteractive: true,
    components: [
      .component(
        "DropdownMenu", .selection,
        "A trigger that opens a menu of choices, navigable by arrow keys and typing.",
        parts: [.textField]),
      .component("DropdownItem", .selection, "One choice of a dropdown menu."),
    ], draw: { $0.styleDropdownMenu(&$1, $2) })
}
