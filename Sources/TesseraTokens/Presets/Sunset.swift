extension PresetRecipe {
  /// DesignSystemPro's Sunset preset: warm oranges and corals.
  static let sunset = PresetRecipe(
    name: "Sunset", summary: "Warm oranges and corals at dusk.",
    purpose: "Social, food and entertainment apps that want warmth.", symbol: "sun.horizon",
    light: PresetRecipe.Neutrals(
      backgroundPrimary: "#FFFBF7", backgroundSecondary: "#FFF3EA", backgroundElevated: "#FFFFFF",
      backgroundGrouped: "#FBEBDD", surfaceOverlay: "#FFFFFF", textPrimary: "#2A1710",
      textSecondary: "#5C3D30", textTertiary: "#7A5646", textDisabled: "#BFA597",
      borderSubtle: "#F3DDCF", borderDefault: "#E6C6B3", borderStrong: "#8A6756"),
    dark: PresetRecipe.Neutrals(
      backgroundPrimary: "#1C1210", backgroundSecondary: "#261815", backgroundElevated: "#2E1F1B",
      backgroundGrouped: "#140C0A", surfaceOverlay: "#3A2822", textPrimary: "#FFF1EA",
      textSecondary: "#E6C9BC", textTertiary: "#B8978A", textDisabled: "#735A50",
      borderSubtle: "#33221D", borderDefault: "#4A322A", borderStrong: "#A8877A"),
    lightHues: PresetRecipe.Hues(
      accent: "#EA580C", destructive: "#BE123C", success: "#15803D", warning: "#B45309",
      error: "#BE123C", info: "#1D4ED8"),
    darkHues: PresetRecipe.Hues(
      accent: "#FB923C", destructive: "#FB7185", success: "#4ADE80", warning: "#FCD34D",
      error: "#FB7185", info: "#93C5FD", onFill: "#140C0A"),
    palette: ["orange600": "#EA580C", "orange400": "#FB923C", "rose700": "#BE123C"],
    buttonShape: .capsule, buttonAnimation: .pop)
}
