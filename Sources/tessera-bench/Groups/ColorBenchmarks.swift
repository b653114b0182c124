import TesseraColor

/// Color science against in-process baselines: the HCT solve against the bisection solver it
/// replaced, hex parsing against a plain radix parse.
enum ColorBenchmarks: BenchmarkGroup {
  static let name = "color"
  static let summary =
    "HCT solve, hex parsing (against in-process baselines), Material dynamic schemes, APCA."

  /// SplitMix64, so the inputs are the same on every run (and in any other implementation
  /// measured beside these figures with the same seed).
  struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }
  }

  /// 256 random requests (hue 0..<360, chroma 0..<150, tone 0..<100), most out of gamut, and 256
  /// in-gamut ones (the HCT of random 8-bit colors).
  static func requests() -> (random: [HCT], inGamut: [HCT]) {
    var random = SplitMix(state: 42)
    let out = (0..<256).map { _ in
      HCT(hue: random.unit() * 360, chroma: random.unit() * 150, tone: random.unit() * 100)
    }
    let inside = (0..<256).map { _ in
      let rgb = random.next() & 0xFF_FFFF
      return SRGBColor(
        red8: UInt8(rgb >> 16), green8: UInt8(rgb >> 8 & 0xFF), blue8: UInt8(rgb & 0xFF)
      ).hct
    }
    return (out, inside)
  }

  /// The baseline for hex parsing: the standard library's radix parse of the digits after `#`.
  @inline(never)
  static func plainHexParse(_ text: String) -> SRGBColor? {
    let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
    guard digits.utf8.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
    return SRGBColor(
      red8: UInt8(value >> 16), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF))
  }

  static func run(_ options: BenchOptions, report: inout BenchReport) throws {
    let (random, inGamut) = requests()
    var index = 0
    func solveNext(_ requests: [HCT]) -> HCT {
      index = (index + 1) & 255
      return requests[index]
    }
    for (name, requests) in [("in-gamut", inGamut), ("random", random)] {
      report.results.append(
        measure(
          "color.hct-solve-\(name)",
          {
            let hct = solveNext(requests)
            blackHole(HCT.color(hue: hct.hue, chroma: hct.chroma, tone: hct.tone))
          },
          baseline: "bisection solver (before #16)",
          {
            let hct = solveNext(requests)
            blackHole(
              HCTBisectionSolver.color(hue: hct.hue, chroma: hct.chroma, tone: hct.tone))
          }))
    }
    let hexTexts = ["#2563EB", "#FFD600", "#60A5FA", "#808080", "#E11D48", "#0F766E"]
    report.results.append(
      measure(
        "color.hex-parse",
        {
          index = (index + 1) % hexTexts.count
          blackHole(try? SRGBColor(hex: hexTexts[index]))
        },
        baseline: "UInt32(_:radix: 16)",
        {
          index = (index + 1) % hexTexts.count
          blackHole(plainHexParse(hexTexts[index]))
        }))
    let seeds = hexTexts.compactMap { try? SRGBColor(hex: $0) }
    report.results.append(
      measure("color.dynamic-scheme-3-roles") {
        index = (index + 1) % seeds.count
        let scheme = DynamicScheme(sourceColor: seeds[index], isDark: false)
        blackHole(scheme.primary)
        blackHole(scheme.onPrimary)
        blackHole(scheme.surface)
      })
    report.results.append(
      measure("color.dynamic-scheme-all-roles") {
        index = (index + 1) % seeds.count
        blackHole(DynamicScheme(sourceColor: seeds[index], isDark: false).colors)
      })
    report.results.append(
      measure("color.dynamic-scheme-content-all-roles") {
        index = (index + 1) % seeds.count
        blackHole(DynamicScheme(sourceColor: seeds[index], variant: .content, isDark: false).colors)
      })
    let grid = (0..<64).map { (step: Int) -> SRGBColor in
      SRGBColor(
        red: Double(step % 4) / 3, green: Double(step / 4 % 4) / 3, blue: Double(step / 16) / 3)
    }
    report.results.append(
      measure(
        "color.apca-64-pairs",
        {
          var sum = 0.0
          for (a, b) in zip(grid, grid.reversed()) { sum += a.apcaContrast(on: b) }
          blackHole(sum)
        },
        baseline: "WCAG 2 ratio, same pairs",
        {
          var sum = 0.0
          for (a, b) in zip(grid, grid.reversed()) { sum += a.contrastRatio(with: b) }
          blackHole(sum)
        }))
  }
}
