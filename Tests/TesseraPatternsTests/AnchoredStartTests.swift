import Testing

@testable import TesseraPatterns

/// An anchored search (a `^` pattern, or a whole match) fails before it sets up when the
/// first character cannot start a match; these cases pin that it still finds every match
/// whose first character can: non-ASCII, case-folded, a surrogate pair, after an optional.
@Suite("anchored searches check the first character without losing matches")
struct AnchoredStartTests {
  static let cases: [PatternCase] = [
    PatternCase(pattern: "^(?i)é", input: "Éa", range: 0..<1),
    PatternCase(pattern: "^(?i)é", input: "ea", range: nil),
    PatternCase(pattern: #"^\d{5}$"#, input: "", range: nil),
    PatternCase(pattern: #"^\d{5}$"#, input: "a2345", range: nil),
    PatternCase(pattern: #"^\d{5}$"#, input: "12345", range: 0..<5),
    PatternCase(pattern: "^(?:ab|😀)x", input: "😀x", range: 0..<3),
    PatternCase(pattern: "^(?:ab|😀)x", input: "😁x", range: nil),
    PatternCase(pattern: "^a?b", input: "b", range: 0..<1),
    PatternCase(pattern: "^a?b", input: "ab", range: 0..<2),
    PatternCase(pattern: "^(?:x|y)*z", input: "z", range: 0..<1),
    PatternCase(pattern: "(?m)^b", input: "a\nb", range: 2..<3),
  ]

  @Test("the first match is ICU's", arguments: cases)
  func firstMatch(_ example: PatternCase) throws {
    let pattern = try CompiledPattern(example.pattern)
    #expect(pattern.firstMatch(in: example.input)?.range == example.range)
    #expect(pattern.isMatch(example.input) == (example.range != nil))
  }

  @Test("a whole match of an unanchored pattern checks its first character too")
  func wholeMatch() throws {
    let letters = try CompiledPattern("[a-c]+")
    #expect(letters.isWholeMatch("abc"))
    #expect(!letters.isWholeMatch("dabc"))
    #expect(!letters.isWholeMatch(""))
    let either = try CompiledPattern("x|é")
    #expect(either.isWholeMatch("é"))
    #expect(either.isWholeMatch("x"))
    #expect(!either.isWholeMatch("É"))
  }
}
