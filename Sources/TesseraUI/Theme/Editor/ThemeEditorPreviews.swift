#if canImport(SwiftUI)
import SwiftUI
import TesseraState
import TesseraTokens

#Preview("ThemePicker: every preset") {
  @Previewable @State var themes = ThemeManager()
  DSThemePicker(themeManager: themes)
}

#Preview("ThemePicker: a few presets") {
  @Previewable @State var themes = ThemeManager(theme: PresetThemes.ocean)
  DSThemePicker(
    themeManager: themes,
    themes: [PresetThemes.default, PresetThemes.ocean, PresetThemes.lavender])
}

#Preview("ThemeEditor: editing a preset") {
  @Previewable @State var editor = ThemeEditor(manager: ThemeManager(theme: PresetThemes.ocean))
  // The editor needs text entry and a pointer or touch; on tvOS and watchOS, where
  // DSThemeEditor is unavailable, the picker is the whole theme UI.
  #if os(tvOS) || os(watchOS)
  DSThemePicker(themeManager: editor.manager)
  #else
  DSThemeEditor(editor: editor)
  #endif
}
#endif
