import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSSlider.
  public static var slider: ComponentStyle { ResolvedTheme.sliderFamily.style(.default) }
}
