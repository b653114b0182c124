import TesseraColor
import Testing

/// SwiftUI-Components' `ColorContrast`: ratios, AA/AAA for normal and large text, grades and
/// the readable foreground. Luminances were computed by hand with the WCAG 2.2 formula.
@Suite("ColorContrast: the seed's contrast checks")
struct ColorContrastTests {
  @Test("#767676 on white is 4.54:1: AA for text; #777777 misses it but passes large text")
  func aaBoundary() throws {
    // L(#767676) = ((118/255 + 0.055) / 1.055)^2.4 = 0.1812; (1.05) / (0.2312) = 4.542.
    #expect(abs(try ColorContrast.ratio("#FFFFFF", "#767676") - 4.542) < 0.001)
    #expect(try ColorContrast.meetsAA("#FFFFFF", "#767676"))
    #expect(try !ColorContrast.meetsAA("#FFFFFF", "#777777"))
    #expect(try ColorContrast.meetsAA("#FFFFFF", "#777777", isLargeText: true))
  }

  @Test("#555555 on white (7.46:1) is AAA; #666666 (5.74:1) is AAA only for large text")
  func aaaBoundary() throws {
    #expect(try ColorContrast.meetsAAA("#FFFFFF", "#555555"))
    #expect(try !ColorContrast.meetsAAA("#FFFFFF", "#666666"))
    #expect(try ColorContrast.meetsAAA("#FFFFFF", "#666666", isLargeText: true))
  }

  @Test(
    "the grade is the best level reached",
    arguments: [
      ("#000000", ColorContrast.Grade.aaa), ("#767676", .aa), ("#949494", .aaLargeText),
      ("#CCCCCC", .fail),
    ])
  func grade(background: String, expected: ColorContrast.Grade) throws {
    #expect(ColorContrast.grade(.white, try SRGBColor(hex: background)) == expected)
  }

  @Test("the readable foreground on mid gray #767676 is black (4.62:1 beats white's 4.54:1)")
  func readableForeground() throws {
    #expect(ColorContrast.readableForeground(on: try SRGBColor(hex: "#767676")) == .black)
    #expect(ColorContrast.readableForeground(on: try SRGBColor(hex: "#2563EB")) == .white)
  }

  @Test("text that is not a hex color throws, never a silent black")
  func badHex() {
    #expect(throws: HexColorError.self) { _ = try ColorContrast.ratio("#12345", "#FFFFFF") }
  }

  @Test("linear components (SwiftUI's Color.Resolved) become sRGB: clamped, NaN as 0")
  func linearComponents() {
    // 0.5 encoded is ((0.5 + 0.055) / 1.055)^2.4 = 0.2140411 linear.
    let gray = SRGBColor(linearRed: 0.2140411, linearGreen: 0.2140411, linearBlue: 0.2140411)
    #expect(abs(gray.red - 0.5) < 1e-6 && abs(gray.blue - 0.5) < 1e-6)
    // 0.002 is under the 0.0031308 knee: 0.002 * 12.92 = 0.02584.
    #expect(abs(SRGBColor(linearRed: 0.002, linearGreen: 0, linearBlue: 0).red - 0.02584) < 1e-9)
    let wide = SRGBColor(linearRed: 1.3, linearGreen: -0.2, linearBlue: .nan, alpha: 2)
    #expect(abs(wide.red - 1) < 1e-12 && wide.green == 0 && wide.blue == 0 && wide.alpha == 1)
  }
}
