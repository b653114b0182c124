extension PresetRecipe {
  /// DesignSystemPro's Forest preset: deep greens on warm, earthy neutrals.
  static let forest = PresetRecipe(
    name: "Forest", summary: "Deep greens on warm, earthy neutrals.",
    purpose: "Outdoor, wellbeing and sustainability apps.", symbol: "leaf",
    light: PresetRecipe.Neutrals(
      backgroundPrimary: "#FAFAF5", backgroundSecondary: "#F1F3EA", backgroundElevated: "#FFFFFF",
      backgroundGrouped: "#EAEDE1", surfaceOverlay: "#FFFFFF", textPrimary: "#1B2A1E",
      textSecondary: "#46574A", textTertiary: "#5E6E61", textDisabled: "#A3AEA5",
      borderSubtle: "#DDE3D6", borderDefault: "#C5CEBD", borderStrong: "#6A7A6D"),
    dark: PresetRecipe.Neutrals(
      backgroundPrimary: "#0F1A12", backgroundSecondary: "#16241A", backgroundElevated: "#1C2E21",
      backgroundGrouped: "#0A130C", surfaceOverlay: "#243A2A", textPrimary: "#EEF5EC",
      textSecondary: "#C2D1C1", textTertiary: "#93A794", textDisabled: "#5A6D5C",
      borderSubtle: "#1F3325", borderDefault: "#2E4735", borderStrong: "#8BA08D"),
    lightHues: PresetRecipe.Hues(
      accent: "#2F6F3E", destructive: "#B42318", success: "#2F6F3E", warning: "#A15C07",
      error: "#B42318", info: "#1D5F8C"),
    darkHues: PresetRecipe.Hues(
      accent: "#6FCF83", destructive: "#F97066", success: "#6FCF83", warning: "#FDB022",
      error: "#F97066", info: "#7CC4F5", onFill: "#0A130C"),
    palette: ["pine": "#2F6F3E", "moss": "#6FCF83", "bark": "#1B2A1E"],
    buttonShape: .roundedRectangle, buttonAnimation: .squish)
}
