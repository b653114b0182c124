/// The named colors of a Material dynamic scheme (Material Color Utilities'
/// `MaterialDynamicColors`, 2021 color spec), under the names Material uses.
public enum MaterialColorRole: String, Sendable, Codable, CaseIterable, Hashable {
  /// The primary palette's key color.
  case primaryPaletteKeyColor
  /// The secondary palette's key color.
  case secondaryPaletteKeyColor
  /// The tertiary palette's key color.
  case tertiaryPaletteKeyColor
  /// The neutral palette's key color.
  case neutralPaletteKeyColor
  /// The neutral variant palette's key color.
  case neutralVariantPaletteKeyColor
  /// The page behind scrolling content.
  case background
  /// Text and icons on ``background``.
  case onBackground
  /// The default surface.
  case surface
  /// The dimmest surface.
  case surfaceDim
  /// The brightest surface.
  case surfaceBright
  /// The lowest-emphasis container surface.
  case surfaceContainerLowest
  /// A low-emphasis container surface.
  case surfaceContainerLow
  /// The default container surface.
  case surfaceContainer
  /// A high-emphasis container surface.
  case surfaceContainerHigh
  /// The highest-emphasis container surface.
  case surfaceContainerHighest
  /// Text and icons on surfaces.
  case onSurface
  /// A surface of lower emphasis than ``surface``.
  case surfaceVariant
  /// Secondary text and icons on surfaces.
  case onSurfaceVariant
  /// The surface of elements drawn in the opposite mode (snack bars).
  case inverseSurface
  /// Text on ``inverseSurface``.
  case inverseOnSurface
  /// Borders and dividers that must be seen (3:1 at standard contrast).
  case outline
  /// Decorative borders and dividers.
  case outlineVariant
  /// Shadows.
  case shadow
  /// Scrims behind modal content.
  case scrim
  /// The tint of elevated surfaces.
  case surfaceTint
  /// The main accent: filled buttons, active states.
  case primary
  /// Text and icons on ``primary``.
  case onPrimary
  /// A quieter container of the primary hue.
  case primaryContainer
  /// Text and icons on ``primaryContainer``.
  case onPrimaryContainer
  /// The primary accent on ``inverseSurface``.
  case inversePrimary
  /// The secondary accent.
  case secondary
  /// Text and icons on ``secondary``.
  case onSecondary
  /// A container of the secondary hue.
  case secondaryContainer
  /// Text and icons on ``secondaryContainer``.
  case onSecondaryContainer
  /// The tertiary accent.
  case tertiary
  /// Text and icons on ``tertiary``.
  case onTertiary
  /// A container of the tertiary hue.
  case tertiaryContainer
  /// Text and icons on ``tertiaryContainer``.
  case onTertiaryContainer
  /// Errors.
  case error
  /// Text and icons on ``error``.
  case onError
  /// A container for error messages.
  case errorContainer
  /// Text and icons on ``errorContainer``.
  case onErrorContainer
  /// A primary fill that stays the same in light and dark mode.
  case primaryFixed
  /// A dimmer ``primaryFixed``.
  case primaryFixedDim
  /// Text and icons on the primary fixed fills.
  case onPrimaryFixed
  /// Lower-emphasis text and icons on the primary fixed fills.
  case onPrimaryFixedVariant
  /// A secondary fill that stays the same in light and dark mode.
  case secondaryFixed
  /// A dimmer ``secondaryFixed``.
  case secondaryFixedDim
  /// Text and icons on the secondary fixed fills.
  case onSecondaryFixed
  /// Lower-emphasis text and icons on the secondary fixed fills.
  case onSecondaryFixedVariant
  /// A tertiary fill that stays the same in light and dark mode.
  case tertiaryFixed
  /// A dimmer ``tertiaryFixed``.
  case tertiaryFixedDim
  /// Text and icons on the tertiary fixed fills.
  case onTertiaryFixed
  /// Lower-emphasis text and icons on the tertiary fixed fills.
  case onTertiaryFixedVariant
}

