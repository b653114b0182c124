import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Carousel")
struct CarouselTests {
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

  @Test("a carousel follows a finger before a drag could turn even the narrowest page")
  func dragStart() {
    #expect(CarouselPosition.dragStartDistance > 0)
    // A 44 pt page turns after dragThreshold of its width; the drag must start well before.
    #expect(CarouselPosition.dragStartDistance < 44 * CarouselPosition.dragThreshold)
  }
}

@Suite("Carousel appearance")
struct CarouselAppearanceTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }

  @Test("the arrows are readable on their elevated circles, which are touch targets")
  func arrows() {
    for theme in Self.themes {
      let look = theme.appearance(.carousel)
      #expect(look.background?.role == .backgroundElevated)
      let ratio = look.contrastRatio(
        for: PartContrastRequirement(.icon, against: .background, level: .nonText))
      #expect((ratio ?? 0) >= 3, "\(theme.name) [\(theme.mode)]")
      #expect((look.touchTarget?.width ?? 0) >= 44)
    }
  }

  @Test("a carousel whose items change keeps its page, or moves to the new last page")
  func followsCount() {
    let position = CarouselPosition(count: 5, index: 3)
    #expect(position.following(count: 8, wraps: false).index == 3)
    #expect(position.following(count: 8, wraps: false).count == 8)
    #expect(position.following(count: 2, wraps: false).index == 1)
    #expect(position.following(count: 0, wraps: false).index == 0)
    #expect(position.following(count: 5, wraps: true).wraps)
  }

  @Test("a carousel whose items change keeps the item on screen wherever it moved")
  func followsIDs() {
    let onBeta = CarouselPosition(count: 3, index: 1, wraps: true)
    let old = ["Alpha", "Beta", "Gamma"]
    // Removed or inserted before it, reordered: Beta stays on screen at its new index.
    #expect(onBeta.following(ids: ["Beta", "Gamma"], from: old).index == 0)
    #expect(onBeta.following(ids: ["Zero", "Alpha", "Beta", "Gamma"], from: old).index == 2)
    #expect(onBeta.following(ids: ["Gamma", "Alpha", "Beta"], from: old).index == 2)
    #expect(onBeta.following(ids: ["Zero", "Alpha", "Beta", "Gamma"], from: old).count == 4)
    #expect(onBeta.following(ids: ["Beta", "Gamma"], from: old).wraps)
    // Gone: the page at its index, or the new last page.
    #expect(onBeta.following(ids: ["Alpha", "Delta", "Gamma"], from: old).index == 1)
    #expect(onBeta.following(ids: ["Alpha"], from: old).index == 0)
    #expect(onBeta.following(ids: [String](), from: old).index == 0)
  }

  @Test("a swipe lands on the page the scroll view reports; none reported keeps the page")
  func scrolledToPage() {
    let position = CarouselPosition(count: 4, index: 1, wraps: true)
    #expect(position.scrolled(toPage: 3).index == 3)
    #expect(position.scrolled(toPage: 3).accessibilityValue == "Item 4 of 4")
    #expect(position.scrolled(toPage: nil).index == 1)
    #expect(position.scrolled(toPage: 9).index == 3)
    #expect(position.scrolled(toPage: -2).index == 0)
    #expect(position.scrolled(toPage: 2).wraps)
    #expect(CarouselPosition(count: 0).scrolled(toPage: 0).index == 0)
  }

  @Test("keys page a carousel, wrapping when it wraps, and Home and End jump to its ends")
  func keys() {
    var position = CarouselPosition(count: 5, index: 2)
    position.move(by: .step(1))
    #expect(position.index == 3)
    position.move(by: .maximum)
    #expect(position.index == 4)
    position.move(by: .minimum)
    #expect(position.index == 0)
    position.move(by: .step(.min))
    #expect(position.index == 0)
    var wrapping = CarouselPosition(count: 5, index: 4, wraps: true)
    wrapping.move(by: .step(1))
    #expect(wrapping.index == 0)
  }

  @Test("VoiceOver reads only the page on screen")
  func onScreen() {
    let position = CarouselPosition(count: 3, index: 1)
    #expect((0..<3).map(position.isOnScreen) == [false, true, false])
    #expect(!CarouselPosition(count: 0).isOnScreen(0))
  }
}
