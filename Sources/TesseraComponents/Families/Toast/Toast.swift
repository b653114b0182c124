import TesseraTokens

// The toast family: DSToastView; variants are status kinds. DSToastContainer is the family's too.
// How toasts stack and swipe away is ToastStackLayout.swift and SwipeToDismiss.swift in this
// folder.

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// A DSToastView for `status`.
  public static func toast(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.toastFamily.style(status)
  }
}

extension ResolvedTheme {
  /// The appearance of a toast for `status`.
  public func toastAppearance(_ status: StatusKind = .neutral) -> ComponentAppearance {
    appearance(.toast(status))
  }
}

extension ResolvedTheme {
  /// A toast: the floating panel surface with a hairline border and a medium shadow; the
  /// status shows as an icon in the status color, so the text stays the primary text color,
  /// and the action is link-colored text readable on the panel, with a 44-point hit area.
  func styleToast(_ look: inout ComponentAppearance, _ status: StatusKind) {
    styleMessageFrame(&look)
    let surface = self.surface(.floatingPanel)
    look[.background] = ThemedColor(
      token: "surface.floatingPanel.background", color: surface.background)
    look[.border] = ThemedColor(.borderSubtle, in: self)
    look.borderWidth = borderWidths.hairline
    look.cornerRadius = radii.large
    look.shadows = elevation(.medium)
    setGraphic(
      .icon, of: &look, roles: [statusRoles(status).color, .indicator, .textPrimary],
      against: .background)
    setTitleAndDetail(of: &look, detail: .footnote)
    // The optional action ("Undo") is text on the panel, audited there like the title; it used
    // to draw as a tertiary button measured against the screen instead of the panel.
    setText(.action, of: &look, roles: [.textLink, .accent, .textPrimary])
    look.tapTargets = [.action: textButtonTarget(look.text)]
  }

  /// What toasts, snack bars, banners, inline alerts and tooltips share: subheadline text with
  /// footnote details, medium padding and corners, the standard motion.
  func styleMessageFrame(_ look: inout ComponentAppearance) {
    setText(&look, .subheadline)
    look.secondaryTypography = .footnote
    look.insets = ComponentInsets(vertical: spacing.md, horizontal: spacing.lg)
    look.cornerRadius = radii.medium
    look.motion = motion(.standard)
    look.gap = spacing.md
  }

  /// Transient messages on a floating panel with a status icon.
  static let toastFamily = ComponentFamilyDefinition(
    .toast,
    components: [
      .component(
        "DSToastView", .feedback, "A transient message with a status, announced to VoiceOver."),
      .component(
        "DSToastContainer", .feedback,
        "Stacks the toasts of a DSToastManager, with swipe to dismiss."),
    ], draw: { $0.styleToast(&$1, $2) })
}
