extension PresetRecipe {
  /// GentleDesignSystem's Compact Mint preset (seed article 003): dense and efficient, with mint
  /// accents. Its dark destructive fill is repaired (white on it measured 2.6-3.0:1 in the
  /// original).
  static let compactMint = PresetRecipe(
    name: "Compact Mint", summary: "Dense and efficient, with mint accents.",
    purpose: "Data-dense interfaces.", symbol: "tablecells",
    light: neutrals(
      "#FFFFFF", "#F3FAF8", "#FFFFFF", "#EAF5F2", "#FFFFFF", text: "#0D2520",
      secondaryText: "#3A5750", tertiary: "#54716A", disabled: "#9DB7B0",
      borders: ("#D8EBE6", "#BCD9D1", "#5C7E76")),
    dark: neutrals(
      "#08141A", "#0E1D22", "#13262C", "#050D11", "#1A3037", text: "#E9F8F4",
      secondaryText: "#B7D6CE", tertiary: "#86A9A0", disabled: "#4A6861",
      borders: ("#142A30", "#213F46", "#7FA59C")),
    lightHues: PresetRecipe.Hues(
      accent: "#0F8A74", destructive: "#C0362C", success: "#1E7B45", warning: "#9A5F00",
      error: "#C0362C", info: "#1F6FA3"),
    darkHues: PresetRecipe.Hues(
      accent: "#5EEAD4", destructive: "#FC9A8F", success: "#86EFAC", warning: "#FCD581",
      error: "#FC9A8F", info: "#93D0F5", onFill: "#050D11"),
    palette: ["mint": "#5EEAD4", "teal": "#0F8A74"],
    typography: gentleTypography(lineSpacing: 0),
    spacing: SpacingScale(xs: 2, sm: 4, md: 8, lg: 12, xl: 16, xxl: 24),
    gaps: GapTokens(tight: .xs, regular: .sm, loose: .lg),
    radii: RadiusScale(small: 4, medium: 6, large: 10, extraLarge: 14),
    borders: BorderWidths(hairline: 0.5, thin: 1, thick: 1.5), buttonShape: .roundedRectangle,
    buttonAnimation: .squish,
    insets: [
      .screen: AxisInsets(horizontal: .lg, vertical: .md),
      .card: AxisInsets(horizontal: .md, vertical: .sm),
      .button: AxisInsets(horizontal: .lg, vertical: .sm),
      .listRow: AxisInsets(horizontal: .lg, vertical: .sm),
      .field: AxisInsets(horizontal: .md, vertical: .sm),
      .sheet: AxisInsets(horizontal: .xl, vertical: .lg),
      .chip: AxisInsets(horizontal: .sm, vertical: .xs),
    ])
}
