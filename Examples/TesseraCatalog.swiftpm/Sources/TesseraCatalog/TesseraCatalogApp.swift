import SwiftUI
import Tessera

/// The catalog app: the theme editor first, then the presets and a gallery of every component
/// family.
@main
struct TesseraCatalogApp: App {
  @State private var themes: ThemeManager
  @State private var editor: ThemeEditor
  @State private var toasts = DSToastManager()

  init() {
    let themes = ThemeManager()
    _themes = State(initialValue: themes)
    _editor = State(initialValue: ThemeEditor(manager: themes))
  }

  var body: some Scene {
    WindowGroup {
      DSApp(themeManager: themes, toastManager: toasts) {
        CatalogRoot(themes: themes, editor: editor, toasts: toasts)
      }
    }
  }
}
