import TesseraColor
import Testing

@testable import TesseraTokens

@Suite("Presets and the audit")
struct PresetAuditTests {
  @Test("there are at least fourteen presets with unique names and full metadata")
  func presetList() {
    #expect(PresetThemes.all.count >= 14)
    #expect(Set(PresetThemes.all.map(\.name)).count == PresetThemes.all.count)
    for preset in PresetThemes.all {
      #expect(!preset.summary.isEmpty && !preset.purpose.isEmpty && !preset.symbol.isEmpty)
      #expect(preset.missingColorRoles.isEmpty, "\(preset.name)")
    }
  }

  @Test("every preset passes every promised pair in all four modes", arguments: PresetThemes.all)
  func presetPasses(_ preset: ThemeSpec) {
    let report = ThemeAudit.audit(preset)
    #expect(report.failures.isEmpty, "\(report.failures.map(\.description))")
    #expect(report.checkedCount >= 4 * ContrastPair.standardSet.count)
    #expect(report.notes.isEmpty)
  }

  @Test("increased-contrast modes hold text to 7:1", arguments: PresetThemes.all)
  func increasedContrast(_ preset: ThemeSpec) {
    for mode in [ThemeMode.lightIncreasedContrast, .darkIncreasedContrast] {
      let theme = preset.resolved(for: mode)
      for background in [ColorRole.backgroundPrimary, .backgroundSecondary] {
        for text in [ColorRole.textPrimary, .textSecondary, .textTertiary] {
          #expect(theme.color(text).contrastRatio(with: theme.color(background)) >= 7)
        }
      }
      #expect(theme.color(.textOnAccent).contrastRatio(with: theme.color(.accent)) >= 7)
    }
  }

  @Test("the seed's dark fix holds: dark text, not white, on the dark accent")
  func darkAccentFix() {
    let dark = PresetThemes.default.resolved(for: .dark)
    #expect(dark.color(.accent).hexString == "#60A5FA")
    #expect(dark.color(.textOnAccent).hexString == "#111827")
    #expect(SRGBColor.white.contrastRatio(with: dark.color(.accent)) < 3)
    #expect(dark.color(.textOnAccent).contrastRatio(with: dark.color(.accent)) >= 4.5)
  }

  @Test("Gentle's default CTA (white 4.34:1) is repaired along its hue, not replaced")
  func gentleCTA() throws {
    let published = try #require(PresetThemes.gentleDefault.palette["primaryCTA"])
    let ratio = SRGBColor.white.contrastRatio(with: published)
    #expect(ratio > 4.3 && ratio < 4.5)
    let accent = PresetThemes.gentleDefault.resolved(for: .light).color(.accent)
    #expect(SRGBColor.white.contrastRatio(with: accent) >= 4.5)
    // Darker than 4.5 needs: the accent is also text on the grouped gray (#F2F2F7).
    #expect(SRGBColor.white.contrastRatio(with: accent) < 5.5)
    #expect(abs(accent.blue - published.blue) < 0.15)
  }

  @Test("dark destructive fills carry dark text that passes, not white")
  func darkDestructive() {
    for preset in PresetThemes.all {
      let dark = preset.resolved(for: .dark)
      let ratio = dark.color(.textOnDestructive).contrastRatio(with: dark.color(.destructive))
      #expect(ratio >= 4.5, "\(preset.name)")
    }
  }

  @Test("the audit reports role names, mode, ratio and required ratio of a failure")
  func reportsFailure() throws {
    var spec = PresetThemes.default
    spec.colors[.textSecondary]?.setValue(try SRGBColor(hex: "#777777"), for: .light)
    let report = ThemeAudit.audit(spec)
    let failure = try #require(
      report.failures.first {
        $0.foreground == .textSecondary && $0.background == .backgroundPrimary
      })
    #expect(failure.mode == .light)
    #expect(abs(failure.ratio - 4.4781) < 0.0001)
    #expect(failure.requiredRatio == 4.5)
    #expect(failure.level == .textAA)
    #expect(failure.description.contains("4.47:1 < 4.50:1"))
    #expect(report.failures.allSatisfy { $0.mode == .light })
    #expect(!report.passed)
  }

  @Test("a spec missing roles falls back to defaults and the audit notes it")
  func fallbackNotes() {
    var spec = PresetThemes.ocean
    spec.colors[.textLink] = nil
    spec.typography[.code] = nil
    let theme = spec.resolved(for: .light)
    #expect(theme.color(.textLink) == PresetThemes.default.colors[.textLink]?.light)
    #expect(theme.text(.code) == PresetThemes.default.resolved(for: .light).text(.code))
    let notes = ThemeAudit.audit(spec).notes
    #expect(notes.contains { $0.contains("textLink") })
    #expect(notes.contains { $0.contains("code") })
  }

  @Test("presets are found by name or identifier, ignoring case and separators")
  func named() {
    #expect(PresetThemes.named("ocean") == PresetThemes.ocean)
    #expect(PresetThemes.named("Classic Tan") == PresetThemes.classicTan)
    #expect(PresetThemes.named("classic-tan") == PresetThemes.classicTan)
    #expect(PresetThemes.named("editorialPaper") == PresetThemes.editorialPaper)
    #expect(PresetThemes.named("default") == PresetThemes.default)
    #expect(PresetThemes.named("gentle default") == PresetThemes.gentleDefault)
    #expect(PresetThemes.named("nope") == nil)
  }

  /// Names and identifiers come from the recipes, so the command line lists and finds presets
  /// without building all fourteen; each must still lead to its own preset.
  @Test("every preset's name and identifier, known unbuilt, lead to that preset")
  func namesUnbuilt() {
    #expect(PresetThemes.names == PresetThemes.all.map(\.name))
    #expect(PresetThemes.identifiers == PresetThemes.all.map(PresetThemes.identifier(of:)))
    for spec in PresetThemes.all {
      #expect(PresetThemes.named(spec.name) == spec, "\(spec.name)")
      #expect(PresetThemes.named(PresetThemes.identifier(of: spec)) == spec, "\(spec.name)")
    }
  }

  @Test("presets keep distinct press animations across the five Gentle animation roles")
  func animations() {
    let used = Set(PresetThemes.all.compactMap { $0.buttons[.primary]?.animation })
    for role in [ButtonAnimationRole.subtlePress, .squish, .pop, .bouncy, .springBack] {
      #expect(used.contains(role))
    }
  }
}

extension ThemeSpec: CustomTestStringConvertible {
  /// The preset name, so parameterized test output reads "Ocean".
  public var testDescription: String { name }
}
