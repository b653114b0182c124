import TesseraColor
import TesseraTestSupport
import Testing

@testable import TesseraTokens

@Suite("Brand report")
struct BrandReportTests {
  /// The theme's accent in `mode`, read from the spec.
  static func accent(_ spec: ThemeSpec, _ mode: BrandMode) -> SRGBColor {
    let values = spec.colorValues(.accent)
    switch (mode.isDark, mode.isIncreasedContrast) {
    case (false, false): return values.light
    case (true, false): return values.dark
    case (false, true): return values.lightIncreasedContrast
    case (true, true): return values.darkIncreasedContrast
    }
  }

  @Test("black in dark mode is reported, not changed silently")
  func darkChangeIsReported() throws {
    let theme = try BrandConfiguration(primaryHex: "#000000").generate()
    let lines = theme.report.lines
    #expect(lines.contains("light accent: #000000 kept as given"))
    let dark = try #require(lines.first { $0.hasPrefix("dark accent:") })
    #expect(dark.contains("#000000 → \(theme.spec.colorValues(.accent).dark.hexString)"))
    #expect(dark.contains("needs 3.00:1 to stand out from the dark page"))
  }

  @Test("an increased-contrast move of the fill names the label it serves")
  func increasedContrastMoveIsReported() throws {
    // Mid gray: black reaches 5.3:1 and white 3.9:1 on it, so no label reaches 7:1.
    let theme = try BrandConfiguration(primaryHex: "#808080").generate()
    let lines = theme.report.lines
    #expect(lines.contains("light accent: #808080 kept as given"))
    let line = try #require(lines.first { $0.hasPrefix("lightIncreasedContrast accent:") })
    let moved = theme.spec.colorValues(.accent).lightIncreasedContrast
    #expect(line.hasPrefix("lightIncreasedContrast accent: #808080 → \(moved.hexString) "))
    #expect(line.contains("no label reaches 7.00:1 on it for textOnAccent"), "\(line)")
    let label = theme.spec.colorValues(.textOnAccent).lightIncreasedContrast
    #expect(label.contrastRatio(with: moved) >= 7)
  }

  @Test("one accent line per mode, each adjustment once with its reason, over 500 seeded colors")
  func everyModeOnce() {
    var rng = SeededRandomNumberGenerator(seed: 16)
    for _ in 0..<500 {
      let primary = SRGBColor(
        red: Double.random(in: 0...1, using: &rng), green: Double.random(in: 0...1, using: &rng),
        blue: Double.random(in: 0...1, using: &rng)
      ).quantized()
      let theme = BrandConfiguration(primary: primary).generate()
      let lines = theme.report.lines
      #expect(Set(lines).count == lines.count, "duplicate line for \(primary.hexString)")
      for mode in BrandMode.allCases {
        let prefix = "\(mode.name) accent: "
        let accentLines = lines.filter { $0.hasPrefix(prefix) }
        #expect(accentLines.count == 1, "\(mode.name) for \(primary.hexString)")
        guard let line = accentLines.first else { continue }
        let final = Self.accent(theme.spec, mode)
        if final == primary {
          #expect(line == prefix + "\(primary.hexString) kept as given")
        } else {
          #expect(line.hasPrefix(prefix + "\(primary.hexString) → \(final.hexString) "), "\(line)")
          #expect(!line.hasSuffix("): "), "a change without a reason: \(line)")
        }
      }
      #expect(lines.first?.hasPrefix("light accent: ") == true)
      // Every change names the requirement it met: a ratio it needed or a label it serves.
      for line in lines where !line.hasSuffix("kept as given") {
        #expect(line.contains("needs") || line.contains("no label reaches"), "\(line)")
      }
    }
  }
}
