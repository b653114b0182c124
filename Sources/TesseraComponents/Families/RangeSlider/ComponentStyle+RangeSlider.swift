import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// RangeSlider.
  public static var rangeSlider: ComponentStyle {
    ResolvedTheme.rangeSliderFamily.style(.default)
  }
}
