import TesseraLayout
import TesseraTokens

// The rating family: RatingInput's stars. Rounding and touch selection are RatingScale.swift in
// this folder.

// The family's typed style.

extension ComponentStyle {
  /// RatingInput's stars.
  public static var rating: ComponentStyle { ResolvedTheme.ratingFamily.style(.default) }
}

extension ResolvedTheme {
  /// Rating stars: filled stars in the indicator, empty star outlines strong enough to count.
  func styleRating(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .footnote, medium: .subheadline, large: .body)
    let star = scaled(28, look.size)
    look.knobDiameter = star
    look.minimumSize = LayoutSize(width: star, height: star)
    if look.state == .disabled {
      look[.fill] = ThemedColor(.textDisabled, in: self)
      look[.track] = ThemedColor(.borderSubtle, in: self)
      return
    }
    let fill: [ColorRole] =
      look.state == .pressed
      ? [.accentPressed, .indicator, .textPrimary] : [.indicator, .textPrimary]
    setGraphic(.fill, of: &look, roles: fill)
    setGraphic(.track, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
    look.press = button(.tertiary).press
  }

  /// Rating stars.
  static let ratingFamily = ComponentFamilyDefinition(
    .rating, states: [.normal, .pressed, .focused, .disabled], sizes: ComponentSize.allCases,
    isInteractive: true,
    components: [
      .component("RatingInput", .input, "Stars for a rating with full, half or exact steps.")
    ], draw: { $0.styleRating(&$1, $2) })
}
