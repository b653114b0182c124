import Testing

@testable import TesseraPatterns

/// The ReDoS catalog from the reference: each pattern on its attack input. A backtracking
/// engine takes exponential or polynomial time on these; here they must simply give the right
/// answer (timing is measured by `tessera-bench patterns`, not by tests).
@Suite("ReDoS catalog")
struct ReDoSCatalogTests {
  struct Attack: CustomTestStringConvertible, Sendable {
    var pattern: String
    var input: String
    var expected: Range<Int>?
    var testDescription: String { pattern }
  }

  static let n = 2_000
  static let a = String(repeating: "a", count: n)

  static let attacks: [Attack] = [
    Attack(pattern: "(a+)+", input: a + "!", expected: 0..<n),
    Attack(pattern: "(a+)+b", input: a + "!", expected: nil),
    Attack(pattern: "(a+)+$", input: a + "!", expected: nil),
    Attack(pattern: "(a|a)+$", input: a + "!", expected: nil),
    Attack(pattern: "(a|aa)+$", input: a + "!", expected: nil),
    Attack(pattern: "(a|a?)+$", input: a + "!", expected: (n + 1)..<(n + 1)),
    Attack(pattern: "^([a-zA-Z]+)*$", input: a + "!", expected: nil),
    Attack(pattern: #"^(\w*)*$"#, input: a + "!", expected: nil),
    Attack(pattern: "(.*a){11}$", input: a + "!", expected: nil),
    Attack(pattern: #"\w*\w*\w*z"#, input: String(repeating: "x", count: n), expected: nil),
    Attack(pattern: ".*.*=.*", input: String(repeating: "x", count: n), expected: nil),
    Attack(pattern: #"\s+$"#, input: String(repeating: " ", count: n) + "x", expected: nil),
    Attack(
      pattern: #"^([a-zA-Z0-9])(([\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}"#
        + #"(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$"#, input: a + "!", expected: nil),
    Attack(
      pattern: #"(?:[A-Za-z0-9]+[._]?){1,}[A-Za-z0-9]+\@(?:(?:[A-Za-z0-9]+[-]?){1,}"#
        + #"[A-Za-z0-9]+\.){1,}"#,
      input: String(repeating: "abcdefghijklmnopq", count: 100), expected: nil),
    Attack(pattern: "^(([a-z])+.)+[A-Z]([a-z])+$", input: a + "!", expected: nil),
    Attack(
      pattern: "(A+)+B", input: String(repeating: "A", count: n) + "C", expected: nil),
    Attack(
      pattern: ".*[^A-Z]|[A-Z]", input: String(repeating: "A", count: n), expected: 0..<1),
  ]

  @Test("gives the right answer on the attack input", arguments: attacks)
  func attack(_ item: Attack) throws {
    let pattern = try CompiledPattern(item.pattern)
    #expect(pattern.firstMatch(in: item.input)?.range == item.expected)
    #expect(pattern.isMatch(item.input) == (item.expected != nil))
  }
}
