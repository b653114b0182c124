import Foundation
import TesseraColor

/// A promised pair for a brand scheme: `foreground` on `background` at `level`; the ratio per
/// mode comes from ``BrandMode/requiredRatio(_:)``.
package struct BrandContrastPair: Sendable, Hashable, Codable {
  /// The role drawn on top.
  package var foreground: ColorRole
  /// The role underneath.
  package var background: ColorRole
  /// The WCAG level required (raised to AAA for text in increased contrast).
  package var level: ContrastLevel
  /// Whether the pair holds in the dark modes only (a brand fill against the dark
  /// backgrounds); in light modes it promises nothing.
  package var onlyInDark: Bool

  /// Creates a pair.
  package init(
    _ foreground: ColorRole, on background: ColorRole, _ level: ContrastLevel,
    onlyInDark: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.level = level
    self.onlyInDark = onlyInDark
  }

  /// The backgrounds text is promised on.
  package static let backgrounds: [ColorRole] = ContrastPair.pages

  /// The brand fills (accent, secondary and tertiary accents) on the page
  /// (`backgroundPrimary`), as non-text in the dark modes only: a fill needs no contrast with a
  /// light page (its label carries the meaning, and the light accent is the brand color
  /// exactly), but a dark brand color on a dark page would vanish, so dark modes keep the fill
  /// 3:1 from the page. Raised surfaces are not included: their lighter grays would move
  /// saturated mid-tone brand colors (a red, a blue) by a few units for a rule WCAG does not
  /// make.
  package static let darkFills: [BrandContrastPair] = [
    ColorRole.accent, .accentSecondary, .accentTertiary,
  ].map { BrandContrastPair($0, on: .backgroundPrimary, .nonText, onlyInDark: true) }

  /// The pairs a brand scheme promises when none are given: text, status colors and links on
  /// every background; the indicator, destructive, strong borders and focus ring as non-text;
  /// every "on" color on its fill; each status color on its own background.
  package static let standard: [BrandContrastPair] = {
    var pairs: [BrandContrastPair] = []
    let onBackgrounds: [(ColorRole, ContrastLevel)] = [
      (.textPrimary, .textAA), (.textSecondary, .textAA), (.textTertiary, .textAA),
      (.textLink, .textAA), (.success, .textAA), (.warning, .textAA), (.error, .textAA),
      (.info, .textAA), (.indicator, .nonText), (.destructive, .nonText),
      (.borderStrong, .nonText), (.focusRing, .nonText),
    ]
    for (role, level) in onBackgrounds {
      pairs += backgrounds.map { BrandContrastPair(role, on: $0, level) }
    }
    pairs += [
      BrandContrastPair(.textOnAccent, on: .accent, .textAA),
      BrandContrastPair(.textOnAccent, on: .accentPressed, .textAA),
      BrandContrastPair(.textOnDestructive, on: .destructive, .textAA),
      BrandContrastPair(.textOnDestructive, on: .destructivePressed, .textAA),
      BrandContrastPair(.onSuccess, on: .success, .textAA),
      BrandContrastPair(.onWarning, on: .warning, .textAA),
      BrandContrastPair(.onError, on: .error, .textAA),
      BrandContrastPair(.onInfo, on: .info, .textAA),
      BrandContrastPair(.success, on: .successBackground, .textAA),
      BrandContrastPair(.warning, on: .warningBackground, .textAA),
      BrandContrastPair(.error, on: .errorBackground, .textAA),
      BrandContrastPair(.info, on: .infoBackground, .textAA),
    ]
    for onColor in ContrastPair.accentOnColors {
      if let fill = onColor.fill { pairs.append(BrandContrastPair(onColor, on: fill, .textAA)) }
    }
    return pairs
  }()
}

/// One change the generator made to keep a promise, with the reason in words.
public struct BrandAdjustment: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The mode the change applies to.
  public var mode: BrandMode
  /// The role that changed.
  public var role: ColorRole
  /// The color the design asked for.
  public var original: SRGBColor
  /// The color used instead.
  public var adjusted: SRGBColor
  /// Why: each failed requirement, such as "1.32:1 on backgroundPrimary, needs 3:1".
  public var reasons: [String]

  /// OKLCH hue change in degrees (0 for grays).
  public var hueShift: Double {
    let from = original.oklch
    let to = adjusted.oklch
    guard !from.isAchromatic, !to.isAchromatic else { return 0 }
    return OKLCH.hueDifference(from.hue, to.hue)
  }

  /// OKLCH lightness change (positive when lighter).
  public var lightnessChange: Double { adjusted.oklch.lightness - original.oklch.lightness }

  /// A one-line account of the change.
  public var description: String {
    let why =
      reasons.isEmpty ? "to keep its own foregrounds readable" : reasons.joined(separator: "; ")
    return "\(mode.name) \(role.rawValue): \(original.hexString) → \(adjusted.hexString) "
      + "(OKLCH lightness \(Self.format(lightnessChange, signed: true)), hue "
      + "\(Self.format(hueShift, signed: true))°): \(why)"
  }

  static func format(_ value: Double, signed: Bool) -> String {
    let rounded = (value * 1000).rounded() / 1000
    let text = String(format: "%.3f", rounded)
    return signed && rounded >= 0 ? "+" + text : text
  }
}

extension BrandMode {
  /// `light`, `dark`, `lightIncreasedContrast` or `darkIncreasedContrast`.
  public var name: String {
    switch (isDark, isIncreasedContrast) {
    case (false, false): return "light"
    case (true, false): return "dark"
    case (false, true): return "lightIncreasedContrast"
    case (true, true): return "darkIncreasedContrast"
    }
  }
}

/// A generated brand scheme: palettes, every role's color in each mode, and the report.
package struct BrandScheme: Sendable, Hashable {
  /// The input.
  package var brand: BrandColors
  /// The palettes the roles were drawn from.
  package var palettes: BrandPalettes
  /// Role colors per mode (every ``ColorRole`` is present in every mode).
  package var colors: [BrandMode: [ColorRole: SRGBColor]]
  /// What was adjusted and why, mode by mode.
  package var adjustments: [BrandAdjustment]
  /// Promises that could not be kept (empty for every input the generator supports; kept so
  /// a caller never has to trust that silently).
  package var unmet: [BrandMode: [BrandContrastPair]]

  /// The color of `role` in `mode`.
  package func color(_ role: ColorRole, in mode: BrandMode) -> SRGBColor {
    colors[mode]?[role] ?? .black
  }

  /// Whether the light-mode accent is exactly the brand primary.
  package var keepsBrandAccent: Bool { color(.accent, in: .light) == brand.primary.quantized() }
}
