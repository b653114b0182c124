/// Light or dark appearance.
public enum ThemeScheme: String, Codable, Sendable, CaseIterable {
  /// Dark content on light backgrounds.
  case light
  /// Light content on dark backgrounds.
  case dark
}

/// The system's Increase Contrast setting.
public enum ThemeContrast: String, Codable, Sendable, CaseIterable {
  /// The normal appearance.
  case standard
  /// Increase Contrast is on: text aims at 7:1 instead of 4.5:1.
  case increased
}

/// One of the four appearances a theme defines every color for: a scheme and a contrast.
public struct ThemeMode: Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
  /// Light or dark.
  public var scheme: ThemeScheme
  /// Standard or increased contrast.
  public var contrast: ThemeContrast

  /// Creates a mode.
  public init(scheme: ThemeScheme, contrast: ThemeContrast) {
    self.scheme = scheme
    self.contrast = contrast
  }

  /// Light, standard contrast.
  public static let light = ThemeMode(scheme: .light, contrast: .standard)
  /// Dark, standard contrast.
  public static let dark = ThemeMode(scheme: .dark, contrast: .standard)
  /// Light with Increase Contrast.
  public static let lightIncreasedContrast = ThemeMode(scheme: .light, contrast: .increased)
  /// Dark with Increase Contrast.
  public static let darkIncreasedContrast = ThemeMode(scheme: .dark, contrast: .increased)

  /// The four modes, in the order light, dark, light increased, dark increased.
  public static let allCases: [ThemeMode] = [
    .light, .dark, .lightIncreasedContrast, .darkIncreasedContrast,
  ]

  /// Whether Increase Contrast is on.
  public var isIncreasedContrast: Bool { contrast == .increased }

  /// The name used in reports and in `ColorValues` JSON: `light`, `dark`,
  /// `lightIncreasedContrast`, `darkIncreasedContrast`.
  public var name: String {
    switch (scheme, contrast) {
    case (.light, .standard): return "light"
    case (.dark, .standard): return "dark"
    case (.light, .increased): return "lightIncreasedContrast"
    case (.dark, .increased): return "darkIncreasedContrast"
    }
  }

  /// The mode's name.
  public var description: String { name }
}

/// The twelve Dynamic Type content sizes, smallest first; `.large` is the system default.
public enum ContentSize: String, Codable, Sendable, CaseIterable, Comparable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large, the largest non-accessibility size.
  case xxxLarge
  /// Accessibility size 1 (AX1).
  case accessibility1
  /// Accessibility size 2 (AX2).
  case accessibility2
  /// Accessibility size 3 (AX3).
  case accessibility3
  /// Accessibility size 4 (AX4).
  case accessibility4
  /// Accessibility size 5 (AX5), the largest.
  case accessibility5

  /// The position in `allCases`, 0 (xSmall) ... 11 (accessibility5).
  package var index: Int {
    switch self {
    case .xSmall: return 0
    case .small: return 1
    case .medium: return 2
    case .large: return 3
    case .xLarge: return 4
    case .xxLarge: return 5
    case .xxxLarge: return 6
    case .accessibility1: return 7
    case .accessibility2: return 8
    case .accessibility3: return 9
    case .accessibility4: return 10
    case .accessibility5: return 11
    }
  }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { index >= ContentSize.accessibility1.index }

  /// Orders sizes from smallest to largest.
  public static func < (lhs: ContentSize, rhs: ContentSize) -> Bool { lhs.index < rhs.index }
}
