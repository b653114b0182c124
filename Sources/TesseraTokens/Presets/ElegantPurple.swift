extension PresetRecipe {
  /// GentleDesignSystem's Elegant Purple preset (seed article 003): refined and luxurious, in rich
  /// tones. Its dark destructive fill is repaired (white on it measured 2.6-3.0:1 in the original).
  static let elegantPurple = PresetRecipe(
    name: "Elegant Purple", summary: "Refined and luxurious, in rich tones.",
    purpose: "Lifestyle, creative and premium apps.", symbol: "crown",
    light: neutrals(
      "#FDFBFF", "#F6F1FB", "#FFFFFF", "#EFE7F7", "#FFFFFF", text: "#1F1129",
      secondaryText: "#4E3B5E", tertiary: "#6B5A7A", disabled: "#B5A8C0",
      borders: ("#E9DEF2", "#D5C4E3", "#7C6A8C")),
    dark: neutrals(
      "#130B1A", "#1B1224", "#23182F", "#0D0712", "#2D2039", text: "#F7F0FC",
      secondaryText: "#D9C8E6", tertiary: "#AA97B9", disabled: "#665673",
      borders: ("#261A31", "#3A2A48", "#A592B5")),
    lightHues: PresetRecipe.Hues(
      accent: "#6B2FA3", destructive: "#B3264B", success: "#2E7D4F", warning: "#95590A",
      error: "#B3264B", info: "#3F51B5"),
    darkHues: PresetRecipe.Hues(
      accent: "#CBA6F7", destructive: "#F7A1B5", success: "#A6E3A1", warning: "#F9E2AF",
      error: "#F7A1B5", info: "#B4BEFE", onFill: "#0D0712"),
    palette: ["plum": "#6B2FA3", "orchid": "#CBA6F7"],
    typography: gentleTypography(titleDesign: .serif, titleWeight: .semibold),
    radii: RadiusScale(small: 8, medium: 14, large: 22, extraLarge: 30),
    buttonShape: .capsule, buttonAnimation: .pop)
}
