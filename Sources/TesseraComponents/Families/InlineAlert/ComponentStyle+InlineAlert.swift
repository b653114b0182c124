import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// A DSInlineAlert for `status`.
  public static func inlineAlert(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.inlineAlertFamily.style(status)
  }
}
