/// A semantic color: what a color is for, never what it looks like.
///
/// A ``ThemeSpec`` maps roles to ``ColorValues``; views and components ask a
/// ``ResolvedTheme`` for a role. The roles are the union of the seed design systems.
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
  /// Links.
  case textLink
  /// The accent: primary buttons, selection, tinted controls.
  case accent
  /// The accent while pressed.
  case accentPressed
  /// The accent of a disabled control.
  case accentDisabled
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
    case .textOnAccent, .textOnDestructive, .onSuccess, .onWarning, .onError, .onInfo:
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
}
