import TesseraTokens

// The banner family: Banner; variants are status kinds. It is a message across the top of a screen.
// Inline alerts (InlineAlert/InlineAlert.swift) are drawn by the same function with a border and
// rounded corners.

// The family's typed style.

extension ComponentStyle {
  /// A Banner for `status`.
  public static func banner(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.bannerFamily.style(status)
  }
}

extension ResolvedTheme {
  /// Banners and inline alerts: the status's subtle fill, a status icon and border color, and
  /// a link-colored action. Banners span the screen (no corners, no border), inline alerts sit
  /// in content with a thin border.
  func styleStatusMessage(_ look: inout ComponentAppearance, _ status: StatusKind) {
    let isInline = look.style.family == .inlineAlert
    styleMessageFrame(&look)
    let roles = statusRoles(status)
    look[.background] = ThemedColor(roles.subtle, in: self)
    look[.border] = ThemedColor(status == .neutral ? .borderDefault : roles.color, in: self)
    look.borderWidth = isInline ? borderWidths.thin : 0
    if !isInline { look.cornerRadius = 0 }
    setGraphic(.icon, of: &look, roles: [roles.color, .textPrimary], against: .background)
    setTitleAndDetail(of: &look, detail: .footnote)
    setText(.action, of: &look, roles: [.textLink, .textPrimary])
    if !isInline {
      look.tapTargets = [
        .action: textButtonTarget(look.text),
        .closeButton: symbolButtonTarget(glyph: look.text.size),
      ]
    }
  }

  /// Full-width messages on the status's subtle fill.
  static let bannerFamily = ComponentFamilyDefinition(
    .banner,
    components: [
      .component("Banner", .feedback, "A message across the top of a screen, dismissible.")
    ], draw: { $0.styleStatusMessage(&$1, $2) })
}
