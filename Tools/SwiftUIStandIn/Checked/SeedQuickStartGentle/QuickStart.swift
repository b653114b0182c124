// swift-format-ignore-file
// (The seed's code as its authors wrote it, indentation and import order included, so this
// file stays a faithful copy; Tessera's own files follow the project's format.)
// GentleDesignSystem's README quick start (seed 003, steps 2 and 3 and its "at a glance"),
// compiled against Tessera with only the import changed: `import GentleDesignSystem` became
// `import Tessera`. Its Tessera translation is TesseraTranslation.swift beside it.
import SwiftUI
import Tessera

@main
struct MyApp: App {
    var body: some Scene {
        WindowGroup {
            GentleThemeRoot(theme: .default) {
                ContentView()
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Text("Простые модификаторы")
                .gentleText(.title_xl)

            Button("По всему приложению") { }
                .gentleButton(.primary)

            VStack {
                Text("Экономьте массу времени")
            }
            .gentleSurface(.card)

            Text("Добро пожаловать")
                .gentleText(.title_xl)

            Text("Описание")
                .gentleText(.body_m, colorRole: .textSecondary)

            Button("Продолжить") { }
                .gentleButton(.primary)

            Button("Отмена") { }
                .gentleButton(.secondary)

            VStack {
                Text("Содержимое карточки")
            }
            .gentleSurface(.card)
        }
    }
}

// The seed's section 5: the manager app (without a second `@main`) and its manager's use. Its
// file store and the synchronous `save()`/`load()` are Tessera's `FileThemeStore` and async
// `save()`/`loadFromStore()` (see Guides/Migrating-from-GentleDesignSystem.md).
struct ManagerApp: App {
  @State private var manager = GentleThemeManager(theme: .default)

  var body: some Scene {
      WindowGroup {
          GentleThemeRoot(theme: manager.theme) {
              ContentView()
          }
          .environment(\.gentleThemeManager, manager)
      }
  }
}

// Section 6's preset snippets and section 5's bindings, as written.
struct ThemeEditorSnippets: View {
    @GentleThemeManagerRuntime private var manager

    var body: some View {
        Button("Editorial Paper") {
            // Найти и применить пресет
            if let editorialPreset = GentleDesignSystemSpec.allPresets.first(where: { $0.name == "Editorial Paper" }) {
                manager.theme.editableSpec = editorialPreset.spec
            }
            // Получить привязки для редактирования
            _ = manager.typographyBinding(for: .body_m)
            _ = manager.colorBinding(for: .primaryCTA)
        }
    }
}

struct ThemePickerView: View {
    @Environment(ThemeManager.self) private var themeManager
    let presets = GentleDesignSystemSpec.allPresets

    var body: some View {
        ForEach(presets, id: \.name) { preset in
          let previewTheme = GentleTheme(
              defaultSpec: preset.spec,
              editableSpec: preset.spec
          )

          Button {
              themeManager.theme.editableSpec = preset.spec
          } label: {
              GentleThemeRoot(theme: previewTheme) {
                  // Содержимое карточки отрисовывается с собственным стилем пресета
                  ThemePresetCard(preset: preset)
              }
          }
        }
    }
}

struct ThemePresetCard: View {
    let preset: ThemePreset

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: preset.systemImageString)
                Text(preset.name)
            }
            .gentleText(.headline_m)
            Text(preset.summary)
                .gentleText(.footnote_s, colorRole: .textSecondary)
        }
        .gentleSurface(.card)
    }
}
