import Foundation
import Testing

@testable import TesseraLayout

@Suite("Core Graphics interop")
struct CoreGraphicsInteropTests {
  @Test("FlowLayout.arrange takes CGSizes and gives back CGRects, as a SwiftUI layout calls it")
  func flowWithCoreGraphics() {
    // What `subviews.map { $0.sizeThatFits(.unspecified) }` returns.
    let sizes = [
      CGSize(width: 60, height: 20), CGSize(width: 50, height: 20), CGSize(width: 40, height: 30),
    ]
    let result = FlowLayout.arrange(sizes: sizes, maxWidth: 120, spacing: 8)
    // 60 + 8 + 50 = 118 fits in 120; the third item wraps below the 20-point line, 8 down.
    #expect(
      result.cgFrames == [
        CGRect(x: 0, y: 0, width: 60, height: 20), CGRect(x: 68, y: 0, width: 50, height: 20),
        CGRect(x: 0, y: 28, width: 40, height: 30),
      ])
    #expect(result.positions == [CGPoint(x: 0, y: 0), CGPoint(x: 68, y: 0), CGPoint(x: 0, y: 28)])
    #expect(result.cgSize == CGSize(width: 118, height: 58))
    #expect(result.lines == [0..<2, 2..<3])
  }

  @Test("the instance method keeps the layout's own rules")
  func flowInstance() {
    let layout = FlowLayout(spacing: 4, alignment: .trailing)
    let result = layout.arrange(sizes: [CGSize(width: 30, height: 10)], maxWidth: 100)
    #expect(result.cgFrames == [CGRect(x: 70, y: 0, width: 30, height: 10)])
  }

  @Test("masonry takes CGSizes: each item scaled to the column width into the shortest column")
  func masonryWithCoreGraphics() {
    let sizes = [
      CGSize(width: 90, height: 90), CGSize(width: 45, height: 90), CGSize(width: 45, height: 45),
    ]
    let result = MasonryLayout.arrange(sizes: sizes, columns: 2, in: 100, spacing: 10)
    // Columns are (100 - 10) / 2 = 45 wide: heights 45, 90, 45; the third goes under the first.
    #expect(
      result.cgFrames == [
        CGRect(x: 0, y: 0, width: 45, height: 45), CGRect(x: 55, y: 0, width: 45, height: 90),
        CGRect(x: 0, y: 55, width: 45, height: 45),
      ])
    #expect(result.cgSize == CGSize(width: 100, height: 100))
  }

  @Test("conversions keep every coordinate, including non-finite ones")
  func conversions() {
    let rect = CGRect(x: -3.5, y: 2, width: 10.25, height: .infinity)
    #expect(LayoutRect(rect).cgRect.origin == rect.origin)
    #expect(LayoutRect(rect).size.height == .infinity)
    #expect(LayoutSize(CGSize(width: 1.5, height: 2)) == LayoutSize(width: 1.5, height: 2))
    #expect(LayoutPoint(CGPoint(x: 7, y: -1)).cgPoint == CGPoint(x: 7, y: -1))
    #expect(FlowLayout.arrange(sizes: [], maxWidth: 100).size == .zero)
  }
}
