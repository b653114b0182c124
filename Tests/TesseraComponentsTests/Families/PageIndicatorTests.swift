import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Page indicator")
struct PageIndicatorTests {
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
}

@Suite("Page indicator appearance")
struct PageIndicatorAppearanceTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }

  @Test("the current page's dot is the accent, the others a 3:1 neutral")
  func dots() {
    for theme in Self.themes {
      let current = theme.appearance(.pageIndicator, state: .selected)
      let other = theme.appearance(.pageIndicator)
      #expect(current.fill != other.fill, "\(theme.name) [\(theme.mode)]")
      for look in [current, other] {
        let ratio = look.contrastRatio(for: PartContrastRequirement(.fill, level: .nonText))
        #expect((ratio ?? 0) >= 3, "\(theme.name) [\(theme.mode)]")
      }
    }
  }
}
