#if canImport(SwiftUI)
import SwiftUI
import TesseraState
import TesseraTokens

/// Installs a theme manager's theme into the environment, where every view reads it as
/// `\.dsTheme` resolved for its own color scheme, contrast, Dynamic Type size and Reduce
/// Motion setting (so `.dynamicTypeSize(...)` or a color scheme set lower in the tree restyles
/// the views under it), and puts the manager itself in the environment for
/// `@Environment(ThemeManager.self)`.
///
/// Each combination of inputs is resolved once, in the manager's cache (`ThemeSource`), and
/// again only when the theme or a preference changes; the provider itself resolves nothing,
/// so geometry or state changes around it cost no resolution.
///
/// A theme with an explicit scheme (the manager's `colorSchemePreference` is `.light` or
/// `.dark`) forces it on the view tree; following the system forces nothing, so the app turns
/// dark when the system does (the seed's provider always forced a scheme and never did).
///
/// Switching from Dark to System passes `preferredColorScheme(nil)`, which Apple documents as
/// "no preference", and `colorScheme` as following "whether the user has enabled Dark Mode,
/// possibly superseded by the configuration of the current presentation". Either way system
/// text and Tessera's surfaces agree: with System chosen, `\.dsTheme` resolves from the same
/// `\.colorScheme` environment value that system views draw with, so the two cannot end in
/// different schemes.
///
/// The provider also reports the settings around it to the manager (`systemScheme`,
/// `systemContrast`, `contentSize`, `reduceMotion`), so `themeManager.resolvedTheme` and
/// `mode`, read outside SwiftUI (a UIKit chart, a map overlay), match what the views show. The
/// scheme reported is the one the window draws in, so while the theme forces one it reports
/// that one, and the system's again once the theme follows the system. Give a provider under
/// settings forced for a preview a manager of its own, or it reports them to yours.
///
/// Tooltips (and popovers where the platform has no native one) shown under the provider are
/// drawn over its content and kept inside it, their text wrapped to its width: put the
/// provider around the window's whole content (a navigation stack fills it), not around a
/// view smaller than the screen, where a bubble has less room than the window gives it.
///
/// ```swift
/// DSThemeProvider(themeManager: themes) {
///   ContentView()
/// }
/// ```
public struct DSThemeProvider<Content: View>: View {
  private let themeManager: ThemeManager
  private let content: Content
  @State private var swipeRows = DSSwipeRowGroup()
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.colorSchemeContrast) private var colorSchemeContrast
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.accessibilityReduceMotion) private var accessibilityReduceMotion

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
    content
      .environment(\.dsSwipeRowGroup, swipeRows)
      // Tooltips (and popovers without a native one) are drawn over the whole content.
      .dsFloatingHost()
      .environment(\.dsThemeInput, .source(themeManager.themeSource))
      .environment(themeManager)
      .preferredColorScheme(themeManager.preferredColorScheme.map(ColorScheme.init))
      // Reported again to a manager passed in later (an app that swaps its manager), which
      // has none of them yet.
      .onChange(of: report, initial: true) { _, report in report.settings.report(to: themeManager) }
  }

  /// The settings, and the manager they go to.
  private var report: SettingsReport {
    SettingsReport(manager: ObjectIdentifier(themeManager), settings: settings)
  }

  private var settings: SystemThemeSettings {
    SystemThemeSettings(
      scheme: ThemeScheme(colorScheme), contrast: ThemeContrast(colorSchemeContrast),
      contentSize: ContentSize(dynamicTypeSize), reduceMotion: accessibilityReduceMotion)
  }
}

/// The settings a provider reports, and to which manager.
private struct SettingsReport: Equatable {
  var manager: ObjectIdentifier
  var settings: SystemThemeSettings
}

/// The settings around a provider that the theme resolves for.
private struct SystemThemeSettings: Equatable {
  var scheme: ThemeScheme
  var contrast: ThemeContrast
  var contentSize: ContentSize
  var reduceMotion: Bool

  /// Writes each setting the manager does not have yet (an unchanged one is not written, so
  /// nothing that observes the manager is invalidated for it).
  @MainActor func report(to manager: ThemeManager) {
    if manager.systemScheme != scheme { manager.systemScheme = scheme }
    if manager.systemContrast != contrast { manager.systemContrast = contrast }
    if manager.contentSize != contentSize { manager.contentSize = contentSize }
    if manager.reduceMotion != reduceMotion { manager.reduceMotion = reduceMotion }
  }
}
#endif
