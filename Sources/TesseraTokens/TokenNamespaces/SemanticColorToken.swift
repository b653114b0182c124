import TesseraColor

/// A semantic color in DesignSystemPro's vocabulary: a ``ColorRole`` with a light, a dark and
/// a high-contrast value (from the default theme unless created from another spec).
///
/// ```swift
/// let label = ColorTokens.Foreground.onAccent.resolved(for: .dark, highContrast: false)
/// let themed = ColorTokens.Accent.primary.resolved(in: theme)  // follows the active theme
/// ```
public struct SemanticColorToken: Sendable, Hashable, Codable {
  /// The role the token stands for.
  public let role: ColorRole
  /// The token's values in the four modes.
  public let values: ColorValues

  /// A token for `role` with the values of `spec` (the default theme when omitted).
  public init(_ role: ColorRole, in spec: ThemeSpec = PresetThemes.default) {
    self.role = role
    self.values = spec.colorValues(role)
  }

  /// A token with explicit values.
  public init(role: ColorRole, values: ColorValues) {
    self.role = role
    self.values = values
  }

  /// The light-mode value.
  public var light: SRGBColor { values.light }
  /// The dark-mode value.
  public var dark: SRGBColor { values.dark }
  /// The light-mode value with Increase Contrast.
  public var highContrast: SRGBColor { values.lightIncreasedContrast }
  /// The dark-mode value with Increase Contrast.
  public var darkHighContrast: SRGBColor { values.darkIncreasedContrast }

  /// The value for a scheme and the Increase Contrast setting. A pure function, so a test can
  /// measure contrast in every scheme without a view.
  public func resolved(for scheme: ThemeScheme, highContrast: Bool = false) -> SRGBColor {
    values.value(for: ThemeMode(scheme: scheme, contrast: highContrast ? .increased : .standard))
  }

  /// The value of the token's role in an already resolved theme: the active theme's color, so
  /// components built on tokens follow presets and brand themes.
  public func resolved(in theme: ResolvedTheme) -> SRGBColor { theme.color(role) }
}

/// DesignSystemPro's semantic color namespaces. Components use these, never primitives.
public enum ColorTokens {
  /// Backgrounds and surfaces.
  public enum Background {
    /// The main background.
    public static let primary = SemanticColorToken(.backgroundPrimary)
    /// A secondary background.
    public static let secondary = SemanticColorToken(.backgroundSecondary)
    /// Raised content.
    public static let elevated = SemanticColorToken(.backgroundElevated)
    /// Grouped lists.
    public static let grouped = SemanticColorToken(.backgroundGrouped)
    /// Sheets, menus, toasts.
    public static let overlay = SemanticColorToken(.surfaceOverlay)
    /// The modal dimming layer.
    public static let scrim = SemanticColorToken(.scrim)
  }

  /// Text and icons.
  public enum Foreground {
    /// Primary text.
    public static let primary = SemanticColorToken(.textPrimary)
    /// Secondary text.
    public static let secondary = SemanticColorToken(.textSecondary)
    /// Tertiary text.
    public static let tertiary = SemanticColorToken(.textTertiary)
    /// Disabled text.
    public static let disabled = SemanticColorToken(.textDisabled)
    /// Text on the accent.
    public static let onAccent = SemanticColorToken(.textOnAccent)
    /// Text on a destructive fill.
    public static let onDestructive = SemanticColorToken(.textOnDestructive)
    /// Links.
    public static let link = SemanticColorToken(.textLink)
    /// Glyphs and labels on the indicator.
    public static let onIndicator = SemanticColorToken(.textOnIndicator)
    /// Text on the accent container.
    public static let onAccentContainer = SemanticColorToken(.textOnAccentContainer)
    /// Text on the secondary accent.
    public static let onAccentSecondary = SemanticColorToken(.textOnAccentSecondary)
    /// Text on the secondary accent's container.
    public static let onAccentSecondaryContainer = SemanticColorToken(
      .textOnAccentSecondaryContainer)
    /// Text on the tertiary accent.
    public static let onAccentTertiary = SemanticColorToken(.textOnAccentTertiary)
    /// Text on the tertiary accent's container.
    public static let onAccentTertiaryContainer = SemanticColorToken(
      .textOnAccentTertiaryContainer)
  }

  /// The accent.
  public enum Accent {
    /// The accent.
    public static let primary = SemanticColorToken(.accent)
    /// The pressed accent.
    public static let pressed = SemanticColorToken(.accentPressed)
    /// The disabled accent.
    public static let disabled = SemanticColorToken(.accentDisabled)
    /// Selected states and non-text signals (toggle tracks, checkbox fills, progress).
    public static let indicator = SemanticColorToken(.indicator)
    /// The quiet fill of the brand hue.
    public static let container = SemanticColorToken(.accentContainer)
    /// The brand's secondary color as a fill.
    public static let secondary = SemanticColorToken(.accentSecondary)
    /// The quiet fill of the secondary color.
    public static let secondaryContainer = SemanticColorToken(.accentSecondaryContainer)
    /// The brand's tertiary color as a fill.
    public static let tertiary = SemanticColorToken(.accentTertiary)
    /// The quiet fill of the tertiary color.
    public static let tertiaryContainer = SemanticColorToken(.accentTertiaryContainer)
    /// Destructive actions.
    public static let destructive = SemanticColorToken(.destructive)
  }

  /// Status colors.
  public enum Status {
    /// Success.
    public static let success = SemanticColorToken(.success)
    /// Success background.
    public static let successBackground = SemanticColorToken(.successBackground)
    /// Warning.
    public static let warning = SemanticColorToken(.warning)
    /// Warning background.
    public static let warningBackground = SemanticColorToken(.warningBackground)
    /// Error.
    public static let error = SemanticColorToken(.error)
    /// Error background.
    public static let errorBackground = SemanticColorToken(.errorBackground)
    /// Information.
    public static let info = SemanticColorToken(.info)
    /// Information background.
    public static let infoBackground = SemanticColorToken(.infoBackground)
  }

  /// Borders.
  public enum Border {
    /// Decorative separators.
    public static let subtle = SemanticColorToken(.borderSubtle)
    /// Default borders.
    public static let standard = SemanticColorToken(.borderDefault)
    /// Control boundaries.
    public static let strong = SemanticColorToken(.borderStrong)
    /// The focus ring.
    public static let focus = SemanticColorToken(.focusRing)
  }
}
