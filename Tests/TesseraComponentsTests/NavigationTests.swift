import TesseraLayout
import Testing

@testable import TesseraComponents

@Suite("Page indicator, carousel and steps")
struct NavigationLogicTests {
  @Test("few pages show every dot at full size")
  func fewPages() {
    let layout = PageIndicatorLayout(pageCount: 4, currentPage: 9)
    #expect(layout.currentPage == 3)
    #expect(layout.dots.map(\.scale) == [1, 1, 1, 1])
    #expect(layout.dots.last?.isCurrent == true)
    #expect(layout.accessibilityValue == "Page 4 of 4")
    #expect(PageIndicatorLayout(pageCount: 0, currentPage: 2).dots.isEmpty)
  }

  @Test("many pages show a window that follows the current page with shrinking edges")
  func manyPages() {
    let middle = PageIndicatorLayout(pageCount: 20, currentPage: 10, maximumVisibleDots: 7)
    #expect(middle.visiblePages == 7..<14)
    #expect(middle.dots.map(\.scale) == [0.5, 0.75, 1, 1, 1, 0.75, 0.5])
    let start = PageIndicatorLayout(pageCount: 20, currentPage: 0, maximumVisibleDots: 7)
    #expect(start.visiblePages == 0..<7)
    #expect(start.dots.map(\.scale) == [1, 1, 1, 1, 1, 0.75, 0.5])
    let end = PageIndicatorLayout(pageCount: 20, currentPage: 19, maximumVisibleDots: 7)
    #expect(end.visiblePages == 13..<20)
    #expect(end.dots.first?.scale == 0.5)
    #expect(end.dots.last?.isCurrent == true)
  }

  @Test("carousels clamp or wrap")
  func carousel() {
    var clamped = CarouselPosition(count: 3, index: 2)
    clamped.next()
    #expect(clamped.index == 2)
    #expect(!clamped.canGoForward && clamped.canGoBack)
    var wrapping = CarouselPosition(count: 3, index: 2, wraps: true)
    wrapping.next()
    #expect(wrapping.index == 0)
    wrapping.previous()
    #expect(wrapping.index == 2)
    #expect(CarouselPosition(count: 3, index: -4, wraps: true).index == 2)
    #expect(CarouselPosition(count: 0, index: 5).index == 0)
    #expect(wrapping.offset(of: 0) == 1)
    #expect(CarouselPosition(count: 1).canGoForward == false)
  }

  @Test(
    "drags settle on the right page",
    arguments: [
      (-100.0, 0.0, 1), (-160, 0, 2), (-100, -400, 2), (100, 400, 0), (-620, 0, 3),
      (900, 0, 0), (.nan, 0, 1), (-400, 0, 2),
    ])
  func settle(offset: Double, velocity: Double, expected: Int) {
    var position = CarouselPosition(count: 4, index: 1)
    position.settle(dragOffset: offset, velocity: velocity, pageWidth: 300)
    #expect(position.index == expected)
  }

  @Test(
    "a short drag released at fling speed turns one page; the same drag released slowly does not",
    arguments: [false, true])
  func flingTurnsPage(wraps: Bool) {
    let fling = CarouselPosition.flingVelocity
    let short = -0.1 * 300.0  // well under dragThreshold of a 300-point page
    var forward = CarouselPosition(count: 4, index: 1, wraps: wraps)
    forward.settle(dragOffset: short, velocity: -fling, pageWidth: 300)
    #expect(forward.index == 2)
    var backward = CarouselPosition(count: 4, index: 1, wraps: wraps)
    backward.settle(dragOffset: -short, velocity: fling * 2, pageWidth: 300)
    #expect(backward.index == 0)
    var slow = CarouselPosition(count: 4, index: 1, wraps: wraps)
    slow.settle(dragOffset: short, velocity: -fling / 2, pageWidth: 300)
    #expect(slow.index == 1)
    var still = CarouselPosition(count: 4, index: 1, wraps: wraps)
    still.settle(dragOffset: short, velocity: 0, pageWidth: 300)
    #expect(still.index == 1)
    var lastFlung = CarouselPosition(count: 4, index: 3, wraps: wraps)
    lastFlung.settle(dragOffset: short, velocity: -fling, pageWidth: 300)
    #expect(lastFlung.index == (wraps ? 0 : 3))
  }

  @Test("steps before the current one are completed")
  func steps() {
    let steps = StepsIndicatorLayout(titles: ["Cart", "Address", "Pay"], currentIndex: 1)
    #expect(steps.statuses == [.completed, .current, .upcoming])
    #expect(steps.progress == 0.5)
    #expect(steps.accessibilityLabel(for: 1) == "Step 2 of 3, Address, current")
    #expect(steps.accessibilityLabel(for: 7) == "")
    let done = StepsIndicatorLayout(titles: ["A", "B"], currentIndex: 9, isFinished: true)
    #expect(done.currentIndex == 1)
    #expect(done.statuses == [.completed, .completed])
    #expect(StepsIndicatorLayout(titles: [], currentIndex: 3).statuses.isEmpty)
  }
}

@Suite("Tooltip placement")
struct TooltipPlacementTests {
  let container = LayoutRect(x: 0, y: 0, width: 320, height: 480)
  let size = LayoutSize(width: 120, height: 40)

  @Test("the preferred edge wins when it fits")
  func preferred() {
    let anchor = LayoutRect(x: 140, y: 200, width: 40, height: 20)
    let placement = TooltipPlacement(
      anchor: anchor, tooltip: size, container: container, preferredEdge: .top)
    #expect(placement.edge == .top)
    #expect(placement.frame.maxY == anchor.minY - 8)
    #expect(placement.frame.midX == anchor.midX)
    #expect(placement.arrowOffset == 60)
  }

  @Test("no room flips to the opposite edge and the frame stays inside")
  func flip() {
    let anchor = LayoutRect(x: 10, y: 5, width: 40, height: 20)
    let placement = TooltipPlacement(
      anchor: anchor, tooltip: size, container: container, preferredEdge: .top)
    #expect(placement.edge == .bottom)
    #expect(placement.frame.minX == 8)
    #expect(placement.frame.minY == anchor.maxY + 8)
    #expect(placement.arrowOffset == anchor.midX - 8)
  }

  @Test("a tooltip too big for any side goes where there is most room, start visible")
  func tooBig() {
    let anchor = LayoutRect(x: 150, y: 400, width: 20, height: 20)
    let placement = TooltipPlacement(
      anchor: anchor, tooltip: LayoutSize(width: 600, height: 300), container: container,
      preferredEdge: .bottom)
    #expect(placement.edge == .top)
    #expect(placement.frame.minX == 8)
    #expect(placement.arrowOffset >= 8)
  }

  @Test("trailing placement sits after the anchor, vertically centered")
  func trailing() {
    let anchor = LayoutRect(x: 20, y: 200, width: 40, height: 40)
    let placement = TooltipPlacement(
      anchor: anchor, tooltip: size, container: container, preferredEdge: .trailing)
    #expect(placement.edge == .trailing)
    #expect(placement.frame.minX == 68)
    #expect(placement.frame.midY == anchor.midY)
  }
}
