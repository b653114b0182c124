/// Each role of a dynamic scheme by Material's name, as `DynamicScheme` properties.
extension DynamicScheme {
  /// The primary palette's key color.
  public var primaryPaletteKeyColor: SRGBColor { color(.primaryPaletteKeyColor) }
  /// The secondary palette's key color.
  public var secondaryPaletteKeyColor: SRGBColor { color(.secondaryPaletteKeyColor) }
  /// The tertiary palette's key color.
  public var tertiaryPaletteKeyColor: SRGBColor { color(.tertiaryPaletteKeyColor) }
  /// The neutral palette's key color.
  public var neutralPaletteKeyColor: SRGBColor { color(.neutralPaletteKeyColor) }
  /// The neutral variant palette's key color.
  public var neutralVariantPaletteKeyColor: SRGBColor { color(.neutralVariantPaletteKeyColor) }
  /// The page behind scrolling content.
  public var background: SRGBColor { color(.background) }
  /// Text and icons on ``background``.
  public var onBackground: SRGBColor { color(.onBackground) }
  /// The default surface.
  public var surface: SRGBColor { color(.surface) }
  /// The dimmest surface.
  public var surfaceDim: SRGBColor { color(.surfaceDim) }
  /// The brightest surface.
  public var surfaceBright: SRGBColor { color(.surfaceBright) }
  /// The lowest-emphasis container surface.
  public var surfaceContainerLowest: SRGBColor { color(.surfaceContainerLowest) }
  /// A low-emphasis container surface.
  public var surfaceContainerLow: SRGBColor { color(.surfaceContainerLow) }
  /// The default container surface.
  public var surfaceContainer: SRGBColor { color(.surfaceContainer) }
  /// A high-emphasis container surface.
  public var surfaceContainerHigh: SRGBColor { color(.surfaceContainerHigh) }
  /// The highest-emphasis container surface.
  public var surfaceContainerHighest: SRGBColor { color(.surfaceContainerHighest) }
  /// Text and icons on surfaces.
  public var onSurface: SRGBColor { color(.onSurface) }
  /// A surface of lower emphasis than ``surface``.
  public var surfaceVariant: SRGBColor { color(.surfaceVariant) }
  /// Secondary text and icons on surfaces.
  public var onSurfaceVariant: SRGBColor { color(.onSurfaceVariant) }
  /// The surface of elements drawn in the opposite mode (snack bars).
  public var inverseSurface: SRGBColor { color(.inverseSurface) }
  /// Text on ``inverseSurface``.
  public var inverseOnSurface: SRGBColor { color(.inverseOnSurface) }
  /// Borders and dividers that must be seen (3:1 at standard contrast).
  public var outline: SRGBColor { color(.outline) }
  /// Decorative borders and dividers.
  public var outlineVariant: SRGBColor { color(.outlineVariant) }
  /// Shadows.
  public var shadow: SRGBColor { color(.shadow) }
  /// Scrims behind modal content.
  public var scrim: SRGBColor { color(.scrim) }
  /// The tint of elevated surfaces.
  public var surfaceTint: SRGBColor { color(.surfaceTint) }
  /// The main accent: filled buttons, active states.
  public var primary: SRGBColor { color(.primary) }
  /// Text and icons on ``primary``.
  public var onPrimary: SRGBColor { color(.onPrimary) }
  /// A quieter container of the primary hue.
  public var primaryContainer: SRGBColor { color(.primaryContainer) }
  /// Text and icons on ``primaryContainer``.
  public var onPrimaryContainer: SRGBColor { color(.onPrimaryContainer) }
  /// The primary accent on ``inverseSurface``.
  public var inversePrimary: SRGBColor { color(.inversePrimary) }
  /// The secondary accent.
  public var secondary: SRGBColor { color(.secondary) }
  /// Text and icons on ``secondary``.
  public var onSecondary: SRGBColor { color(.onSecondary) }
  /// A container of the secondary hue.
  public var secondaryContainer: SRGBColor { color(.secondaryContainer) }
  /// Text and icons on ``secondaryContainer``.
  public var onSecondaryContainer: SRGBColor { color(.onSecondaryContainer) }
  /// The tertiary accent.
  public var tertiary: SRGBColor { color(.tertiary) }
  /// Text and icons on ``tertiary``.
  public var onTertiary: SRGBColor { color(.onTertiary) }
  /// A container of the tertiary hue.
  public var tertiaryContainer: SRGBColor { color(.tertiaryContainer) }
  /// Text and icons on ``tertiaryContainer``.
  public var onTertiaryContainer: SRGBColor { color(.onTertiaryContainer) }
  /// Errors.
  public var error: SRGBColor { color(.error) }
  /// Text and icons on ``error``.
  public var onError: SRGBColor { color(.onError) }
  /// A container for error messages.
  public var errorContainer: SRGBColor { color(.errorContainer) }
  /// Text and icons on ``errorContainer``.
  public var onErrorContainer: SRGBColor { color(.onErrorContainer) }
  /// A primary fill that stays the same in light and dark mode.
  public var primaryFixed: SRGBColor { color(.primaryFixed) }
  /// A dimmer ``primaryFixed``.
  public var primaryFixedDim: SRGBColor { color(.primaryFixedDim) }
  /// Text and icons on the primary fixed fills.
  public var onPrimaryFixed: SRGBColor { color(.onPrimaryFixed) }
  /// Lower-emphasis text and icons on the primary fixed fills.
  public var onPrimaryFixedVariant: SRGBColor { color(.onPrimaryFixedVariant) }
  /// A secondary fill that stays the same in light and dark mode.
  public var secondaryFixed: SRGBColor { color(.secondaryFixed) }
  /// A dimmer ``secondaryFixed``.
  public var secondaryFixedDim: SRGBColor { color(.secondaryFixedDim) }
  /// Text and icons on the secondary fixed fills.
  public var onSecondaryFixed: SRGBColor { color(.onSecondaryFixed) }
  /// Lower-emphasis text and icons on the secondary fixed fills.
  public var onSecondaryFixedVariant: SRGBColor { color(.onSecondaryFixedVariant) }
  /// A tertiary fill that stays the same in light and dark mode.
  public var tertiaryFixed: SRGBColor { color(.tertiaryFixed) }
  /// A dimmer ``tertiaryFixed``.
  public var tertiaryFixedDim: SRGBColor { color(.tertiaryFixedDim) }
  /// Text and icons on the tertiary fixed fills.
  public var onTertiaryFixed: SRGBColor { color(.onTertiaryFixed) }
  /// Lower-emphasis text and icons on the tertiary fixed fills.
  public var onTertiaryFixedVariant: SRGBColor { color(.onTertiaryFixedVariant) }
}
