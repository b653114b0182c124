#if canImport(SwiftUI)
import SwiftUI
import TesseraState
import TesseraTokens

/// GentleDesignSystem's root view under its seed name: installs a theme for everything below
/// it, as ``DSThemeProvider`` does (resolved for the color scheme, contrast, Dynamic Type size
/// and Reduce Motion, with the manager in the environment).
///
/// ```swift
/// WindowGroup {
///   GentleThemeRoot(theme: .default) {
///     ContentView()
///   }
/// }
/// ```
///
/// Given a ``GentleTheme``, the root keeps a theme manager of its own and switches it when a
/// different theme is passed (a preset picker's previews each get one). Given a
/// `ThemeManager`, it installs that one, so its edits and undo reach the views. Either way the
/// manager is in the environment for `@Environment(ThemeManager.self)`.
///
/// ``GentleThemeManagerRuntime`` below the root reads the app's manager where the app set
/// `\.gentleThemeManager` around the root, as Gentle's own pattern does; the root does not
/// hide it behind its copy, so edits and `save()` reach the app's manager, and the theme the
/// app then passes shows. Otherwise it reads the root's manager.
///
/// ```swift
/// GentleThemeRoot(theme: manager.theme) { ContentView() }
///   .environment(\.gentleThemeManager, manager)
/// ```
public struct GentleThemeRoot<Content: View>: View {
  private let theme: GentleTheme?
  private let injected: ThemeManager?
  @State private var own: ThemeManager?
  /// The manager the app set around the root, if any.
  @Environment(\.gentleThemeManager) private var appManager
  private let content: Content

  /// A root with its own manager for `theme` (Gentle Default unless given).
  /// - Parameters:
  ///   - theme: The theme; its ``GentleTheme/editableSpec`` is installed.
  ///   - content: The views that read the theme.
  public init(theme: GentleTheme = .default, @ViewBuilder content: () -> Content) {
    self.theme = theme
    self.injected = nil
    let manager = ThemeManager(theme: theme.defaultSpec)
    if theme.editableSpec != theme.defaultSpec { manager.setTheme(theme.editableSpec) }
    _own = State(initialValue: manager)
    self.content = content()
  }

  /// A root that installs `themeManager`.
  /// - Parameters:
  ///   - themeManager: The manager whose theme applies.
  ///   - content: The views that read the theme.
  public init(themeManager: ThemeManager, @ViewBuilder content: () -> Content) {
    self.theme = nil
    self.injected = themeManager
    _own = State(initialValue: nil)
    self.content = content()
  }

  /// The content with the theme installed.
  public var body: some View {
    let manager = injected ?? own ?? .shared
    DSThemeProvider(themeManager: manager) {
      content.environment(\.gentleThemeManager, injected ?? appManager ?? manager)
    }
    .onChange(of: theme) { _, newTheme in
      if let newTheme, let own, own.currentTheme != newTheme.editableSpec {
        own.setTheme(newTheme.editableSpec)
      }
    }
  }
}
#endif
