import TesseraLayout
import TesseraTokens

// The range slider family: RangeSlider. It has two thumbs on one track. Where they may go is
// RangeSliderValues.swift in this folder; steps, snapping and the track's geometry are the slider's
// (Slider/SliderScale.swift, Slider/SliderTrack.swift).

// The family's typed style.

extension ComponentStyle {
  /// RangeSlider.
  public static var rangeSlider: ComponentStyle {
    ResolvedTheme.rangeSliderFamily.style(.default)
  }
}

extension ResolvedTheme {
  /// A range slider: drawn as a slider (Slider/Slider.swift), the fill between the two thumbs.
  /// Each thumb is a control of its own, so each has a hit area (`tapTarget(.lowerThumb)`,
  /// `tapTarget(.upperThumb)`) of the thumb grown to the touch target.
  func styleRangeSlider(_ look: inout ComponentAppearance, _ variant: SingleVariant) {
    styleSlider(&look, variant)
    let target = symbolButtonTarget(glyph: look.knobDiameter)
    look.tapTargets[.lowerThumb] = target
    look.tapTargets[.upperThumb] = target
  }

  /// Two thumbs choosing a range on one track.
  static let rangeSliderFamily = ComponentFamilyDefinition(
    .rangeSlider, states: [.normal, .pressed, .focused, .disabled], isInteractive: true,
    components: [
      .component(
        "RangeSlider", .input,
        "Two thumbs choosing a range; they never cross, right to left included.")
    ], draw: { $0.styleRangeSlider(&$1, $2) })
}
