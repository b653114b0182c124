import TesseraLayout
import TesseraTokens

// The slider family: DSSlider. Its steps and snapping are SliderScale.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// DSSlider.
  public static var slider: ComponentStyle { ResolvedTheme.sliderFamily.style(.default) }
}

extension ResolvedTheme {
  /// A slider: the filled part and the thumb in the indicator, the rest of the track strong
  /// enough to see (3:1) so the range is visible.
  func styleSlider(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .footnote, medium: .subheadline, large: .body)
    look.trackThickness = 4
    look.knobDiameter = 28
    look.minimumSize = LayoutSize(width: 88, height: 28)
    look.cornerRadius = 2
    if look.state == .disabled {
      look[.track] = ThemedColor(.borderSubtle, in: self)
      look[.fill] = ThemedColor(.accentDisabled, in: self)
      look[.thumb] = ThemedColor(.accentDisabled, in: self)
      return
    }
    setGraphic(.track, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
    let fill: [ColorRole] =
      look.state == .pressed
      ? [.accentPressed, .indicator, .textPrimary] : [.indicator, .textPrimary]
    setGraphic(.fill, of: &look, roles: fill)
    setGraphic(.thumb, of: &look, roles: fill)
    setText(.secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary])
    look.press = button(.secondary).press
  }

  /// A track with a filled part and a thumb.
  static let sliderFamily = ComponentFamilyDefinition(
    .slider, states: [.normal, .pressed, .focused, .disabled], isInteractive: true,
    components: [
      .component(
        "DSSlider", .input, "A slider whose steps stay safe for zero, negative or NaN steps.")
    ], draw: { $0.styleSlider(&$1, $2) })
}
