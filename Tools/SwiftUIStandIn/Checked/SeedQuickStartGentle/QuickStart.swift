// Call sites of GentleDesignSystem's public names (seed 003: its quick start, theme manager,
// bindings and presets), written for Tessera's type-check rather than copied from the article:
// a small reading app that uses every name the article's readers would migrate with, each with
// the argument labels the article documents. Its translation to Tessera's own names is
// TesseraTranslation.swift beside it.
import SwiftUI
import Tessera

@main
struct ReadingListApp: App {
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
    ScrollView {
      VStack(alignment: .leading) {
        Text("Reading list")
          .gentleText(.title_xl)
        Text("Three books waiting")
          .gentleText(.body_m, colorRole: .textSecondary)
        VStack(alignment: .leading) {
          Text("The Left Hand of Darkness")
          Text("Ursula K. Le Guin")
        }
        .gentleSurface(.card)
        HStack {
          Button("Start reading") {}
            .gentleButton(.primary)
          Button("Later") {}
            .gentleButton(.secondary)
        }
      }
    }
  }
}

/// The manager route: one manager for the app, handed down through the environment.
struct ReadingListManagedApp: App {
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

/// Applies a preset by name and reaches the bindings a theme editor edits.
struct AppearanceSettings: View {
  @GentleThemeManagerRuntime private var manager

  var body: some View {
    Button("Use the paper look") {
      let presets = GentleDesignSystemSpec.allPresets
      if let paper = presets.first(where: { $0.name == "Editorial Paper" }) {
        manager.theme.editableSpec = paper.spec
      }
      let bodyStyle = manager.typographyBinding(for: .body_m)
      let callToAction = manager.colorBinding(for: .primaryCTA)
      _ = (bodyStyle, callToAction)
    }
  }
}

/// Lists every preset, each previewed in its own theme.
struct PresetGallery: View {
  @Environment(ThemeManager.self) private var themeManager

  var body: some View {
    ScrollView {
      ForEach(GentleDesignSystemSpec.allPresets, id: \.name) { preset in
        Button {
          themeManager.theme.editableSpec = preset.spec
        } label: {
          GentleThemeRoot(theme: GentleTheme(defaultSpec: preset.spec, editableSpec: preset.spec)) {
            PresetRow(preset: preset)
          }
        }
      }
    }
  }
}

struct PresetRow: View {
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
