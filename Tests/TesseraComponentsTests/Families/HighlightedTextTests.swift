import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Text highlighter")
struct TextHighlighterTests {
  @Test("terms match ignoring case, accents and width, as UTF-16 ranges")
  func folding() {
    let text = "Crème brûlée at the café"
    #expect(TextHighlighter.ranges(of: ["creme", "CAFE"], in: text) == [0..<5, 20..<24])
    #expect(TextHighlighter.ranges(of: ["ＢＲＵＬＥＥ"], in: text) == [6..<12])
    #expect(TextHighlighter.ranges(of: ["creme"], in: text, matching: .exact).isEmpty)
    #expect(TextHighlighter.ranges(of: ["Crème"], in: text, matching: .exact) == [0..<5])
  }

  @Test("ranges are UTF-16 offsets past emoji and never split a character")
  func utf16() {
    let text = "👩‍🍳 cooks e\u{301}clairs"
    // The emoji is 5 UTF-16 units; "é" here is "e" and a combining accent, 2 units.
    #expect(TextHighlighter.ranges(of: ["cooks"], in: text) == [6..<11])
    #expect(TextHighlighter.ranges(of: ["eclairs"], in: text) == [12..<20])
    // Exactly, the plain "e" does not light half of "é".
    #expect(TextHighlighter.ranges(of: ["e"], in: text, matching: .exact).isEmpty)
    #expect(TextHighlighter.ranges(of: ["👩‍🍳"], in: text) == [0..<5])
    #expect(TextHighlighter.ranges(of: ["👩"], in: text).isEmpty)
  }

  @Test("overlapping and touching matches merge; empty terms match nothing")
  func merging() {
    #expect(TextHighlighter.ranges(of: ["aba"], in: "ababa") == [0..<5])
    #expect(TextHighlighter.ranges(of: ["ab", "cd"], in: "abcd") == [0..<4])
    #expect(TextHighlighter.ranges(of: ["", " ", "\n"], in: "a b").isEmpty)
    #expect(TextHighlighter.ranges(of: ["longer than the text"], in: "short").isEmpty)
    #expect(TextHighlighter.merged([5..<7, 0..<2, 1..<3, 4..<4]) == [0..<3, 5..<7])
  }

  @Test("segments cut the text at the ranges, whole characters only")
  func segments() {
    let segments = TextHighlighter.segments(of: "say café now", highlighting: [4..<8])
    #expect(
      segments == [
        HighlightSegment("say ", isHighlighted: false),
        HighlightSegment("café", isHighlighted: true),
        HighlightSegment(" now", isHighlighted: false),
      ])
    // A range that splits the emoji lights the whole emoji; one past the end changes nothing.
    let emoji = TextHighlighter.segments(of: "a👩‍🍳b", highlighting: [2..<3, 40..<50])
    #expect(emoji.map(\.text) == ["a", "👩‍🍳", "b"])
    #expect(emoji.map(\.isHighlighted) == [false, true, false])
    #expect(TextHighlighter.segments(of: "", highlighting: [0..<1]).isEmpty)
  }
}

@Suite("Highlighted text appearance")
struct HighlightedTextAppearanceTests {
  @Test("matches are in the accent and readable like the rest of the text")
  func colors() {
    let theme = PresetThemes.default.resolved(for: .light)
    let look = theme.appearance(.highlightedText)
    #expect(look.foreground?.role == .textPrimary)
    #expect(look.fill?.role == .textLink)
    #expect(look.requirements.contains { $0.part == .fill && $0.level != .nonText })
  }
}
