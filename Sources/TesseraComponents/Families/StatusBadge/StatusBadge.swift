import TesseraTokens

// The status badge family: DSStatusBadge; variants are status kinds. It is a subtle label in one of
// the five statuses.

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// A DSStatusBadge for `status`.
  public static func statusBadge(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.statusBadgeFamily.style(status)
  }
}

extension ResolvedTheme {
  /// The appearance of a DSStatusBadge for `status`.
  public func statusBadgeAppearance(
    _ status: StatusKind, size: ComponentSize = .medium, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.statusBadge(status), size: size, on: backdrop)
  }
}

extension StatusKind: ComponentVariant {}

extension ResolvedTheme {
  /// Subtle: a tinted fill with the status color as text (falling back to the text color).
  func styleStatusBadge(_ look: inout ComponentAppearance, _ status: StatusKind) {
    styleLabelCapsule(&look)
    let roles = statusRoles(status)
    look[.background] = ThemedColor(roles.subtle, in: self)
    setText(.foreground, of: &look, roles: [roles.color, .textPrimary])
    setGraphic(.icon, of: &look, roles: [roles.color, .textPrimary], against: .background)
  }

  /// Subtle status labels: the status's tinted fill with the status color as text.
  static let statusBadgeFamily = ComponentFamilyDefinition(
    .statusBadge, sizes: ComponentSize.allCases,
    components: [
      .component(
        "DSStatusBadge", .display,
        "A label with a status color: neutral, info, success, warning or error.")
    ], draw: { $0.styleStatusBadge(&$1, $2) })
}
