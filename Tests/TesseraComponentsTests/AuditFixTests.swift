import TesseraColor
import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("audit causes and fixes")
struct AuditFixTests {
  /// Default with a pale link color in light mode and a dim secondary text in dark mode.
  static var weak: ThemeSpec {
    var spec = PresetThemes.default
    spec.name = "Weak"
    var link = spec.colorValues(.textLink)
    link.light = SRGBColor(red8: 0x66, green8: 0xAA, blue8: 0xFF)
    spec.colors[.textLink] = link
    var secondary = spec.colorValues(.textSecondary)
    secondary.dark = SRGBColor(red8: 0x55, green8: 0x55, blue8: 0x55)
    spec.colors[.textSecondary] = secondary
    return spec
  }

  @Test("failures are grouped into one cause per color decision and mode")
  func grouping() throws {
    let spec = Self.weak
    let report = ThemeAudit.audit(spec)
    let components = ComponentAudit.audit(spec).failures
    let fix = AuditFix.fix(spec)
    let causes = AuditFix.causes(
      themeFailures: report.failures, componentFailures: components, fix: fix)
    // The light link fails as text on the five page backgrounds (and under the secondary and
    // tertiary buttons' titles, on the same backgrounds): five promised pairs, one decision.
    let link = try #require(causes.first { $0.decision == "textLink" && $0.mode == .light })
    #expect(link.themePairs == 5)
    #expect(link.proposal?.role == .textLink)
    #expect(link.proposal?.from.hexString == "#66AAFF")
    let secondary = try #require(
      causes.first { $0.decision == "textSecondary" && $0.mode == .dark })
    #expect(secondary.themePairs == 5)
    // Every theme failure and component failure is counted in exactly one cause.
    #expect(causes.map(\.themePairs).reduce(0, +) == report.failures.count)
    #expect(causes.map(\.componentParts).reduce(0, +) == components.count)
    #expect(Set(causes.map { "\($0.mode.name)/\($0.decision)" }).count == causes.count)
    // Light mode causes come before dark mode ones.
    let modes = causes.map { ThemeMode.allCases.firstIndex(of: $0.mode) ?? 0 }
    #expect(modes == modes.sorted())
  }

  @Test("the fix moves only failing roles, along their hue, and the fixed theme passes")
  func fixesWeak() throws {
    let spec = Self.weak
    let result = AuditFix.fix(spec)
    #expect(result.passes)
    #expect(ThemeAudit.audit(result.spec).passed)
    #expect(ComponentAudit.audit(result.spec).passed)
    let changed = Set(result.changes.map { "\($0.role.rawValue)/\($0.mode.name)" })
    #expect(changed == ["textLink/light", "textSecondary/dark"])
    let link = try #require(result.changes.first { $0.role == .textLink })
    #expect(link.to.contrastRatio(with: .white) >= 4.5)
    #expect(abs(link.to.oklch.hue - link.from.oklch.hue) < 2)
    #expect(abs(link.distance - link.from.oklab.distance(to: link.to.oklab)) < 1e-12)
    // Nothing else moved, in any mode.
    for role in ColorRole.allCases {
      for mode in ThemeMode.allCases where !changed.contains("\(role.rawValue)/\(mode.name)") {
        #expect(
          result.spec.colorValues(role).value(for: mode) == spec.colorValues(role).value(for: mode))
      }
    }
  }

  @Test("a passing preset is left exactly as it is", arguments: PresetThemes.all)
  func passingUnchanged(spec: ThemeSpec) {
    let result = AuditFix.fix(spec)
    #expect(result.changes.isEmpty)
    #expect(result.spec == spec)
  }

  @Test("every fixed theme passes: presets with seeded roles faded toward their background")
  func property() throws {
    var rng = SeededRandomNumberGenerator(seed: 2026_12_01)
    let movable: [ColorRole] = [
      .textPrimary, .textSecondary, .textTertiary, .textLink, .accent, .destructive, .success,
      .warning, .error, .info, .borderStrong, .focusRing, .textOnAccent,
    ]
    var failing = 0
    for index in 0..<40 {
      var spec = PresetThemes.all[index % PresetThemes.all.count]
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        let role = movable.randomElement(using: &rng) ?? .accent
        let mode = ThemeMode.allCases.randomElement(using: &rng) ?? .light
        let page = spec.colorValues(.backgroundPrimary).value(for: mode)
        var values = spec.colorValues(role)
        let color = values.value(for: mode)
        let t = Double.random(in: 0.4...0.95, using: &rng)
        values.setValue(
          SRGBColor(
            red: color.red + (page.red - color.red) * t,
            green: color.green + (page.green - color.green) * t,
            blue: color.blue + (page.blue - color.blue) * t
          ).quantized(), for: mode)
        spec.colors[role] = values
      }
      let before = ThemeAudit.audit(spec).passed && ComponentAudit.audit(spec).passed
      if !before { failing += 1 }
      let result = AuditFix.fix(spec)
      #expect(result.passes, "seed case \(index): \(result.remainingThemeFailures.prefix(3))")
      #expect(ThemeAudit.audit(result.spec).passed, "case \(index)")
      #expect(ComponentAudit.audit(result.spec).passed, "case \(index)")
    }
    // The perturbation really breaks themes, so the property is not vacuous.
    #expect(failing >= 30)
  }

  @Test("every role the same gray: the fix moves text and fills apart until all passes")
  func flatGray() {
    var spec = PresetThemes.default
    spec.name = "Flat"
    for role in ColorRole.allCases { spec.colors[role] = ColorValues(SRGBColor(white: 0.5)) }
    #expect(ThemeAudit.audit(spec).failures.count > 200)
    let result = AuditFix.fix(spec)
    #expect(result.passes)
    #expect(ThemeAudit.audit(result.spec).passed)
    #expect(ComponentAudit.audit(result.spec).passed)
  }

  @Test("a pair no color change can fix is reported as left, with no proposal")
  func unfixable() throws {
    var spec = Self.weak
    // A promise of a role against itself can never hold.
    spec.contrastPairs.append(ContrastPair(.accent, on: .accent, .nonText))
    let result = AuditFix.fix(spec)
    #expect(!result.passes)
    #expect(result.remainingComponentFailures.isEmpty)
    let left = result.remainingThemeFailures
    #expect(left.count == 4)
    #expect(left.allSatisfy { $0.foreground == .accent && $0.background == .accent })
    let causes = AuditFix.causes(
      themeFailures: left, componentFailures: [], fix: AuditFix.fix(result.spec))
    #expect(causes.count == 4)
    #expect(causes.allSatisfy { $0.proposal == nil })
    #expect(causes.first?.description.hasSuffix("no automatic fix") == true)
  }
}

