import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// A DSTimeline event that is `status`.
  public static func timeline(_ status: StepStatus) -> ComponentStyle {
    ResolvedTheme.timelineFamily.style(status)
  }
}
