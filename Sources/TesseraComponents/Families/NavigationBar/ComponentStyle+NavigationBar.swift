import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSNavigationBar.
  public static var navigationBar: ComponentStyle {
    ResolvedTheme.navigationBarFamily.style(.default)
  }
}
