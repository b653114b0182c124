import TesseraTestSupport
import Testing

@testable import TesseraColor

@Suite("Material dynamic schemes")
struct DynamicSchemeTests {
  /// One row of ``MCUSchemeVectors``.
  struct Row {
    var variant: SchemeVariant
    var source: SRGBColor
    var isDark: Bool
    var contrastLevel: Double
    var role: MaterialColorRole
    var value: String
    var line: String
  }

  static func rows(_ table: String) throws -> [Row] {
    try table.split(separator: "\n").map { line in
      let fields = line.split(separator: " ").map(String.init)
      try #require(fields.count == 6, "malformed vector: \(line)")
      let variant = try #require(SchemeVariant(rawValue: fields[0]), "variant in \(line)")
      let role = try #require(MaterialColorRole(rawValue: fields[4]), "role in \(line)")
      let level = try #require(Double(fields[3]), "contrast level in \(line)")
      try #require(fields[2] == "dark" || fields[2] == "light", "mode in \(line)")
      return Row(
        variant: variant, source: try SRGBColor(hex: fields[1]), isDark: fields[2] == "dark",
        contrastLevel: level, role: role, value: fields[5], line: String(line))
    }
  }

  @Test("the vector tables hold every published assertion (407 colors, 24 tones)")
  func tablesAreComplete() throws {
    let colors = try Self.rows(MCUSchemeVectors.colors)
    #expect(colors.count == 407)
    #expect(Set(colors.map(\.variant)) == Set(SchemeVariant.allCases))
    #expect(try Self.rows(MCUSchemeVectors.tones).count == 24)
  }

  @Test(
    "every published scheme color of Material's tests, exactly", arguments: SchemeVariant.allCases)
  func publishedColors(variant: SchemeVariant) throws {
    let rows = try Self.rows(MCUSchemeVectors.colors).filter { $0.variant == variant }
    #expect(!rows.isEmpty)
    for row in rows {
      let scheme = DynamicScheme(
        sourceColor: row.source, variant: row.variant, isDark: row.isDark,
        contrastLevel: row.contrastLevel)
      #expect(scheme.color(row.role) == (try SRGBColor(hex: row.value)), "\(row.line)")
    }
  }

  @Test("the monochrome spec's tones, to Material's 0.3")
  func monochromeTones() throws {
    for row in try Self.rows(MCUSchemeVectors.tones) {
      let scheme = DynamicScheme(
        sourceColor: row.source, variant: row.variant, isDark: row.isDark,
        contrastLevel: row.contrastLevel)
      let expected = try #require(Double(row.value))
      #expect(abs(scheme.color(row.role).tone - expected) <= 0.3, "\(row.line)")
    }
  }

  /// Material's `DynamicColorTests.testFixedColors*`, to its tolerance of 1.
  @Test(
    "fixed colors keep their tones in both modes",
    arguments: [
      (SchemeVariant.tonalSpot, true, [90.0, 80, 10, 30, 90, 80, 10, 30, 90, 80, 10, 30]),
      (.monochrome, false, [40, 30, 100, 90, 80, 70, 10, 25, 40, 30, 100, 90]),
      (.monochrome, true, [40, 30, 100, 90, 80, 70, 10, 25, 40, 30, 100, 90]),
    ])
  func fixedColors(variant: SchemeVariant, isDark: Bool, tones: [Double]) {
    let scheme = DynamicScheme(
      sourceColor: SRGBColor(red8: 255, green8: 0, blue8: 0), variant: variant, isDark: isDark)
    let roles: [MaterialColorRole] = [
      .primaryFixed, .primaryFixedDim, .onPrimaryFixed, .onPrimaryFixedVariant, .secondaryFixed,
      .secondaryFixedDim, .onSecondaryFixed, .onSecondaryFixedVariant, .tertiaryFixed,
      .tertiaryFixedDim, .onTertiaryFixed, .onTertiaryFixedVariant,
    ]
    for (role, tone) in zip(roles, tones) {
      #expect(abs(scheme.color(role).tone - tone) <= 1, "\(role)")
    }
  }

