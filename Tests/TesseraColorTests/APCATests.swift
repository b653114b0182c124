import TesseraTestSupport
import Testing

@testable import TesseraColor

@Suite("APCA lightness contrast")
struct APCATests {
  /// The published test values of APCA-W3 0.1.9 (Myndex/apca-w3 test/index.js, text first,
  /// background second). APCA-W3 compares them exactly; 1e-9 leaves room for another libm's
  /// last bits.
  @Test(
    "APCA-W3's published Lc values",
    arguments: [
      ("#888888", "#FFFFFF", 63.056469930209424), ("#FFFFFF", "#888888", -68.54146436644962),
      ("#000000", "#AAAAAA", 58.146262578561334), ("#AAAAAA", "#000000", -56.24113336839742),
      ("#112233", "#DDEEFF", 91.66830811481631), ("#DDEEFF", "#112233", -93.06770049484275),
      ("#112233", "#444444", 8.32326136957393), ("#444444", "#112233", -7.526878460278154),
    ])
  func published(text: String, background: String, expected: Double) throws {
    let lc = APCA.lightnessContrast(
      text: try SRGBColor(hex: text), background: try SRGBColor(hex: background))
    #expect(abs(lc - expected) < 1e-9, "\(lc)")
  }

  @Test("translucent text is blended over the background first (#0006 on white)")
  func translucentText() throws {
    let text = try SRGBColor(hex: "#00000066")
    #expect(abs(text.apcaContrast(on: .white) - 54.62184067441377) < 1e-9)
  }

  @Test("polarity, range and the low-contrast floor")
  func properties() throws {
    let blackOnWhite = SRGBColor.black.apcaContrast(on: .white)
    let whiteOnBlack = SRGBColor.white.apcaContrast(on: .black)
    #expect(blackOnWhite > 105 && blackOnWhite < 107)
    #expect(whiteOnBlack < -107 && whiteOnBlack > -109)
    #expect(SRGBColor.white.apcaContrast(on: .white) == 0)
    // #777777 on #7A7A7A is a real but tiny difference: below the floor, so 0.
    let near = try SRGBColor(hex: "#777777").apcaContrast(on: try SRGBColor(hex: "#7A7A7A"))
    #expect(near == 0)
    #expect(APCA.lightnessContrast(textLuminance: .nan, backgroundLuminance: 1) == 0)
    #expect(APCA.lightnessContrast(textLuminance: 0, backgroundLuminance: 1.2) == 0)
    var random = SeededRandomNumberGenerator(seed: 98)
    for _ in 0..<500 {
      let text = SRGBColor(
        red8: .random(in: 0...255, using: &random), green8: .random(in: 0...255, using: &random),
        blue8: .random(in: 0...255, using: &random))
      let background = SRGBColor(
        red8: .random(in: 0...255, using: &random), green8: .random(in: 0...255, using: &random),
        blue8: .random(in: 0...255, using: &random))
      let lc = text.apcaContrast(on: background)
      #expect(lc >= whiteOnBlack && lc <= blackOnWhite)
      // The sign follows which of the two is lighter on screen.
      if lc > 0 { #expect(APCA.screenLuminance(background) > APCA.screenLuminance(text)) }
      if lc < 0 { #expect(APCA.screenLuminance(background) < APCA.screenLuminance(text)) }
      if lc != 0 { #expect(abs(lc) >= 7) }
    }
  }
}
