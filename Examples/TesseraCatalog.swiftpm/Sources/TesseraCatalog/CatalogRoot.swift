import SwiftUI
import Tessera

/// What the catalog shows: the theme editor (where the platform has one), the presets, or the
/// gallery.
enum CatalogScreen: String, CaseIterable, Hashable {
  case editor = "Edit theme"
  case presets = "Presets"
  case gallery = "Gallery"
}

/// The catalog: it opens on the theme editor; the presets and the gallery are one choice away.
struct CatalogRoot: View {
  let themes: ThemeManager
  let editor: ThemeEditor
  let toasts: DSToastManager
  @State private var screen = CatalogScreen.editor
  @Environment(\.dsTheme) private var theme

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      DSSegmentedControl("Screen", options: CatalogScreen.allCases, selection: $screen) {
        $0.rawValue
      }
      .padding(theme.spacing.lg)
      switch screen {
      case .editor:
        #if os(tvOS) || os(watchOS)
        // No text entry worth editing a theme with: the picker is the theme UI here.
        DSThemePicker(themeManager: themes)
        #else
        DSThemeEditor(editor: editor)
        #endif
      case .presets:
        DSThemePicker(themeManager: themes)
      case .gallery:
        GalleryScreen(themes: themes, toasts: toasts)
      }
    }
    .dsBackgroundColor(.backgroundPrimary)
  }
}

/// The gallery screen: theme controls on top, then the gallery in the chosen preset or, with
/// "Every preset" on, once per preset.
struct GalleryScreen: View {
  let themes: ThemeManager
  let toasts: DSToastManager
  @State private var contentSizeIndex = Double(ContentSize.allCases.firstIndex(of: .large) ?? 3)
  @State private var showsEveryPreset = false
  @Environment(\.dsTheme) private var theme
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.colorSchemeContrast) private var colorSchemeContrast

  var body: some View {
    let contentSize = ContentSize.allCases[
      min(ContentSize.allCases.count - 1, max(0, Int(contentSizeIndex.rounded())))]
    ScrollView {
      VStack(alignment: .leading, spacing: theme.gaps.loose) {
        ThemeControls(
          themes: themes, contentSizeIndex: $contentSizeIndex, showsEveryPreset: $showsEveryPreset)
        if showsEveryPreset {
          ForEach(PresetThemes.all, id: \.name) { spec in
            VStack(alignment: .leading, spacing: theme.gaps.regular) {
              Text(spec.name).dsText(.title2).accessibilityAddTraits(.isHeader)
              Gallery(toasts: toasts)
                .environment(
                  \.dsTheme,
                  spec.resolved(
                    for: ThemeMode(colorScheme, colorSchemeContrast), contentSize: contentSize))
            }
          }
        } else {
          Gallery(toasts: toasts)
        }
      }
      .padding(theme.spacing.lg)
    }
    .dsBackgroundColor(.backgroundPrimary)
    .dynamicTypeSize(DynamicTypeSize(contentSize))
  }
}

/// Presets, brand color, scheme, contrast and Dynamic Type size.
struct ThemeControls: View {
  let themes: ThemeManager
  @Binding var contentSizeIndex: Double
  @Binding var showsEveryPreset: Bool
  @State private var brandHex = "#0A84FF"
  @State private var brandError: String?
  @Environment(\.dsTheme) private var theme

  var body: some View {
    DSCard(variant: .elevated) {
      VStack(alignment: .leading, spacing: theme.gaps.regular) {
        DSChipGroup(label: "Presets") {
          ForEach(PresetThemes.all, id: \.name) { spec in
            DSChip(spec.name, isSelected: presetBinding(spec))
          }
        }
        HStack(alignment: .bottom, spacing: theme.gaps.regular) {
          DSTextField("Brand color", text: $brandHex, prompt: "#RRGGBB", error: brandError)
          DSButton("Apply", role: .secondary) { applyBrand() }
        }
        DSSegmentedControl(
          "Appearance", options: ColorSchemePreference.allCases,
          selection: Bindable(themes).colorSchemePreference
        ) { $0.rawValue.capitalized }
        DSSegmentedControl(
          "Contrast", options: ContrastPreference.allCases,
          selection: Bindable(themes).contrastPreference
        ) { $0.rawValue.capitalized }
        DSSlider(
          "Text size", value: $contentSizeIndex,
          in: 0...Double(ContentSize.allCases.count - 1), step: 1
        ) { ContentSize.allCases[Int($0.rounded())].rawValue }
        DSToggle(isOn: $showsEveryPreset, label: "Every preset")
      }
    } header: {
      Text("Theme")
    }
  }

  private func presetBinding(_ spec: ThemeSpec) -> Binding<Bool> {
    Binding(
      get: { @MainActor in themes.currentTheme.name == spec.name },
      set: { @MainActor isOn in if isOn { themes.setTheme(spec) } })
  }

  private func applyBrand() {
    do {
      let brand = try BrandConfiguration(primaryHex: brandHex)
      themes.setTheme(brand.themeSpec(name: "Brand \(brandHex)"))
      brandError = nil
    } catch {
      brandError = "\(error)"
    }
  }
}
