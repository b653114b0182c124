import TesseraColor
import TesseraTestSupport
import Testing

@testable import TesseraTokens

/// `ThemeSpec.derivingAccentRoles(keeping:)`: the accent's dependents re-derived as brand
/// generation derives them, with everything else left alone.
@Suite("Accent-derived roles")
struct AccentDerivationTests {
  static let gray = SRGBColor(red: 0.5, green: 0.5, blue: 0.5)

  static func with(_ spec: ThemeSpec, accent: SRGBColor) -> ThemeSpec {
    var edited = spec
    edited.colors[.accent] = ColorValues(accent)
    return edited
  }

  @Test("on a brand theme, a new accent gives the light roles the brand generator gives it")
  func matchesBrandGeneration() throws {
    // A shared neutral keeps both brands' backgrounds equal, so only the accent differs.
    let before = BrandConfiguration(primary: try SRGBColor(hex: "#1DB954"), neutral: Self.gray)
      .themeSpec()
    let after = BrandConfiguration(primary: try SRGBColor(hex: "#6750A4"), neutral: Self.gray)
      .themeSpec()
    var edited = before
    edited.colors[.accent] = after.colorValues(.accent)
    let derived = edited.derivingAccentRoles()
    for role in ThemeSpec.accentDerivedRoles {
      #expect(
        derived.colorValues(role).light == after.colorValues(role).light,
        "\(role.rawValue): \(derived.colorValues(role).light.hexString) vs \(after.colorValues(role).light.hexString)"
      )
    }
    // The roles did move: the green theme's indicator is not the purple theme's.
    #expect(before.colorValues(.indicator).light != derived.colorValues(.indicator).light)
  }

  @Test("the accent and every role outside the derived set stay exactly as they were")
  func leavesOtherRolesAlone() throws {
    let spec = Self.with(PresetThemes.ocean, accent: try SRGBColor(hex: "#D0021B"))
    let derived = spec.derivingAccentRoles()
    let derivedSet = Set(ThemeSpec.accentDerivedRoles)
    for role in ColorRole.allCases where !derivedSet.contains(role) {
      #expect(derived.colorValues(role) == spec.colorValues(role), "\(role.rawValue)")
    }
    #expect(derived.colorValues(.accent) == ColorValues(try SRGBColor(hex: "#D0021B")))
  }

  @Test("a kept role keeps its value; the others follow the accent")
  func keptRolesStay() throws {
    let spec = Self.with(PresetThemes.ocean, accent: try SRGBColor(hex: "#D0021B"))
    let derived = spec.derivingAccentRoles(keeping: [.indicator])
    #expect(derived.colorValues(.indicator) == PresetThemes.ocean.colorValues(.indicator))
    #expect(derived.colorValues(.textLink) != PresetThemes.ocean.colorValues(.textLink))
  }

  @Test("an accent that reads on the pages is the light indicator and link exactly")
  func passingAccentIsKept() throws {
    // #0057B8 is 7.0:1 on white: it passes 3:1 and 4.5:1 on every light background of Ocean.
    let blue = try SRGBColor(hex: "#0057B8")
    let derived = Self.with(PresetThemes.ocean, accent: blue).derivingAccentRoles()
    #expect(derived.colorValues(.indicator).light == blue)
    #expect(derived.colorValues(.textLink).light == blue)
    #expect(derived.colorValues(.textOnAccent).light == .white)
  }

  /// 14 presets × 12 seeded accents: every pair the audit measures with a derived role in
  /// front passes in all four modes (or, on an accent no label can reach 7:1 on, comes within
  /// 0.5 of the best black or white reach), and the indicator keeps the accent's hue.
  @Test("seeded accents on every preset: derived roles pass the audit and keep the hue")
  func derivedRolesPass() {
    var random = SeededRandomNumberGenerator(seed: 0xACCE_0016)
    let derivedSet = Set(ThemeSpec.accentDerivedRoles)
    for preset in PresetThemes.all {
      for _ in 0..<12 {
        let accent = SRGBColor(
          red: Double.random(in: 0...1, using: &random),
          green: Double.random(in: 0...1, using: &random),
          blue: Double.random(in: 0...1, using: &random)
        ).quantized()
        let derived = Self.with(preset, accent: accent).derivingAccentRoles()
        // The accent is kept as given, in all four modes: where no label reaches 7:1 on it
        // (a mid-luminance accent with Increase Contrast) the label is the best black or white
        // can do, and the audit reports the accent; every other pair passes.
        let failing = ThemeAudit.measurements(derived).filter {
          guard derivedSet.contains($0.pair.foreground), !$0.passes else { return false }
          let best = max(
            SRGBColor.white.contrastRatio(with: $0.background),
            SRGBColor.black.contrastRatio(with: $0.background))
          return $0.pair.background != .accent || best >= $0.requiredRatio
            || $0.ratio < best - 0.5
        }
        #expect(
          failing.isEmpty,
          "\(preset.name) \(accent.hexString): \(failing.prefix(2).map { "\($0.pair) \($0.mode) \($0.ratio)" })"
        )
        let hue = accent.oklch
        let indicator = derived.colorValues(.indicator).light.oklch
        if hue.chroma > 0.05 && indicator.chroma > 0.03 {
          let difference = abs(hue.hue - indicator.hue).truncatingRemainder(dividingBy: 360)
          #expect(
            min(difference, 360 - difference) < 8,
            "\(preset.name) \(accent.hexString): indicator \(indicator.hue) vs \(hue.hue)")
        }
      }
    }
  }
}
