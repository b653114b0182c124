import TesseraColor
import TesseraTestSupport
import Testing

@testable import TesseraTokens

@Suite("Brand fidelity and white label")
struct BrandFidelityTests {
  static let pages: [ColorRole] = [
    .backgroundPrimary, .backgroundSecondary, .backgroundElevated, .backgroundGrouped,
    .surfaceOverlay,
  ]

  /// Whether `accent` meets text contrast on every light page of `spec`.
  static func passes(_ accent: SRGBColor, _ spec: ThemeSpec) -> Bool {
    pages.allSatisfy { page in
      accent.contrastRatio(with: spec.colorValues(page).light) >= 4.5
    }
  }

  @Test("a brand color that passes is kept exactly in light mode")
  func keepsPassingColor() throws {
    for hex in ["#2563EB", "#BA1A1A", "#0F766E", "#1D1B20", "#6750A4"] {
      let theme = try BrandConfiguration(primaryHex: hex).generate()
      #expect(theme.spec.colorValues(.accent).light.hexString == hex)
      #expect(theme.report.keepsBrandColor)
      #expect(theme.report.lines.first?.contains("kept as given") == true)
    }
  }

  @Test("over 2,000 seeded colors: kept exactly when it passes, else same hue, smallest change")
  func fidelitySweep() {
    var random = SeededRandomNumberGenerator(seed: 31)
    for index in 0..<2000 {
      let primary = SRGBColor.randomByte(using: &random)
      let styles: [BrandStyle] = [.tonal, .vibrant, .fidelity]
      let theme = BrandConfiguration(primary: primary, style: styles[index % 3]).generate()
      let accent = theme.spec.colorValues(.accent).light
      let brandPasses = Self.passes(primary, theme.spec)
      #expect(brandPasses == (accent == primary), "\(primary)")
      #expect(theme.report.keepsBrandColor == (accent == primary))
      guard accent != primary else { continue }
      #expect(Self.passes(accent, theme.spec))
      let from = primary.oklch
      let to = accent.oklch
      if from.chroma > 0.04 && to.chroma > 0.04 {
        #expect(abs(OKLCH.hueDifference(from.hue, to.hue)) < 3, "\(primary) → \(accent)")
      }
      // Smallest: one tone (L*) back toward the brand on the same hue line fails a page.
      let towards = accent.tone < primary.tone ? 1.0 : -1.0
      let back = TonalPalette(hue: to.hue, chroma: to.chroma).tone(accent.tone + towards)
      if back != accent {
        #expect(!Self.passes(back, theme.spec), "\(primary) → \(accent), back \(back)")
      }
      let line = theme.report.lines.first ?? ""
      #expect(line.contains(primary.hexString) && line.contains("needs 4.50:1"), "\(line)")
    }
  }

  @Test("white label: name, typeface design and family, shapes reach the spec")
  func whiteLabel() throws {
    let radii = RadiusScale(small: 2, medium: 4, large: 6, extraLarge: 8)
    let config = WhiteLabelConfiguration(
      brand: try BrandConfiguration(primaryHex: "#0F766E", neutralHex: "#64748B"),
      name: "Acme Health", typography: .init(family: "Inter", design: .rounded),
      shapes: .init(buttonShape: .roundedRectangle, radii: radii), symbol: "cross.case")
    let theme = config.generate()
    #expect(theme.spec.name == "Acme Health")
    #expect(theme.spec.symbol == "cross.case")
    #expect(theme.spec.radii == radii)
    #expect(theme.spec.buttons[.primary]?.shape == .roundedRectangle)
    #expect(theme.spec.typography[.body]?.design == .rounded)
    #expect(theme.spec.typography[.code]?.design == .monospaced)
    #expect(theme.fontFamily == "Inter")
    #expect(theme.spec.purpose.contains("Inter"))
    #expect(theme.spec.palette["brandNeutral"]?.hexString == "#64748B")
    #expect(ThemeAudit.audit(theme.spec).failures.isEmpty)
  }

  @Test("monochrome is gray and fidelity keeps more chroma than tonal in the palettes")
  func styles() throws {
    let brand = try BrandConfiguration(primaryHex: "#E11D48", style: .monochrome)
    let mono = brand.generate().spec
    #expect(mono.colorValues(.accent).light.oklch.chroma < 0.02)
    #expect(mono.colorValues(.textPrimary).dark.oklch.chroma < 0.02)
    var fidelity = brand
    fidelity.style = .fidelity
    var tonal = brand
    tonal.style = .tonal
    let fidelityNeutral = fidelity.generate().spec.palette["neutral90"]?.oklch.chroma ?? 0
    let tonalNeutral = tonal.generate().spec.palette["neutral90"]?.oklch.chroma ?? 1
    #expect(fidelityNeutral > tonalNeutral)
  }

  @Test("a bad hex throws a typed error naming the offset")
  func badHex() {
    #expect(throws: HexColorError.self) { try BrandConfiguration(primaryHex: "#12345G") }
    #expect(throws: HexColorError.self) {
      try BrandConfiguration(primaryHex: "#123456", errorHex: "red")
    }
  }
}
