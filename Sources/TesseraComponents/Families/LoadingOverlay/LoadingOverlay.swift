import TesseraTokens

// The loading overlay family: DSLoadingOverlay. It is a scrim with a spinner and a message, drawn
// as an alert's modal surface (Alert/Alert.swift).

// The family's typed style.

extension ComponentStyle {
  /// DSLoadingOverlay.
  public static var loadingOverlay: ComponentStyle {
    ResolvedTheme.loadingOverlayFamily.style(.default)
  }
}

extension ResolvedTheme {
  /// A loading overlay: the popover surface over the scrim, its spinner in the indicator.
  func styleLoadingOverlay(_ look: inout ComponentAppearance, _: SingleVariant) {
    styleModalSurface(&look, role: .popover, motion: .standard)
    setGraphic(
      .fill, of: &look, roles: [.indicator, .textSecondary, .textPrimary], against: .background)
  }

  /// A popover surface with a spinner over busy content.
  static let loadingOverlayFamily = ComponentFamilyDefinition(
    .loadingOverlay,
    components: [
      .component(
        "DSLoadingOverlay", .feedback, "A scrim with a spinner and message over busy content.",
        parts: [.spinner])
    ], draw: { $0.styleLoadingOverlay(&$1, $2) })
}
