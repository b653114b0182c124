import TesseraTokens

// The badge family: DSBadge; variants are status kinds. It is a solid label in one of the five
// statuses.

// The family's typed style.

extension ComponentStyle {
  /// A DSBadge for `status`.
  public static func badge(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.badgeFamily.style(status)
  }
}

extension ResolvedTheme {
  /// Solid: the status color (the secondary text color for neutral) with its on-color.
  func styleBadge(_ look: inout ComponentAppearance, _ status: StatusKind) {
    styleLabelCapsule(&look)
    let roles = statusRoles(status)
    look[.background] = ThemedColor(status == .neutral ? .textSecondary : roles.color, in: self)
    setText(
      .foreground, of: &look, roles: [roles.on, .textOnAccent, .backgroundPrimary, .textPrimary])
  }

  /// Solid status labels: the status color with its on-color.
  static let badgeFamily = ComponentFamilyDefinition(
    .badge, sizes: ComponentSize.allCases,
    components: [
      .component("DSBadge", .display, "A small label attached to other content."),
      .component("DSDotBadge", .display, "A status dot, 3:1 on its surface, optionally pulsing."),
    ],
    draw: { $0.styleBadge(&$1, $2) })
}
