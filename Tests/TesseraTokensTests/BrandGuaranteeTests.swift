import Foundation
import TesseraColor
import TesseraTestSupport
import Testing

@testable import TesseraTokens

/// The brand guarantee: for any input color, every pair the generated theme promises (and every
/// pair its audit derives from buttons and typography) passes in all four modes, and no two
/// status colors come closer than the colour-vision check's line.
@Suite("Brand theme guarantee")
struct BrandGuaranteeTests {
  /// Colors that break naive generators: near-white, near-black, pure yellow and blue, grays.
  static let pinned: [String] = [
    "#FFFFFF", "#FEFEFE", "#FAFAF5", "#F0F0F0", "#000000", "#010101", "#050510", "#111111",
    "#FFFF00", "#FFD600", "#FFEB3B", "#0000FF", "#0000AA", "#FF0000", "#00FF00", "#00FFFF",
    "#FF00FF", "#808080", "#767676", "#777777", "#333333", "#CCCCCC", "#2563EB", "#60A5FA",
    "#BA1A1A", "#6750A4", "#FF9500", "#34C759",
  ]

  static func failures(_ brand: BrandConfiguration) -> [String] {
    let theme = brand.generate()
    var found = ThemeAudit.audit(theme.spec).failures.map {
      "\(brand.primary.hexString) \(brand.style.rawValue): \($0)"
    }
    found += theme.report.unmet
    // Status colors stay apart under protanopia, deuteranopia and tritanopia too.
    found += ColorVisionCheck.warnings(theme.spec).map {
      "\(brand.primary.hexString) \(brand.style.rawValue): \($0)"
    }
    return found
  }

  @Test("pinned hard colors pass the audit in every style", arguments: BrandStyle.allCases)
  func pinnedColors(style: BrandStyle) throws {
    for hex in Self.pinned {
      let failures = Self.failures(try BrandConfiguration(primaryHex: hex, style: style))
      #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
  }

  /// 10,000 seeded random brands in 8 parallel chunks of 1,250; every fourth also has random
  /// secondary, tertiary, neutral and error colors.
  @Test(
    "10,000 seeded random brand colors: zero audit failures or colour-vision warnings",
    arguments: 0..<8)
  func randomBrands(chunk: Int) {
    var random = SeededRandomNumberGenerator(seed: 0x7E55_E7A0 + UInt64(chunk))
    var failures: [String] = []
    for index in 0..<1250 {
      let primary = SRGBColor.randomByte(using: &random)
      let style = BrandStyle.allCases[index % BrandStyle.allCases.count]
      var brand = BrandConfiguration(primary: primary, style: style)
      if index % 4 == 3 {
        brand.secondary = .randomByte(using: &random)
        brand.tertiary = .randomByte(using: &random)
        brand.neutral = .randomByte(using: &random)
        brand.error = .randomByte(using: &random)
      }
      failures += Self.failures(brand)
    }
    #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(5))")
  }

  @Test("the generated spec survives JSON and still passes the audit")
  func jsonRoundTrip() throws {
    let theme = try BrandConfiguration(primaryHex: "#FFD600", style: .vibrant).generate(
      name: "Sunny")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(theme.spec)
    let decoded = try ThemeSpec.decode(from: data)
    #expect(decoded.colors == theme.spec.colors)
    #expect(ThemeAudit.audit(decoded).failures.isEmpty)
    #expect(decoded.missingColorRoles.isEmpty)
  }
}

extension SRGBColor {
  static func randomByte(using generator: inout SeededRandomNumberGenerator) -> SRGBColor {
    SRGBColor(
      red8: .random(in: 0...255, using: &generator),
      green8: .random(in: 0...255, using: &generator),
      blue8: .random(in: 0...255, using: &generator))
  }
}
