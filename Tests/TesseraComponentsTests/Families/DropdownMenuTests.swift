import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Dropdown menu navigation")
struct MenuNavigationTests {
  static let menu = MenuNavigation(
    titles: ["Copy", "Cut", "Paste", "Delete"], enabled: [true, false, true, true])

  @Test(
    "arrow keys skip disabled items and wrap around",
    arguments: [
      (Int?.none, 1, Int?.some(0)), (nil, -1, 3), (0, 1, 2), (2, -1, 0), (3, 1, 0), (0, -1, 3),
      (0, 2, 3), (0, 6, 0), (1, 1, 2), (1, -1, 0),
    ])
  func moving(from: Int?, steps: Int, expected: Int?) {
    #expect(Self.menu.moved(from: from, by: steps) == expected)
  }

  @Test("without wrapping the highlight stops at the ends")
  func clamped() {
    #expect(Self.menu.moved(from: 3, by: 1, wraps: false) == 3)
    #expect(Self.menu.moved(from: 0, by: -5, wraps: false) == 0)
    #expect(Self.menu.moved(from: 1, by: -1, wraps: false) == 0)
  }

  @Test("a menu with nothing enabled highlights nothing")
  func nothingEnabled() {
    let menu = MenuNavigation(titles: ["A", "B"], enabled: [false, false])
    #expect(menu.moved(from: nil, by: 1) == nil)
    #expect(menu.typeahead("a", from: nil) == nil)
    #expect(MenuNavigation(titles: []).moved(from: nil, by: 1) == nil)
  }

  @Test("typing finds the next enabled title by its start, ignoring case and accents")
  func typeahead() {
    let menu = MenuNavigation(titles: ["Élan", "Echo", "Émile", "Zürich", "İstanbul"])
    #expect(menu.typeahead("e", from: nil) == 0)
    #expect(menu.typeahead("E", from: 0) == 1)
    #expect(menu.typeahead("e", from: 2) == 0)
    #expect(menu.typeahead("emi", from: 2) == 2)
    #expect(menu.typeahead("zu", from: nil) == 3)
    #expect(menu.typeahead("ist", from: nil) == 4)
    #expect(menu.typeahead("x", from: nil) == nil)
    #expect(menu.typeahead("", from: 1) == nil)
    // "Cut" is disabled: typing "c" after "Copy" wraps back to "Copy".
    #expect(Self.menu.typeahead("c", from: 0) == 0)
    #expect(Self.menu.typeahead("cu", from: nil) == nil)
  }

  @Test("up moves the highlight up the list; Home, End and the page keys go to the ends")
  func keys() {
    // Up is +1 in KeyAdjustment; in the menu, up is toward the first item.
    #expect(Self.menu.moved(from: 2, by: KeyAdjustment.Outcome.step(1)) == 0)
    #expect(Self.menu.moved(from: 0, by: KeyAdjustment.Outcome.step(-1)) == 2)
    #expect(Self.menu.moved(from: 0, by: KeyAdjustment.Outcome.step(1)) == 3)
    #expect(Self.menu.moved(from: 2, by: .minimum) == 0)
    #expect(Self.menu.moved(from: 0, by: .maximum) == 3)
    #expect(Self.menu.moved(from: 2, by: .step(10)) == 0)
    #expect(Self.menu.moved(from: 0, by: .step(-10)) == 3)
  }
}

@Suite("Dropdown menu appearance")
struct DropdownMenuAppearanceTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("items sit on the popover surface, highlight when pressed and tick the current choice")
  func items() {
    let rest = Self.theme.appearance(.dropdownMenu(.standard))
    #expect(rest.background?.token == "surface.popover.background")
    #expect(rest.foreground?.role == .textPrimary)
    #expect(rest.tick == nil)
    #expect(
      Self.theme.appearance(.dropdownMenu(.standard), state: .pressed).background?.role
        == .backgroundSecondary)
    #expect(
      Self.theme.appearance(.dropdownMenu(.standard), state: .selected).tick?.role == .indicator)
    #expect(Self.theme.appearance(.dropdownMenu(.destructive)).foreground?.role == .error)
  }

  @Test("every item is at least 44 points tall, even small")
  func target() throws {
    let look = Self.theme.appearance(.dropdownMenu(.standard), size: .small)
    let target = try #require(look.touchTarget)
    #expect(target.height >= 44 && target.width >= 44)
  }
}
