/// DesignSystemPro's themes (seed articles 000/001): the default light/dark theme on a
/// Tailwind-style gray and blue palette (blue-600 #2563EB light, blue-400 #60A5FA dark with
/// gray-900 text on it, the seed's fix), and the ocean, forest, sunset and lavender presets.
enum DesignSystemProRecipes {
  static let grayLight = PresetRecipe.Neutrals(
    backgroundPrimary: "#FFFFFF", backgroundSecondary: "#F9FAFB", backgroundElevated: "#FFFFFF",
    backgroundGrouped: "#F3F4F6", surfaceOverlay: "#FFFFFF", textPrimary: "#111827",
    textSecondary: "#4B5563", textTertiary: "#6B7280", textDisabled: "#9CA3AF",
    borderSubtle: "#E5E7EB", borderDefault: "#D1D5DB", borderStrong: "#6B7280")

  static let grayDark = PresetRecipe.Neutrals(
    backgroundPrimary: "#111827", backgroundSecondary: "#1F2937", backgroundElevated: "#1F2937",
    backgroundGrouped: "#0B1120", surfaceOverlay: "#1F2937", textPrimary: "#F9FAFB",
    textSecondary: "#D1D5DB", textTertiary: "#9CA3AF", textDisabled: "#6B7280",
    borderSubtle: "#1F2937", borderDefault: "#374151", borderStrong: "#9CA3AF")

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

  static let ocean = PresetRecipe(
    name: "Ocean", summary: "Deep sea blues and teals.",
    purpose: "Calm, trustworthy apps: finance, travel, weather.", symbol: "water.waves",
    light: PresetRecipe.Neutrals(
      backgroundPrimary: "#F8FBFD", backgroundSecondary: "#EEF6FA", backgroundElevated: "#FFFFFF",
      backgroundGrouped: "#E6F0F5", surfaceOverlay: "#FFFFFF", textPrimary: "#0C2A3A",
      textSecondary: "#35586B", textTertiary: "#557587", textDisabled: "#94AEBB",
      borderSubtle: "#D6E6EE", borderDefault: "#B9D2DE", borderStrong: "#5F8396"),
    dark: PresetRecipe.Neutrals(
      backgroundPrimary: "#071A26", backgroundSecondary: "#0D2533", backgroundElevated: "#113040",
      backgroundGrouped: "#04121B", surfaceOverlay: "#17394B", textPrimary: "#E8F4FA",
      textSecondary: "#B3CFDD", textTertiary: "#86A8B8", textDisabled: "#4F6E7E",
      borderSubtle: "#143345", borderDefault: "#1F4A60", borderStrong: "#7FA3B5"),
    lightHues: PresetRecipe.Hues(
      accent: "#0E7490", destructive: "#C81E1E", success: "#047857", warning: "#B45309",
      error: "#C81E1E", info: "#0369A1"),
    darkHues: PresetRecipe.Hues(
      accent: "#22D3EE", destructive: "#F87171", success: "#34D399", warning: "#FBBF24",
      error: "#F87171", info: "#7DD3FC", onFill: "#04121B"),
    palette: ["cyan700": "#0E7490", "cyan400": "#22D3EE", "navy": "#0C2A3A"],
    buttonShape: .capsule, buttonAnimation: .subtlePress)

  static let forest = PresetRecipe(
    name: "Forest", summary: "Deep greens on warm, earthy neutrals.",
    purpose: "Outdoor, wellbeing and sustainability apps.", symbol: "leaf",
    light: PresetRecipe.Neutrals(
      backgroundPrimary: "#FAFAF5", backgroundSecondary: "#F1F3EA", backgroundElevated: "#FFFFFF",
      backgroundGrouped: "#EAEDE1", surfaceOverlay: "#FFFFFF", textPrimary: "#1B2A1E",
      textSecondary: "#46574A", textTertiary: "#5E6E61", textDisabled: "#A3AEA5",
      borderSubtle: "#DDE3D6", borderDefault: "#C5CEBD", borderStrong: "#6A7A6D"),
    dark: PresetRecipe.Neutrals(
      backgroundPrimary: "#0F1A12", backgroundSecondary: "#16241A", backgroundElevated: "#1C2E21",
      backgroundGrouped: "#0A130C", surfaceOverlay: "#243A2A", textPrimary: "#EEF5EC",
      textSecondary: "#C2D1C1", textTertiary: "#93A794", textDisabled: "#5A6D5C",
      borderSubtle: "#1F3325", borderDefault: "#2E4735", borderStrong: "#8BA08D"),
    lightHues: PresetRecipe.Hues(
      accent: "#2F6F3E", destructive: "#B42318", success: "#2F6F3E", warning: "#A15C07",
      error: "#B42318", info: "#1D5F8C"),
    darkHues: PresetRecipe.Hues(
      accent: "#6FCF83", destructive: "#F97066", success: "#6FCF83", warning: "#FDB022",
      error: "#F97066", info: "#7CC4F5", onFill: "#0A130C"),
    palette: ["pine": "#2F6F3E", "moss": "#6FCF83", "bark": "#1B2A1E"],
    buttonShape: .roundedRectangle, buttonAnimation: .squish)

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
