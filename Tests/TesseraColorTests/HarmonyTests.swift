import Testing

@testable import TesseraColor

/// Material Color Utilities' TemperatureCache, Blend and DislikeAnalyzer tests
/// (material-foundation/material-color-utilities, swift/Tests, Apache-2.0) as facts, with MCU's
/// tolerances: 0.001 for temperatures, exact 8-bit colors otherwise.
@Suite("Temperature, analogous and complementary colors, harmonization")
struct HarmonyTests {
  @Test(
    "raw temperature of the primaries, white and black",
    arguments: [
      ("#0000FF", -1.393), ("#FF0000", 2.351), ("#00FF00", -0.267), ("#FFFFFF", -0.5),
      ("#000000", -0.5),
    ])
  func rawTemperature(hex: String, expected: Double) throws {
    #expect(abs(ColorTemperature.rawTemperature(try SRGBColor(hex: hex)) - expected) < 0.001)
  }

  @Test(
    "relative temperature among the colors of the same chroma and tone",
    arguments: [
      ("#0000FF", 0.0), ("#FF0000", 1.0), ("#00FF00", 0.467), ("#FFFFFF", 0.5), ("#000000", 0.5),
    ])
  func relativeTemperature(hex: String, expected: Double) throws {
    let temperature = ColorTemperature(try SRGBColor(hex: hex))
    #expect(abs(temperature.inputRelativeTemperature - expected) < 0.001)
    #expect(
      abs(temperature.relativeTemperature(of: temperature.input) - expected) < 0.001)
  }

  @Test(
    "the complement",
    arguments: [
      ("#0000FF", "#9D0002"), ("#FF0000", "#007BFC"), ("#00FF00", "#FFD2C9"),
      ("#FFFFFF", "#FFFFFF"), ("#000000", "#000000"),
    ])
  func complement(hex: String, expected: String) throws {
    #expect(ColorTemperature(try SRGBColor(hex: hex)).complement == (try SRGBColor(hex: expected)))
  }

  @Test(
    "five analogous colors on a wheel of twelve, the input in the middle",
    arguments: [
      ("#0000FF", ["#00590C", "#00564E", "#0000FF", "#6700CC", "#81009F"]),
      ("#FF0000", ["#F60082", "#FC004C", "#FF0000", "#D95500", "#AF7200"]),
      ("#00FF00", ["#CEE900", "#92F500", "#00FF00", "#00FD6F", "#00FAB3"]),
      ("#000000", ["#000000", "#000000", "#000000", "#000000", "#000000"]),
      ("#FFFFFF", ["#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF", "#FFFFFF"]),
    ])
  func analogous(hex: String, expected: [String]) throws {
    let colors = ColorTemperature(try SRGBColor(hex: hex)).analogous()
    #expect(colors.map(\.hexString) == expected)
  }

  @Test("analogous colors of any count, and none for a count below one")
  func analogousCounts() throws {
    let blue = ColorTemperature(try SRGBColor(hex: "#0000FF"))
    #expect(blue.analogous(count: 0).isEmpty)
    #expect(blue.analogous(count: 1) == [blue.input])
    let three = blue.analogous(count: 3, divisions: 6)
    #expect(three.count == 3 && three[1] == blue.input)
    #expect(blue.analogous(count: 7, divisions: 0).count == 7)
    #expect(abs(blue.coldestColor.hct.tone - blue.input.hct.tone) < 1)
    #expect(
      ColorTemperature.rawTemperature(blue.warmestColor)
        > ColorTemperature.rawTemperature(blue.coldestColor))
  }

  @Test(
    "harmonizing turns the hue toward the source by half the difference, at most 15°",
    arguments: [
      ("#FF0000", "#0000FF", "#FB0057"), ("#FF0000", "#00FF00", "#D85600"),
      ("#FF0000", "#FFFF00", "#D85600"), ("#0000FF", "#FF0000", "#5700DC"),
      ("#0000FF", "#FFFF00", "#0047A3"), ("#00FF00", "#0000FF", "#00FC94"),
      ("#00FF00", "#FF0000", "#B1F000"), ("#00FF00", "#FFFF00", "#B1F000"),
      ("#FFFF00", "#0000FF", "#EBFFBA"), ("#FFFF00", "#00FF00", "#EBFFBA"),
      ("#FFFF00", "#FF0000", "#FFF6E3"),
    ])
  func harmonize(design: String, source: String, expected: String) throws {
    let answer = try SRGBColor(hex: design).harmonized(toward: try SRGBColor(hex: source))
    #expect(answer == (try SRGBColor(hex: expected)))
  }

  @Test("a color harmonized toward itself is unchanged; alpha is kept")
  func harmonizeIdentity() throws {
    let brand = try SRGBColor(hex: "#6750A4")
    #expect(brand.harmonized(toward: brand) == brand)
    let translucent = try SRGBColor(hex: "#FF000080")
    #expect(translucent.harmonized(toward: .white).bytes.alpha == 0x80)
  }

  /// The Monk Skin Tone Scale (skintone.google) must never count as disliked.
  @Test(
    "skin tones are not disliked",
    arguments: [
      "#F6EDE4", "#F3E7DB", "#F7EAD0", "#EADABA", "#D7BD96", "#A07E56", "#825C43", "#604134",
      "#3A312A", "#292420",
    ])
  func skinTones(hex: String) throws {
    #expect(!DislikeAnalyzer.isDisliked(try SRGBColor(hex: hex)))
  }

  @Test(
    "bile colors are disliked and their fix is not",
    arguments: ["#95884B", "#716B40", "#B08E00", "#4C4308", "#464521"])
  func bileColors(hex: String) throws {
    let color = try SRGBColor(hex: hex)
    #expect(DislikeAnalyzer.isDisliked(color))
    let fixed = DislikeAnalyzer.fixIfDisliked(color)
    #expect(!DislikeAnalyzer.isDisliked(fixed))
    #expect(abs(fixed.hct.tone - 70) < 0.5)
  }

  @Test("tone 67 is not disliked and stays as it is")
  func tone67() {
    let color = HCT.color(hue: 100, chroma: 50, tone: 67)
    #expect(!DislikeAnalyzer.isDisliked(color))
    #expect(DislikeAnalyzer.fixIfDisliked(color) == color)
  }
}
