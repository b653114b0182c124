import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraColor

@Suite("Tonal palettes in OKLCH")
struct PaletteTests {
  @Test("every tone has the requested L* (within 8-bit rounding) and tones rise monotonically")
  func tonesMatch() {
    var random = SeededRandomNumberGenerator(seed: 7)
    for _ in 0..<60 {
      let palette = TonalPalette(
        hue: .random(in: 0..<360, using: &random), chroma: .random(in: 0...0.3, using: &random))
      var previous = -1.0
      for tone in stride(from: 0.0, through: 100.0, by: 2.5) {
        let color = palette.tone(tone)
        #expect(abs(color.tone - tone) < 0.6)
        #expect(color.relativeLuminance >= previous)
        previous = color.relativeLuminance
        #expect(color.oklch.chroma <= palette.chroma + 0.01)
      }
    }
  }

  @Test("mid tones keep the palette hue and all of a modest chroma")
  func keepsHue() throws {
    let palette = TonalPalette(keyColor: try SRGBColor(hex: "#2563EB"))
    for tone in stride(from: 30.0, through: 70.0, by: 10) {
      let lch = palette.tone(tone).oklch
      #expect(abs(OKLCH.hueDifference(lch.hue, palette.hue)) < 2)
    }
    let modest = palette.withChroma(0.05)
    #expect(abs(modest.tone(50).oklch.chroma - 0.05) < 0.01)
  }

  @Test("tone 0 is black, tone 100 white, and a gray palette is neutral")
  func ends() {
    let palette = TonalPalette(hue: 120, chroma: 0.2)
    #expect(palette.tone(0) == .black)
    #expect(palette.tone(100) == .white)
    #expect(palette.tone(-5) == .black)
    let gray = TonalPalette(keyColor: SRGBColor(white: 0.5)).tone(60)
    #expect(gray.red == gray.green && gray.green == gray.blue)
    #expect(TonalPalette.standardTones.count == palette.swatches.count)
  }

  @Test("tone pairs fix contrast: T40 on T100 reaches 4.5:1 for any hue")
  func toneContrast() {
    for hue in stride(from: 0.0, to: 360, by: 15) {
      let palette = TonalPalette(hue: hue, chroma: 0.25)
      #expect(palette.tone(40).contrastRatio(with: palette.tone(100)) >= 4.5)
      #expect(palette.tone(90).contrastRatio(with: palette.tone(30)) >= 4.5)
    }
  }

  // MARK: - Material's HCT model (material-color-utilities swift/Tests/.../TonalPalettesTests)

  @Test(
    "an HCT palette of pure blue gives Material's blue tones exactly",
    arguments: MCUPaletteVectors.blue)
  func materialBlue(tone: Double, hex: String) throws {
    let blue = try SRGBColor(hex: "#0000FF")
    let byHueAndChroma = TonalPalette(hue: blue.hct.hue, chroma: blue.hct.chroma, model: .hct)
    #expect(byHueAndChroma.tone(tone) == (try SRGBColor(hex: hex)))
    #expect(TonalPalette(keyColor: blue, model: .hct).tone(tone) == (try SRGBColor(hex: hex)))
  }

  @Test("Material's key color: the tone nearest T50 that holds the chroma")
  func materialKeyColor() {
    let exact = TonalPalette(hue: 50, chroma: 60, model: .hct).keyColor.hct
    #expect(abs(OKLCH.hueDifference(exact.hue, 50)) <= 10)
    #expect(abs(exact.chroma - 60) <= 0.5)
    #expect(exact.tone > 0 && exact.tone < 100)
    // Hue 149 peaks at chroma 89.6 (tone 87.9): an impossible 200 lands near the peak.
    let high = TonalPalette(hue: 149, chroma: 200, model: .hct).keyColor.hct
    #expect(abs(OKLCH.hueDifference(high.hue, 149)) <= 10)
    #expect(high.chroma > 89)
    #expect(high.tone > 0 && high.tone < 100)
    let low = TonalPalette(hue: 50, chroma: 3, model: .hct).keyColor.hct
    #expect(abs(OKLCH.hueDifference(low.hue, 50)) <= 10)
    #expect(abs(low.chroma - 3) <= 0.5)
    #expect(abs(low.tone - 50) <= 0.5)
  }

  @Test("an OKLCH key color holds the requested chroma at the tone nearest 50 that can")
  func oklchKeyColor() {
    let modest = TonalPalette(hue: 264, chroma: 0.1).keyColor
    #expect(abs(modest.tone - 50) <= 0.6)
    #expect(abs(modest.oklch.chroma - 0.1) < 0.01)
    // Yellow holds chroma 0.15 only in light tones: the key color is the first one that does.
    let yellow = TonalPalette(hue: 100, chroma: 0.15).keyColor
    #expect(yellow.tone > 55)
    #expect(abs(yellow.oklch.chroma - 0.15) < 0.01)
    let nearer = TonalPalette(hue: 100, chroma: 0.5).tone(yellow.tone.rounded() - 1)
    #expect(nearer.oklch.chroma < 0.15)
  }

  @Test("equality and hashing follow model, hue and chroma, not the key color given")
  func equality() throws {
    let blue = try SRGBColor(hex: "#0000FF")
    let fromColor = TonalPalette(keyColor: blue, model: .hct)
    let fromNumbers = TonalPalette(hue: blue.hct.hue, chroma: blue.hct.chroma, model: .hct)
    #expect(fromColor == fromNumbers)
    #expect(fromColor.hashValue == fromNumbers.hashValue)
    #expect(fromColor.keyColor == blue)
    let other = TonalPalette(keyColor: try SRGBColor(hex: "#123456"), model: .hct)
    #expect(other != fromColor)
    #expect(TonalPalette(keyColor: blue) != fromColor)
  }

  @Test("a palette written before the model existed decodes as OKLCH; HCT ones round-trip")
  func coding() throws {
    let old = try JSONDecoder().decode(
      TonalPalette.self, from: Data(#"{"hue": 264, "chroma": 0.2}"#.utf8))
    #expect(old.model == .oklch)
    #expect(old == TonalPalette(hue: 264, chroma: 0.2))
    let blue = TonalPalette(keyColor: try SRGBColor(hex: "#0000FF"), model: .hct)
    let back = try JSONDecoder().decode(TonalPalette.self, from: JSONEncoder().encode(blue))
    #expect(back == blue)
    #expect(back.keyColor == blue.keyColor)
    #expect(back.tone(40) == blue.tone(40))
  }
}
