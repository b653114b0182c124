import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Expandable text lines")
struct ExpandableTextLinesTests {
  @Test("collapsed text keeps its limit, growing a line per accessibility size up to double")
  func limits() {
    let lines = ExpandableTextLines(lineLimit: 3)
    #expect(lines.lineLimit(isExpanded: false) == 3)
    #expect(lines.lineLimit(isExpanded: false, contentSize: .xxxLarge) == 3)
    #expect(lines.lineLimit(isExpanded: false, contentSize: .accessibility2) == 5)
    #expect(lines.lineLimit(isExpanded: false, contentSize: .accessibility5) == 6)
    #expect(lines.lineLimit(isExpanded: true) == nil)
    #expect(ExpandableTextLines(lineLimit: 0).lineLimit == 1)
    #expect(
      ExpandableTextLines(lineLimit: 1).lineLimit(isExpanded: false, contentSize: .accessibility5)
        == 2)
  }

  @Test("the toggle shows only when the text is cut by more than rounding")
  func toggle() {
    let lines = ExpandableTextLines(lineLimit: 3)
    #expect(lines.needsToggle(fullHeight: 120, limitedHeight: 66))
    #expect(!lines.needsToggle(fullHeight: 66.4, limitedHeight: 66))
    #expect(!lines.needsToggle(fullHeight: 40, limitedHeight: 40))
    #expect(!lines.needsToggle(fullHeight: .infinity, limitedHeight: 66))
  }
}

@Suite("Expandable text appearance")
struct ExpandableTextAppearanceTests {
  @Test("the toggle is a link-colored text button with a 44-point hit area")
  func toggle() {
    let theme = PresetThemes.default.resolved(for: .light)
    let look = theme.appearance(.expandableText)
    #expect(look.action?.role == .textLink)
    #expect(look.tapTarget(.action).height >= 44 && look.tapTarget(.action).width >= 44)
  }
}
