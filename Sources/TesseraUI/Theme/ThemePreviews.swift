#if canImport(SwiftUI)
import SwiftUI
import TesseraState
import TesseraTokens

#Preview("DSApp: the app root with a toast") {
  @Previewable @State var themes = ThemeManager()
  @Previewable @State var toasts = previewToasts()
  DSApp(themeManager: themes, toastManager: toasts) {
    VStack(spacing: 16) {
      DSNavigationBar("Inbox")
      DSEmptyState("No messages", message: "New messages appear here.", systemImage: "tray")
      Spacer()
    }
  }
}

#Preview("ThemeProvider: presets") {
  ScrollView {
    VStack(spacing: 16) {
      DSThemeProvider(themeManager: ThemeManager()) {
        previewSample("Default")
      }
      DSThemeProvider(themeManager: ThemeManager(theme: PresetThemes.ocean)) {
        previewSample("Ocean")
      }
      DSThemeProvider(themeManager: ThemeManager(theme: PresetThemes.sunset)) {
        previewSample("Sunset")
      }
      DSThemeProvider(
        themeManager: ThemeManager(theme: PresetThemes.forest, colorSchemePreference: .dark)
      ) {
        previewSample("Forest, dark")
      }
    }
    .padding()
  }
}

#Preview("GentleThemeRoot: a Gentle theme and a manager") {
  ScrollView {
    VStack(spacing: 16) {
      GentleThemeRoot(theme: .default) {
        previewSample("Gentle Default")
      }
      GentleThemeRoot(themeManager: ThemeManager(theme: PresetThemes.classicTan)) {
        previewSample("Classic Tan")
      }
    }
    .padding()
  }
}

/// A card with a button and a toggle, drawn in the theme above it.
@MainActor @ViewBuilder private func previewSample(_ title: LocalizedStringKey) -> some View {
  DSCard(variant: .elevated) {
    VStack(alignment: .leading, spacing: 12) {
      DSToggle(isOn: .constant(true), label: "Notifications")
      DSButton("Continue", isFullWidth: true) {}
    }
  } header: {
    Text(title)
  }
}

/// A toast manager showing a toast that stays until dismissed.
@MainActor private func previewToasts() -> DSToastManager {
  let manager = DSToastManager()
  manager.show(
    DSToastData(
      title: "Welcome back", message: "You're signed in.", style: .success, duration: .infinity))
  return manager
}
#endif
