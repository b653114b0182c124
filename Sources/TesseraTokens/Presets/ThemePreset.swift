/// A built-in theme as a theme picker shows it: display name, tagline, a longer description,
/// when to use it, an SF Symbol, and the theme itself (GentleDesignSystem's preset shape).
///
/// ```swift
/// if let paper = PresetThemes.allPresets.first(where: { $0.name == "Editorial Paper" }) {
///   ThemeManager.shared.setTheme(paper.spec)
/// }
/// ```
public struct ThemePreset: Sendable, Hashable, Identifiable {
  /// The display name ("Gentle Default").
  public var name: String
  /// A short tagline.
  public var summary: String
  /// A longer description of its character: colors, type and shape.
  public var description: String
  /// When to use it.
  public var purpose: String
  /// The SF Symbol name for pickers (Gentle's `systemImageString`).
  public var systemImageString: String
  /// The theme.
  public var spec: ThemeSpec

  /// The name, which is unique among the presets.
  public var id: String { name }

  /// The SF Symbol name, as ``ThemeSpec/symbol`` calls it.
  public var symbol: String { systemImageString }

  /// A preset for `spec`, its name, tagline, purpose and symbol taken from the spec.
  public init(spec: ThemeSpec, description: String) {
    self.name = spec.name
    self.summary = spec.summary
    self.description = description
    self.purpose = spec.purpose
    self.systemImageString = spec.symbol
    self.spec = spec
  }
}

extension PresetThemes {
  /// Every built-in theme as a ``ThemePreset``, in the order of ``all``.
  public static let allPresets: [ThemePreset] = all.map {
    ThemePreset(spec: $0, description: descriptions[$0.name] ?? $0.summary)
  }

  /// GentleDesignSystem's nine presets, in its order, under their published names.
  public static let gentlePresets: [ThemePreset] = Array(allPresets.dropFirst(5))

  /// The longer description of each preset, by name.
  static let descriptions: [String: String] = [
    "Default":
      "Blue actions on cool neutral grays, with bold titles and rounded-rectangle buttons that "
      + "press subtly; a general-purpose base.",
    "Ocean": "Deep sea blues and teals on cool, blue-tinted neutrals; steady and quiet.",
    "Forest": "Deep greens on warm, earthy neutrals; natural and grounded.",
    "Sunset": "Warm oranges and corals, as at dusk; friendly and lively.",
    "Lavender": "Soft purples on misty neutrals; gentle and reflective.",
    "Gentle Default":
      "System-like neutrals with a clear blue call to action, bold titles and rounded-"
      + "rectangle buttons that press subtly; a calm base to build on.",
    "Classic Tan":
      "Cream and parchment backgrounds, saddle-brown actions and serif titles; warm and "
      + "traditional.",
    "Modern Gray":
      "Zinc grays from near-white to near-black with a graphite accent, semibold titles and "
      + "tight corners; business-like and uncluttered.",
    "Soft Green":
      "Pale sage backgrounds, leaf-green actions, SF Rounded type, generous corners and "
      + "bouncy capsule buttons; fresh and soothing.",
    "Editorial Paper":
      "Paper-white pages, ink-dark text, an oxblood accent and serif type with open line "
      + "spacing; square-cornered and still, made for reading.",
    "Technical Blue":
      "Crisp blue actions on cool grays, semibold titles, monospaced overlines, small radii "
      + "and squishy buttons; precise and dependable.",
    "Bold Orange":
      "Saturated orange actions on warm neutrals, heavy titles, uppercase button titles and "
      + "springy capsule buttons; energetic and hard to ignore.",
    "Elegant Purple":
      "Plum and orchid with serif semibold titles, generous corners and capsule buttons that "
      + "pop; rich and premium without being loud.",
    "Compact Mint":
      "Mint and teal accents with a tighter spacing scale, smaller radii and no extra line "
      + "spacing; dense and efficient for data-heavy screens.",
  ]
}

/// GentleDesignSystem's name for its spec, kept so a Gentle app's preset code compiles:
/// `GentleDesignSystemSpec.allPresets` lists Gentle's nine presets as ``ThemePreset`` values
/// whose `spec` is the Tessera theme. To read a Gentle spec file, use
/// ``ThemeSpec/fromGentleSpec(_:name:)``.
public enum GentleDesignSystemSpec {
  /// GentleDesignSystem's nine presets: Gentle Default, Classic Tan, Modern Gray, Soft
  /// Green, Editorial Paper, Technical Blue, Bold Orange, Elegant Purple and Compact Mint.
  public static var allPresets: [ThemePreset] { PresetThemes.gentlePresets }
}
