import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// One item of DSTabBar.
  public static var tabBar: ComponentStyle { ResolvedTheme.tabBarFamily.style(.default) }
}
