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
}
