import TesseraTokens

/// Whether the app follows the system's light/dark setting or forces one.
public enum ColorSchemePreference: String, Sendable, Hashable, Codable, CaseIterable {
  /// Follow the system: no scheme is forced on the view tree.
  case system
  /// Always light.
  case light
  /// Always dark.
  case dark

  /// The scheme to force on the view tree, or `nil` to follow the system.
  ///
  /// The seed's provider always forced the theme's scheme, so an app that followed the system
  /// never turned dark; `.system` must resolve to `nil` here.
  public var forcedScheme: ThemeScheme? {
    switch self {
    case .system: nil
    case .light: .light
    case .dark: .dark
    }
  }

  /// The scheme in effect when the system reports `systemScheme`.
  public func effectiveScheme(system systemScheme: ThemeScheme) -> ThemeScheme {
    forcedScheme ?? systemScheme
  }
}

/// Whether the app follows the system's Increase Contrast setting or forces a contrast.
public enum ContrastPreference: String, Sendable, Hashable, Codable, CaseIterable {
  /// Follow the system's Increase Contrast setting.
  case system
  /// Always standard contrast.
  case standard
  /// Always increased contrast.
  case increased

  /// The contrast in effect when the system reports `systemContrast`.
  public func effectiveContrast(system systemContrast: ThemeContrast) -> ThemeContrast {
    switch self {
    case .system: systemContrast
    case .standard: .standard
    case .increased: .increased
    }
  }
}
