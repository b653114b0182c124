import TesseraColor
import TesseraTokens

/// A color a component draws, with the theme token it came from (for audits and exports).
public struct ThemedColor: Sendable, Hashable, Codable {
  /// The token's name: a color role ("accent") or a component token
  /// ("button.primary.background", "surface.card.background").
  public var token: String
  /// The color role, when the color is a role's value.
  public var role: ColorRole?
  /// The resolved color (opacity already applied to its alpha).
  public var color: SRGBColor

  /// A color role's value in `theme`, optionally made translucent.
  public init(_ role: ColorRole, in theme: ResolvedTheme, opacity: Double = 1) {
    token = opacity < 1 ? "\(role.rawValue)@\(Int((opacity * 100).rounded()))%" : role.rawValue
    self.role = role
    let base = theme.color(role)
    color = opacity < 1 ? base.withAlpha(base.alpha * max(0, opacity)) : base
  }

  /// A color from a component token of the theme.
  public init(token: String, color: SRGBColor, role: ColorRole? = nil) {
    self.token = token
    self.role = role
    self.color = color
  }

  /// Whether nothing is drawn.
  public var isClear: Bool { color.alpha == 0 }
}

extension ResolvedTheme {
  /// The first of `candidates` whose color meets `level` on `background`, or, when none does,
  /// the one with the highest ratio. Components use this so a preset whose usual role is too
  /// faint on a given surface still gets a readable color.
  /// - Complexity: O(candidates).
  public func readableColor(
    _ candidates: [ColorRole], on background: SRGBColor, level: ContrastLevel
  ) -> ThemedColor {
    var best: ThemedColor?
    var bestRatio = -1.0
    for role in candidates {
      let candidate = ThemedColor(role, in: self)
      let ratio = candidate.color.composited(over: background).contrastRatio(with: background)
      if ratio >= level.minimumRatio { return candidate }
      if ratio > bestRatio {
        best = candidate
        bestRatio = ratio
      }
    }
    return best ?? ThemedColor(.textPrimary, in: self)
  }

  /// `preferred` when it meets `level` on `background`, else the first readable fallback.
  func readable(
    _ preferred: ThemedColor, fallbacks: [ColorRole], on background: SRGBColor,
    level: ContrastLevel
  ) -> ThemedColor {
    let ratio = preferred.color.composited(over: background).contrastRatio(with: background)
    if ratio >= level.minimumRatio { return preferred }
    let fallback = readableColor(fallbacks, on: background, level: level)
    let fallbackRatio = fallback.color.composited(over: background).contrastRatio(with: background)
    return fallbackRatio > ratio ? fallback : preferred
  }
}
