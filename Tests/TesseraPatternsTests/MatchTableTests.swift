import Testing

@_spi(Benchmarking) @testable import TesseraPatterns

/// One case: pattern, options, input, and the expected first match (UTF-16 range) or nil.
struct MatchCase: CustomTestStringConvertible, Sendable {
  var pattern: String
  var options: PatternOptions
  var input: String
  var expected: Range<Int>?

  init(_ pattern: String, _ input: String, _ expected: Range<Int>?, _ options: PatternOptions = [])
  {
    self.pattern = pattern
    self.options = options
    self.input = input
    self.expected = expected
  }

  var testDescription: String { "\(pattern.debugDescription) on \(input.debugDescription)" }
}

@Suite("matching")
struct MatchTableTests {
  static let cases: [MatchCase] = [
    // Literals, escapes, concatenation, alternation.
    MatchCase("abc", "xxabcxx", 2..<5),
    MatchCase("abc", "ab", nil),
    MatchCase("a|ab", "ab", 0..<1),
    MatchCase("ab|a", "ab", 0..<2),
    MatchCase(#"\.\*\+\?\(\)\[\]\{\}\|\\\^\$"#, #"x.*+?()[]{}|\^$"#, 1..<15),
    MatchCase(#"\t\n\r\f\a\e"#, "\t\n\r\u{0C}\u{07}\u{1B}", 0..<6),
    MatchCase(#"\x41\x{1F600}\u00e9\U0001F600\0101"#, "A😀é😀A", 0..<7),
    MatchCase(#"\cA"#, "\u{01}", 0..<1),
    MatchCase(#"\Qa.b*\E+"#, "a.b**", 0..<5),
    MatchCase(#"\}]"#, "}]", 0..<2),
    // Classes.
    MatchCase("[a-c]+", "xxabcd", 2..<5),
    MatchCase("[^a-c]+", "abcxyz", 3..<6),
    MatchCase("[-a]+", "a-a-", 0..<4),
    MatchCase("[a-]+", "-a", 0..<2),
    MatchCase(#"[\d\s]+"#, "a1 2b", 1..<4),
    MatchCase("[a-z&&[^aeiou]]+", "aebcd", 2..<5),
    MatchCase(#"[\w--\d]+"#, "12ab3", 2..<4),
    MatchCase("[[a-c][x-z]]+", "qaxbyq", 1..<5),
    MatchCase("[[:digit:]]+", "ab123", 2..<5),
    MatchCase("[😀-😂]", "a😁", 1..<3),
    MatchCase("[^😀]", "😀b", 2..<3),
    // Shorthands with ICU's Unicode meanings.
    MatchCase(#"\d+"#, "x١٢٣", 1..<4),
    MatchCase(#"\w+"#, "--ñandú_9--", 2..<9),
    MatchCase(#"\w"#, "\u{301}", 0..<1),
    MatchCase(#"\s+"#, "a\u{A0}\u{2003}b", 1..<3),
    MatchCase(#"\W+"#, "ab!?cd", 2..<4),
    MatchCase(#"\p{Lu}+"#, "abCDÉf", 2..<5),
    MatchCase(#"\P{L}+"#, "ab12!c", 2..<5),
    MatchCase(#"\p{Greek}"#.replacingOccurrences(of: "Greek", with: "Nd"), "a٣", 1..<2),
    MatchCase(#"\p{L}+"#, "1ab2", 1..<3),
    MatchCase(#"\p{Sc}"#, "cost €5", 5..<6),
    MatchCase(#"\h+"#, "a \t\u{A0}b", 1..<4),
    MatchCase(#"\v"#, "a\u{2028}", 1..<2),
    MatchCase(#"\R"#, "a\r\nb", 1..<3),
    // Dot and line terminators.
    MatchCase(".+", "ab\ncd", 0..<2),
    MatchCase(".+", "ab\u{2028}cd", 0..<2),
    MatchCase(".+", "ab\ncd", 0..<5, .dotMatchesLineSeparators),
    MatchCase("(?s).", "\r\n", 0..<2),
    MatchCase("(?s).\n", "\r\n", nil),
    MatchCase(".", "😀", 0..<2),
    // Anchors.
    MatchCase("^b", "ab", nil),
    MatchCase("^b", "a\nb", 2..<3, .multiline),
    MatchCase("a$", "a\n", 0..<1),
    MatchCase("a$", "a\r\n", 0..<1),
    MatchCase("a$", "a\n\n", nil),
    MatchCase("a$", "a\nb", 0..<1, .multiline),
    MatchCase("(?m)^$", "a\n", nil),
    MatchCase(#"a\Z"#, "a\n", 0..<1),
    MatchCase(#"a\z"#, "a\n", nil),
    MatchCase(#"\Aa"#, "ba", nil),
    MatchCase(#"\bfoo\b"#, "a foo.", 2..<5),
    MatchCase(#"\bfoo\b"#, "afoo", nil),
    MatchCase(#"\Boo"#, "foo", 1..<3),
    MatchCase(#"e\b"#, "e\u{301}x", nil),
    // Quantifiers.
    MatchCase("a*", "aaa", 0..<3),
    MatchCase("a*?", "aaa", 0..<0),
    MatchCase("a+?", "aaa", 0..<1),
    MatchCase("a{2}", "aaa", 0..<2),
    MatchCase("a{2,}", "aaaa", 0..<4),
    MatchCase("a{1,3}", "aaaa", 0..<3),
    MatchCase("a{1,3}?", "aaaa", 0..<1),
    MatchCase("a{0}b", "ab", 1..<2),
    MatchCase("<.+>", "<a><b>", 0..<6),
    MatchCase("<.+?>", "<a><b>", 0..<3),
    MatchCase("(a|ab)(c|bcd)", "abcd", 0..<4),
    MatchCase("(a*)*b", "aaab", 0..<4),
    MatchCase("(a|)*b", "aab", 0..<3),
    MatchCase("(|a)*", "aa", 0..<0),
    MatchCase("(|a)+", "aa", 0..<0),
    MatchCase("(a*)+$", "aa", 0..<2),
    MatchCase("(?:a?)*?b", "ab", 0..<2),
    MatchCase("^*a", "ba", 1..<2),
    MatchCase("(?x)a {1,2} ?", "aa", 0..<1),
    // Groups and flags.
    MatchCase("(?:ab)+", "ababa", 0..<4),
    MatchCase("(?<year>\\d{4})-(?<month>\\d\\d)", "on 2024-05", 3..<10),
    MatchCase("(?i)straße", "STRAßE", 0..<6),
    MatchCase("(?i)[a-c]+", "xABCd", 1..<4),
    MatchCase("(?i)[^a]", "A", nil),
    MatchCase("(?i:a)b", "Ab", 0..<2),
    MatchCase("(?i:a)b", "AB", nil),
    MatchCase("a(?i)b|c", "aB", 0..<2),
    MatchCase("a(?i)b|c", "C", 0..<1),
    MatchCase("(?i)k", "\u{212A}", 0..<1),
    MatchCase("(?i)σ", "ς", 0..<1),
    MatchCase("abc", "ABC", 0..<3, .caseInsensitive),
    MatchCase("(?x) a b # comment\n c", "abc", 0..<3),
    MatchCase("a b", "ab", 0..<2, .allowCommentsAndWhitespace),
    MatchCase("a(?#note)b", "ab", 0..<2),
    MatchCase("(?s-i:a.)", "a\n", 0..<2, .caseInsensitive),
    // Positions are UTF-16 offsets.
    MatchCase("b", "😀b", 2..<3),
    MatchCase("é", "e\u{301}é", 2..<3),
  ]

  @Test("first match", arguments: cases)
  func firstMatch(_ item: MatchCase) throws {
    let pattern = try CompiledPattern(item.pattern, options: item.options)
    #expect(pattern.firstMatch(in: item.input)?.range == item.expected)
    #expect(pattern.isMatch(item.input) == (item.expected != nil))
  }

  @Test("the Pike VM and the backtracker agree", arguments: cases)
  func enginesAgree(_ item: MatchCase) throws {
    let pattern = try CompiledPattern(item.pattern, options: item.options)
    let units = Array(item.input.utf16)
    units.withUnsafeBufferPointer { buffer in
      let input = TextInput(buffer)
      let pike = pattern.execute(input, from: 0, mode: .first, engine: .pikeVM)
      let back = pattern.execute(input, from: 0, mode: .first, engine: .backtracker)
      #expect(pike == back)
      let dfa = pattern.execute(input, from: 0, mode: .first, engine: .dfa)
      #expect(dfa.map { pattern.makeMatch($0) } == pike.map { pattern.makeMatch($0) })
      // "Any" and "whole" stop at the first match found, so only the outcome must agree.
      for mode in [SearchMode.any, .whole] {
        let pikeAny = pattern.execute(input, from: 0, mode: mode, engine: .pikeVM)
        let backAny = pattern.execute(input, from: 0, mode: mode, engine: .backtracker)
        #expect((pikeAny == nil) == (backAny == nil))
        let dfaAny = pattern.execute(input, from: 0, mode: mode, engine: .dfa)
        #expect((pikeAny == nil) == (dfaAny == nil))
      }
    }
  }

  @Test("captures and named captures")
  func captures() throws {
    let pattern = try CompiledPattern(#"(?<year>\d{4})-(\d\d)(x)?"#)
    let match = try #require(pattern.firstMatch(in: "on 2024-05!"))
    #expect(match.range == 3..<10)
    #expect(match.captures == [3..<7, 8..<10, nil])
    #expect(match.namedCaptures == ["year": 3..<7])
    #expect(pattern.captureCount == 3)
    #expect(pattern.captureNames == ["year": 1])
  }

  @Test("the last iteration of a group is captured")
  func lastIteration() throws {
    let match = try #require(try CompiledPattern("(a|b)+").firstMatch(in: "abba"))
    #expect(match.captures == [3..<4])
  }

  @Test("whole-text matching considers every way to match, not only the first")
  func wholeMatch() throws {
    #expect(try CompiledPattern("a|ab").isWholeMatch("ab"))
    #expect(try !CompiledPattern("a|ab").isWholeMatch("abc"))
    #expect(try CompiledPattern(#"\d{3}"#).isWholeMatch("123"))
    #expect(try !CompiledPattern(#"\d{3}"#).isWholeMatch("1234"))
    #expect(try CompiledPattern("").isWholeMatch(""))
    #expect(try CompiledPattern("x*").isWholeMatch(""))
  }

  @Test("all matches step past empty matches by one code point")
  func allMatches() throws {
    let ranges = try CompiledPattern("a*").matches(in: "baa😀").map(\.range)
    #expect(ranges == [0..<0, 1..<3, 3..<3, 5..<5])
    let words = try CompiledPattern(#"\w+"#).matches(in: "one, two three").map(\.range)
    #expect(words == [0..<3, 5..<8, 9..<14])
    #expect(try CompiledPattern("x").matches(in: "abc").isEmpty)
  }

  @Test("source and options are kept")
  func sourceKept() throws {
    let pattern = try CompiledPattern("a+", options: .caseInsensitive)
    #expect(pattern.source == "a+")
    #expect(pattern.options == .caseInsensitive)
  }
}
