import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSLoadingOverlay.
  public static var loadingOverlay: ComponentStyle {
    ResolvedTheme.loadingOverlayFamily.style(.default)
  }
}
