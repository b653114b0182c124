import Foundation
import Testing

@_spi(Benchmarking) @testable import TesseraPatterns

/// Look-ahead and look-behind: password rules, formatting patterns and captures, with the first
/// match and captures written by hand from ICU's semantics (and checked against
/// NSRegularExpression below), on every engine.
@Suite("look-around")
struct LookaroundTests {
  static let password = #"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$"#

  static let passwordRules: [AgreementCase] = [
    AgreementCase(password, "Passw0rdX", 0..<9),
    AgreementCase(password, "Passwrd1", 0..<8),
    AgreementCase(password, "password1", nil),
    AgreementCase(password, "PASSWORD1", nil),
    AgreementCase(password, "Password", nil),
    AgreementCase(password, "Pass1", nil),
    AgreementCase(password, "Passw0rd\nX", nil),
    // One to four look-aheads for classes.
    AgreementCase(#"^(?=.*\d).{6,}$"#, "abcdef", nil),
    AgreementCase(#"^(?=.*\d).{6,}$"#, "abc1ef", 0..<6),
    AgreementCase(#"^(?=.*[a-z])(?=.*\d)[a-z\d]{8}$"#, "abcd1234", 0..<8),
    AgreementCase(#"^(?=.*[a-z])(?=.*\d)[a-z\d]{8}$"#, "12345678", nil),
    AgreementCase(#"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d]).{8,64}$"#, "Aa1!aaaa", 0..<8),
    AgreementCase(#"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d]).{8,64}$"#, "Aa1aaaaa", nil),
    // A forbidden substring, also case-insensitively.
    AgreementCase("^(?!.*password).{8,}$", "mypassword1", nil),
    AgreementCase("^(?!.*password).{8,}$", "mysecret12", 0..<10),
    AgreementCase("(?i)^(?!.*password).{8,}$", "MyPassWord99", nil),
    AgreementCase("^(?!.*password).{8,}$", "MyPassWord99", 0..<12),
    AgreementCase(#"^(?!.*\s)(?=.*\d).{8,}$"#, "abc 12345", nil),
    AgreementCase(#"^(?!.*\s)(?=.*\d).{8,}$"#, "abcd12345", 0..<9),
    // A length bound.
    AgreementCase("^(?=.{8,20}$)[A-Za-z0-9]+$", "abc", nil),
    AgreementCase("^(?=.{8,20}$)[A-Za-z0-9]+$", "abcdefgh", 0..<8),
    AgreementCase("^(?=.{8,20}$)[A-Za-z0-9]+$", String(repeating: "a", count: 21), nil),
    // The rule inside a longer text, with multiline anchors.
    AgreementCase(password, "short\nLongEnough1", 6..<17, .multiline),
  ]

  static let lookBehind: [AgreementCase] = [
    AgreementCase(#"(?<=\$)\d+(?:\.\d\d)?"#, "cost $12.50 now", 6..<11),
    AgreementCase(#"(?<=[$€£])\d+"#, "€20", 1..<3),
    AgreementCase(#"(?<!\$)\b\d+\b"#, "$5 and 7", 7..<8),
    AgreementCase(#"(?<=\d)x"#, "ax1x", 3..<4),
    AgreementCase(#"(?<=\d)(?=(?:\d{3})+(?!\d))"#, "1234567", 1..<1),
    AgreementCase(#"(?<=USD ?)\d+"#, "USD 40", 4..<6),
    AgreementCase("(?<=a{2,3})b", "aab", 2..<3),
    AgreementCase("(?<=a{2,3})b", "ab", nil),
    AgreementCase("(?<!.)a", "aa", 0..<1),
    AgreementCase("a(?!.)", "aa", 1..<2),
    AgreementCase("(?<=😀)a", "😀a", 2..<3),
    AgreementCase("(?<=x[a-z]{0,2}+)1", "xab1", 3..<4),
    AgreementCase("(?<=x[a-z]{0,2}+)1", "xabc1", nil),
    AgreementCase(#"\b\w+(?<!s)\b"#, "cats dog", 5..<8),
    // ICU ends the text at the look-behind for its body, so a possessive stops there.
    AgreementCase(#"(?<=[a-z0-9]{1,2}+)\d"#, "x12", 1..<2),
    AgreementCase("(?<=a(?s).{0,3}+)b", "axb", 2..<3),
    AgreementCase("(?<=a(?=b))b", "ab", 1..<2),
    AgreementCase("(?<=(?<=a)b)c", "abc", 2..<3),
    AgreementCase("(?<=(?=a)b)c", "bc", nil),
    AgreementCase(#"(?<=\R)a"#, "\r\na", 2..<3),
  ]

  static let lookAhead: [AgreementCase] = [
    AgreementCase("(?=a(?!b))a", "abac", 2..<3),
    AgreementCase("(?=[a-z]{0,2}+1)\\w", "abc1", 1..<2),
    AgreementCase("(?=[a-z]*+1)\\w+", "ab1", 0..<3),
    AgreementCase("(?=a*+ab)", "aab", nil),
    AgreementCase("(?:(?=a))*b", "ab", 1..<2),
    AgreementCase("(?:(?=a)a)*b", "aab", 0..<3),
    AgreementCase("(?=)b", "ab", 1..<2),
    AgreementCase("(?<!)b", "ab", nil),
    AgreementCase("x(?=(?s).)", "x\r\n", 0..<1),
    AgreementCase("x(?=.)", "x\n", nil),
  ]

  static let flags: [AgreementCase] = [
    AgreementCase("(?=.*PASS)\\w+", "mypass", 0..<6, .caseInsensitive),
    AgreementCase("(?<=^a)b", "x\nab", 3..<4, .multiline),
    AgreementCase("(?<=^a)b", "x\nab", nil),
    AgreementCase("(?<=a.)b", "a\nb", 2..<3, .dotMatchesLineSeparators),
    AgreementCase("(?<=a.)b", "a\nb", nil),
    AgreementCase(#"(?<= \$ ) \d+"#, "$42", 1..<3, .allowCommentsAndWhitespace),
    AgreementCase("(?i:(?<=ss))b", "ßb", 1..<2),
    AgreementCase("(?=(?i)A)a", "a", 0..<1),
    AgreementCase("(?=(?i)A)A", "a", nil),
  ]

  static let captures: [AgreementCase] = [
    AgreementCase("(?=(a))", "a", 0..<0, captures: [0..<1]),
    AgreementCase(#"(?=(\d+))\w+"#, "ab12", 2..<4, captures: [2..<4]),
    AgreementCase("(?<=(b|ab))c", "abc", 2..<3, captures: [1..<2]),
    AgreementCase("(?<=(a|ab))c", "abc", 2..<3, captures: [0..<2]),
    AgreementCase("(?!(a))b", "b", 0..<1, captures: [nil]),
    AgreementCase("(?:(?=(a))a|b)+", "ab", 0..<2, captures: [0..<1]),
    AgreementCase("^(?=(a+)+b)", "aaab", 0..<0, captures: [0..<3]),
    AgreementCase("(?<=(?=(a))a)b", "ab", 1..<2, captures: [0..<1]),
    AgreementCase("(?=a(?<=(a)))", "a", 0..<0, captures: [0..<1]),
    AgreementCase("(?<=(a)|b)c", "bc", 1..<2, captures: [nil]),
    AgreementCase("(?=(a)|b)", "b", 0..<0, captures: [nil]),
    AgreementCase("(x)(?=(y))(y)", "xy", 0..<2, captures: [0..<1, 1..<2, 1..<2]),
    AgreementCase(#"(?<=(?<cur>[$€])\s?)(\d+)"#, "pay € 30", 6..<8, captures: [4..<5, 6..<8]),
    AgreementCase(#"(?=(\w+)\s)(\w)"#, "ab cd", 0..<1, captures: [0..<2, 0..<1]),
    AgreementCase(#"(?<=(x[a-z0-9]{0,3}+))\d"#, "x12", 1..<2, captures: [0..<1]),
  ]

  static let all = passwordRules + lookBehind + lookAhead + flags + captures

  @Test("the first match and captures are ICU's, on every engine", arguments: all)
  func firstMatch(_ item: AgreementCase) throws {
    let pattern = try CompiledPattern(item.pattern, options: item.options)
    let match = pattern.firstMatch(in: item.input)
    #expect(match?.range == item.expected)
    if let captures = item.captures { #expect(match?.captures == captures) }
    #expect(pattern.isMatch(item.input) == (item.expected != nil))
    if let expected = item.expected {
      let whole = expected == 0..<item.input.utf16.count
      if whole { #expect(pattern.isWholeMatch(item.input)) }
    }
    let units = Array(item.input.utf16)
    units.withUnsafeBufferPointer { buffer in
      let input = TextInput(buffer)
      for engine in [CompiledPattern.Engine.pikeVM, .backtracker, .dfa] {
        let slots = pattern.execute(input, from: 0, mode: .first, engine: engine)
        #expect(slots.map { $0[0]..<$0[1] } == item.expected, "\(engine)")
        if let slots, let captures = item.captures {
          #expect(pattern.makeMatch(slots).captures == captures, "\(engine)")
        }
      }
    }
  }

  @Test("NSRegularExpression agrees with the expected first match and captures", arguments: all)
  func icuAgrees(_ item: AgreementCase) throws {
    let reference = try NSRegularExpression(pattern: item.pattern, options: item.icuOptions)
    let found = reference.firstMatch(
      in: item.input, range: NSRange(location: 0, length: item.input.utf16.count))
    let range = found.map { $0.range.location..<($0.range.location + $0.range.length) }
    #expect(range == item.expected)
    if let found, let captures = item.captures {
      let theirs = (1..<found.numberOfRanges).map { index -> Range<Int>? in
        let group = found.range(at: index)
        return group.location == NSNotFound ? nil : group.location..<(group.location + group.length)
      }
      #expect(theirs == captures)
    }
  }

  @Test("all matches of a thousands-separator pattern and a look-behind list")
  func allMatches() throws {
    let separators = try CompiledPattern(#"(?<=\d)(?=(?:\d{3})+(?!\d))"#)
    #expect(separators.matches(in: "1234567").map(\.range) == [1..<1, 4..<4])
    let items = try CompiledPattern(#"(?<=,)\s*\w+"#)
    #expect(items.matches(in: "a, b,c").map(\.range) == [2..<4, 5..<6])
  }

  @Test("on a long text, look-arounds find ICU's match, on the DFA or off it")
  func longText() throws {
    let text = String(repeating: "x", count: 300) + "$12 and 7"
    let pattern = try CompiledPattern(#"(?<=\$)\d+"#)
    #expect(pattern.firstMatch(in: text)?.range == 301..<303)
    let rule = try CompiledPattern(LookaroundTests.password)
    #expect(rule.isWholeMatch(String(repeating: "a", count: 200) + "B1"))
    #expect(!rule.isWholeMatch(String(repeating: "a", count: 200) + "B"))
  }

  @Test(
    "a look-around that reads no context is answered by its automaton, as its body matches",
    arguments: [
      #"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$"#, "^(?!.*password).{8,}$", "(?i)(?!.*pass)x",
      #"(?=[^@]+@)\w"#, "(?=(?:ab)*c)a", #"(?=.*\p{Lu})."#, "(?=(a|ab)(c|bcd))",
      #"^\$?\d+(?:\.\d\d)?(?<!\.00)$"#, #"(?<=[$€£])\d+"#, "(?<=[a-c]b|ab)c", "(?<!😀)x",
    ])
  func automaton(source: String) throws {
    let pattern = try CompiledPattern(source)
    #expect(pattern.program.lookarounds.allSatisfy { $0.automaton != nil })
    let texts = [
      "", "a", "Correct!Horse9", "correct horse", "my password", "PASS x", "ab@c", "ababc",
      "abcd", "é😀É\u{10400}x", "ab\nc\r\nd", String(repeating: "ab", count: 80) + "c",
      "12.00", "$12.50", "£7 and €8", "abc abbc 😀x",
      // Runs of ASCII units the automata cross a bit test a unit: broken by a non-ASCII
      // scalar or a line break, and ending at the text's end or just before a match.
      String(repeating: "a", count: 200) + "é" + String(repeating: "a", count: 50) + "B1",
      String(repeating: "a", count: 300) + "\nx", String(repeating: "x", count: 150) + "password",
      String(repeating: "b", count: 120),
    ]
    for text in texts {
      #expect(pattern.lookaroundTablesAgree(in: text), "\(source) on \(text.debugDescription)")
    }
  }

  @Test("a look-around that reads context, varies in length or has too many states has none")
  func noAutomaton() throws {
    // `.*a.{10}` needs a state for each set of the last eleven positions an `a` was at.
    let sources = [#"(?=a\b)"#, "(?=a$)", "(?=(?!b)a)", "(?=a++b)", "(?=.*a.{10})", "(?<=a|bc)"]
    for source in sources {
      let pattern = try CompiledPattern(source)
      // Innermost first: the last is the outer look-ahead.
      #expect(pattern.program.lookarounds.last?.automaton == nil, "\(source)")
    }
  }

  @Test("look-behind of unbounded length is refused with ICU's reason")
  func unboundedLookBehind() {
    for (source, offset) in [
      ("(?<=a*)b", 0), ("x(?<!a+?)b", 1), ("(?<=(?:ab)*)c", 0), ("(?<=(?=a+)a)b", 0),
      (#"(?<=\X)a"#, 0), ("(?<=[a-z]++)b", 0), ("(?<=a{2,})b", 0),
    ] {
      #expect {
        _ = try CompiledPattern(source)
      } throws: { error in
        guard let error = error as? PatternError, case .syntax(let message) = error.kind else {
          return false
        }
        return error.offset == offset && message.contains("U_REGEX_LOOK_BEHIND_LIMIT")
      }
    }
  }

  @Test("a quantifier on a look-around is refused, as ICU refuses it")
  func quantifiedLookaround() {
    for (source, offset) in [("(?=a)*b", 5), ("(?<!a)?b", 6), ("(?!a){2}", 5)] {
      #expect(throws: PatternError.self) { try CompiledPattern(source) }
      do {
        _ = try CompiledPattern(source)
      } catch {
        #expect(error.offset == offset, "\(source)")
      }
    }
  }

  @Test("bounded look-behind and backreferences: accepted and still refused")
  func boundaries() throws {
    _ = try CompiledPattern("(?<=a{0,1000})b")
    _ = try CompiledPattern("(?<=(?=a{1,5})a)b")
    #expect(throws: PatternError.self) { try CompiledPattern(#"(?=(a))\1"#) }
  }
}
