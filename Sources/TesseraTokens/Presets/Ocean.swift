extension PresetRecipe {
  /// DesignSystemPro's Ocean preset: deep sea blues and teals.
  static let ocean = PresetRecipe(
    name: "Ocean", summary: "Deep sea blues and teals.",
    purpose: "Calm, trustworthy apps: finance, travel, weather.", symbol: "water.waves",
    light: PresetRecipe.Neutrals(
      backgroundPrimary: "#F8FBFD", backgroundSecondary: "#EEF6FA", backgroundElevated: "#FFFFFF",
      backgroundGrouped: "#E6F0F5", surfaceOverlay: "#FFFFFF", textPrimary: "#0C2A3A",
      textSecondary: "#35586B", textTertiary: "#557587", textDisabled: "#94AEBB",
      borderSubtle: "#D6E6EE", borderDefault: "#B9D2DE", borderStrong: "#5F8396"),
    dark: PresetRecipe.Neutrals(
      backgroundPrimary: "#071A26", backgroundSecondary: "#0D2533", backgroundElevated: "#113040",
      backgroundGrouped: "#04121B", surfaceOverlay: "#17394B", textPrimary: "#E8F4FA",
      textSecondary: "#B3CFDD", textTertiary: "#86A8B8", textDisabled: "#4F6E7E",
      borderSubtle: "#143345", borderDefault: "#1F4A60", borderStrong: "#7FA3B5"),
    lightHues: PresetRecipe.Hues(
      accent: "#0E7490", destructive: "#C81E1E", success: "#047857", warning: "#B45309",
      error: "#C81E1E", info: "#0369A1"),
    darkHues: PresetRecipe.Hues(
      accent: "#22D3EE", destructive: "#F87171", success: "#34D399", warning: "#FBBF24",
      error: "#F87171", info: "#7DD3FC", onFill: "#04121B"),
    palette: ["cyan700": "#0E7490", "cyan400": "#22D3EE", "navy": "#0C2A3A"],
    buttonShape: .capsule, buttonAnimation: .subtlePress)
}
