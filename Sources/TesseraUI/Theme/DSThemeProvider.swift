#if canImport(SwiftUI)
import SwiftUI
import TesseraState
import TesseraTokens

/// Installs a theme manager's current theme into the environment as `\.dsTheme`, resolved for
/// the view's color scheme, contrast, Dynamic Type size and Reduce Motion setting, and puts the
/// manager itself in the environment for `@Environment(ThemeManager.self)`.
///
/// A theme with an explicit scheme (the manager's `colorSchemePreference` is `.light` or
/// `.dark`) forces it on the view tree; following the system forces nothing, so the app turns
/// dark when the system does (the seed's provider always forced a scheme and never did).
///
/// ```swift
/// DSThemeProvider(themeManager: themes) {
///   ContentView()
/// }
/// ```
public struct DSThemeProvider<Content: View>: View {
  private let themeManager: ThemeManager
  private let content: Content
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.colorSchemeContrast) private var colorSchemeContrast
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var bounds: CGRect?

  /// Creates a provider.
  /// - Parameters:
  ///   - themeManager: The manager whose theme and preferences apply; `ThemeManager.shared`
  ///     unless you inject your own (tests and previews do).
  ///   - content: The views that read the theme.
  public init(themeManager: ThemeManager = .shared, @ViewBuilder content: () -> Content) {
    self.themeManager = themeManager
    self.content = content()
  }

  /// The content with the theme installed.
  public var body: some View {
    let theme = themeManager.resolvedTheme(
      systemScheme: ThemeScheme(colorScheme),
      systemContrast: ThemeContrast(colorSchemeContrast),
      contentSize: ContentSize(dynamicTypeSize),
      reduceMotion: reduceMotion)
    content
      .environment(\.dsTooltipBounds, bounds)
      .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { bounds = $0 }
      .environment(\.dsTheme, theme)
      .environment(themeManager)
      .preferredColorScheme(themeManager.preferredColorScheme.map(ColorScheme.init))
  }
}
#endif
