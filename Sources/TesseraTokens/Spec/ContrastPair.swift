import TesseraColor

/// What a foreground/background pair is used for, which decides the ratio it must reach.
public enum ContrastRequirement: String, Codable, Sendable, CaseIterable {
  /// Body-size text: 4.5:1 (AA), 7:1 with Increase Contrast (AAA).
  case text
  /// Text of at least 18 pt, or 14 pt bold: 3:1 (AA), 4.5:1 with Increase Contrast (AAA).
  case largeText
  /// Icons, control boundaries, focus indicators (WCAG 1.4.11): 3:1 in every mode.
  case nonText

  /// The WCAG level a pair with this requirement must meet in `mode`.
  public func level(in mode: ThemeMode) -> ContrastLevel {
    switch (self, mode.contrast) {
    case (.text, .standard): return .textAA
    case (.text, .increased): return .textAAA
    case (.largeText, .standard): return .largeTextAA
    case (.largeText, .increased): return .largeTextAAA
    case (.nonText, _): return .nonText
    }
  }

  /// The minimum ratio in `mode`.
  package func minimumRatio(in mode: ThemeMode) -> Double { level(in: mode).minimumRatio }
}

/// A foreground/background pair a theme promises to keep readable.
public struct ContrastPair: Codable, Sendable, Hashable {
  /// The color drawn on top.
  public var foreground: ColorRole
  /// The color underneath.
  public var background: ColorRole
  /// What the pair is used for.
  public var requirement: ContrastRequirement

  /// Creates a pair.
  public init(_ foreground: ColorRole, on background: ColorRole, _ requirement: ContrastRequirement)
  {
    self.foreground = foreground
    self.background = background
    self.requirement = requirement
  }

  /// The pairs every Tessera theme promises unless its spec lists its own.
  ///
  /// Text roles and links on every background they appear on, the indicator as non-text on
  /// the same backgrounds (WCAG 1.4.11), every on-color on its fill (and pressed fill), status
  /// colors on the page and on their tinted backgrounds, and the strong border and focus ring
  /// as non-text. The accent fills promise nothing against the page: a button's label carries
  /// its meaning, and its label is promised on the fill. `textDisabled`, `accentDisabled`,
  /// `borderSubtle` and `borderDefault` are decorative or inactive, which WCAG exempts, so
  /// they are not promised.
  public static let standardSet: [ContrastPair] = {
    var pairs: [ContrastPair] = []
    for page in pages {
      for text in [ColorRole.textPrimary, .textSecondary, .textTertiary, .textLink] {
        pairs.append(ContrastPair(text, on: page, .text))
      }
      pairs.append(ContrastPair(.indicator, on: page, .nonText))
    }
    for page in [ColorRole.backgroundPrimary, .backgroundSecondary, .backgroundElevated] {
      for status in [ColorRole.destructive, .success, .warning, .error, .info] {
        pairs.append(ContrastPair(status, on: page, .text))
      }
      pairs.append(ContrastPair(.borderStrong, on: page, .nonText))
      pairs.append(ContrastPair(.focusRing, on: page, .nonText))
    }
    pairs += [
      ContrastPair(.textOnAccent, on: .accent, .text),
      ContrastPair(.textOnAccent, on: .accentPressed, .text),
      ContrastPair(.textOnDestructive, on: .destructive, .text),
      ContrastPair(.textOnDestructive, on: .destructivePressed, .text),
      ContrastPair(.onSuccess, on: .success, .text),
      ContrastPair(.onWarning, on: .warning, .text),
      ContrastPair(.onError, on: .error, .text),
      ContrastPair(.onInfo, on: .info, .text),
    ]
    for onColor in accentOnColors {
      if let fill = onColor.fill { pairs.append(ContrastPair(onColor, on: fill, .text)) }
    }
    let tints: [(ColorRole, ColorRole)] = [
      (.success, .successBackground), (.warning, .warningBackground), (.error, .errorBackground),
      (.info, .infoBackground),
    ]
    for (status, tint) in tints {
      pairs.append(ContrastPair(status, on: tint, .text))
      pairs.append(ContrastPair(.textPrimary, on: tint, .text))
    }
    return pairs
  }()

  /// The backgrounds text and indicators are promised on.
  package static let pages: [ColorRole] = [
    .backgroundPrimary, .backgroundSecondary, .backgroundElevated, .backgroundGrouped,
    .surfaceOverlay,
  ]

  /// The on-colors of the fills spec version 3 added: indicator, the accent container, the
  /// secondary and tertiary accents and their containers.
  package static let accentOnColors: [ColorRole] = [
    .textOnIndicator, .textOnAccentContainer, .textOnAccentSecondary,
    .textOnAccentSecondaryContainer, .textOnAccentTertiary, .textOnAccentTertiaryContainer,
  ]
}
