import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// A DSProgressBar (`.bar`) or DSProgressRing (`.ring`).
  public static func progress(_ variant: ProgressVariant) -> ComponentStyle {
    ResolvedTheme.progressFamily.style(variant)
  }
}
