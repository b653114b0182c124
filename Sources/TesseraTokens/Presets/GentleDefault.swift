extension PresetRecipe {
  /// GentleDesignSystem's Gentle Default (seed article 003), with the default CTA repaired (white
  /// on it measured 4.34:1 in the original).
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
    typography: gentleTypography(), buttonShape: .roundedRectangle, buttonAnimation: .subtlePress)
}
