import TesseraLayout
import TesseraTokens

// The page indicator family: DSPageIndicator dots. It also draws DSCarousel's. Which dots show is
// PageIndicatorLayout.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// DSPageIndicator dots.
  public static var pageIndicator: ComponentStyle {
    ResolvedTheme.pageIndicatorFamily.style(.default)
  }
}

extension ResolvedTheme {
  /// Page dots: the current page in the indicator, the others in a 3:1 neutral.
  func stylePageIndicator(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, .subheadline)
    look.secondaryTypography = .caption
    look.knobDiameter = 8
    look.minimumSize = LayoutSize(width: 8, height: 8)
    look.motion = motion(.quick)
    let roles: [ColorRole] =
      look.state == .selected
      ? [.indicator, .textPrimary] : [.borderStrong, .textSecondary, .textPrimary]
    setGraphic(.fill, of: &look, roles: roles)
  }

  /// Page dots; `.selected` is the current page.
  static let pageIndicatorFamily = ComponentFamilyDefinition(
    .pageIndicator, states: [.normal, .selected],
    components: [
      .component("DSPageIndicator", .navigation, "Dots for pages, windowed when there are many.")
    ], draw: { $0.stylePageIndicator(&$1, $2) })
}