/// Which of a scheme's palettes a role draws from.
enum SchemePaletteKind {
  case primary, secondary, tertiary, neutral, neutralVariant, error
}

/// How a role keeps its distance from another role (Material's `ToneDeltaPair`).
struct ToneDeltaPair {
  /// Which side of the basis the subject takes.
  enum Polarity {
    /// The subject is darker.
    case darker
    /// The subject is lighter.
    case lighter
    /// The subject is nearer the surfaces (lighter in light mode, darker in dark mode).
    case nearer
    /// The subject is farther from the surfaces.
    case farther
  }

  var subject: MaterialColorRole
  var basis: MaterialColorRole
  var delta: Double
  var polarity: Polarity
  /// Whether both stay on the same side of the awkward tones 50...59.
  var stayTogether: Bool
}

extension MaterialColorRole {
  /// The palette the role's color comes from.
  var paletteKind: SchemePaletteKind {
    switch self {
    case .primaryPaletteKeyColor, .surfaceTint, .primary, .onPrimary, .primaryContainer,
      .onPrimaryContainer, .inversePrimary, .primaryFixed, .primaryFixedDim, .onPrimaryFixed,
      .onPrimaryFixedVariant:
      return .primary
    case .secondaryPaletteKeyColor, .secondary, .onSecondary, .secondaryContainer,
      .onSecondaryContainer, .secondaryFixed, .secondaryFixedDim, .onSecondaryFixed,
      .onSecondaryFixedVariant:
      return .secondary
    case .tertiaryPaletteKeyColor, .tertiary, .onTertiary, .tertiaryContainer,
      .onTertiaryContainer, .tertiaryFixed, .tertiaryFixedDim, .onTertiaryFixed,
      .onTertiaryFixedVariant:
      return .tertiary
    case .neutralVariantPaletteKeyColor, .surfaceVariant, .onSurfaceVariant, .outline,
      .outlineVariant:
      return .neutralVariant
    case .error, .onError, .errorContainer, .onErrorContainer:
      return .error
    case .neutralPaletteKeyColor, .background, .onBackground, .surface, .surfaceDim,
      .surfaceBright, .surfaceContainerLowest, .surfaceContainerLow, .surfaceContainer,
      .surfaceContainerHigh, .surfaceContainerHighest, .onSurface, .inverseSurface,
      .inverseOnSurface, .shadow, .scrim:
      return .neutral
    }
  }

  /// Whether the role is a fill other roles sit on (it then avoids the awkward tones 50...59).
  var isBackground: Bool {
    switch self {
    case .background, .surface, .surfaceDim, .surfaceBright, .surfaceContainerLowest,
      .surfaceContainerLow, .surfaceContainer, .surfaceContainerHigh, .surfaceContainerHighest,
      .surfaceVariant, .surfaceTint, .primary, .primaryContainer, .secondary,
      .secondaryContainer, .tertiary, .tertiaryContainer, .error, .errorContainer,
      .primaryFixed, .primaryFixedDim, .secondaryFixed, .secondaryFixedDim, .tertiaryFixed,
      .tertiaryFixedDim:
      return true
    default:
      return false
    }
  }

