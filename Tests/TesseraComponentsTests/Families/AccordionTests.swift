import TesseraLayout
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Accordion expansion")
struct AccordionExpansionTests {
  @Test("one section at a time: opening one closes the other")
  func single() {
    var expansion = AccordionExpansion(ids: ["a", "b", "c"])
    expansion.toggle("a")
    #expect(expansion.expanded == ["a"])
    expansion.toggle("b")
    #expect(expansion.expanded == ["b"])
    #expect(!expansion.isExpanded("a"))
    expansion.toggle("b")
    #expect(expansion.expanded.isEmpty)
    let expandedAll = expansion.expandAll()
    #expect(!expandedAll)
    #expect(expansion.expanded.isEmpty)
  }

  @Test("several sections open independently, kept in section order")
  func multiple() {
    var expansion = AccordionExpansion(ids: [1, 2, 3], allowsMultiple: true)
    expansion.toggle(3)
    expansion.toggle(1)
    #expect(expansion.expanded == [1, 3])
    expansion.setExpanded(3, false)
    #expect(expansion.expanded == [1])
    let expandedAll = expansion.expandAll()
    #expect(expandedAll)
    #expect(expansion.expanded == [1, 2, 3])
    expansion.collapseAll()
    #expect(expansion.expanded.isEmpty)
  }

  @Test("initially open sections and unknown ids")
  func initial() {
    let single = AccordionExpansion(ids: ["a", "b", "c"], initiallyExpanded: ["c", "b", "x"])
    #expect(single.expanded == ["b"])
    let multiple = AccordionExpansion(
      ids: ["a", "b", "c"], allowsMultiple: true, initiallyExpanded: ["c", "b", "x"])
    #expect(multiple.expanded == ["b", "c"])
    var expansion = single
    expansion.toggle("x")
    #expect(expansion.expanded == ["b"])
  }

  @Test("a section added after the first tap can be opened")
  func addedSection() {
    var expansion = AccordionExpansion(ids: ["a"]).following(ids: ["a"], allowsMultiple: false)
    expansion.toggle("a")
    expansion = expansion.following(ids: ["a", "b"], allowsMultiple: false)
    expansion.toggle("b")
    #expect(expansion.expanded == ["b"])
  }

  @Test("open sections survive reordering; removed ones are forgotten")
  func reorderedAndRemoved() {
    var expansion = AccordionExpansion(ids: ["a", "b", "c"], allowsMultiple: true)
    expansion.toggle("a")
    expansion.toggle("c")
    expansion = expansion.following(ids: ["c", "b"], allowsMultiple: true)
    #expect(expansion.expanded == ["c"])
    expansion = expansion.following(ids: ["c", "b", "a"], allowsMultiple: true)
    #expect(expansion.expanded == ["c"])
  }

  @Test("turning allowMultiple off keeps one section open; turning it on lets others open")
  func ruleChanges() {
    var expansion = AccordionExpansion(ids: ["a", "b", "c"], allowsMultiple: true)
    expansion.toggle("b")
    expansion.toggle("c")
    let single = expansion.following(ids: ["a", "b", "c"], allowsMultiple: false)
    #expect(single.expanded == ["b"])
    #expect(!single.allowsMultiple)
    var multiple = single.following(ids: ["a", "b", "c"], allowsMultiple: true)
    multiple.toggle("a")
    #expect(multiple.expanded == ["a", "b"])
  }

  @Test("the chevron turns down clockwise left to right, counterclockwise right to left")
  func chevron() {
    #expect(DisclosureChevron.rotation(isExpanded: false, direction: .leftToRight) == 0)
    #expect(DisclosureChevron.rotation(isExpanded: true, direction: .leftToRight) == 90)
    #expect(DisclosureChevron.rotation(isExpanded: false, direction: .rightToLeft) == 0)
    #expect(DisclosureChevron.rotation(isExpanded: true, direction: .rightToLeft) == -90)
  }
}

@Suite("Accordion appearance")
struct AccordionAppearanceTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("headers read as titles over details with a 3:1 chevron, in every style")
  func headers() {
    for style in AccordionStyle.allCases {
      let look = Self.theme.appearance(.accordion(style))
      #expect(look.foreground?.role == .textPrimary)
      #expect(look.icon?.role == .textSecondary)
      #expect(look.requirements.contains { $0.part == .icon && $0.level == .nonText })
      #expect((look.touchTarget?.height ?? 0) >= 44)
    }
    #expect(Self.theme.appearance(.accordion(.standard)).background == nil)
    #expect(
      Self.theme.appearance(.accordion(.standard), state: .pressed).background?.role
        == .backgroundSecondary)
    #expect(Self.theme.appearance(.accordion(.separated)).background?.role == .backgroundSecondary)
    #expect(Self.theme.appearance(.accordion(.bordered)).border?.role == .borderDefault)
  }
}
