import Testing

@testable import TesseraPatterns

/// Matching reads a string's UTF-8 and writes UTF-16 units, eight ASCII bytes at a time where
/// it can: ranges must stay UTF-16 offsets when multi-byte scalars sit before, inside or
/// after such eight-byte runs, and at every offset within them.
@Suite("input transcoding keeps UTF-16 offsets around eight-byte ASCII runs")
struct InputTranscodingTests {
  static let cases: [PatternCase] = [
    // A two-byte scalar (one UTF-16 unit) after a full ASCII run.
    PatternCase(
      pattern: "(é+)", input: "abcdefghijééklmnopqrst", range: 10..<12, captures: [10..<12]),
    // A four-byte scalar (two UTF-16 units) after nine ASCII bytes.
    PatternCase(pattern: "x", input: "aaaaaaaaa😀x", range: 11..<12),
    // A three-byte scalar right after exactly eight ASCII bytes.
    PatternCase(
      pattern: #"(\d{8})(€)"#, input: "12345678€", range: 0..<9, captures: [0..<8, 8..<9]),
    // A multi-byte scalar inside what would be an eight-byte window.
    PatternCase(pattern: "f(g+)", input: "abcdéfgggghijklmnop", range: 5..<10, captures: [6..<10]),
    // The last unit of a sixteen-byte run decides the match.
    PatternCase(pattern: "^[a-z]{16}$", input: "abcdefghijklmnop", range: 0..<16),
    PatternCase(pattern: "^[a-z]{16}$", input: "abcdefghijklmnoP", range: nil),
    // Every byte of a window is its own unit: no byte carries into its neighbour.
    PatternCase(
      pattern: "^ab(c)defgh(i)$", input: "abcdefghi", range: 0..<9, captures: [2..<3, 8..<9]),
    PatternCase(pattern: "[\u{100}-\u{FFFF}]", input: "abcdefgh", range: nil),
    // An all-ASCII text ends with its last eight bytes, overlapping the run before them.
    PatternCase(
      pattern: "^[a-z]{13}(X)$", input: "abcdefghijklmX", range: 0..<14, captures: [13..<14]),
    PatternCase(pattern: "^[a-z]{13}(X)$", input: "abcdefghijklmx", range: nil),
    PatternCase(
      pattern: "^a(b)cdefghi(j)$", input: "abcdefghij", range: 0..<10, captures: [1..<2, 9..<10]),
    PatternCase(pattern: "(\\d)$", input: "+0447911123456", range: 13..<14, captures: [13..<14]),
    // Not ASCII in the last eight bytes: they go a scalar at a time.
    PatternCase(pattern: "(é)(x)$", input: "abcdefghéx", range: 8..<10, captures: [8..<9, 9..<10]),
    PatternCase(pattern: "(😀)x$", input: "abcdefghi😀x", range: 9..<12, captures: [9..<11]),
  ]

  @Test("the first match and captures are ICU's UTF-16 ranges", arguments: cases)
  func firstMatch(_ example: PatternCase) throws {
    let pattern = try CompiledPattern(example.pattern)
    let match = pattern.firstMatch(in: example.input)
    #expect(match?.range == example.range)
    if let match { #expect(match.captures == example.captures) }
    #expect(pattern.isMatch(example.input) == (example.range != nil))
    #expect(pattern.matches(in: example.input).first?.range == example.range)
  }

  @Test("a whole match sees every unit of a long ASCII text")
  func wholeMatch() throws {
    let pattern = try CompiledPattern("^[a-z]{16}$")
    #expect(pattern.isWholeMatch("abcdefghijklmnop"))
    #expect(!pattern.isWholeMatch("abcdefghijklmnoP"))
    #expect(!pattern.isWholeMatch("Abcdefghijklmnop"))
    #expect(!pattern.isWholeMatch("abcdefgHijklmnop"))
  }
}
