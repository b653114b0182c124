import TesseraLayout
import TesseraTokens

// The spinner family: DSSpinner. It also draws the spinner of DSLoadingOverlay.

// The family's typed style.

extension ComponentStyle {
  /// DSSpinner.
  public static var spinner: ComponentStyle { ResolvedTheme.spinnerFamily.style(.default) }
}

extension ResolvedTheme {
  /// A spinner: an indicator arc meeting 3:1, turning with the theme's slow motion (a pulse
  /// under Reduce Motion).
  func styleSpinner(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, .footnote)
    look.secondaryTypography = .caption
    let side = scaled(24, look.size)
    look.minimumSize = LayoutSize(width: side, height: side)
    look.trackThickness = max(2, side / 8)
    setGraphic(.fill, of: &look, roles: [.indicator, .textSecondary, .textPrimary])
    look.motion = motion(.slow)
  }

  /// Activity indicators.
  static let spinnerFamily = ComponentFamilyDefinition(
    .spinner, states: [.normal, .loading], sizes: ComponentSize.allCases,
    components: [
      .component("DSSpinner", .feedback, "An activity indicator that pulses under Reduce Motion.")
    ], draw: { $0.styleSpinner(&$1, $2) })
}