  /// The role the color must contrast with (`highestSurface` is surfaceDim in light mode and
  /// surfaceBright in dark mode), and a second one for the on-fixed roles.
  func backgrounds(isDark: Bool) -> (MaterialColorRole, MaterialColorRole?)? {
    let highest: MaterialColorRole = isDark ? .surfaceBright : .surfaceDim
    switch self {
    case .onBackground: return (.background, nil)
    case .onSurface, .onSurfaceVariant, .outline, .outlineVariant, .primary, .primaryContainer,
      .secondary, .secondaryContainer, .tertiary, .tertiaryContainer, .error, .errorContainer,
      .primaryFixed, .primaryFixedDim, .secondaryFixed, .secondaryFixedDim, .tertiaryFixed,
      .tertiaryFixedDim:
      return (highest, nil)
    case .inverseOnSurface, .inversePrimary: return (.inverseSurface, nil)
    case .onPrimary: return (.primary, nil)
    case .onPrimaryContainer: return (.primaryContainer, nil)
    case .onSecondary: return (.secondary, nil)
    case .onSecondaryContainer: return (.secondaryContainer, nil)
    case .onTertiary: return (.tertiary, nil)
    case .onTertiaryContainer: return (.tertiaryContainer, nil)
    case .onError: return (.error, nil)
    case .onErrorContainer: return (.errorContainer, nil)
    case .onPrimaryFixed, .onPrimaryFixedVariant: return (.primaryFixedDim, .primaryFixed)
    case .onSecondaryFixed, .onSecondaryFixedVariant:
      return (.secondaryFixedDim, .secondaryFixed)
    case .onTertiaryFixed, .onTertiaryFixedVariant: return (.tertiaryFixedDim, .tertiaryFixed)
    default: return nil
    }
  }

  /// The contrast ratio the role must reach against its background, by contrast level.
  var contrastCurve: ContrastCurve? {
    switch self {
    case .onBackground: return ContrastCurve(3, 3, 4.5, 7)
    case .onSurface, .inverseOnSurface, .onPrimary, .onSecondary, .onTertiary, .onError,
      .onPrimaryFixed, .onSecondaryFixed, .onTertiaryFixed:
      return ContrastCurve(4.5, 7, 11, 21)
    case .onSurfaceVariant, .onPrimaryContainer, .onSecondaryContainer, .onTertiaryContainer,
      .onErrorContainer, .onPrimaryFixedVariant, .onSecondaryFixedVariant,
      .onTertiaryFixedVariant:
      return ContrastCurve(3, 4.5, 7, 11)
    case .outline: return ContrastCurve(1.5, 3, 4.5, 7)
    case .outlineVariant, .primaryContainer, .secondaryContainer, .tertiaryContainer,
      .errorContainer, .primaryFixed, .primaryFixedDim, .secondaryFixed, .secondaryFixedDim,
      .tertiaryFixed, .tertiaryFixedDim:
      return ContrastCurve(1, 1, 3, 4.5)
    case .primary, .secondary, .tertiary, .error, .inversePrimary:
      return ContrastCurve(3, 4.5, 7, 7)
    default: return nil
    }
  }

  /// The pair of roles whose tones keep a distance, if the role belongs to one.
  var toneDeltaPair: ToneDeltaPair? {
    func containerPair(_ container: MaterialColorRole, _ accent: MaterialColorRole)
      -> ToneDeltaPair
    {
      ToneDeltaPair(
        subject: container, basis: accent, delta: 10, polarity: .nearer, stayTogether: false)
    }
    func fixedPair(_ fixed: MaterialColorRole, _ dim: MaterialColorRole) -> ToneDeltaPair {
      ToneDeltaPair(subject: fixed, basis: dim, delta: 10, polarity: .lighter, stayTogether: true)
    }
    switch self {
    case .primary, .primaryContainer: return containerPair(.primaryContainer, .primary)
    case .secondary, .secondaryContainer: return containerPair(.secondaryContainer, .secondary)
    case .tertiary, .tertiaryContainer: return containerPair(.tertiaryContainer, .tertiary)
    case .error, .errorContainer: return containerPair(.errorContainer, .error)
    case .primaryFixed, .primaryFixedDim: return fixedPair(.primaryFixed, .primaryFixedDim)
    case .secondaryFixed, .secondaryFixedDim:
      return fixedPair(.secondaryFixed, .secondaryFixedDim)
    case .tertiaryFixed, .tertiaryFixedDim: return fixedPair(.tertiaryFixed, .tertiaryFixedDim)
    default: return nil
    }
  }
}
