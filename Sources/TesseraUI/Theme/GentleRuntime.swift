#if canImport(SwiftUI)
import SwiftUI
import TesseraState

private struct GentleThemeManagerKey: EnvironmentKey {
  static let defaultValue: ThemeManager? = nil
}

extension EnvironmentValues {
  /// GentleDesignSystem's environment slot for the theme manager: ``GentleThemeRoot`` fills it
  /// with its manager unless you set your own around it with
  /// `.environment(\.gentleThemeManager, manager)`.
  /// ``GentleThemeManagerRuntime`` reads it.
  ///
  /// ```swift
  /// GentleThemeRoot(theme: manager.theme) { ContentView() }
  ///   .environment(\.gentleThemeManager, manager)
  /// ```
  public var gentleThemeManager: ThemeManager? {
    get { self[GentleThemeManagerKey.self] }
    set { self[GentleThemeManagerKey.self] = newValue }
  }
}

/// GentleDesignSystem's property wrapper for the theme manager in the environment: the one in
/// `\.gentleThemeManager`; else the one a ``DSThemeProvider`` or `DSApp` installed; else
/// `ThemeManager.shared`.
///
/// ```swift
/// @GentleThemeManagerRuntime private var manager
/// let body = manager.typographyBinding(for: .body_m)
/// ```
@MainActor
@propertyWrapper
public struct GentleThemeManagerRuntime: DynamicProperty {
  @Environment(\.gentleThemeManager) private var manager
  @Environment(ThemeManager.self) private var provided: ThemeManager?

  /// Reads the manager from the environment.
  public init() {}

  /// The manager.
  public var wrappedValue: ThemeManager { manager ?? provided ?? .shared }
}
#endif
