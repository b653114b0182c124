import TesseraColor

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
  package func requiredRatio(_ level: ContrastLevel) -> Double {
    guard isIncreasedContrast else { return level.minimumRatio }
    switch level {
    case .textAA, .textAAA: return ContrastLevel.textAAA.minimumRatio
    case .largeTextAA, .largeTextAAA: return ContrastLevel.largeTextAAA.minimumRatio
    case .nonText: return ContrastLevel.nonText.minimumRatio
    }
  }
}
