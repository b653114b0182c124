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

/// WCAG's levels are minimums ("at least 4.5:1"): a pair exactly at the line passes it.
@Suite("Contrast at exactly the line")
struct ContrastBoundaryTests {
  /// A gray and a darker gray background whose contrast is exactly `ratio`: for each of a few
  /// dark backgrounds, a bisection to where the ratio crosses `ratio`, then the neighbouring
  /// doubles, one of which often lands on `ratio` itself.
  static func pairExactly(_ ratio: Double) -> (gray: Double, background: SRGBColor)? {
    for step in 0..<64 {
      let background = SRGBColor(white: Double(step) / 255)
      func measured(_ value: Double) -> Double {
        SRGBColor(white: value).contrastRatio(with: background)
      }
      var low = Double(step) / 255
      var high = 1.0
      guard measured(high) >= ratio else { continue }
      for _ in 0..<80 {
        let middle = (low + high) / 2
        if measured(middle) < ratio { low = middle } else { high = middle }
      }
      var value = low
      for _ in 0..<256 {
        if measured(value) == ratio { return (value, background) }
        value = value.nextUp
      }
    }
    return nil
  }

  @Test(
    "a gray exactly at a level's minimum meets it; the next darker one does not",
    arguments: [ContrastLevel.nonText, .textAA, .textAAA])
  func exactlyAtTheLine(level: ContrastLevel) throws {
    let (value, background) = try #require(Self.pairExactly(level.minimumRatio))
    #expect(SRGBColor(white: value).meets(level, on: background))
    var darker = value.nextDown
    while SRGBColor(white: darker).contrastRatio(with: background) >= level.minimumRatio {
      darker = darker.nextDown
    }
    #expect(!SRGBColor(white: darker).meets(level, on: background))
  }
}
