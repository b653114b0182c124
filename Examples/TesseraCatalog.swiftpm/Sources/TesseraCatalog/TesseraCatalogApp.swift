import SwiftUI
import Tessera

/// The catalog app: a theme switcher over a gallery of every component family.
@main
struct TesseraCatalogApp: App {
  @State private var themes = ThemeManager()
  @State private var toasts = DSToastManager()

  var body: some Scene {
    WindowGroup {
      DSApp(themeManager: themes, toastManager: toasts) {
        CatalogRoot(themes: themes, toasts: toasts)
      }
    }
  }
}
