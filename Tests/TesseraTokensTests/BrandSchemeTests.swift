import TesseraColor
import TesseraTestSupport
import Testing

@testable import TesseraTokens

@Suite("Brand scheme generation")
struct BrandSchemeTests {
  static let pinned: [String] = [
    "#FFFFFF", "#FEFEFE", "#F8F8F0", "#000000", "#010101", "#0A0A14", "#FFFF00", "#FFD600",
    "#0000FF", "#FF0000", "#00FF00", "#00FFFF", "#FF00FF", "#808080", "#767676", "#777777",
    "#333333", "#CCCCCC", "#2563EB", "#60A5FA", "#BA1A1A", "#6750A4",
  ]

  static func failures(_ scheme: BrandScheme, _ pairs: [BrandContrastPair]) -> [String] {
    var found: [String] = []
    for mode in BrandMode.allCases {
      for pair in pairs + BrandContrastPair.darkFills where mode.isDark || !pair.onlyInDark {
        let fg = scheme.color(pair.foreground, in: mode)
        let bg = scheme.color(pair.background, in: mode)
        let ratio = fg.contrastRatio(with: bg)
        if ratio < mode.requiredRatio(pair.level) {
          found.append(
            "\(scheme.brand.primary) \(scheme.brand.style) \(mode.name) \(pair.foreground) on "
              + "\(pair.background): \(ratio)")
        }
      }
    }
    return found
  }

  @Test("pinned hard cases keep every promise in every style", arguments: BrandStyle.allCases)
  func pinnedColors(style: BrandStyle) throws {
    for hex in Self.pinned {
      let scheme = BrandSchemeGenerator.generate(
        BrandColors(primary: try SRGBColor(hex: hex), style: style))
      let failures = Self.failures(scheme, BrandContrastPair.standard)
      #expect(failures.isEmpty, "\(failures.prefix(3))")
      #expect(scheme.unmet.values.allSatisfy { $0.isEmpty })
      #expect(ColorRole.allCases.allSatisfy { scheme.colors[.light]?[$0] != nil })
    }
  }

  @Test("2,000 seeded random brand colors: zero failures", arguments: 0..<4)
  func randomSweep(chunk: Int) {
    var random = SeededRandomNumberGenerator(seed: 0xB4A9D + UInt64(chunk))
    var failures: [String] = []
    for index in 0..<500 {
      let primary = SRGBColor.randomByte(using: &random)
      let style = BrandStyle.allCases[index % BrandStyle.allCases.count]
      let scheme = BrandSchemeGenerator.generate(BrandColors(primary: primary, style: style))
      failures += Self.failures(scheme, BrandContrastPair.standard)
    }
    #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(5))")
  }
}
