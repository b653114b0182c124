import TesseraColor

/// One promised pair that misses its required ratio in one mode.
public struct AuditFailure: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The foreground role.
  public var foreground: ColorRole
  /// The background role.
  public var background: ColorRole
  /// The mode it fails in.
  public var mode: ThemeMode
  /// The measured ratio, unrounded.
  public var ratio: Double
  /// The ratio the pair needed.
  public var requiredRatio: Double
  /// The WCAG level that was required.
  public var level: ContrastLevel
  /// The foreground color measured.
  public var foregroundColor: SRGBColor
  /// The background color measured.
  public var backgroundColor: SRGBColor
  /// Why the pair is checked: `promised`, or the token that uses it (`button.primary`).
  public var source: String

  /// Creates a failure.
  package init(
    foreground: ColorRole, background: ColorRole, mode: ThemeMode, ratio: Double,
    requiredRatio: Double, level: ContrastLevel, foregroundColor: SRGBColor,
    backgroundColor: SRGBColor, source: String
  ) {
    self.foreground = foreground
    self.background = background
    self.mode = mode
    self.ratio = ratio
    self.requiredRatio = requiredRatio
    self.level = level
    self.foregroundColor = foregroundColor
    self.backgroundColor = backgroundColor
    self.source = source
  }

  /// `textSecondary on backgroundGrouped in dark: 4.21:1 < 4.5:1 (textAA)`.
  public var description: String {
    "\(foreground.rawValue) (\(foregroundColor.hexString)) on \(background.rawValue) "
      + "(\(backgroundColor.hexString)) in \(mode.name): \(AuditReport.format(ratio)) < "
      + "\(AuditReport.format(requiredRatio)) (\(level.rawValue), \(source))"
  }

  /// The APCA lightness contrast (Lc, APCA-W3 0.1.9) of the pair, for information: WCAG 2.2
  /// decides pass and fail.
  public var apcaLc: Double {
    APCA.lightnessContrast(text: foregroundColor, background: backgroundColor)
  }

  private enum CodingKeys: String, CodingKey {
    case foreground, background, mode, ratio, requiredRatio, level, foregroundColor
    case backgroundColor, source, apcaLc
  }

  /// Decodes a failure; the mode is its name (`darkIncreasedContrast`).
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    foreground = try c.decode(ColorRole.self, forKey: .foreground)
    background = try c.decode(ColorRole.self, forKey: .background)
    let modeName = try c.decode(String.self, forKey: .mode)
    guard let mode = ThemeMode.allCases.first(where: { $0.name == modeName }) else {
      throw DecodingError.dataCorruptedError(
        forKey: .mode, in: c, debugDescription: "unknown mode '\(modeName)'")
    }
    self.mode = mode
    ratio = try c.decode(Double.self, forKey: .ratio)
    requiredRatio = try c.decode(Double.self, forKey: .requiredRatio)
    level = try c.decode(ContrastLevel.self, forKey: .level)
    foregroundColor = try c.decode(SRGBColor.self, forKey: .foregroundColor)
    backgroundColor = try c.decode(SRGBColor.self, forKey: .backgroundColor)
    source = try c.decode(String.self, forKey: .source)
  }

  /// Encodes the failure with the mode as its name.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(foreground, forKey: .foreground)
    try c.encode(background, forKey: .background)
    try c.encode(mode.name, forKey: .mode)
    try c.encode(ratio, forKey: .ratio)
    try c.encode(requiredRatio, forKey: .requiredRatio)
    try c.encode(level, forKey: .level)
    try c.encode(foregroundColor, forKey: .foregroundColor)
    try c.encode(backgroundColor, forKey: .backgroundColor)
    try c.encode(source, forKey: .source)
    try c.encode(apcaLc, forKey: .apcaLc)
  }
}

