import TesseraColor
import TesseraTestSupport
import Testing

@testable import TesseraTokens

/// Status colors and their containers stay apart for people with protanopia, deuteranopia and
/// tritanopia: in every preset, in brand themes from seeded colors, and in the rules both use.
@Suite("status colors kept apart under colour-vision deficiencies")
struct StatusSeparationTests {
  /// The audit's line, as `tessera audit` prints it ("ΔE_OK 0.005 < 0.050"): a fact of the
  /// audit, not read back from the code under test.
  static let line = 0.05

  /// The status colors, then their containers (the tinted backgrounds), as the issue names them.
  static let groups: [[ColorRole]] = [
    [.success, .warning, .error, .info],
    [.successBackground, .warningBackground, .errorBackground, .infoBackground],
  ]

  /// The smallest OKLab distance between two of `roles` in `spec` seen with `deficiency`,
  /// over every pair and mode, measured here from the simulation and OKLab alone.
  static func closest(
    _ spec: ThemeSpec, _ deficiency: ColorVisionDeficiency, _ roles: [ColorRole]
  ) -> (distance: Double, where: String) {
    var closest = (distance: Double.infinity, where: "")
    for mode in ThemeMode.allCases {
      for (index, first) in roles.enumerated() {
        for second in roles[(index + 1)...] {
          let a = spec.colorValues(first).value(for: mode).simulating(deficiency).oklab
          let b = spec.colorValues(second).value(for: mode).simulating(deficiency).oklab
          let distance = a.distance(to: b)
          if distance < closest.distance {
            closest = (distance, "\(first.rawValue)/\(second.rawValue) in \(mode.name)")
          }
        }
      }
    }
    return closest
  }

