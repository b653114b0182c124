import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// A ConfirmationDialog whose action is `role`.
  public static func confirmationDialog(_ role: ConfirmationActionRole) -> ComponentStyle {
    ResolvedTheme.confirmationDialogFamily.style(role)
  }
}
