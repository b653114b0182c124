import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// A DSStepsIndicator step that is `status`.
  public static func stepsIndicator(_ status: StepStatus) -> ComponentStyle {
    ResolvedTheme.stepsIndicatorFamily.style(status)
  }
}
