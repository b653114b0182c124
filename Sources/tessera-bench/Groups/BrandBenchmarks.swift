import TesseraColor
import TesseraTokens

/// Brand theme generation: one complete ThemeSpec from a brand color (target under 1 ms).
enum BrandBenchmarks: BenchmarkGroup {
  static let name = "brand"
  static let summary = "Brand theme generation (full ThemeSpec, four modes) and its parts."

  static func run(_ options: BenchOptions, report: inout BenchReport) throws {
    let brands = ["#2563EB", "#FFD600", "#60A5FA", "#808080", "#E11D48", "#0F766E"].compactMap {
      try? BrandConfiguration(primaryHex: $0)
    }
    var index = 0
    report.results.append(
      measure("brand.generate-theme") {
        index = (index + 1) % brands.count
        blackHole(brands[index].generate())
      })
    report.results.append(
      measure("brand.generate-theme-vibrant-all-colors") {
        blackHole(
          BrandConfiguration(
            primary: brands[1].primary, secondary: brands[0].primary,
            tertiary: brands[4].primary, neutral: brands[3].primary, error: brands[4].primary,
            style: .vibrant
          ).generate())
      })
    report.results.append(
      measure("brand.scheme-colors-only") {
        index = (index + 1) % brands.count
        blackHole(BrandSchemeGenerator.generate(brands[index].colors))
      })
    let theme = brands[1].generate()
    report.results.append(
      measure("brand.audit-generated") {
        blackHole(ThemeAudit.audit(theme.spec))
      })
    let yellow = brands[1].primary
    report.results.append(
      measure("color.contrast-solve") {
        blackHole(ContrastSolver.solve(yellow, on: .white, target: 4.5))
      })
    report.results.append(
      measure("color.palette-tone") {
        blackHole(TonalPalette(hue: 264, chroma: 0.3).tone(40))
      })
    // A palette already built, asked for tones and its key color again and again (a scheme, an
    // editor redrawing swatches); the baseline solves each afresh, as before the cache.
    let built = TonalPalette(hue: 264, chroma: 0.3)
    let hct = TonalPalette(hue: 264, chroma: 48, model: .hct)
    var tone = 0.0
    report.results.append(
      measure(
        "color.built-palette-tone",
        {
          tone = tone >= 100 ? 0 : tone + 5
          blackHole(built.tone(tone))
        }, baseline: "the same tones solved afresh",
        {
          tone = tone >= 100 ? 0 : tone + 5
          blackHole(built.uncachedTone(tone))
        }))
    report.results.append(
      measure(
        "color.built-palette-tone-hct", { blackHole(hct.tone(40)) },
        baseline: "the same tone solved afresh", { blackHole(hct.uncachedTone(40)) }))
    report.results.append(
      measure(
        "color.built-palette-key-color", { blackHole(built.keyColor) },
        baseline: "the key color searched afresh", { blackHole(built.searchedKeyColor) }))
  }
}