@Suite("colour-vision check of status colors")
struct ColorVisionCheckTests {
  @Test("identical status colors warn for every pair, deficiency and mode")
  func identical() {
    var spec = PresetThemes.default
    for role in ColorVisionCheck.statusRoles {
      spec.colors[role] = ColorValues(SRGBColor(red: 0.8, green: 0.2, blue: 0.1))
    }
    let warnings = ColorVisionCheck.warnings(spec)
    #expect(warnings.count == 6 * 3)
    #expect(warnings.allSatisfy { $0.modes.count == 4 && $0.distance < 1e-9 })
  }

  @Test("grays look the same to everyone: four distinct grays never warn")
  func grays() throws {
    var spec = PresetThemes.default
    for (role, hex) in zip(
      ColorVisionCheck.statusRoles, ["#000000", "#555555", "#AAAAAA", "#FFFFFF"])
    {
      spec.colors[role] = ColorValues(try SRGBColor(hex: hex))
    }
    #expect(ColorVisionCheck.warnings(spec).isEmpty)
  }

  @Test("red and green, distinct to most, warn under deuteranopia and protanopia")
  func redGreen() throws {
    var spec = PresetThemes.default
    spec.colors[.success] = ColorValues(try SRGBColor(hex: "#4CAF50"))
    spec.colors[.error] = ColorValues(try SRGBColor(hex: "#B5893C"))
    spec.colors[.warning] = ColorValues(try SRGBColor(hex: "#000000"))
    spec.colors[.info] = ColorValues(try SRGBColor(hex: "#FFFFFF"))
    let warnings = ColorVisionCheck.warnings(spec)
    let pairs = Set(warnings.map { "\($0.first.rawValue)-\($0.second.rawValue)" })
    #expect(pairs == ["success-error"])
    let unsimulated = try SRGBColor(hex: "#4CAF50").oklab.distance(
      to: try SRGBColor(hex: "#B5893C").oklab)
    #expect(unsimulated > ColorVisionCheck.defaultMinimumDistance)
  }
}
