import TesseraLayout
import Testing

@Suite("Flow layout exact fit")
struct FlowLayoutFitTests {
  @Test("items that fill the width exactly share one line")
  func exactFit() {
    let sizes = [LayoutSize(width: 50, height: 10), LayoutSize(width: 40, height: 10)]
    let result = FlowLayout.arrange(sizes: sizes, maxWidth: 100, spacing: 10)
    #expect(result.lines == [0..<2], "50 + 10 + 40 is exactly 100 and fits")
    #expect(result.frames.map(\.minX) == [0, 60])
    #expect(result.size == LayoutSize(width: 100, height: 10))
  }

  @Test("one point more than the width wraps")
  func onePointOver() {
    let sizes = [LayoutSize(width: 50, height: 10), LayoutSize(width: 41, height: 10)]
    let result = FlowLayout.arrange(sizes: sizes, maxWidth: 100, spacing: 10)
    #expect(result.lines == [0..<1, 1..<2])
  }

  @Test("a fit lost only to floating-point rounding still fits")
  func roundingTolerance() {
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point: more than 0.3.
    let (first, second) = (0.1, 0.2)
    #expect(first + second > 0.3)
    let sizes = [LayoutSize(width: first, height: 1), LayoutSize(width: second, height: 1)]
    let result = FlowLayout.arrange(sizes: sizes, maxWidth: 0.3, spacing: 0)
    #expect(result.lines == [0..<2], "a rounding error must not push the item to a new line")
  }

  @Test("an overflow bigger than rounding error still wraps")
  func realOverflowWraps() {
    // 1e-9 over a 100-point line is far above rounding error (about 1e-14 here).
    let sizes = [LayoutSize(width: 50, height: 10), LayoutSize(width: 40 + 1e-9, height: 10)]
    let result = FlowLayout.arrange(sizes: sizes, maxWidth: 100, spacing: 10)
    #expect(result.lines == [0..<1, 1..<2])
  }

  @Test("an overflow of exactly the rounding tolerance, a trillionth of the width, still fits")
  func overflowOfExactlyTheTolerance() {
    // The line holds what fits within `maxWidth` plus a trillionth of it: the tolerance that
    // absorbs rounding. An item ending exactly there is on the line; `>=` would wrap it.
    let limit = 100.0
    let edge = limit + limit * 1e-12
    #expect(edge > limit)
    let second = edge - 60  // exact: 60 + second == edge in binary floating point
    #expect(60 + second == edge)
    let sizes = [LayoutSize(width: 50, height: 10), LayoutSize(width: second, height: 10)]
    #expect(FlowLayout.arrange(sizes: sizes, maxWidth: limit, spacing: 10).lines == [0..<2])
  }
}
