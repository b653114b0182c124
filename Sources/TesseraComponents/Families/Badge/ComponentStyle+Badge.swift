import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// A DSBadge for `status`.
  public static func badge(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.badgeFamily.style(status)
  }
}
