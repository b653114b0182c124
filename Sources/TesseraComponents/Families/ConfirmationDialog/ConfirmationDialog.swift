import TesseraLayout
import TesseraTokens

// The confirmation dialog family: ConfirmationDialog; variants are its actions' roles. It is a
// question with the actions that answer it. Which actions it may have, in which order they stand
// and which one Return and Escape trigger is ConfirmationActions.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// A ConfirmationDialog whose action is `role`.
  public static func confirmationDialog(_ role: ConfirmationActionRole) -> ComponentStyle {
    ResolvedTheme.confirmationDialogFamily.style(role)
  }
}

extension ResolvedTheme {
  /// A confirmation dialog: the popover surface (as an alert) with its title and message, and
  /// one action title per role: the link color for a standard action, the error color for a
  /// destructive one, the primary text color (semibold, as the platforms set Cancel apart)
  /// for the cancel action. Each action is a full-width text button at least the theme's touch
  /// target tall, separated by a subtle line.
  func styleConfirmationDialog(_ look: inout ComponentAppearance, _ role: ConfirmationActionRole) {
    styleModalSurface(&look, role: .popover, motion: .standard)
    look[.separator] = ThemedColor(.borderSubtle, in: self)
    let actionStyle = text(.body)
    switch role {
    case .standard:
      setText(.action, of: &look, roles: [.textLink, .textPrimary], style: actionStyle)
    case .destructive:
      setText(.action, of: &look, roles: [.error, .textPrimary], style: actionStyle)
    case .cancel:
      setText(.action, of: &look, roles: [.textPrimary], style: actionStyle)
    }
    look.tapTargets[.action] = textButtonTarget(actionStyle)
  }

  /// A question and the actions answering it.
  static let confirmationDialogFamily = ComponentFamilyDefinition(
    .confirmationDialog,
    components: [
      .component(
        "ConfirmationDialog", .feedback,
        "A question with its actions: destructive ones in the error color, always a way out.")
    ], draw: { $0.styleConfirmationDialog(&$1, $2) })
}
