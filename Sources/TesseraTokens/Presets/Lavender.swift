extension PresetRecipe {
  /// DesignSystemPro's Lavender preset: soft purples and misty neutrals.
  static let lavender = PresetRecipe(
    name: "Lavender", summary: "Soft purples and misty neutrals.",
    purpose: "Mindfulness, journaling and creative apps.", symbol: "sparkles",
    light: PresetRecipe.Neutrals(
      backgroundPrimary: "#FCFAFF", backgroundSecondary: "#F5F0FF", backgroundElevated: "#FFFFFF",
      backgroundGrouped: "#EEE7FB", surfaceOverlay: "#FFFFFF", textPrimary: "#1E1530",
      textSecondary: "#4C3F66", textTertiary: "#665A80", textDisabled: "#B0A6C4",
      borderSubtle: "#E6DDF7", borderDefault: "#D2C5EC", borderStrong: "#75698E"),
    dark: PresetRecipe.Neutrals(
      backgroundPrimary: "#15111F", backgroundSecondary: "#1D1729", backgroundElevated: "#251E34",
      backgroundGrouped: "#0F0C17", surfaceOverlay: "#2E2640", textPrimary: "#F4F0FF",
      textSecondary: "#D2C8EA", textTertiary: "#A59BBF", textDisabled: "#625A78",
      borderSubtle: "#2A2238", borderDefault: "#3B3150", borderStrong: "#A095BA"),
    lightHues: PresetRecipe.Hues(
      accent: "#7C3AED", destructive: "#C2185B", success: "#15803D", warning: "#B45309",
      error: "#C2185B", info: "#4F46E5"),
    darkHues: PresetRecipe.Hues(
      accent: "#C4B5FD", destructive: "#F9A8D4", success: "#86EFAC", warning: "#FCD34D",
      error: "#F9A8D4", info: "#A5B4FC", onFill: "#0F0C17"),
    palette: ["violet600": "#7C3AED", "violet300": "#C4B5FD"],
    buttonShape: .capsule, buttonAnimation: .bouncy)
}
