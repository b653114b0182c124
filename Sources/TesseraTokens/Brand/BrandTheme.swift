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

  /// The report as lines of text: the accent decision first, then each adjustment.
  public var lines: [String] {
    var lines: [String] = []
    if keepsBrandColor {
      lines.append(
        "light accent: \(brandPrimary.hexString) kept as given (it meets every promised pair)")
    } else if let change = adjustments.first(where: { $0.role == .accent && $0.mode == .light }) {
      lines.append("light accent: " + change.description)
    } else {
      lines.append(
        "light accent: \(lightAccent.hexString) (style replaces \(brandPrimary.hexString))")
    }
    lines += adjustments.map(\.description)
    lines += unmet.map { "unmet: \($0)" }
    return lines
  }
}
