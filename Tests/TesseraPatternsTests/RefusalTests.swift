import Testing

@testable import TesseraPatterns

/// One refused pattern: the kind of error, a word its message must contain, and the offset.
struct Refusal: CustomTestStringConvertible, Sendable {
  enum Expected: Sendable { case unsupported, syntax, limit }
  var pattern: String
  var expected: Expected
  var mentions: String
  var offset: Int

  init(_ pattern: String, _ expected: Expected, _ mentions: String, at offset: Int) {
    self.pattern = pattern
    self.expected = expected
    self.mentions = mentions
    self.offset = offset
  }

  var testDescription: String { pattern.debugDescription }
}

@Suite("refusals")
struct RefusalTests {
  static let cases: [Refusal] = [
    Refusal(#"(a)\1"#, .unsupported, "backreference", at: 3),
    Refusal(#"(?<n>a)\k<n>"#, .unsupported, "backreference", at: 7),
    Refusal("(?<=a*)b", .syntax, "U_REGEX_LOOK_BEHIND_LIMIT", at: 0),
    Refusal("😀(?<!a+)", .syntax, "unbounded length", at: 2),
    Refusal("a(?=b)+", .syntax, "quantifier cannot follow a look-around", at: 6),
    Refusal("(?>ab)", .unsupported, "atomic", at: 0),
    Refusal("(?>a|bc)", .unsupported, "backtracking state", at: 0),
    Refusal("(?>(a)*)", .unsupported, "atomic", at: 0),
    Refusal("(ab)*+", .unsupported, "possessive", at: 4),
    Refusal("(?:ab){2}+", .unsupported, "possessive", at: 6),
    Refusal("(a)++", .unsupported, "backtracking state", at: 3),
    Refusal("(?i)ß*+", .unsupported, "possessive", at: 5),
    Refusal(#"\R++"#, .unsupported, "possessive", at: 2),
    Refusal(#"\Ga"#, .unsupported, "\\G", at: 0),
    Refusal(#"\N{NO SUCH CHARACTER}"#, .syntax, "unknown character name", at: 0),
    Refusal(#"\N{ALERT}"#, .syntax, "unknown character name", at: 0),
    Refusal(#"\NA"#, .syntax, "braces", at: 0),
    Refusal(#"\N{LATIN SMALL LETTER A"#, .syntax, "missing '}'", at: 0),
    Refusal(#"\p{lb=AL}"#, .unsupported, "Line_Break", at: 0),
    Refusal(#"\p{Extended_Pictographic}"#, .unsupported, "Extended_Pictographic", at: 0),
    Refusal(#"\p{InNoSuchBlock}"#, .syntax, "unknown block", at: 0),
    Refusal(#"\p{javaNothing}"#, .syntax, "Java", at: 0),
    Refusal(#"\p{IsL=Lu}"#, .syntax, "without '='", at: 0),
    Refusal(#"\p{sc=Nowhere}"#, .syntax, "unknown property", at: 0),
    Refusal("[:whats this:]", .syntax, "unknown property", at: 0),
    Refusal("[[:whats this:]]", .syntax, "unknown property", at: 1),
    Refusal("a+(?#x)?", .syntax, "quantifier", at: 7),
    Refusal(#"[\Q]"#, .syntax, "\\Q", at: 1),
    Refusal("(?q)a", .syntax, "flag", at: 0),
    Refusal("(?P<n>a)", .unsupported, "(?P", at: 0),
    Refusal("(?|a)", .unsupported, "branch reset", at: 0),
    Refusal("(?(1)a)", .unsupported, "conditional", at: 0),
    Refusal("(ab", .syntax, "missing ')'", at: 0),
    Refusal("ab)", .syntax, "unmatched ')'", at: 2),
    Refusal("[ab", .syntax, "missing ']'", at: 0),
    Refusal("*a", .syntax, "quantifier", at: 0),
    Refusal("a|+", .syntax, "quantifier", at: 2),
    Refusal("a**", .syntax, "quantifier", at: 2),
    Refusal("a{2,1}", .syntax, "below the minimum", at: 1),
    Refusal("a{x}", .syntax, "repetition count", at: 1),
    Refusal("a}", .syntax, "'}'", at: 1),
    Refusal(#"\b+"#, .syntax, "assertion", at: 2),
    Refusal(#"a\z{2}"#, .syntax, "assertion", at: 3),
    Refusal("[z-a]", .syntax, "out of order", at: 1),
    Refusal(#"[a-\d]"#, .syntax, "range", at: 3),
    Refusal(#"ab\"#, .syntax, "backslash", at: 2),
    Refusal(#"\p{Nonsense}"#, .syntax, "unknown property", at: 0),
    Refusal(#"\pL"#, .syntax, "braces", at: 0),
    Refusal(#"\x{110000}"#, .syntax, "10FFFF", at: 0),
    Refusal(#"\u12"#, .syntax, "hex", at: 0),
    Refusal(#"\08"#, .syntax, "octal", at: 0),
    Refusal("(?<n>a)(?<n>b)", .syntax, "twice", at: 7),
    Refusal("(?<1>a)", .syntax, "group name", at: 3),
    Refusal("(?q)", .syntax, "flag", at: 0),
    Refusal("[&&a]", .syntax, "operator", at: 1),
    Refusal("a{1001}", .limit, "1001", at: 1),
    Refusal("(a{100}){11}", .limit, "1100", at: 2),
    Refusal("((a{10}){10}){11}", .limit, "1100", at: 3),
    Refusal("(?:(?:a{2,20}){5,}){11}", .limit, "multiply", at: 7),
  ]

  @Test("is refused with its kind and offset", arguments: cases)
  func refused(_ item: Refusal) {
    do {
      _ = try CompiledPattern(item.pattern)
      Issue.record("\(item.pattern) compiled")
    } catch {
      #expect(error.offset == item.offset)
      #expect(error.description.contains(item.mentions), "\(error.description)")
      #expect(error.description.contains("offset \(item.offset)"))
      switch (error.kind, item.expected) {
      case (.unsupported, .unsupported), (.syntax, .syntax), (.limit, .limit): break
      default: Issue.record("wrong kind \(error.kind)")
      }
    }
  }

  @Test("a pattern over the length limit is refused at the limit")
  func lengthLimit() {
    let limits = PatternLimits(maxPatternLength: 10)
    #expect(
      throws: PatternError(.limit("the pattern is 11 UTF-16 units long; the limit is 10"), at: 10)
    ) {
      try CompiledPattern(String(repeating: "a", count: 11), limits: limits)
    }
    #expect(throws: Never.self) {
      try CompiledPattern(String(repeating: "a", count: 10), limits: limits)
    }
    // The default is 1,000 UTF-16 units; a surrogate pair counts two.
    #expect(throws: PatternError.self) { try CompiledPattern(String(repeating: "😀", count: 501)) }
    #expect(throws: Never.self) { try CompiledPattern(String(repeating: "😀", count: 500)) }
  }

  @Test("nesting deeper than the limit is refused at the group that exceeds it")
  func nestingLimit() {
    let limits = PatternLimits(maxNestingDepth: 3)
    #expect(throws: Never.self) { try CompiledPattern("(((a)))", limits: limits) }
    do {
      _ = try CompiledPattern("((([a])))", limits: limits)
      Issue.record("compiled")
    } catch {
      #expect(error.offset == 3)
      guard case .limit = error.kind else { return #expect(Bool(false)) }
    }
    let deep = String(repeating: "(", count: 101) + "a" + String(repeating: ")", count: 101)
    #expect(throws: PatternError.self) { try CompiledPattern(deep) }
  }

  @Test("a program over the size limit is refused before it is built")
  func programSizeLimit() {
    let limits = PatternLimits(maxProgramSize: 100)
    #expect(throws: Never.self) { try CompiledPattern("a{90}", limits: limits) }
    #expect(throws: PatternError.self) { try CompiledPattern("a{100}", limits: limits) }
    // 1,000 copies of a 30-scalar literal would be 30,000 instructions.
    let literal = String(repeating: "x", count: 30)
    #expect(throws: PatternError.self) { try CompiledPattern("(?:\(literal)){1000}") }
    #expect(throws: Never.self) { try CompiledPattern(#"\w{1,1000}"#) }
  }

  @Test("errors compare by kind and offset and describe both")
  func errorDescription() {
    let error = PatternError(.unsupported(construct: "look-ahead (?=...)"), at: 4)
    #expect(error.description == "unsupported construct look-ahead (?=...) at offset 4")
    #expect(error == PatternError(.unsupported(construct: "look-ahead (?=...)"), at: 4))
    #expect(error != PatternError(.unsupported(construct: "look-ahead (?=...)"), at: 5))
  }
}
