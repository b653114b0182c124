extension PresetRecipe {
  /// GentleDesignSystem's Technical Blue preset (seed article 003): precise and reliable, with blue
  /// accents. Its dark destructive fill is repaired (white on it measured 2.6-3.0:1 in the
  /// original).
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
      var roles = gentleTypography(titleWeight: .semibold)
      roles[.code]?.size = 14
      roles[.overline]?.design = .monospaced
      return roles
    }(),
    radii: RadiusScale(small: 4, medium: 6, large: 10, extraLarge: 14),
    buttonShape: .roundedRectangle, buttonAnimation: .squish)
}
