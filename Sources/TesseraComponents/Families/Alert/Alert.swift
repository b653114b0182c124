import TesseraTokens

// The alert family: DSAlert dialogs. Each is a modal dialog over a scrim.

// The family's typed style.

extension ComponentStyle {
  /// DSAlert dialogs.
  public static var alert: ComponentStyle { ResolvedTheme.alertFamily.style(.default) }
}

extension ResolvedTheme {
  /// An alert: the popover surface over the scrim, its actions in the link color, and a
  /// close button (a modal's) with a full touch target around its glyph.
  func styleAlert(_ look: inout ComponentAppearance, _: SingleVariant) {
    styleModalSurface(&look, role: .popover, motion: .standard)
    setText(.action, of: &look, roles: [.textLink, .textPrimary])
    look.tapTargets[.closeButton] = symbolButtonTarget(glyph: look.text.size)
  }

  /// What alerts, sheets and loading overlays share: headline text over subheadline details on
  /// the surface `role` (its corners, shadows and padding, or the theme's large radius, high
  /// elevation and sheet insets where the surface has none), above the scrim.
  func styleModalSurface(
    _ look: inout ComponentAppearance, role: SurfaceRole, motion token: MotionToken
  ) {
    setText(&look, .headline)
    look.secondaryTypography = .subheadline
    let surface = self.surface(role)
    look[.scrim] = ThemedColor(.scrim, in: self)
    look[.background] = ThemedColor(
      token: "surface.\(role.rawValue).background", color: surface.background)
    setCorners(of: &look, from: surface, radius: radii.large, elevation: .high)
    setPadding(of: &look, surface.insets ?? insets(.sheet))
    look.motion = motion(token)
    setTitleAndDetail(of: &look, detail: .subheadline)
  }

  /// Modal dialogs on the popover surface.
  static let alertFamily = ComponentFamilyDefinition(
    .alert,
    components: [
      .component("DSAlert", .feedback, "A modal dialog with a title, message and actions."),
      .component("DSModal", .feedback, "Any content in a modal panel over the scrim."),
    ], draw: { $0.styleAlert(&$1, $2) })
}
