extension PresetRecipe {
  /// DesignSystemPro's default theme (seed articles 000/001) on a Tailwind-style gray and blue
  /// palette: blue-600 #2563EB in light mode, blue-400 #60A5FA in dark mode with gray-900 text on
  /// it (the seed's fix).
  static let `default` = PresetRecipe(
    name: "Default", summary: "Clean blue on neutral grays.",
    purpose: "A general-purpose starting point for any app.", symbol: "circle.lefthalf.filled",
    light: grayLight, dark: grayDark,
    lightHues: PresetRecipe.Hues(
      accent: "#2563EB", destructive: "#DC2626", success: "#16A34A", warning: "#D97706",
      error: "#DC2626", info: "#0284C7"),
    darkHues: PresetRecipe.Hues(
      accent: "#60A5FA", destructive: "#F87171", success: "#4ADE80", warning: "#FBBF24",
      error: "#F87171", info: "#38BDF8", onFill: "#111827"),
    palette: [
      "gray50": "#F9FAFB", "gray100": "#F3F4F6", "gray200": "#E5E7EB", "gray300": "#D1D5DB",
      "gray400": "#9CA3AF", "gray500": "#6B7280", "gray600": "#4B5563", "gray700": "#374151",
      "gray800": "#1F2937", "gray900": "#111827", "blue400": "#60A5FA", "blue500": "#3B82F6",
      "blue600": "#2563EB", "blue700": "#1D4ED8", "green500": "#22C55E", "green600": "#16A34A",
      "red400": "#F87171", "red600": "#DC2626", "amber400": "#FBBF24", "amber600": "#D97706",
    ],
    buttonShape: .roundedRectangle, buttonAnimation: .subtlePress)
}
