import Foundation
import TesseraColor
import Testing

@testable import TesseraTokens

/// `BrandConfiguration` keeps its colors in one place, TesseraColor's `BrandColors`, and both
/// keep what was given; the one place that composites translucent colors is `opaque`, which
/// every palette and theme is drawn from.
@Suite("Brand configuration")
struct BrandConfigurationTests {
  /// #FFD600 at alpha 0x80 (128/255); over white it is #FFEA7F (green 214 × 0.502 + 255 ×
  /// 0.498 = 234.4, blue 255 × 0.498 = 127.0).
  static let halfYellow = SRGBColor(red8: 0xFF, green8: 0xD6, blue8: 0x00, alpha8: 0x80)

  @Test("the colors read back as given, translucent ones included, through either type")
  func keptAsGiven() throws {
    let config = BrandConfiguration(primary: Self.halfYellow, style: .vibrant)
    #expect(config.primary == Self.halfYellow)
    #expect(config.colors.primary == Self.halfYellow)
    #expect(BrandColors(primary: Self.halfYellow).primary == Self.halfYellow)
    #expect(config.colors.opaque.primary.isOpaque)
    #expect(config.colors.opaque.primary.hexString == "#FFEA7F")
  }

  @Test("setting a field of the configuration sets it in its colors")
  func oneHome() throws {
    var config = try BrandConfiguration(primaryHex: "#0055FF")
    config.secondary = try SRGBColor(hex: "#FF8800")
    config.neutral = try SRGBColor(hex: "#778899")
    config.style = .fidelity
    let expected = BrandColors(
      primary: try SRGBColor(hex: "#0055FF"), secondary: try SRGBColor(hex: "#FF8800"),
      neutral: try SRGBColor(hex: "#778899"), style: .fidelity)
    #expect(config.colors == expected)
    #expect(config == BrandConfiguration(expected))
  }

  @Test("JSON keeps the flat keys a configuration has always been written with")
  func flatJSON() throws {
    let written = Data(##"{"error":"#B3261E","primary":"#FFD60080","style":"vibrant"}"##.utf8)
    let decoded = try JSONDecoder().decode(BrandConfiguration.self, from: written)
    #expect(decoded.primary == Self.halfYellow)
    #expect(decoded.error == (try SRGBColor(hex: "#B3261E")))
    #expect(decoded.secondary == nil)
    #expect(decoded.style == .vibrant)

    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    #expect(try encoder.encode(decoded) == written)
  }

  @Test("a translucent brand color draws the theme its composite over white draws")
  func translucentComposited() throws {
    let solid = BrandConfiguration(primary: try SRGBColor(hex: "#FFEA7F")).generate()
    let given = BrandConfiguration(primary: Self.halfYellow).generate()
    #expect(given.spec.colors == solid.spec.colors)
    // Decoding sets the stored colors without the initializer: they are composited too.
    let decoded = try JSONDecoder().decode(
      BrandColors.self, from: Data(##"{"primary":"#FFD60080","style":"tonal"}"##.utf8))
    #expect(decoded.primary == Self.halfYellow)
    let scheme = BrandSchemeGenerator.generate(decoded)
    #expect(scheme.color(.accent, in: .light).hexString == "#FFEA7F")
    #expect(BrandPalettes(decoded) == BrandPalettes(BrandColors(primary: Self.halfYellow)))
  }
}