  @Test(
    "every preset keeps status colors and containers 0.05 apart in all four modes",
    arguments: ColorVisionDeficiency.allCases)
  func presets(deficiency: ColorVisionDeficiency) {
    #expect(PresetThemes.all.count == 14)
    for spec in PresetThemes.all {
      for roles in Self.groups {
        let closest = Self.closest(spec, deficiency, roles)
        #expect(
          closest.distance >= Self.line,
          "\(spec.name) under \(deficiency): \(closest.where) at \(closest.distance)")
      }
      #expect(ColorVisionCheck.warnings(spec).isEmpty, "\(spec.name)")
    }
  }

  @Test("keeping status colors apart costs no preset a contrast failure")
  func presetsStillPass() {
    for spec in PresetThemes.all {
      #expect(ThemeAudit.audit(spec).failures.isEmpty, "\(spec.name)")
    }
  }

  /// 400 seeded brand themes, every style, every fourth with its own secondary, tertiary,
  /// neutral and error colors.
  @Test("brand themes from 400 seeded colors keep their status colors and containers apart")
  func seededBrands() {
    var random = SeededRandomNumberGenerator(seed: 0xC0_1045)
    for index in 0..<400 {
      var brand = BrandConfiguration(
        primary: .randomByte(using: &random),
        style: BrandStyle.allCases[index % BrandStyle.allCases.count])
      if index % 4 == 3 {
        brand.secondary = .randomByte(using: &random)
        brand.tertiary = .randomByte(using: &random)
        brand.neutral = .randomByte(using: &random)
        brand.error = .randomByte(using: &random)
      }
      let theme = brand.generate()
      for deficiency in ColorVisionDeficiency.allCases {
        for roles in Self.groups {
          let closest = Self.closest(theme.spec, deficiency, roles)
          #expect(
            closest.distance >= Self.line,
            "\(brand.primary.hexString) \(brand.style): \(closest.where) at \(closest.distance)"
          )
        }
      }
      #expect(theme.report.unmet.isEmpty, "\(brand.primary.hexString)")
      // The brand fill stays the brand color exactly in light mode.
      if brand.style != .monochrome {
        #expect(theme.spec.colorValues(.accent).light == brand.primary)
      }
    }
  }

  @Test("a brand report says which status colors moved and why")
  func brandReport() throws {
    // #E4572E's standard status colors: success, warning and error collide under
    // deuteranopia at one tone.
    let theme = try BrandConfiguration(primaryHex: "#E4572E").generate()
    let moved = theme.report.adjustments.filter { $0.reasons.contains { $0.contains("ΔE_OK") } }
    #expect(!moved.isEmpty)
    for adjustment in moved {
      #expect(Self.groups.joined().contains(adjustment.role))
      let others =
        Self.groups[0].contains(adjustment.role) ? "other status colors" : "other status containers"
      #expect(adjustment.reasons.contains { $0.contains(others) }, "\(adjustment.role)")
    }
  }

  // MARK: The rule

  /// Ocean's status colors in light mode with Increase Contrast before the rule: warning and
  /// error were ΔE_OK 0.005 apart under deuteranopia.
  static func oceanBefore() throws -> [ColorRole: SRGBColor] {
    [
      .success: try SRGBColor(hex: "#00563D"), .warning: try SRGBColor(hex: "#7F3700"),
      .error: try SRGBColor(hex: "#980008"), .info: try SRGBColor(hex: "#004F7C"),
    ]
  }

  @Test("colors that collide under deuteranopia come out apart, only darker on a light page")
  func separatesByLightness() throws {
    let before = try Self.oceanBefore()
    let warning = try #require(before[.warning]).simulating(.deuteranopia).oklab
    let error = try #require(before[.error]).simulating(.deuteranopia).oklab
    #expect(warning.distance(to: error) < Self.line)
    let after = StatusSeparation.separated(before, scheme: .light)
    for deficiency in ColorVisionDeficiency.allCases {
      let roles = ColorVisionCheck.statusRoles
      for (index, first) in roles.enumerated() {
        for second in roles[(index + 1)...] {
          let a = try #require(after[first]).simulating(deficiency).oklab
          let b = try #require(after[second]).simulating(deficiency).oklab
          #expect(a.distance(to: b) >= Self.line, "\(first)/\(second) \(deficiency)")
        }
      }
    }
    // With no contrast check given, a color only moves away from the page: never lighter, so
    // never less contrast against white; and it keeps its hue.
    for (role, color) in after {
      let original = try #require(before[role])
      #expect(color.oklch.lightness <= original.oklch.lightness + 1e-9, "\(role)")
      #expect(
        color.contrastRatio(with: .white) >= original.contrastRatio(with: .white) - 1e-9,
        "\(role)")
      if color != original {
        #expect(abs(OKLCH.hueDifference(color.oklch.hue, original.oklch.hue)) < 3, "\(role)")
      }
    }
    #expect(after != before)
  }

  @Test("on a dark page colors move lighter, and colors already apart do not move")
  func darkAndSettled() throws {
    let apart: [ColorRole: SRGBColor] = [
      .success: try SRGBColor(hex: "#000000"), .warning: try SRGBColor(hex: "#555555"),
      .error: try SRGBColor(hex: "#AAAAAA"), .info: try SRGBColor(hex: "#FFFFFF"),
    ]
    #expect(StatusSeparation.separated(apart, scheme: .dark) == apart)
    let same = try SRGBColor(hex: "#F87171")
    let collided: [ColorRole: SRGBColor] = [.warning: same, .error: same]
    let after = StatusSeparation.separated(collided, scheme: .dark)
    let warning = try #require(after[.warning])
    let error = try #require(after[.error])
    // One stays; the other moves lighter, away from the dark page, until they are apart.
    #expect([warning, error].contains(same))
    #expect(max(warning.oklch.lightness, error.oklch.lightness) > same.oklch.lightness)
    for deficiency in ColorVisionDeficiency.allCases {
      let distance = warning.simulating(deficiency).oklab.distance(
        to: error.simulating(deficiency).oklab)
      #expect(distance >= Self.line, "\(deficiency)")
    }
  }

  @Test("a fixed role never moves, and a move toward the page needs the caller's consent")
  func fixedAndConsent() throws {
    let before = try Self.oceanBefore()
    let fixed = StatusSeparation.separated(before, scheme: .light, fixed: [.error, .warning])
    #expect(fixed[.error] == before[.error])
    #expect(fixed[.warning] == before[.warning])
    // When every move toward the page is allowed, the change is shared: some color gets
    // lighter, and each moves less than the largest move with no consent.
    let shared = StatusSeparation.separated(before, scheme: .light) { _, _ in true }
    let lighter = ColorVisionCheck.statusRoles.filter {
      (shared[$0]?.oklch.lightness ?? 0) > (before[$0]?.oklch.lightness ?? 0) + 1e-9
    }
    #expect(!lighter.isEmpty)
    let alone = StatusSeparation.separated(before, scheme: .light)
    func largest(_ colors: [ColorRole: SRGBColor]) -> Double {
      ColorVisionCheck.statusRoles.map {
        abs((colors[$0]?.oklch.lightness ?? 0) - (before[$0]?.oklch.lightness ?? 0))
      }.max() ?? 0
    }
    #expect(largest(shared) < largest(alone))
  }

  // MARK: The containers' rule

  /// Pale tints of the kind design systems ship for banners (green, amber, red, blue), with
  /// their status text: under deuteranopia the green and red tints are one color.
  static func tints() throws -> [ColorRole: SRGBColor] {
    [
      .successBackground: try SRGBColor(hex: "#E6F4EA"),
      .warningBackground: try SRGBColor(hex: "#FFF4E5"),
      .errorBackground: try SRGBColor(hex: "#FDECEA"),
      .infoBackground: try SRGBColor(hex: "#E5F6FD"),
      .success: try SRGBColor(hex: "#1E6B34"), .warning: try SRGBColor(hex: "#8A4B00"),
      .error: try SRGBColor(hex: "#B3261E"), .info: try SRGBColor(hex: "#0B5CAD"),
    ]
  }

  /// The contrast a tint owes here: its status text at 4.5:1, as WCAG asks of body text; colors
  /// not yet moved are those of `start`.
  static func keepsText(_ start: [ColorRole: SRGBColor])
    -> (ColorRole, SRGBColor, [ColorRole: SRGBColor]) -> Bool
  {
    let pairs: [ColorRole: ColorRole] = [
      .successBackground: .success, .warningBackground: .warning,
      .errorBackground: .error, .infoBackground: .info,
    ]
    return { role, color, around in
      if let status = pairs[role] {
        let text = around[status] ?? start[status] ?? .black
        return color.contrastRatio(with: text) >= 4.5
      }
      guard let tint = pairs.first(where: { $0.value == role })?.key else { return true }
      let background = around[tint] ?? start[tint] ?? .white
      return color.contrastRatio(with: background) >= 4.5
    }
  }

  @Test("tints that collide under deuteranopia come out apart, each keeping its text readable")
  func separatesContainers() throws {
    let before = try Self.tints()
    let green = try #require(before[.successBackground]).simulating(.deuteranopia).oklab
    let red = try #require(before[.errorBackground]).simulating(.deuteranopia).oklab
    #expect(green.distance(to: red) < Self.line)
    let after = StatusSeparation.separatedContainers(before, keeps: Self.keepsText(before))
    let containers = Self.groups[1]
    for deficiency in ColorVisionDeficiency.allCases {
      for (index, first) in containers.enumerated() {
        for second in containers[(index + 1)...] {
          let a = try #require(after[first]).simulating(deficiency).oklab
          let b = try #require(after[second]).simulating(deficiency).oklab
          #expect(a.distance(to: b) >= Self.line, "\(first)/\(second) \(deficiency)")
        }
      }
    }
    // Every container still carries its text at 4.5:1, and each moved one keeps its hue.
    for (tint, status) in zip(containers, Self.groups[0]) {
      let color = try #require(after[tint])
      let text = try #require(after[status])
      #expect(color.contrastRatio(with: text) >= 4.5, "\(tint)")
      if color != before[tint], let original = before[tint], original.oklch.chroma > 0.02 {
        #expect(abs(OKLCH.hueDifference(color.oklch.hue, original.oklch.hue)) < 5, "\(tint)")
      }
    }
    // The status colors stay as far apart as they were.
    for deficiency in ColorVisionDeficiency.allCases {
      let statuses = Self.groups[0]
      for (index, first) in statuses.enumerated() {
        for second in statuses[(index + 1)...] {
          let was = try #require(before[first]).simulating(deficiency).oklab.distance(
            to: try #require(before[second]).simulating(deficiency).oklab)
          let now = try #require(after[first]).simulating(deficiency).oklab.distance(
            to: try #require(after[second]).simulating(deficiency).oklab)
          #expect(now >= min(was, Self.line) - 1e-9, "\(first)/\(second) \(deficiency)")
        }
      }
    }
    #expect(after != before)
  }

  @Test("a container whose text has no room left deepens that text, never dims it")
  func deepensStatusText() throws {
    // Error text exactly at 4.5:1 on its tint: the tint cannot darken unless the text does.
    var before = try Self.tints()
    let tint = try #require(before[.errorBackground])
    before[.error] = try SRGBColor(hex: "#C8302A")
    let ratio = try #require(before[.error]).contrastRatio(with: tint)
    #expect(ratio >= 4.5 && ratio < 4.7)
    let after = StatusSeparation.separatedContainers(before, keeps: Self.keepsText(before))
    let error = try #require(after[.error])
    let errorTint = try #require(after[.errorBackground])
    #expect(error.contrastRatio(with: errorTint) >= 4.5)
    if errorTint.oklch.lightness < tint.oklch.lightness - 1e-9 {
      let original = try #require(before[.error])
      #expect(error.oklch.lightness < original.oklch.lightness)
    }
    #expect(ColorVisionCheck.containerRoles.allSatisfy { after[$0] != nil })
  }

  @Test("fixed containers never move, and with no consent nothing moves")
  func containersFixedAndRefused() throws {
    let before = try Self.tints()
    let fixed = StatusSeparation.separatedContainers(
      before, fixed: [.successBackground, .errorBackground], keeps: Self.keepsText(before))
    #expect(fixed[.successBackground] == before[.successBackground])
    #expect(fixed[.errorBackground] == before[.errorBackground])
    #expect(fixed != before)
    let refused = StatusSeparation.separatedContainers(before) { _, _, _ in false }
    #expect(refused == before)
  }
}
