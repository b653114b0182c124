import Testing

@testable import TesseraColor

@Suite("WCAG 2.2 contrast")
struct ContrastTests {
  /// Published vectors from the WCAG reference (white on each color unless noted).
  @Test(
    "white on a color matches the published ratio",
    arguments: [
      ("#767676", 4.5422), ("#777777", 4.4781), ("#000000", 21.0), ("#60A5FA", 2.5424),
      ("#595959", 7.0047), ("#949494", 3.0335), ("#808080", 3.9494), ("#0000FF", 8.5925),
      ("#FF0000", 3.9985), ("#008000", 5.1374), ("#2563EB", 5.1686), ("#3B82F6", 3.6779),
      ("#BA1A1A", 6.4606),
    ])
  func whiteOnColor(hex: String, expected: Double) throws {
    let color = try SRGBColor(hex: hex)
    #expect(abs(SRGBColor.white.contrastRatio(with: color) - expected) < 0.00005)
  }

  @Test("black on #60A5FA is 8.2598")
  func blackOnBlue() throws {
    let color = try SRGBColor(hex: "#60A5FA")
    #expect(abs(SRGBColor.black.contrastRatio(with: color) - 8.2598) < 0.00005)
  }

  @Test("relative luminance matches the published values")
  func luminance() throws {
    #expect(abs(try SRGBColor(hex: "#767676").relativeLuminance - 0.181164) < 0.000001)
    #expect(abs(try SRGBColor(hex: "#60A5FA").relativeLuminance - 0.362992) < 0.000001)
  }

  @Test("thresholds compare unrounded ratios: #777777 fails AA although it rounds to 4.5")
  func unroundedThresholds() throws {
    let gray = try SRGBColor(hex: "#777777")
    #expect(!SRGBColor.white.meets(.textAA, on: gray))
    #expect(SRGBColor.white.meets(.textAA, on: try SRGBColor(hex: "#767676")))
    #expect(SRGBColor.white.meets(.largeTextAA, on: gray))
  }

  @Test("a translucent foreground is composited onto the background before measuring")
  func translucentForeground() throws {
    let halfBlack = SRGBColor.black.withAlpha(0.5)
    let ratio = halfBlack.contrastRatio(with: .white)
    let composited = SRGBColor(white: 0.5).contrastRatio(with: .white)
    #expect(abs(ratio - composited) < 1e-9)
    #expect(ratio < 21)
  }

  @Test("the ratio is symmetric and between 1 and 21")
  func symmetric() throws {
    let a = try SRGBColor(hex: "#2563EB")
    let b = try SRGBColor(hex: "#F1EFFF")
    #expect(a.contrastRatio(with: b) == b.contrastRatio(with: a))
    #expect(a.contrastRatio(with: a) == 1)
  }
}
