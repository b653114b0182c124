/// A semantic color: what a color is for, never what it looks like.
///
/// A ``ThemeSpec`` maps roles to ``ColorValues``; views and components ask a
/// ``ResolvedTheme`` for a role. The roles are the union of the seed design systems, with the
/// brand's color split by use (spec version 3): `accent` fills buttons and branded surfaces
/// whose label carries the meaning, `indicator` marks selected states and other non-text
/// signals (3:1 against what it sits on), `textLink` is the brand color as text (4.5:1 on every
/// background), and the container, secondary and tertiary roles follow Material's scheme.
public enum ColorRole: String, Codable, Sendable, CaseIterable, CodingKeyRepresentable {
  /// The main screen background.
  case backgroundPrimary
  /// A secondary background, such as a sidebar or a second level of content.
  case backgroundSecondary
  /// The background of raised content: cards, popovers.
  case backgroundElevated
  /// The background behind grouped lists and forms.
  case backgroundGrouped
  /// An opaque overlay surface: sheets, menus, toasts.
  case surfaceOverlay
  /// The translucent dimming layer behind a modal.
  case scrim
  /// Primary text.
  case textPrimary
  /// Secondary text: subtitles, descriptions.
  case textSecondary
  /// Tertiary text: placeholders, metadata.
  case textTertiary
  /// Text of disabled controls (exempt from contrast requirements, as WCAG allows).
  case textDisabled
  /// Text and icons on an accent fill.
  case textOnAccent
  /// Text and icons on a destructive fill.
  case textOnDestructive
  /// Links and text-styled actions (text-only and link buttons, alert and bar actions): the
  /// brand color as text, 4.5:1 on every background (7:1 with Increase Contrast).
  case textLink
  /// The brand fill: primary buttons and branded surfaces whose label carries the meaning. It
  /// promises nothing against the page; its label (`textOnAccent`) reaches 4.5:1 on it (7:1
  /// with Increase Contrast). Brand themes keep the brand color here exactly in light mode.
  case accent
  /// The accent while pressed.
  case accentPressed
  /// The accent of a disabled control.
  case accentDisabled
  /// Selected states and other non-text signals: toggle tracks, checkbox and radio fills,
  /// slider and progress fills, selected chips and segments, page and step indicators. 3:1
  /// against the backgrounds it sits on (WCAG 1.4.11).
  case indicator
  /// Checkmarks, glyphs and labels on an `indicator` fill.
  case textOnIndicator
  /// A quiet fill of the brand hue for low-emphasis branded surfaces (Material's primary
  /// container): tonal buttons, selected list rows, tags.
  case accentContainer
  /// Text and icons on `accentContainer`.
  case textOnAccentContainer
  /// The brand's secondary color as a fill (``ColorTokens/Accent/secondary``).
  case accentSecondary
  /// Text and icons on `accentSecondary`.
  case textOnAccentSecondary
  /// A quiet fill of the secondary color.
  case accentSecondaryContainer
  /// Text and icons on `accentSecondaryContainer`.
  case textOnAccentSecondaryContainer
  /// The brand's tertiary color as a fill, for contrasting accents.
  case accentTertiary
  /// Text and icons on `accentTertiary`.
  case textOnAccentTertiary
  /// A quiet fill of the tertiary color.
  case accentTertiaryContainer
  /// Text and icons on `accentTertiaryContainer`.
  case textOnAccentTertiaryContainer
  /// Destructive actions.
  case destructive
  /// A destructive fill while pressed.
  case destructivePressed
  /// Success: text, icons and fills.
  case success
  /// A tinted background for success messages.
  case successBackground
  /// Text and icons on a success fill.
  case onSuccess
  /// Warning: text, icons and fills.
  case warning
  /// A tinted background for warnings.
  case warningBackground
  /// Text and icons on a warning fill.
  case onWarning
  /// Error: text, icons and fills.
  case error
  /// A tinted background for errors.
  case errorBackground
  /// Text and icons on an error fill.
  case onError
  /// Information: text, icons and fills.
  case info
  /// A tinted background for information.
  case infoBackground
  /// Text and icons on an information fill.
  case onInfo
  /// Decorative separators.
  case borderSubtle
  /// Default borders of cards and groups.
  case borderDefault
  /// Borders that identify a control, such as a text field (3:1 non-text contrast).
  case borderStrong
  /// The keyboard focus ring.
  case focusRing

  /// Roles drawn on top of a fill role rather than on a background (`textOnAccent`, `onError`
  /// ...). When such a pair fails, the fill is what a designer usually changes.
  public var isOnColor: Bool {
    switch self {
    case .textOnAccent, .textOnDestructive, .onSuccess, .onWarning, .onError, .onInfo,
      .textOnIndicator, .textOnAccentContainer, .textOnAccentSecondary,
      .textOnAccentSecondaryContainer, .textOnAccentTertiary, .textOnAccentTertiaryContainer:
      return true
    default:
      return false
    }
  }

  /// Roles used as backgrounds or surfaces.
  public var isBackground: Bool {
    switch self {
    case .backgroundPrimary, .backgroundSecondary, .backgroundElevated, .backgroundGrouped,
      .surfaceOverlay, .scrim, .successBackground, .warningBackground, .errorBackground,
      .infoBackground:
      return true
    default:
      return false
    }
  }

  /// The fill an on-color is drawn on (`accent` for `textOnAccent`), or `nil` for roles that
  /// are not on-colors.
  public var fill: ColorRole? {
    switch self {
    case .textOnAccent: return .accent
    case .textOnDestructive: return .destructive
    case .onSuccess: return .success
    case .onWarning: return .warning
    case .onError: return .error
    case .onInfo: return .info
    case .textOnIndicator: return .indicator
    case .textOnAccentContainer: return .accentContainer
    case .textOnAccentSecondary: return .accentSecondary
    case .textOnAccentSecondaryContainer: return .accentSecondaryContainer
    case .textOnAccentTertiary: return .accentTertiary
    case .textOnAccentTertiaryContainer: return .accentTertiaryContainer
    default: return nil
    }
  }

  /// The role added in spec version 3 that a spec without it takes its values from: the
  /// single accent of older specs served as indicator, container and secondary and tertiary
  /// fills at once, so each new fill takes `accent` and each new on-color `textOnAccent`.
  /// `nil` for the roles every version has.
  public var derivedFromVersion2Role: ColorRole? {
    switch self {
    case .indicator, .accentContainer, .accentSecondary, .accentSecondaryContainer,
      .accentTertiary, .accentTertiaryContainer:
      return .accent
    case .textOnIndicator, .textOnAccentContainer, .textOnAccentSecondary,
      .textOnAccentSecondaryContainer, .textOnAccentTertiary, .textOnAccentTertiaryContainer:
      return .textOnAccent
    default:
      return nil
    }
  }
}
