extension PresetRecipe {
  /// GentleDesignSystem's Soft Green preset (seed article 003): fresh and natural, with soothing
  /// accents. Its dark destructive fill is repaired (white on it measured 2.6-3.0:1 in the
  /// original).
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
    typography: gentleTypography(titleDesign: .rounded, bodyDesign: .rounded),
    radii: RadiusScale(small: 10, medium: 16, large: 24, extraLarge: 32),
    buttonShape: .capsule, buttonAnimation: .bouncy)
}
