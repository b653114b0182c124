extension PresetRecipe {
  /// GentleDesignSystem's Editorial Paper preset (seed article 003): refined and print-inspired.
  /// Its dark destructive fill is repaired (white on it measured 2.6-3.0:1 in the original).
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
    typography: gentleTypography(titleDesign: .serif, bodyDesign: .serif, lineSpacing: 5),
    radii: RadiusScale(small: 2, medium: 4, large: 8, extraLarge: 12),
    buttonShape: .rectangle, buttonAnimation: .none)
}
