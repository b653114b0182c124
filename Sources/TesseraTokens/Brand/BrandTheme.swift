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
  /// The light-mode accent (the fill of primary buttons).
  public var lightAccent: SRGBColor
  /// Whether the light accent is exactly the brand primary: always, except in the monochrome
  /// style, whose fills are gray.
  public var keepsBrandColor: Bool
  /// Every role that differs from its designed tone, per mode, with the failed requirements.
  public var adjustments: [BrandAdjustment]
  /// Promised pairs that could not be kept ("mode: foreground on background"); empty for every
  /// input the generator supports, and checked by a 10,000-color property test.
  public var unmet: [String]
  /// What became of each brand color as its fill in each of the four modes, light first: the
  /// primary as `accent`, then the secondary and tertiary colors the configuration names as
  /// `accentSecondary` and `accentTertiary`.
  public var accents: [BrandAccentDecision] = []

  /// The report as lines of text: each brand fill in each of the four modes first (kept, or
  /// from what to what and why), then every other adjustment, each once, then unmet promises.
  public var lines: [String] {
    var lines = accents.map(\.description)
    let described = Set(accents.map { [$0.mode.name, $0.change.role.rawValue] })
    lines += adjustments.filter { !described.contains([$0.mode.name, $0.role.rawValue]) }
      .map(\.description)
    lines += unmet.map { "unmet: \($0)" }
    return lines
  }
}

/// A brand fill of one mode measured against the brand color it came from: kept as given, or
/// changed, with the reasons (the contrast it had to reach, or the monochrome style).
public struct BrandAccentDecision: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The change from the brand color (`original`) to the fill the theme uses (`adjusted`) in
  /// its mode, with the reasons in words; no reasons when the fill is the brand color.
  public var change: BrandAdjustment
  /// The fill the mode's design asked for before contrast was checked.
  public var designed: SRGBColor

  /// The mode.
  public var mode: BrandMode { change.mode }
  /// Whether the mode's fill is exactly the brand color.
  public var keepsBrand: Bool { change.original == change.adjusted }

  /// A one-line account: `light accent: #1DB954 kept as given`, or `dark accent: #000000 →
  /// #5E5E5E (OKLCH lightness +0.480, hue +0.000°): 1.08:1 on backgroundPrimary, needs 3.00:1
  /// to stand out from the dark page ...`.
  public var description: String {
    keepsBrand
      ? "\(mode.name) \(change.role.rawValue): \(change.original.hexString) kept as given"
      : change.description
  }
}
