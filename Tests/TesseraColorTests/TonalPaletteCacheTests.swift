import Testing

@testable import TesseraColor

/// A built palette keeps its tones and key color.
@Suite("A built palette answers tones and its key color from its cache")
struct TonalPaletteCacheTests {
  @Test(
    "cached tones equal tones solved afresh, integer and fractional, in both models",
    arguments: [PaletteColorModel.oklch, .hct])
  func cachedTones(model: PaletteColorModel) {
    let palette = TonalPalette(hue: 30, chroma: model == .hct ? 60 : 0.16, model: model)
    for step in 0...100 {
      let tone = Double(step)
      #expect(palette.tone(tone) == palette.uncachedTone(tone), "T\(step)")
      #expect(palette.tone(tone) == palette.uncachedTone(tone), "T\(step) again")
    }
    for tone in [-5.0, 12.5, 99.9, 120] {
      #expect(palette.tone(tone) == palette.uncachedTone(tone), "T\(tone)")
    }
  }

  @Test("the key color is searched once and equals a fresh search", arguments: [0.05, 0.3])
  func keyColor(chroma: Double) {
    let palette = TonalPalette(hue: 264, chroma: chroma)
    let first = palette.keyColor
    #expect(first == palette.searchedKeyColor)
    #expect(palette.keyColor == first)
    let copy = palette
    #expect(copy.keyColor == first)
  }

  @Test("a palette made from a key color keeps that color")
  func givenKeyColor() throws {
    let key = try SRGBColor(hex: "#2563EB")
    #expect(TonalPalette(keyColor: key).keyColor == key)
  }

  @Test("the cache is not part of a palette's value")
  func equality() {
    let used = TonalPalette(hue: 120, chroma: 0.1)
    _ = used.tone(40)
    #expect(used == TonalPalette(hue: 120, chroma: 0.1))
    #expect(used.hashValue == TonalPalette(hue: 120, chroma: 0.1).hashValue)
  }
}
