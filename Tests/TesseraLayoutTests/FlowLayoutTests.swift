import TesseraLayout
import TesseraTestSupport
import Testing

@Suite("Flow layout")
struct FlowLayoutTests {
  static let sizes = [
    LayoutSize(width: 50, height: 20), LayoutSize(width: 60, height: 30),
    LayoutSize(width: 70, height: 10), LayoutSize(width: 40, height: 25),
  ]

  @Test("items wrap when the next one does not fit")
  func wraps() {
    let result = FlowLayout.arrange(sizes: Self.sizes, maxWidth: 150, spacing: 10)
    #expect(
      result.frames == [
        LayoutRect(x: 0, y: 0, width: 50, height: 20),
        LayoutRect(x: 60, y: 0, width: 60, height: 30),
        LayoutRect(x: 0, y: 40, width: 70, height: 10),
        LayoutRect(x: 80, y: 40, width: 40, height: 25),
      ])
    #expect(result.lines == [0..<2, 2..<4])
    #expect(result.size == LayoutSize(width: 120, height: 65))
  }

  @Test(
    "alignment moves each line within the width",
    arguments: [
      (FlowAlignment.leading, [0.0, 60, 0, 80], 120.0),
      (.center, [15, 75, 15, 95], 135),
      (.trailing, [30, 90, 30, 110], 150),
      (.justified, [0, 90, 0, 80], 150),
    ])
  func alignment(alignment: FlowAlignment, xs: [Double], width: Double) {
    let layout = FlowLayout(spacing: 10, lineSpacing: 4, alignment: alignment)
    let result = layout.arrange(sizes: Self.sizes, maxWidth: 150)
    #expect(result.frames.map(\.minX) == xs)
    #expect(result.frames.map(\.minY) == [0, 0, 34, 34])
    #expect(result.size.width == width)
  }

  @Test("right-to-left mirrors every line within the width")
  func rightToLeft() {
    let layout = FlowLayout(spacing: 10, direction: .rightToLeft)
    let result = layout.arrange(sizes: Self.sizes, maxWidth: 150)
    #expect(result.frames.map(\.minX) == [100, 30, 80, 30])
  }

  @Test("a line limit leaves the remaining items out", arguments: [0, 1, 2, 5])
  func maximumLines(limit: Int) {
    let layout = FlowLayout(spacing: 10, maximumLines: limit)
    let result = layout.arrange(sizes: Self.sizes, maxWidth: 150)
    let expectedCount = [0: 0, 1: 2, 2: 4, 5: 4][limit]
    #expect(result.placedCount == expectedCount)
    #expect(result.lines.count == min(limit, 2))
    #expect(result.size.height == [0: 0, 1: 30, 2: 65, 5: 65][limit])
  }

  @Test("an item wider than the line gets a line of its own")
  func oversized() {
    let sizes = [50, 200, 30].map { LayoutSize(width: $0, height: 10) }
    let result = FlowLayout.arrange(sizes: sizes, maxWidth: 100, spacing: 10)
    #expect(result.lines == [0..<1, 1..<2, 2..<3])
    #expect(result.frames[1] == LayoutRect(x: 0, y: 20, width: 200, height: 10))
    #expect(result.size == LayoutSize(width: 200, height: 50))
  }

  @Test("bad sizes and widths never crash and give finite frames")
  func badValues() {
    let sizes = [
      LayoutSize(width: .nan, height: 10), LayoutSize(width: -5, height: -5),
      LayoutSize(width: .infinity, height: 12), LayoutSize(width: 20, height: .infinity),
      LayoutSize(width: 30, height: .nan),
    ]
    for width: Double in [100, 0, -10, .nan, .infinity, -.infinity] {
      for alignment in FlowAlignment.allCases {
        for direction in FlowDirection.allCases {
          let layout = FlowLayout(
            spacing: .nan, lineSpacing: -3, alignment: alignment, direction: direction)
          let result = layout.arrange(sizes: sizes, maxWidth: width)
          #expect(result.placedCount == sizes.count)
          #expect(
            result.frames.allSatisfy {
              $0.minX.isFinite && $0.minY.isFinite && $0.size.width >= 0 && $0.size.height >= 0
            })
          #expect(result.size.width.isFinite && result.size.height.isFinite)
        }
      }
    }
    #expect(FlowLayout.arrange(sizes: [], maxWidth: 100).size == .zero)
  }

  @Test("a zero width puts every item on its own line; an infinite one never wraps")
  func extremeWidths() {
    #expect(FlowLayout.arrange(sizes: Self.sizes, maxWidth: 0).lines.count == 4)
    #expect(FlowLayout.arrange(sizes: Self.sizes, maxWidth: .nan).lines.count == 4)
    let single = FlowLayout.arrange(sizes: Self.sizes, maxWidth: .infinity, spacing: 10)
    #expect(single.lines == [0..<4])
    #expect(single.size == LayoutSize(width: 250, height: 30))
  }

  @Test("random flows keep order, stay within the width and never overlap")
  func invariants() {
    var rng = SeededRandomNumberGenerator(seed: 21)
    for _ in 0..<200 {
      let count = Int.random(in: 0...40, using: &rng)
      let sizes = (0..<count).map { _ in
        LayoutSize(
          width: .random(in: 0...120, using: &rng), height: .random(in: 0...40, using: &rng))
      }
      let maxWidth = Double.random(in: 0...300, using: &rng)
      let alignment = FlowAlignment.allCases.randomElement(using: &rng) ?? .leading
      let layout = FlowLayout(spacing: 6, lineSpacing: 3, alignment: alignment)
      let result = layout.arrange(sizes: sizes, maxWidth: maxWidth)
      #expect(result.placedCount == count)
      #expect(result.lines.flatMap { Array($0) } == Array(0..<count))
      for line in result.lines {
        let frames = line.map { result.frames[$0] }
        if frames.count > 1 {
          #expect(frames.allSatisfy { $0.minX >= -1e-9 && $0.maxX <= maxWidth + 1e-9 })
        }
        for (left, right) in zip(frames, frames.dropFirst()) {
          #expect(right.minX >= left.maxX + 6 - 1e-9)
          #expect(right.minY == left.minY)
        }
      }
      let mirrored = FlowLayout(
        spacing: 6, lineSpacing: 3, alignment: alignment, direction: .rightToLeft
      ).arrange(sizes: sizes, maxWidth: maxWidth)
      for (ltr, rtl) in zip(result.frames, mirrored.frames) {
        let container = max(maxWidth, ltr.maxX)
        #expect(abs(rtl.minX - (container - ltr.maxX)) < 1e-9)
      }
      #expect(result.frames.allSatisfy { $0.maxY <= result.size.height + 1e-9 })
    }
  }
}
