import TesseraTestSupport
import Testing

@testable import TesseraColor

@Suite("HCT (CAM16 hue and chroma, L* tone)")
struct HCTTests {
  @Test(
    "Material's vectors for pure blue and pure green",
    arguments: [("#0000FF", 282.788, 87.230, 32.302), ("#00FF00", 142.139, 108.410, 87.737)])
  func vectors(hex: String, hue: Double, chroma: Double, tone: Double) throws {
    let hct = try SRGBColor(hex: hex).hct
    #expect(abs(hct.hue - hue) < 0.01)
    #expect(abs(hct.chroma - chroma) < 0.01)
    #expect(abs(hct.tone - tone) < 0.01)
  }

  @Test(
    "Material's blue tonal palette, within one 8-bit step",
    arguments: [
      (90.0, "#E0E0FF"), (80, "#BEC2FF"), (70, "#9DA3FF"), (60, "#7C84FF"), (50, "#5A64FF"),
      (40, "#343DFF"), (30, "#0000EF"), (20, "#0001AC"), (10, "#00006E"), (95, "#F1EFFF"),
    ])
  func bluePalette(tone: Double, hex: String) throws {
    let source = try SRGBColor(hex: "#0000FF").hct
    let color = HCT.color(hue: source.hue, chroma: source.chroma, tone: tone)
    let expected = try SRGBColor(hex: hex)
    #expect(abs(Int(color.bytes.red) - Int(expected.bytes.red)) <= 1, "\(color) vs \(hex)")
    #expect(abs(Int(color.bytes.green) - Int(expected.bytes.green)) <= 1, "\(color) vs \(hex)")
    #expect(abs(Int(color.bytes.blue) - Int(expected.bytes.blue)) <= 1, "\(color) vs \(hex)")
  }

  @Test("sRGB → HCT → sRGB round-trips for 300 seeded colors")
  func roundTrip() {
    var random = SeededRandomNumberGenerator(seed: 99)
    for _ in 0..<300 {
      let color = SRGBColor(
        red8: .random(in: 0...255, using: &random), green8: .random(in: 0...255, using: &random),
        blue8: .random(in: 0...255, using: &random))
      let back = color.hct.color
      #expect(abs(Int(back.bytes.red) - Int(color.bytes.red)) <= 1, "\(color) → \(back)")
      #expect(abs(Int(back.bytes.green) - Int(color.bytes.green)) <= 1, "\(color) → \(back)")
      #expect(abs(Int(back.bytes.blue) - Int(color.bytes.blue)) <= 1, "\(color) → \(back)")
    }
  }

  /// With incomplete adaptation (D ≈ 0.85 under the default conditions) a gray keeps a trace
  /// of CAM16 chroma, under 3 on a scale where sRGB colors reach about 130.
  @Test("tone 0 and 100 are black and white; grays have almost no chroma")
  func ends() {
    #expect(HCT.color(hue: 10, chroma: 50, tone: 0) == .black)
    #expect(HCT.color(hue: 10, chroma: 50, tone: 100) == .white)
    #expect(SRGBColor(white: 0.5).hct.chroma < 3)
    #expect(abs(SRGBColor(white: 0.5).hct.tone - SRGBColor(white: 0.5).tone) < 1e-9)
  }
}
