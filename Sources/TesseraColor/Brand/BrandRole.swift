/// The semantic color roles a brand scheme fills, named as `TesseraTokens`' `ColorRole` cases
/// (same raw values), so a scheme maps onto a theme one to one.
public enum BrandRole: String, Sendable, Codable, CaseIterable, Hashable {
  /// The main background.
  case backgroundPrimary
  /// A secondary background (sidebars, inset areas).
  case backgroundSecondary
  /// Raised surfaces (cards, sheets in dark mode).
  case backgroundElevated
  /// The background of grouped lists.
  case backgroundGrouped
  /// Overlays such as popovers.
  case surfaceOverlay
  /// The dimming layer behind modals (translucent).
  case scrim
  /// Body text.
  case textPrimary
  /// Secondary text.
  case textSecondary
  /// Tertiary text (captions, placeholders).
  case textTertiary
  /// Disabled text (exempt from contrast requirements).
  case textDisabled
  /// Text and icons on the accent.
  case textOnAccent
  /// Text and icons on a destructive fill.
  case textOnDestructive
  /// Links.
  case textLink
  /// The interactive accent.
  case accent
  /// The accent while pressed.
  case accentPressed
  /// The accent of a disabled control.
  case accentDisabled
  /// Destructive actions.
  case destructive
  /// A destructive action while pressed.
  case destructivePressed
  /// Success status.
  case success
  /// The background of a success message.
  case successBackground
  /// Text and icons on the success color.
  case onSuccess
  /// Warning status.
  case warning
  /// The background of a warning message.
  case warningBackground
  /// Text and icons on the warning color.
  case onWarning
  /// Error status.
  case error
  /// The background of an error message.
  case errorBackground
  /// Text and icons on the error color.
  case onError
  /// Informational status.
  case info
  /// The background of an informational message.
  case infoBackground
  /// Text and icons on the info color.
  case onInfo
  /// Hairline separators (decorative).
  case borderSubtle
  /// Ordinary borders.
  case borderDefault
  /// Borders that identify a control (3:1 non-text).
  case borderStrong
  /// The keyboard focus indicator.
  case focusRing
}

/// One of the four appearances a scheme is built for.
public struct BrandMode: Sendable, Hashable, Codable, CaseIterable {
  /// Dark appearance.
  public var isDark: Bool
  /// Increased contrast (Increase Contrast / prefers-contrast: more).
  public var isIncreasedContrast: Bool

  /// Creates a mode.
  public init(isDark: Bool, isIncreasedContrast: Bool) {
    self.isDark = isDark
    self.isIncreasedContrast = isIncreasedContrast
  }

  /// Light, standard contrast.
  public static let light = BrandMode(isDark: false, isIncreasedContrast: false)
  /// Dark, standard contrast.
  public static let dark = BrandMode(isDark: true, isIncreasedContrast: false)
  /// Light, increased contrast.
  public static let lightIncreasedContrast = BrandMode(isDark: false, isIncreasedContrast: true)
  /// Dark, increased contrast.
  public static let darkIncreasedContrast = BrandMode(isDark: true, isIncreasedContrast: true)
  /// The four modes.
  public static let allCases: [BrandMode] = [
    .light, .dark, .lightIncreasedContrast, .darkIncreasedContrast,
  ]

  /// WCAG ratio for a level in this mode: text levels rise to AAA (7:1 text, 4.5:1 large text)
  /// in increased contrast; non-text stays at 3:1.
  public func requiredRatio(_ level: ContrastLevel) -> Double {
    guard isIncreasedContrast else { return level.minimumRatio }
    switch level {
    case .textAA, .textAAA: return ContrastLevel.textAAA.minimumRatio
    case .largeTextAA, .largeTextAAA: return ContrastLevel.largeTextAAA.minimumRatio
    case .nonText: return ContrastLevel.nonText.minimumRatio
    }
  }
}
