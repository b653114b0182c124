import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// One segment of DSSegmentedControl.
  public static var segmentedControl: ComponentStyle {
    ResolvedTheme.segmentedControlFamily.style(.default)
  }
}