/// One audited pair measured in one mode: its WCAG 2.2 ratio, which decides pass and fail, and
/// its APCA lightness contrast, for information.
public struct ContrastMeasurement: Sendable, Hashable, Encodable {
  /// The pair.
  public var pair: ContrastPair
  /// Why it is measured: `promised`, or the token that uses it ("button.primary").
  public var source: String
  /// The mode.
  public var mode: ThemeMode
  /// The foreground color.
  public var foreground: SRGBColor
  /// The background color.
  public var background: SRGBColor
  /// The WCAG 2.2 contrast ratio, unrounded.
  public var ratio: Double
  /// The WCAG level the pair needs in this mode.
  public var level: ContrastLevel
  /// The APCA lightness contrast (Lc, APCA-W3 0.1.9; negative for light text on a dark
  /// background).
  public var apcaLc: Double

  /// The ratio the pair needs in this mode.
  public var requiredRatio: Double { level.minimumRatio }

  /// Whether the pair meets its requirement.
  public var passes: Bool { ratio >= requiredRatio }

  private enum CodingKeys: String, CodingKey {
    case foreground, background, requirement, source, mode, foregroundColor, backgroundColor
    case ratio, requiredRatio, level, apcaLc, passed
  }

  /// Encodes the measurement flat, with the mode as its name.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(pair.foreground, forKey: .foreground)
    try c.encode(pair.background, forKey: .background)
    try c.encode(pair.requirement, forKey: .requirement)
    try c.encode(source, forKey: .source)
    try c.encode(mode.name, forKey: .mode)
    try c.encode(foreground, forKey: .foregroundColor)
    try c.encode(background, forKey: .backgroundColor)
    try c.encode(ratio, forKey: .ratio)
    try c.encode(requiredRatio, forKey: .requiredRatio)
    try c.encode(level, forKey: .level)
    try c.encode(apcaLc, forKey: .apcaLc)
    try c.encode(passes, forKey: .passed)
  }
}

/// The result of auditing one theme.
public struct AuditReport: Sendable, Hashable, Codable {
  /// The theme's name.
  public var themeName: String
  /// Every pair and mode that misses its ratio.
  public var failures: [AuditFailure]
  /// Remarks that are not failures, such as roles that fell back to defaults.
  public var notes: [String]
  /// How many pair-and-mode measurements were made.
  public var checkedCount: Int

  /// Creates a report.
  package init(themeName: String, failures: [AuditFailure], notes: [String], checkedCount: Int) {
    self.themeName = themeName
    self.failures = failures
    self.notes = notes
    self.checkedCount = checkedCount
  }

  /// Whether nothing failed.
  public var passed: Bool { failures.isEmpty }

  /// Formats a ratio as `4.54:1`, truncated so a failing ratio never prints as its threshold.
  public static func format(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
  }
}

/// One pair to measure and why.
package struct AuditedPair: Sendable, Hashable {
  /// The pair.
  package var pair: ContrastPair
  /// `promised`, or the token that uses the pair.
  package var source: String
}

/// Measures every pair a theme promises (and every pair its buttons and typography imply) in
/// all four modes.
public enum ThemeAudit {
  /// Audits `spec`.
  /// - Complexity: O(pairs × 4); about 60 pairs for a standard theme.
  public static func audit(_ spec: ThemeSpec) -> AuditReport {
    let measured = measurements(spec)
    var failures: [AuditFailure] = []
    for mode in ThemeMode.allCases {
      for entry in measured where entry.mode == mode && !entry.passes {
        failures.append(
          AuditFailure(
            foreground: entry.pair.foreground, background: entry.pair.background, mode: mode,
            ratio: entry.ratio, requiredRatio: entry.requiredRatio, level: entry.level,
            foregroundColor: entry.foreground, backgroundColor: entry.background,
            source: entry.source))
      }
    }
    return AuditReport(
      themeName: spec.name, failures: failures, notes: notes(for: spec),
      checkedCount: measured.count)
  }

