#if canImport(SwiftUI)
import SwiftUI
import TesseraState

/// The root of a Tessera app: installs the theme (``DSThemeProvider``) and the toast overlay
/// (``DSToastContainer``, which connects the toast manager to VoiceOver so every toast is
/// announced).
///
/// In a `WindowGroup` every window's `DSApp` shares the toast manager, and each toast appears
/// in one window: the active one (on macOS, the key window), so it is neither drawn nor
/// dismissable twice. Set `toastManager.windows.showsInEveryWindow` to draw toasts in every
/// window, or give each window a manager of its own.
///
/// ```swift
/// @main
/// struct MyApp: App {
///   var body: some Scene {
///     WindowGroup {
///       DSApp { ContentView() }
///     }
///   }
/// }
/// ```
public struct DSApp<Content: View>: View {
  private let themeManager: ThemeManager
  private let toastManager: DSToastManager
  private let content: Content
  /// This window's id for the notice managers, shared with the sheets it presents.
  @State private var window = UUID().uuidString

  /// Creates the root.
  /// - Parameters:
  ///   - themeManager: The theme manager; `ThemeManager.shared` by default.
  ///   - toastManager: The toast manager; `DSToastManager.shared` by default.
  ///   - content: The app's root view.
  public init(
    themeManager: ThemeManager = .shared, toastManager: DSToastManager = .shared,
    @ViewBuilder content: () -> Content
  ) {
    self.themeManager = themeManager
    self.toastManager = toastManager
    self.content = content()
  }

  /// The themed content under its toast overlay.
  public var body: some View {
    DSThemeProvider(themeManager: themeManager) {
      content
        .overlay(alignment: .top) {
          DSToastContainer(manager: toastManager)
        }
        .environment(toastManager)
    }
    .environment(\.dsNoticeWindow, window)
  }
}
#endif
