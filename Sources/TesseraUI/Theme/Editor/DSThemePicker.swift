#if canImport(SwiftUI)
import SwiftUI
import TesseraColor
import TesseraLocalization
import TesseraState
import TesseraTokens

/// The presets as cards, each drawn in its own theme with its name, summary and purpose (as
/// GentleDesignSystem's demo shows them), and a card that generates a theme from a brand
/// colour. Choosing one applies it through the manager, as an undoable switch.
///
/// Its words are Tessera's built-in strings in the environment's `locale`.
///
/// Works on every platform Tessera supports; on tvOS and watchOS it is the whole theme UI
/// (``DSThemeEditor`` needs text entry and a pointer or touch).
///
/// ```swift
/// NavigationStack {
///   DSThemePicker(themeManager: themes)
/// }
/// ```
public struct DSThemePicker: View {
  private let themeManager: ThemeManager
  private let themes: [ThemeSpec]
  @State private var brandHex = ""
  @State private var brandError: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale

  /// Creates a picker.
  /// - Parameters:
  ///   - themeManager: The manager the chosen theme is applied to.
  ///   - themes: The themes offered, in order; every preset by default.
  public init(themeManager: ThemeManager = .shared, themes: [ThemeSpec] = PresetThemes.all) {
    self.themeManager = themeManager
    self.themes = themes
  }

  /// The cards in a scrolling column.
  public var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: theme.gaps.regular) {
        ForEach(themes, id: \.name) { spec in
          DSThemePickerCard(spec: spec, isSelected: themeManager.currentTheme.name == spec.name) {
            themeManager.setTheme(spec)
          }
          // The card reads the theme it offers, in the scheme and contrast around it and the
          // ones the person chose in the app (an Increase Contrast the system does not have).
          .environment(
            \.dsThemeInput,
            .source(ThemeSource(spec: spec, preferences: themeManager.preferences)))
        }
        brandCard
      }
      .padding(theme.spacing.lg)
    }
  }

  private var brandCard: some View {
    let language = LocalizationLanguage.preferred(for: locale)
    return DSCard(variant: .secondary) {
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        Text(verbatim: LocalizedPhrase(.themePickerBrandTitle).string(in: language))
          .dsTypography(.headline)
        Text(verbatim: LocalizedPhrase(.themePickerBrandDetail).string(in: language))
          .dsText(.footnote, colorRole: .textSecondary)
        DSTextField(
          LocalizedPhrase(.themePickerBrandField).string(in: language), text: $brandHex,
          prompt: LocalizedPhrase(.themePickerBrandPrompt).string(in: language), error: brandError)
        DSButton(LocalizedPhrase(.themePickerGenerate).string(in: language), role: .secondary) {
          generateBrandTheme()
        }
      }
    }
  }

  private func generateBrandTheme() {
    do {
      let brand = try BrandConfiguration(primaryHex: brandHex)
      brandError = nil
      themeManager.setTheme(brand.generate(name: "Brand \(brand.primary.hexString)").spec)
    } catch {
      brandError = error.description
    }
  }
}

/// One theme as a card drawn in that theme: its symbol, name, summary, purpose and a strip
/// of its accent and status colours. The whole card is one button; the chosen one carries
/// the selected trait.
struct DSThemePickerCard: View {
  let spec: ThemeSpec
  let isSelected: Bool
  let action: @MainActor () -> Void
  @Environment(\.dsTheme) private var theme

  var body: some View {
    Button(action: action) {
      DSCard(variant: isSelected ? .elevated : .flat) {
        VStack(alignment: .leading, spacing: theme.gaps.tight) {
          HStack(spacing: theme.gaps.tight) {
            Image(systemName: spec.symbol).accessibilityHidden(true)
            Text(spec.name).dsTypography(.headline)
            Spacer(minLength: 0)
            if isSelected {
              Image(systemName: "checkmark.circle.fill")
                .dsForegroundColor(.accent)
                .accessibilityHidden(true)
            }
          }
          Text(spec.summary).dsText(.subheadline, colorRole: .textSecondary)
          Text(spec.purpose).dsText(.footnote, colorRole: .textSecondary)
          // The strip shows the offered theme's own values as content, a sample of what the
          // card offers (as the editor's swatches do), hidden from VoiceOver; it is not chrome
          // whose contrast the audit promises.
          HStack(spacing: theme.gaps.tight) {
            ForEach([ColorRole.accent, .success, .warning, .error, .info], id: \.self) { role in
              RoundedRectangle(cornerRadius: theme.radii.small)
                .fill(Color(spec.colorValues(role).value(for: theme.mode)))
                .frame(width: 28, height: 16)
            }
          }
          .accessibilityHidden(true)
        }
      }
    }
    .buttonStyle(.plain)
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(isSelected ? .isSelected : [])
  }
}
#endif
