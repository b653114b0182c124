import TesseraLayout
import TesseraTokens

// The navigation bar family: DSNavigationBar. It also draws the bar behind DSTabBar's items. How a
// large title collapses is NavigationBarCollapse.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// DSNavigationBar.
  public static var navigationBar: ComponentStyle {
    ResolvedTheme.navigationBarFamily.style(.default)
  }
}

extension ResolvedTheme {
  /// A navigation bar: the chrome surface with a subtle separator, a headline title and
  /// actions in the link color.
  func styleNavigationBar(_ look: inout ComponentAppearance, _: SingleVariant) {
    let surface = self.surface(.chrome)
    setText(&look, .headline)
    look[.background] = ThemedColor(token: "surface.chrome.background", color: surface.background)
    look[.separator] = ThemedColor(.borderSubtle, in: self)
    look.minimumSize = LayoutSize(width: 0, height: 44)
    look.insets = ComponentInsets(vertical: spacing.sm, horizontal: spacing.lg)
    setText(.foreground, of: &look, roles: [.textPrimary])
    setText(.action, of: &look, roles: [.textLink, .textPrimary], style: text(.body))
  }

  /// Title bars on the chrome surface.
  static let navigationBarFamily = ComponentFamilyDefinition(
    .navigationBar,
    components: [
      .component("DSNavigationBar", .navigation, "A title bar with leading and trailing actions.")
    ], draw: { $0.styleNavigationBar(&$1, $2) })
}