  /// Material's `DynamicColorTests.testContrastPairs`, over all nine variants and, beyond
  /// Material's four seeds, 24 seeded random ones: text on its fill reaches 4.5:1 at standard
  /// contrast and above, 3:1 below.
  @Test("text on its fill reaches 4.5:1 (3:1 at reduced contrast) in every variant and mode")
  func contrastPairs() {
    var random = SeededRandomNumberGenerator(seed: 2021)
    let seeds =
      ["#FF0000", "#FFFF00", "#00FF00", "#0000FF"].map { try! SRGBColor(hex: $0) }
      + (0..<24).map { _ in
        SRGBColor(
          red8: .random(in: 0...255, using: &random), green8: .random(in: 0...255, using: &random),
          blue8: .random(in: 0...255, using: &random))
      }
    let pairs: [(MaterialColorRole, MaterialColorRole)] = [
      (.onPrimary, .primary), (.onPrimaryContainer, .primaryContainer),
      (.onSecondary, .secondary), (.onSecondaryContainer, .secondaryContainer),
      (.onTertiary, .tertiary), (.onTertiaryContainer, .tertiaryContainer),
      (.onError, .error), (.onErrorContainer, .errorContainer), (.onBackground, .background),
      (.onSurfaceVariant, .surfaceBright), (.onSurfaceVariant, .surfaceDim),
    ]
    for seed in seeds {
      for variant in SchemeVariant.allCases {
        let palettes = SchemePalettes(sourceColor: seed, variant: variant)
        for level in [-1, -0.5, 0, 0.5, 1.0] {
          for isDark in [false, true] {
            let colors = DynamicScheme(palettes: palettes, isDark: isDark, contrastLevel: level)
              .colors
            let minimum = level >= 0 ? 4.5 : 3
            for (text, fill) in pairs {
              let ratio = Tone.contrastRatio(colors[text]!.tone, colors[fill]!.tone)
              #expect(
                ratio >= minimum,
                "\(seed) \(variant) \(isDark ? "dark" : "light") \(level): \(text) on \(fill) \(ratio)"
              )
            }
          }
        }
      }
    }
  }

  @Test("one role at a time, all roles at once and the named properties agree")
  func accessorsAgree() throws {
    let scheme = DynamicScheme(
      sourceColor: try SRGBColor(hex: "#FA2BEC"), variant: .content, isDark: true,
      contrastLevel: 0.3)
    let all = scheme.colors
    #expect(all.count == MaterialColorRole.allCases.count)
    for role in MaterialColorRole.allCases {
      #expect(scheme[role] == all[role], "\(role)")
      #expect(scheme.palette(role.paletteKind).tone(scheme.tone(role)) == all[role])
    }
    #expect(scheme.primary == all[.primary] && scheme.onSurface == all[.onSurface])
    #expect(scheme.tertiaryFixedDim == all[.tertiaryFixedDim])
  }

  @Test("palettes derived once serve every mode and contrast level")
  func sharedPalettes() throws {
    let source = try SRGBColor(hex: "#FA2BEC")
    let palettes = SchemePalettes(sourceColor: source, variant: .fidelity)
    for isDark in [false, true] {
      for level in [-1, 0, 1.0] {
        let shared = DynamicScheme(palettes: palettes, isDark: isDark, contrastLevel: level)
        let fresh = DynamicScheme(
          sourceColor: source, variant: .fidelity, isDark: isDark, contrastLevel: level)
        #expect(shared == fresh)
        #expect(shared.colors == fresh.colors)
      }
    }
  }

  @Test("the contrast level is clamped to -1...1 and NaN is the standard level")
  func contrastLevelRange() throws {
    let source = try SRGBColor(hex: "#6750A4")
    let high = DynamicScheme(sourceColor: source, isDark: false, contrastLevel: 1)
    let beyond = DynamicScheme(sourceColor: source, isDark: false, contrastLevel: 7)
    #expect(beyond.contrastLevel == 1 && beyond.colors == high.colors)
    let standard = DynamicScheme(sourceColor: source, isDark: false)
    let nan = DynamicScheme(sourceColor: source, isDark: false, contrastLevel: .nan)
    #expect(nan.contrastLevel == 0 && nan.colors == standard.colors)
    // A continuous level: at 0.25 the outline needs 3.75:1 against the dimmest surface,
    // between standard's 3:1 and medium's 4.5:1.
    let quarter = DynamicScheme(sourceColor: source, isDark: false, contrastLevel: 0.25)
    let medium = DynamicScheme(sourceColor: source, isDark: false, contrastLevel: 0.5)
    let ratios = [standard, quarter, medium].map {
      Tone.contrastRatio($0.tone(.outline), $0.tone(.surfaceDim))
    }
    #expect(ratios[0] >= 3 && ratios[1] >= 3.75 && ratios[2] >= 4.5)
    #expect(ratios[0] < ratios[1] && ratios[1] < ratios[2])
    #expect(ratios[1] < 4.5)
  }

  @Test("a contrast curve interpolates linearly between its four levels")
  func contrastCurve() {
    let curve = ContrastCurve(3, 4.5, 7, 11)
    #expect(curve.value(at: -2) == 3 && curve.value(at: -1) == 3)
    #expect(curve.value(at: -0.5) == 3.75)
    #expect(curve.value(at: 0) == 4.5)
    #expect(curve.value(at: 0.25) == 5.75)
    #expect(curve.value(at: 0.5) == 7)
    #expect(curve.value(at: 0.75) == 9)
    #expect(curve.value(at: 1) == 11 && curve.value(at: 3) == 11)
    #expect(curve.value(at: .nan) == 4.5)
  }

  /// Material's `DynamicSchemeTests` for `getRotatedHue`, to its tolerance of 1°.
  @Test("hue rotation by band")
  func rotatedHue() {
    let hue = HCT.color(hue: 43, chroma: 16, tone: 16).hct.hue
    #expect(abs(SchemePalettes.rotatedHue(hue, [], []) - 43) <= 1)
    #expect(abs(SchemePalettes.rotatedHue(hue, [0], [0]) - 43) <= 1)
    #expect(abs(SchemePalettes.rotatedHue(hue, [0, 42, 360], [0, 15, 0]) - 58) <= 1)
    #expect(abs(SchemePalettes.rotatedHue(hue, [0, 42, 360], [0, 480, 0]) - 163) <= 1)
  }

  @Test("every variant's error palette is HCT hue 25, chroma 84")
  func errorPalette() throws {
    for variant in SchemeVariant.allCases {
      let palettes = SchemePalettes(sourceColor: try SRGBColor(hex: "#2563EB"), variant: variant)
      #expect(palettes.error == TonalPalette(hue: 25, chroma: 84, model: .hct))
      #expect(palettes.primary.model == .hct)
    }
  }
}
