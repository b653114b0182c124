// The same quick start written with Tessera's own names (Guides/Migrating-from-GentleDesignSystem.md
// shows the two side by side).
import SwiftUI
import Tessera

struct TranslatedRoot: View {
  @State private var themes = ThemeManager(theme: PresetThemes.gentleDefault)

  var body: some View {
    DSThemeProvider(themeManager: themes) {
      TranslatedContentView()
    }
  }
}

struct TranslatedContentView: View {
  var body: some View {
    VStack {
      Text("Добро пожаловать")
        .dsText(.title)

      Text("Описание")
        .dsText(.body, colorRole: .textSecondary)

      Button("Продолжить") {}
        .dsButton(.primary)

      Button("Отмена") {}
        .dsButton(.secondary)

      VStack {
        Text("Содержимое карточки")
      }
      .dsSurface(.card)
    }
  }
}

struct TranslatedThemeEditor: View {
  @Environment(ThemeManager.self) private var manager

  var body: some View {
    Button("Editorial Paper") {
      if let paper = PresetThemes.allPresets.first(where: { $0.name == "Editorial Paper" }) {
        manager.setTheme(paper.spec)
      }
      _ = manager.typographyBinding(for: .body)
      _ = manager.colorBinding(for: .accent)
    }
  }
}
