import Foundation
import Testing

@_spi(Benchmarking) @testable import TesseraPatterns

/// The lazy DFAs cross a run of ASCII units that keep their state (`[\s]+`, `.*`, `[^"]*`)
/// with a bit test a unit instead of the transition table. These cases put such runs where the
/// shortcut can go wrong: a match that ends inside or just after the run, a run broken by a
/// non-ASCII scalar or a surrogate pair, runs crossed backwards by the reverse DFA, and the
/// earliest-match search (`isMatch`) that must stop at the first match of a run.
@Suite("lazy DFA runs over units that keep the state")
struct DFARunTests {
  static func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }
  static func letters(_ count: Int) -> String { String(repeating: "a", count: count) }

  static let cases: [PatternCase] = [
    // The benchmark's trim pattern: the first branch matches the whole leading run.
    PatternCase(pattern: #"^[\s\u200c]+|[\s\u200c]+$"#, input: spaces(999) + "x", range: 0..<999),
    // Only the trailing run matches: the forward DFA crosses two runs, one without a match.
    PatternCase(pattern: #"[\s]+$"#, input: spaces(500) + "x" + spaces(300), range: 501..<801),
    PatternCase(pattern: #"^[\s\u200c]+|[\s\u200c]+$"#, input: "x" + spaces(700), range: 1..<701),
    // A non-ASCII space and a zero-width non-joiner inside the run keep it going.
    PatternCase(
      pattern: #"\s+"#, input: spaces(300) + "\u{2003}" + spaces(300) + "x", range: 0..<601),
    PatternCase(
      pattern: #"[\s\u200c]+x"#, input: "y" + spaces(200) + "\u{200C}" + spaces(200) + "x",
      range: 1..<403),
    // A surrogate pair ends a run of `[a-z]` and the match with it.
    PatternCase(pattern: "[a-z]+", input: letters(400) + "😀" + letters(10), range: 0..<400),
    PatternCase(pattern: "[a-z😀]+!", input: letters(400) + "😀" + letters(10) + "!", range: 0..<413),
    // A run without a match state in the middle (the quoted text), then the closing quote.
    PatternCase(
      pattern: #""[^"]*""#, input: "say " + "\"" + letters(2_000) + "\" now",
      range: 4..<2_006),
    PatternCase(pattern: #""[^"]*""#, input: "\"" + letters(2_000), range: nil),
    // The reverse DFA crosses the run of `a` back to where the match starts.
    PatternCase(
      pattern: "a+b", input: letters(1_000) + "c" + letters(50) + "b", range: 1_001..<1_052),
    PatternCase(pattern: "x[a-z]*y", input: "x" + letters(5_000), range: nil),
    PatternCase(pattern: "x[a-z]*y", input: "x" + letters(5_000) + "y", range: 0..<5_002),
    // `.*` stops at a line terminator; the match ends before it.
    PatternCase(
      pattern: "b.*", input: letters(100) + "b" + letters(300) + "\n" + letters(9), range: 100..<401
    ),
    // The match ends inside the run: `\B` holds between two letters, not before the space,
    // so the last match of the run is the answer, forward and (for the start) reverse.
    PatternCase(pattern: #"\w+\B"#, input: letters(500) + " x", range: 0..<499),
    PatternCase(pattern: #"\B\w+"#, input: " " + letters(500), range: 2..<501),
    PatternCase(pattern: #"\B\w+\B"#, input: " " + letters(500) + " ", range: 2..<500),
    // Backwards, a match may start inside a run of newlines (after each of them) but not
    // after the `a` that ends the run.
    PatternCase(
      pattern: #"(?m)^\n*x"#, input: "a" + String(repeating: "\n", count: 300) + "x",
      range: 2..<302),
    // Case-insensitive runs: both cases keep the state.
    PatternCase(
      pattern: "(?i)q[a-z]+z", input: "Q" + String(repeating: "aB", count: 300) + "Z",
      range: 0..<602),
  ]

  @Test("first matches equal ICU's on the automatic, DFA and Pike VM engines", arguments: cases)
  func firstMatch(_ item: PatternCase) throws {
    try item.expectEnginesFindICUsMatch()
  }

  @Test("isMatch and isWholeMatch agree with the first match over long runs", arguments: cases)
  func earliestAndWhole(_ item: PatternCase) throws {
    let compiled = try CompiledPattern(item.pattern)
    #expect(compiled.isMatch(item.input) == (item.range != nil))
    // None of these texts has a whole match other than its first match.
    #expect(compiled.isWholeMatch(item.input) == (item.range == 0..<item.input.utf16.count))
  }

  @Test("every match of a text of runs is found, in order")
  func allMatches() throws {
    let text = (0..<50).map { DFARunTests.spaces($0 % 7 + 1) + "word\($0)" }.joined()
    let compiled = try CompiledPattern(#"\s+"#)
    let ranges = compiled.matches(in: text).map(\.range)
    var expected: [Range<Int>] = []
    var offset = 0
    for index in 0..<50 {
      let run = index % 7 + 1
      expected.append(offset..<(offset + run))
      offset += run + "word\(index)".utf16.count
    }
    #expect(ranges == expected)
  }
}
