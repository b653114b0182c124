extension PresetRecipe {
  /// GentleDesignSystem's Modern Gray preset (seed article 003): elegant and minimal on a neutral
  /// base. Its dark destructive fill is repaired (white on it measured 2.6-3.0:1 in the original).
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
    typography: gentleTypography(titleWeight: .semibold),
    radii: RadiusScale(small: 4, medium: 8, large: 12, extraLarge: 16),
    buttonShape: .roundedRectangle, buttonAnimation: .subtlePress)
}
