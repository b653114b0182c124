extension PresetRecipe {
  /// GentleDesignSystem's Classic Tan preset (seed article 003): warm and timeless, in earthy
  /// tones. Its dark destructive fill is repaired (white on it measured 2.6-3.0:1 in the original).
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
    typography: gentleTypography(titleDesign: .serif),
    radii: RadiusScale(
      small: 6, medium: 10, large: 16, extraLarge: 24),
    buttonShape: .roundedRectangle, buttonAnimation: .subtlePress)
}
