import TesseraTestSupport
import Testing

@testable import TesseraColor

@Suite("OKLab, OKLCH and tone")
struct PerceptualTests {
  @Test(
    "XYZ to OKLab matches Ottosson's published vectors",
    arguments: [
      ((0.950, 1.000, 1.089), (1.0, 0.0, 0.0)),
      ((1.0, 0.0, 0.0), (0.450, 1.236, -0.019)),
      ((0.0, 1.0, 0.0), (0.922, -0.671, 0.263)),
      ((0.0, 0.0, 1.0), (0.153, -1.415, -0.449)),
    ])
  func xyzVectors(xyz: (Double, Double, Double), lab: (Double, Double, Double)) {
    let result = OKLab(x: xyz.0, y: xyz.1, z: xyz.2)
    #expect(abs(result.lightness - lab.0) < 0.0006)
    #expect(abs(result.a - lab.1) < 0.0006)
    #expect(abs(result.b - lab.2) < 0.0006)
  }

  @Test(
    "sRGB to OKLCH matches the verified vectors",
    arguments: [
      ("#FF0000", 0.627955, 0.257683, 29.2339),
      ("#00FF00", 0.866440, 0.294827, 142.4953),
      ("#0000FF", 0.452014, 0.313214, 264.0520),
      ("#3B82F6", 0.623083, 0.188015, 259.8145),
    ])
  func oklchVectors(hex: String, lightness: Double, chroma: Double, hue: Double) throws {
    let lch = try SRGBColor(hex: hex).oklch
    #expect(abs(lch.lightness - lightness) < 0.000001)
    #expect(abs(lch.chroma - chroma) < 0.000001)
    #expect(abs(lch.hue - hue) < 0.0001)
  }

  @Test("a gray has lightness 0.599871 and no chroma")
  func gray() throws {
    let lch = try SRGBColor(hex: "#808080").oklch
    #expect(abs(lch.lightness - 0.599871) < 0.000001)
    #expect(lch.isAchromatic)
    #expect(SRGBColor.white.oklch.isAchromatic)
    #expect(abs(SRGBColor.white.oklch.lightness - 1) < 1e-6)
  }

  @Test("sRGB → OKLab → sRGB round-trips for 2,000 seeded colors")
  func roundTrip() {
    var random = SeededRandomNumberGenerator(seed: 11)
    for _ in 0..<2000 {
      let color = SRGBColor(
        red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
        blue: .random(in: 0...1, using: &random))
      let back = color.oklch.gamutMapped()
      #expect(abs(back.red - color.red) < 5e-6)
      #expect(abs(back.green - color.green) < 5e-6)
      #expect(abs(back.blue - color.blue) < 5e-6)
      #expect(back.quantized().hexString == color.quantized().hexString)
    }
  }

  @Test("gamut mapping keeps lightness and hue and keeps the most chroma that fits")
  func gamutMapping() {
    var random = SeededRandomNumberGenerator(seed: 12)
    for _ in 0..<500 {
      let wanted = OKLCH(
        lightness: .random(in: 0.05...0.95, using: &random),
        chroma: .random(in: 0.2...0.5, using: &random), hue: .random(in: 0..<360, using: &random))
      let mapped = wanted.gamutMapped()
      let unclamped = SRGBColor(
        red: mapped.red, green: mapped.green, blue: mapped.blue
      ).oklch
      #expect(abs(unclamped.lightness - wanted.lightness) < 1e-5)
      if unclamped.chroma > 0.01 {
        #expect(abs(OKLCH.hueDifference(unclamped.hue, wanted.hue)) < 0.1)
      }
      #expect(unclamped.chroma <= wanted.chroma + 1e-6)
      if !wanted.isInSRGBGamut() {
        var more = unclamped
        more.chroma += 0.002
        more.hue = wanted.hue
        #expect(!more.isInSRGBGamut())
      }
    }
  }

  @Test("an in-gamut color is not changed by gamut mapping")
  func inGamutUnchanged() throws {
    let lch = try SRGBColor(hex: "#3B82F6").oklch
    #expect(lch.isInSRGBGamut())
    #expect(lch.gamutMapped().quantized().hexString == "#3B82F6")
  }

  @Test("hue differences take the short way round")
  func hueDifference() {
    #expect(OKLCH.hueDifference(350, 10) == 20)
    #expect(OKLCH.hueDifference(10, 350) == -20)
    #expect(OKLCH.normalizedHue(-30) == 330)
    #expect(OKLCH.normalizedHue(720) == 0)
  }

  @Test(
    "tone is CIELAB L*: Material's vectors for pure blue and pure green",
    arguments: [("#0000FF", 32.302), ("#00FF00", 87.737)])
  func toneVectors(hex: String, tone: Double) throws {
    #expect(abs(try SRGBColor(hex: hex).tone - tone) < 0.001)
  }

  @Test("L* and luminance are inverses across the whole range, both segments")
  func toneInverse() {
    for step in 0...1000 {
      let lstar = Double(step) / 10
      let back = Tone.lstar(fromLuminance: Tone.luminance(fromLstar: lstar))
      #expect(abs(back - lstar) < 1e-9)
    }
    #expect(Tone.lstar(fromLuminance: 1) == 100)
    #expect(abs(Tone.lstar(fromLuminance: 0.001) - 0.9033) < 0.0001)
  }

  @Test("tone distance 50 from white is 4.48:1 and 51 is above 4.5:1, as verified")
  func toneDistance() {
    #expect(abs(Tone.contrastRatio(50, 100) - 4.48) < 0.005)
    #expect(Tone.contrastRatio(49, 100) > 4.6)
    #expect(abs(SRGBColor(grayTone: 50).tone - 50) < 1e-9)
  }
}
