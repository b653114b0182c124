/// The neutrals and typography several presets share.
extension PresetRecipe {
  /// Tailwind-style grays, light (DesignSystemPro).
  static let grayLight = PresetRecipe.Neutrals(
    backgroundPrimary: "#FFFFFF", backgroundSecondary: "#F9FAFB", backgroundElevated: "#FFFFFF",
    backgroundGrouped: "#F3F4F6", surfaceOverlay: "#FFFFFF", textPrimary: "#111827",
    textSecondary: "#4B5563", textTertiary: "#6B7280", textDisabled: "#9CA3AF",
    borderSubtle: "#E5E7EB", borderDefault: "#D1D5DB", borderStrong: "#6B7280")

  /// Tailwind-style grays, dark (DesignSystemPro).
  static let grayDark = PresetRecipe.Neutrals(
    backgroundPrimary: "#111827", backgroundSecondary: "#1F2937", backgroundElevated: "#1F2937",
    backgroundGrouped: "#0B1120", surfaceOverlay: "#1F2937", textPrimary: "#F9FAFB",
    textSecondary: "#D1D5DB", textTertiary: "#9CA3AF", textDisabled: "#6B7280",
    borderSubtle: "#1F2937", borderDefault: "#374151", borderStrong: "#9CA3AF")

  /// Typography with `titleDesign` for titles, `bodyDesign` for text and an optional extra
  /// line spacing for reading.
  static func gentleTypography(
    titleDesign: FontDesignToken = .default, bodyDesign: FontDesignToken = .default,
    titleWeight: FontWeightToken = .bold, lineSpacing: Double = 2, uppercaseButtons: Bool = false
  ) -> [TypographyRole: TypographyRoleSpec] {
    var roles = ThemeDefaults.typography
    for role in [TypographyRole.largeTitle, .title, .title2, .displayLarge, .displayMedium] {
      roles[role]?.design = titleDesign
      roles[role]?.weight = titleWeight
    }
    roles[.title3]?.design = titleDesign
    for role in [TypographyRole.body, .bodySecondary, .callout, .subheadline, .footnote] {
      roles[role]?.design = bodyDesign
    }
    roles[.body]?.lineSpacing = lineSpacing
    roles[.bodySecondary]?.lineSpacing = lineSpacing
    if uppercaseButtons {
      roles[.button]?.isUppercased = true
      roles[.button]?.letterSpacing = 0.5
    }
    return roles
  }

  /// The neutrals of one scheme, in the order Gentle lists them.
  static func neutrals(
    _ page: String, _ secondary: String, _ elevated: String, _ grouped: String, _ overlay: String,
    text: String, secondaryText: String, tertiary: String, disabled: String,
    borders: (String, String, String)
  ) -> PresetRecipe.Neutrals {
    PresetRecipe.Neutrals(
      backgroundPrimary: page, backgroundSecondary: secondary, backgroundElevated: elevated,
      backgroundGrouped: grouped, surfaceOverlay: overlay, textPrimary: text,
      textSecondary: secondaryText, textTertiary: tertiary, textDisabled: disabled,
      borderSubtle: borders.0, borderDefault: borders.1, borderStrong: borders.2)
  }

  /// Apple-system neutrals, light (Gentle Default).
  static let systemLight = neutrals(
    "#FFFFFF", "#F2F2F7", "#FFFFFF", "#F2F2F7", "#FFFFFF", text: "#000000",
    secondaryText: "#3C3C43", tertiary: "#6C6C70", disabled: "#AEAEB2",
    borders: ("#E5E5EA", "#C6C6C8", "#8A8A8E"))
  /// Apple-system neutrals, dark (Gentle Default).
  static let systemDark = neutrals(
    "#000000", "#1C1C1E", "#1C1C1E", "#000000", "#2C2C2E", text: "#FFFFFF",
    secondaryText: "#EBEBF5", tertiary: "#AEAEB2", disabled: "#636366",
    borders: ("#2C2C2E", "#38383A", "#8E8E93"))
}
