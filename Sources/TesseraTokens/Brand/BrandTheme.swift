import TesseraColor

/// A generated brand theme: the spec, and the report of what generation changed.
public struct BrandTheme: Sendable, Hashable {
  /// The complete theme (four modes, every role, the standard promises).
  public var spec: ThemeSpec
  /// What was adjusted and why.
  public var report: BrandGenerationReport
  /// The custom font family the configuration named, if any.
  public var fontFamily: String?
}

/// What brand generation did to the input colors.
public struct BrandGenerationReport: Sendable, Hashable, Codable {
  /// The configuration's primary color.
  public var brandPrimary: SRGBColor
  /// The light-mode accent.
  public var lightAccent: SRGBColor
  /// Whether the light accent is exactly the brand primary (it passed as given).
  public var keepsBrandColor: Bool
  /// Every role that differs from its designed tone, per mode, with the failed requirements.
  public var adjustments: [BrandAdjustment]
  /// Promised pairs that could not be kept ("mode: foreground on background"); empty for every
  /// input the generator supports, and checked by a 10,000-color property test.
  public var unmet: [String]
  /// What became of the brand primary as the accent in each of the four modes, light first.
  public var accents: [BrandAccentDecision] = []

  /// The report as lines of text: the accent in each of the four modes first (kept, or from
  /// what to what and why), then every other adjustment, each once, then unmet promises.
  public var lines: [String] {
    var lines = accents.map(\.description)
    lines += adjustments.filter { $0.role != .accent }.map(\.description)
    lines += unmet.map { "unmet: \($0)" }
    return lines
  }
}

/// The accent of one mode measured against the brand primary it came from: kept as given, or
/// changed, with the reasons (the mode's designed tone, the contrast it had to reach).
public struct BrandAccentDecision: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The change from the brand primary (`original`) to the accent the theme uses (`adjusted`)
  /// in its mode, with the reasons in words; no reasons when the accent is the brand.
  public var change: BrandAdjustment
  /// The accent the mode's design asked for before contrast was checked.
  public var designed: SRGBColor

  /// The mode.
  public var mode: BrandMode { change.mode }
  /// Whether the mode's accent is exactly the brand primary.
  public var keepsBrand: Bool { change.original == change.adjusted }

  /// A one-line account: `dark accent: #000000 → #B9B9B9 (OKLCH lightness +0.786, hue
  /// +0.000°): dark mode draws the brand hue at tone 75 ...`.
  public var description: String {
    keepsBrand
      ? "\(mode.name) accent: \(change.original.hexString) kept as given" : change.description
  }
}
