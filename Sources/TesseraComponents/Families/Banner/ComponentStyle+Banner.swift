import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// A Banner for `status`.
  public static func banner(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.bannerFamily.style(status)
  }
}
