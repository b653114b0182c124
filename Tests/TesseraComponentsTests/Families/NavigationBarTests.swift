import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Navigation bar collapse")
struct NavigationBarTests {
  @Test(
    "the large title collapses with the scroll offset",
    arguments: [
      (-30.0, 0.0, 0.0, false), (0, 0, 0, false), (26, 0.5, 0, false), (52, 1, 1, true),
      (500, 1, 1, true), (.nan, 0, 0, false),
    ])
  func collapse(offset: Double, progress: Double, opacity: Double, separator: Bool) {
    let collapse = NavigationBarCollapse(largeTitleHeight: 52)
    #expect(collapse.progress(scrollOffset: offset) == progress)
    #expect(abs(collapse.inlineTitleOpacity(scrollOffset: offset) - opacity) < 1e-9)
    #expect(collapse.showsSeparator(scrollOffset: offset) == separator)
    #expect(NavigationBarCollapse(largeTitleHeight: -1).largeTitleHeight == 52)
  }
}

@Suite("Navigation bar appearance")
struct NavigationBarAppearanceTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("the bar is the chrome surface with a subtle separator and actions in the link color")
  func chrome() {
    let look = Self.theme.appearance(.navigationBar)
    #expect(look.background?.token == "surface.chrome.background")
    #expect(look.separator?.role == .borderSubtle)
    #expect(look.action?.role == .textLink)
    #expect(look.minimumSize.height == 44)
  }
}
