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

/// The appearance choices a person makes, saved next to the theme so they survive a relaunch.
///
/// Decoding is lenient about missing keys (a key absent from the file means `.system`), so
/// files written by older or newer versions still load; an unknown value is an error and the
/// store moves the file aside.
///
/// ```swift
/// let preferences = ThemePreferences(colorScheme: .dark, contrast: .system)
/// try await store.savePreferences(preferences)
/// ```
public struct ThemePreferences: Sendable, Hashable, Codable {
  /// Follow the system's light/dark setting, or force one.
  public var colorScheme: ColorSchemePreference
  /// Follow the system's Increase Contrast setting, or force one.
  public var contrast: ContrastPreference

  /// Both preferences following the system.
  public static let system = ThemePreferences()

  /// Creates preferences; both follow the system by default.
  public init(colorScheme: ColorSchemePreference = .system, contrast: ContrastPreference = .system)
  {
    self.colorScheme = colorScheme
    self.contrast = contrast
  }

  private enum CodingKeys: String, CodingKey {
    case colorScheme
    case contrast
  }

  /// Decodes preferences; a missing key means `.system`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    colorScheme =
      try container.decodeIfPresent(ColorSchemePreference.self, forKey: .colorScheme) ?? .system
    contrast = try container.decodeIfPresent(ContrastPreference.self, forKey: .contrast) ?? .system
  }
}
