import Foundation
import Testing

@_spi(Benchmarking) @testable import TesseraPatterns

/// A pattern anchored at the start whose look-arounds all stand before its first scalar (the
/// password rule `^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$`) is searched by the lazy DFA: its
/// first step asks the look-arounds at the start and is not kept, every later step is. These
/// cases hold the DFA to ICU and to the Pike VM on texts long enough for the automatic engine
/// to choose it, and hold each such program on the DFA.
@Suite("look-arounds before the first scalar, on the lazy DFA")
struct LookaroundPrefixDFATests {
  static func run(_ count: Int, _ unit: String = "a") -> String {
    String(repeating: unit, count: count)
  }

  static let password = #"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$"#

  static let cases: [PatternCase] = [
    PatternCase(pattern: password, input: run(500) + "B1", range: 0..<502),
    PatternCase(pattern: password, input: run(500) + "B", range: nil),
    PatternCase(pattern: password, input: "1B" + run(500), range: 0..<502),
    // `.` stops at a line break: the look-aheads cannot see past it, nor can `.{8,}$`.
    PatternCase(pattern: password, input: run(500) + "\nB1", range: nil),
    // `$` holds before a final line break.
    PatternCase(pattern: password, input: run(500) + "B1\n", range: 0..<502),
    PatternCase(pattern: "^(?!.*password).{8,}$", input: run(300) + " password", range: nil),
    PatternCase(pattern: "^(?!.*password).{8,}$", input: run(300) + " passw0rd", range: 0..<309),
    // A look-ahead that holds with an empty rest: the match is empty.
    PatternCase(pattern: "^(?=.*x)", input: run(200) + "x", range: 0..<0),
    PatternCase(pattern: "^(?=.*x)", input: run(200), range: nil),
    // A look-behind at the start of the text sees nothing before it.
    PatternCase(pattern: "^(?<!x)a+", input: run(200), range: 0..<200),
    PatternCase(pattern: #"\A(?<=a)a+"#, input: run(200), range: nil),
    // Look-arounds in alternatives, and nested.
    PatternCase(pattern: #"^(?:(?=\d)|(?=b))\w+"#, input: "b" + run(150), range: 0..<151),
    PatternCase(pattern: #"^(?:(?=\d)|(?=b))\w+"#, input: "c" + run(150), range: nil),
    PatternCase(pattern: #"^(?=(?!b)\w{100})\w+!"#, input: run(150) + "!", range: 0..<151),
    PatternCase(pattern: #"^(?=(?!b)\w{100})\w+!"#, input: "b" + run(150) + "!", range: nil),
    // Non-ASCII text: the look-ahead crosses a surrogate pair and finds the accent after it.
    PatternCase(pattern: "^(?=.*é).{3,}$", input: run(150) + "😀é", range: 0..<153),
    PatternCase(pattern: "^(?=.*é).{3,}$", input: run(150) + "😀e", range: nil),
  ]

  @Test("first matches equal ICU's on the automatic, DFA and Pike VM engines", arguments: cases)
  func firstMatch(_ item: PatternCase) throws {
    try item.expectEnginesFindICUsMatch()
    let compiled = try CompiledPattern(item.pattern)
    #expect(compiled.isMatch(item.input) == (item.range != nil))
    #expect(compiled.isWholeMatch(item.input) == (item.range == 0..<item.input.utf16.count))
  }

  @Test("the DFA searches each of them itself", arguments: cases)
  func onTheDFA(_ item: PatternCase) throws {
    let compiled = try CompiledPattern(item.pattern)
    #expect(compiled.storage.program.lookaroundsOnlyAtStart)
    #expect(compiled.dfaSearches(item.input))
  }

  /// The first step's answer belongs to one text: a DFA kept between searches must ask again.
  @Test("one compiled pattern answers texts that alternate between match and no match")
  func answersAreNotKept() throws {
    let compiled = try CompiledPattern(LookaroundPrefixDFATests.password)
    let valid = LookaroundPrefixDFATests.run(300) + "B1"
    let invalid = LookaroundPrefixDFATests.run(300) + "B"
    for round in 0..<4 {
      #expect(compiled.firstMatch(in: valid)?.range == 0..<302, "round \(round)")
      #expect(compiled.firstMatch(in: invalid) == nil, "round \(round)")
      #expect(compiled.isMatch(valid), "round \(round)")
      #expect(!compiled.isMatch(invalid), "round \(round)")
    }
  }

  @Test("captures after the look-arounds are the Pike VM's")
  func captures() throws {
    let compiled = try CompiledPattern(#"^(?=\w+@)(\w+)@(\w+)"#)
    let text = LookaroundPrefixDFATests.run(120) + "@" + LookaroundPrefixDFATests.run(30, "b")
    let match = try #require(compiled.firstMatch(in: text))
    #expect(match.range == 0..<151)
    #expect(match.captures == [0..<120, 121..<151])
    #expect(compiled.firstMatch(in: text, engine: .pikeVM)?.captures == match.captures)
    #expect(compiled.dfaSearches(text))
  }

  /// Where a look-around may be asked after a scalar, or at every start of an unanchored
  /// search, the DFA could keep no step: those programs stay on the NFA engines.
  @Test(
    "look-arounds after a scalar or in an unanchored search stay on the NFA engines",
    arguments: [
      (#"^a(?=b)\w+"#, false), (#"^(?:(?=a)\w)+"#, false), (#"^(?=a)\w|b(?=c)"#, false),
      (#"(?<=\d)(?=(?:\d{3})+(?!\d))"#, true), (#"(?=a)\w+"#, true),
      (#"(?m)^(?=a)\w+"#, true),
    ])
  func stayOnNFA(_ source: String, prefixOnly: Bool) throws {
    let compiled = try CompiledPattern(source)
    #expect(compiled.storage.program.lookaroundsOnlyAtStart == prefixOnly)
    let text = LookaroundPrefixDFATests.run(200) + "b1234567"
    #expect(!compiled.dfaSearches(text))
    let reference = try NSRegularExpression(pattern: source)
    let found = reference.firstMatch(
      in: text, range: NSRange(location: 0, length: text.utf16.count))
    #expect(
      compiled.firstMatch(in: text)?.range
        == found.map { $0.range.location..<($0.range.location + $0.range.length) })
  }

  /// A capture inside a look-around is reported from the look-around's own match, which the
  /// DFA does not make: such a program stays on the NFA engines too.
  @Test("a capture inside a look-around keeps the program off the DFA")
  func capturesInside() throws {
    let compiled = try CompiledPattern(#"^(?=(\w+)@)\w+@\w+"#)
    let text = LookaroundPrefixDFATests.run(120) + "@b"
    #expect(!compiled.dfaSearches(text))
    #expect(compiled.firstMatch(in: text)?.captures == [0..<120])
  }
}