  /// Every pair the audit measures (the promises, button titles and text styles) in every
  /// mode, pair by pair with the four modes of a pair together, passing or not.
  /// - Complexity: O(pairs × 4).
  public static func measurements(_ spec: ThemeSpec) -> [ContrastMeasurement] {
    auditedPairs(spec).flatMap { entry in
      ThemeMode.allCases.map { mode in
        let foreground = spec.colorValues(entry.pair.foreground).value(for: mode)
        let background = spec.colorValues(entry.pair.background).value(for: mode)
        return ContrastMeasurement(
          pair: entry.pair, source: entry.source, mode: mode, foreground: foreground,
          background: background, ratio: foreground.contrastRatio(with: background),
          level: entry.pair.requirement.level(in: mode),
          apcaLc: APCA.lightnessContrast(text: foreground, background: background))
      }
    }
  }

  /// The pairs an audit measures: the spec's promises, then each button role's title on its
  /// fill and pressed fill (or on the primary background when transparent) and each
  /// typography role's color on the primary background. On-colors and `textDisabled` in
  /// typography are skipped (they are drawn on fills, or exempt). Duplicates are dropped,
  /// keeping the strictest requirement.
  package static func auditedPairs(_ spec: ThemeSpec) -> [AuditedPair] {
    var result: [AuditedPair] = []
    var index: [String: Int] = [:]
    func add(_ pair: ContrastPair, _ source: String) {
      let key = pair.foreground.rawValue + "/" + pair.background.rawValue
      if let existing = index[key] {
        if strictness(pair.requirement) > strictness(result[existing].pair.requirement) {
          result[existing] = AuditedPair(pair: pair, source: source)
        }
        return
      }
      index[key] = result.count
      result.append(AuditedPair(pair: pair, source: source))
    }
    for pair in spec.contrastPairs { add(pair, "promised") }
    for role in DSButtonRole.allCases {
      guard let button = spec.buttons[role] else { continue }
      let source = "button.\(role.rawValue)"
      if let fill = button.background {
        add(ContrastPair(button.foreground, on: fill, .text), source)
        if let pressed = button.pressedBackground {
          add(ContrastPair(button.foreground, on: pressed, .text), source)
        }
      } else {
        add(ContrastPair(button.foreground, on: .backgroundPrimary, .text), source)
      }
    }
    for role in TypographyRole.allCases {
      let colorRole = spec.typographySpec(role).colorRole
      if colorRole.isOnColor || colorRole == .textDisabled || colorRole.isBackground { continue }
      add(ContrastPair(colorRole, on: .backgroundPrimary, .text), "typography.\(role.rawValue)")
    }
    return result
  }

  private static func strictness(_ requirement: ContrastRequirement) -> Int {
    switch requirement {
    case .nonText: return 0
    case .largeText: return 1
    case .text: return 2
    }
  }

  private static func notes(for spec: ThemeSpec) -> [String] {
    var notes: [String] = []
    // A role of the split accent takes the spec's accent or textOnAccent when it has those.
    let derived = spec.missingColorRoles.filter { role in
      role.derivedFromVersion2Role.map { spec.colors[$0] != nil } ?? false
    }
    let missingColors = spec.missingColorRoles.filter { !derived.contains($0) }
    if !missingColors.isEmpty {
      notes.append(
        "colors: \(missingColors.count) role(s) not defined, using the default theme's values: "
          + missingColors.map(\.rawValue).joined(separator: ", "))
    }
    if !derived.isEmpty {
      notes.append(
        "colors: \(derived.count) role(s) not defined, taking the theme's accent or "
          + "textOnAccent: " + derived.map(\.rawValue).joined(separator: ", "))
    }
    let missingTypography = TypographyRole.allCases.filter { spec.typography[$0] == nil }
    if !missingTypography.isEmpty {
      notes.append(
        "typography: using default styles for "
          + missingTypography.map(\.rawValue).joined(separator: ", "))
    }
    let missingButtons = DSButtonRole.allCases.filter { spec.buttons[$0] == nil }
    if !missingButtons.isEmpty {
      notes.append(
        "buttons: using default roles for " + missingButtons.map(\.rawValue).joined(separator: ", ")
      )
    }
    let missingSurfaces = SurfaceRole.allCases.filter { spec.surfaces[$0] == nil }
    if !missingSurfaces.isEmpty {
      notes.append(
        "surfaces: using default roles for "
          + missingSurfaces.map(\.rawValue).joined(separator: ", "))
    }
    return notes
  }
}
