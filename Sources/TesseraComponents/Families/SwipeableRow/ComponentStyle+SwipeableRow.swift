import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// A SwipeableRow action of `role`.
  public static func swipeableRow(_ role: SwipeActionRole) -> ComponentStyle {
    ResolvedTheme.swipeableRowFamily.style(role)
  }
}
