extension PresetRecipe {
  /// GentleDesignSystem's Bold Orange preset (seed article 003): bright and energetic, with a
  /// strong presence. Its dark destructive fill is repaired (white on it measured 2.6-3.0:1 in the
  /// original).
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
    typography: gentleTypography(titleWeight: .heavy, uppercaseButtons: true),
    buttonShape: .capsule, buttonAnimation: .springBack)
}
