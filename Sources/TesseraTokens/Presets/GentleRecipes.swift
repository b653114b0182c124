/// GentleDesignSystem's nine presets (seed article 003): name, tagline, purpose and symbol as
/// published; colors chosen for each character, with the default CTA (white on it measured
/// 4.34:1 in the original) and every dark destructive fill (white on it 2.6-3.0:1) repaired.
enum GentleRecipes {
  /// Typography with `titleDesign` for titles, `bodyDesign` for text and an optional extra
  /// line spacing for reading.
  static func typography(
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

  static let systemLight = neutrals(
    "#FFFFFF", "#F2F2F7", "#FFFFFF", "#F2F2F7", "#FFFFFF", text: "#000000",
    secondaryText: "#3C3C43", tertiary: "#6C6C70", disabled: "#AEAEB2",
    borders: ("#E5E5EA", "#C6C6C8", "#8A8A8E"))
  static let systemDark = neutrals(
    "#000000", "#1C1C1E", "#1C1C1E", "#000000", "#2C2C2E", text: "#FFFFFF",
    secondaryText: "#EBEBF5", tertiary: "#AEAEB2", disabled: "#636366",
    borders: ("#2C2C2E", "#38383A", "#8E8E93"))

  static let gentleDefault = PresetRecipe(
    name: "Gentle Default", summary: "A calm, balanced foundation.",
    purpose: "A universal starting point with a clear hierarchy.", symbol: "circle.hexagongrid",
    light: systemLight, dark: systemDark,
    lightHues: PresetRecipe.Hues(
      accent: "#2476E8", destructive: "#E0352B", success: "#248A3D", warning: "#B25000",
      error: "#D70015", info: "#0071A4"),
    darkHues: PresetRecipe.Hues(
      accent: "#0A84FF", destructive: "#FF453A", success: "#30D158", warning: "#FFD60A",
      error: "#FF453A", info: "#64D2FF", onFill: "#000000"),
    palette: ["primaryCTA": "#2476E8", "destructive": "#E0352B"],
    typography: typography(), buttonShape: .roundedRectangle, buttonAnimation: .subtlePress)

  static let classicTan = PresetRecipe(
    name: "Classic Tan", summary: "Warm and timeless, in earthy tones.",
    purpose: "Apps that benefit from warmth and tradition.", symbol: "cup.and.saucer",
    light: neutrals(
      "#FAF6EF", "#F3ECDF", "#FFFDF8", "#EFE6D6", "#FFFDF8", text: "#2B2118",
      secondaryText: "#5A4A3A", tertiary: "#75624F", disabled: "#BBAA96",
      borders: ("#E8DCC8", "#D6C5AA", "#8C7760")),
    dark: neutrals(
      "#1A1511", "#231C16", "#2A221B", "#14100C", "#342A21", text: "#F6EEE3",
      secondaryText: "#D9C9B4", tertiary: "#AD9A83", disabled: "#6B5D4F",
      borders: ("#2F261E", "#44382C", "#A8957F")),
    lightHues: PresetRecipe.Hues(
      accent: "#8B5E34", destructive: "#A8322A", success: "#4F7A28", warning: "#9A5B00",
      error: "#A8322A", info: "#3D6A8A"),
    darkHues: PresetRecipe.Hues(
      accent: "#D9A66C", destructive: "#F08A7E", success: "#A9D18E", warning: "#F2C14E",
      error: "#F08A7E", info: "#9CC5E3", onFill: "#14100C"),
    palette: ["tan": "#C8A27A", "saddle": "#8B5E34", "cream": "#FAF6EF"],
    typography: typography(titleDesign: .serif),
    radii: RadiusScale(
      small: 6, medium: 10, large: 16, extraLarge: 24),
    buttonShape: .roundedRectangle, buttonAnimation: .subtlePress)

  static let modernGray = PresetRecipe(
    name: "Modern Gray", summary: "Elegant and minimal on a neutral base.",
    purpose: "Business apps where clarity matters most.", symbol: "square.grid.2x2",
    light: neutrals(
      "#FFFFFF", "#F4F4F5", "#FFFFFF", "#F4F4F5", "#FFFFFF", text: "#18181B",
      secondaryText: "#52525B", tertiary: "#71717A", disabled: "#A1A1AA",
      borders: ("#E4E4E7", "#D4D4D8", "#71717A")),
    dark: neutrals(
      "#09090B", "#18181B", "#18181B", "#09090B", "#27272A", text: "#FAFAFA",
      secondaryText: "#D4D4D8", tertiary: "#A1A1AA", disabled: "#52525B",
      borders: ("#27272A", "#3F3F46", "#A1A1AA")),
    lightHues: PresetRecipe.Hues(
      accent: "#3F3F46", destructive: "#DC2626", success: "#15803D", warning: "#B45309",
      error: "#DC2626", info: "#2563EB", link: "#2563EB"),
    darkHues: PresetRecipe.Hues(
      accent: "#E4E4E7", destructive: "#F87171", success: "#4ADE80", warning: "#FBBF24",
      error: "#F87171", info: "#60A5FA", link: "#93C5FD", onFill: "#09090B"),
    palette: ["zinc700": "#3F3F46", "zinc200": "#E4E4E7"],
    typography: typography(titleWeight: .semibold),
    radii: RadiusScale(small: 4, medium: 8, large: 12, extraLarge: 16),
    buttonShape: .roundedRectangle, buttonAnimation: .subtlePress)

  static let softGreen = PresetRecipe(
    name: "Soft Green", summary: "Fresh and natural, with soothing accents.",
    purpose: "Health, productivity and calm focus.", symbol: "leaf.circle",
    light: neutrals(
      "#F9FCF9", "#EFF6F0", "#FFFFFF", "#E8F1E9", "#FFFFFF", text: "#14261A",
      secondaryText: "#3F5646", tertiary: "#587060", disabled: "#A4B8AA",
      borders: ("#D9E8DC", "#BFD6C4", "#62806B")),
    dark: neutrals(
      "#0E1711", "#142019", "#192A20", "#09110C", "#213528", text: "#EDF7EF",
      secondaryText: "#C0D6C6", tertiary: "#8FAA97", disabled: "#536A5A",
      borders: ("#1C2E22", "#2A4332", "#86A48F")),
    lightHues: PresetRecipe.Hues(
      accent: "#3A8A5C", destructive: "#C2413A", success: "#2F7A4C", warning: "#9C6200",
      error: "#C2413A", info: "#2F6F95"),
    darkHues: PresetRecipe.Hues(
      accent: "#7BD3A0", destructive: "#F4978E", success: "#7BD3A0", warning: "#F5C66B",
      error: "#F4978E", info: "#8FC9EC", onFill: "#09110C"),
    palette: ["sage": "#3A8A5C", "mint": "#7BD3A0"],
    typography: typography(titleDesign: .rounded, bodyDesign: .rounded),
    radii: RadiusScale(small: 10, medium: 16, large: 24, extraLarge: 32),
    buttonShape: .capsule, buttonAnimation: .bouncy)

  static let editorialPaper = PresetRecipe(
    name: "Editorial Paper", summary: "Refined and print-inspired.",
    purpose: "Content-heavy apps and long-form reading.", symbol: "newspaper",
    light: neutrals(
      "#FBF8F1", "#F4EFE3", "#FFFDF7", "#EFE8D8", "#FFFDF7", text: "#1F1B16",
      secondaryText: "#4A433A", tertiary: "#6B6357", disabled: "#B3AB9D",
      borders: ("#E6DFCF", "#D3C9B5", "#7D7466")),
    dark: neutrals(
      "#171512", "#1F1C18", "#26221D", "#110F0D", "#2F2A24", text: "#F3EEE4",
      secondaryText: "#D3CBBD", tertiary: "#A69D8F", disabled: "#645D53",
      borders: ("#2B2722", "#3E3830", "#A0978A")),
    lightHues: PresetRecipe.Hues(
      accent: "#9B2C2C", destructive: "#B91C1C", success: "#3F6B2A", warning: "#8A5300",
      error: "#B91C1C", info: "#2B5C8A"),
    darkHues: PresetRecipe.Hues(
      accent: "#F0A3A3", destructive: "#FCA5A5", success: "#A7D28C", warning: "#EDC16A",
      error: "#FCA5A5", info: "#A3C8EE", onFill: "#110F0D"),
    palette: ["ink": "#1F1B16", "paper": "#FBF8F1", "oxblood": "#9B2C2C"],
    typography: typography(titleDesign: .serif, bodyDesign: .serif, lineSpacing: 5),
    radii: RadiusScale(small: 2, medium: 4, large: 8, extraLarge: 12),
    buttonShape: .rectangle, buttonAnimation: .none)

  static let technicalBlue = PresetRecipe(
    name: "Technical Blue", summary: "Precise and reliable, with blue accents.",
    purpose: "Developer tools and dashboards.", symbol: "cpu",
    light: neutrals(
      "#FFFFFF", "#F5F8FC", "#FFFFFF", "#EDF2F8", "#FFFFFF", text: "#0B1B2E",
      secondaryText: "#3A4D63", tertiary: "#56697F", disabled: "#A0AFC0",
      borders: ("#DDE5EF", "#C3D0DF", "#5F7189")),
    dark: neutrals(
      "#0A1220", "#101A2B", "#142136", "#060C16", "#1B2A42", text: "#EAF2FC",
      secondaryText: "#BCCBDD", tertiary: "#8C9DB3", disabled: "#4E5E74",
      borders: ("#17243A", "#24364F", "#8497B0")),
    lightHues: PresetRecipe.Hues(
      accent: "#0A66C2", destructive: "#C62828", success: "#1B7F3B", warning: "#A15C00",
      error: "#C62828", info: "#0A66C2"),
    darkHues: PresetRecipe.Hues(
      accent: "#58A6FF", destructive: "#FF7B72", success: "#56D364", warning: "#E3B341",
      error: "#FF7B72", info: "#79C0FF", onFill: "#060C16"),
    palette: ["blue": "#0A66C2", "sky": "#58A6FF"],
    typography: {
      var roles = typography(titleWeight: .semibold)
      roles[.code]?.size = 14
      roles[.overline]?.design = .monospaced
      return roles
    }(),
    radii: RadiusScale(small: 4, medium: 6, large: 10, extraLarge: 14),
    buttonShape: .roundedRectangle, buttonAnimation: .squish)

  static let boldOrange = PresetRecipe(
    name: "Bold Orange", summary: "Bright and energetic, with a strong presence.",
    purpose: "Apps that motivate action: fitness, delivery, events.", symbol: "flame",
    light: neutrals(
      "#FFFFFF", "#FFF5EE", "#FFFFFF", "#FDEBDD", "#FFFFFF", text: "#1C120B",
      secondaryText: "#4D3A2E", tertiary: "#6E5748", disabled: "#BCA898",
      borders: ("#F6E1D2", "#E9C9B2", "#8A6D5A")),
    dark: neutrals(
      "#120B07", "#1D130D", "#251912", "#0B0604", "#302017", text: "#FFF4EC",
      secondaryText: "#EBCFBC", tertiary: "#BC9C87", disabled: "#735C4E",
      borders: ("#2A1C14", "#3F2B1F", "#B0907B")),
    lightHues: PresetRecipe.Hues(
      accent: "#F26B1D", destructive: "#C81E4A", success: "#17803D", warning: "#A35400",
      error: "#C81E4A", info: "#1D5FD1"),
    darkHues: PresetRecipe.Hues(
      accent: "#FF8A3D", destructive: "#FF6B8A", success: "#4ADE80", warning: "#FFC53D",
      error: "#FF6B8A", info: "#8AB4FF", onFill: "#0B0604"),
    palette: ["orange": "#F26B1D", "ember": "#FF8A3D"],
    typography: typography(titleWeight: .heavy, uppercaseButtons: true),
    buttonShape: .capsule, buttonAnimation: .springBack)

  static let elegantPurple = PresetRecipe(
    name: "Elegant Purple", summary: "Refined and luxurious, in rich tones.",
    purpose: "Lifestyle, creative and premium apps.", symbol: "crown",
    light: neutrals(
      "#FDFBFF", "#F6F1FB", "#FFFFFF", "#EFE7F7", "#FFFFFF", text: "#1F1129",
      secondaryText: "#4E3B5E", tertiary: "#6B5A7A", disabled: "#B5A8C0",
      borders: ("#E9DEF2", "#D5C4E3", "#7C6A8C")),
    dark: neutrals(
      "#130B1A", "#1B1224", "#23182F", "#0D0712", "#2D2039", text: "#F7F0FC",
      secondaryText: "#D9C8E6", tertiary: "#AA97B9", disabled: "#665673",
      borders: ("#261A31", "#3A2A48", "#A592B5")),
    lightHues: PresetRecipe.Hues(
      accent: "#6B2FA3", destructive: "#B3264B", success: "#2E7D4F", warning: "#95590A",
      error: "#B3264B", info: "#3F51B5"),
    darkHues: PresetRecipe.Hues(
      accent: "#CBA6F7", destructive: "#F7A1B5", success: "#A6E3A1", warning: "#F9E2AF",
      error: "#F7A1B5", info: "#B4BEFE", onFill: "#0D0712"),
    palette: ["plum": "#6B2FA3", "orchid": "#CBA6F7"],
    typography: typography(titleDesign: .serif, titleWeight: .semibold),
    radii: RadiusScale(small: 8, medium: 14, large: 22, extraLarge: 30),
    buttonShape: .capsule, buttonAnimation: .pop)

  static let compactMint = PresetRecipe(
    name: "Compact Mint", summary: "Dense and efficient, with mint accents.",
    purpose: "Data-dense interfaces.", symbol: "tablecells",
    light: neutrals(
      "#FFFFFF", "#F3FAF8", "#FFFFFF", "#EAF5F2", "#FFFFFF", text: "#0D2520",
      secondaryText: "#3A5750", tertiary: "#54716A", disabled: "#9DB7B0",
      borders: ("#D8EBE6", "#BCD9D1", "#5C7E76")),
    dark: neutrals(
      "#08141A", "#0E1D22", "#13262C", "#050D11", "#1A3037", text: "#E9F8F4",
      secondaryText: "#B7D6CE", tertiary: "#86A9A0", disabled: "#4A6861",
      borders: ("#142A30", "#213F46", "#7FA59C")),
    lightHues: PresetRecipe.Hues(
      accent: "#0F8A74", destructive: "#C0362C", success: "#1E7B45", warning: "#9A5F00",
      error: "#C0362C", info: "#1F6FA3"),
    darkHues: PresetRecipe.Hues(
      accent: "#5EEAD4", destructive: "#FC9A8F", success: "#86EFAC", warning: "#FCD581",
      error: "#FC9A8F", info: "#93D0F5", onFill: "#050D11"),
    palette: ["mint": "#5EEAD4", "teal": "#0F8A74"],
    typography: typography(lineSpacing: 0),
    spacing: SpacingScale(xs: 2, sm: 4, md: 8, lg: 12, xl: 16, xxl: 24),
    gaps: GapTokens(tight: .xs, regular: .sm, loose: .lg),
    radii: RadiusScale(small: 4, medium: 6, large: 10, extraLarge: 14),
    borders: BorderWidths(hairline: 0.5, thin: 1, thick: 1.5), buttonShape: .roundedRectangle,
    buttonAnimation: .squish,
    insets: [
      .screen: AxisInsets(horizontal: .lg, vertical: .md),
      .card: AxisInsets(horizontal: .md, vertical: .sm),
      .button: AxisInsets(horizontal: .lg, vertical: .sm),
      .listRow: AxisInsets(horizontal: .lg, vertical: .sm),
      .field: AxisInsets(horizontal: .md, vertical: .sm),
      .sheet: AxisInsets(horizontal: .xl, vertical: .lg),
      .chip: AxisInsets(horizontal: .sm, vertical: .xs),
    ])
}
