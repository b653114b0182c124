import Testing

@_spi(Benchmarking) @testable import TesseraPatterns

/// A greedy loop over one scalar (`a+`, `[a😀]+`, `\w+`) must give back one position at a
/// time, longest first, when what follows it fails: the backtracker keeps the positions a loop
/// passed as one run job, so these cases pin the order in which it hands them back.
@Suite("greedy loops give back positions one at a time")
struct GreedyLoopTests {
  /// A pattern, a text, and the match and captures ICU reports (UTF-16 ranges).
  struct Case: CustomTestStringConvertible, Sendable {
    var pattern: String
    var input: String
    var range: Range<Int>
    var captures: [Range<Int>?]
    var testDescription: String {
      "\(pattern.debugDescription) on \(input.prefix(24).debugDescription)"
    }
  }

  static let long = 200

  static let cases: [Case] = [
    Case(pattern: "(a+)(a+)", input: "aaaa", range: 0..<4, captures: [0..<3, 3..<4]),
    Case(pattern: "(a+)ab", input: "aaaaab", range: 0..<6, captures: [0..<4]),
    Case(pattern: "x(a+)(a{2})", input: "xaaaaa", range: 0..<6, captures: [1..<4, 4..<6]),
    // A run that contains surrogate pairs gives back whole scalars.
    Case(pattern: "([a😀]+)(😀)x", input: "a😀a😀😀x", range: 0..<9, captures: [0..<6, 6..<8]),
    Case(pattern: "(.+)(😀)", input: "ab😀cd😀e", range: 0..<8, captures: [0..<6, 6..<8]),
    // Long enough for the lazy DFAs to find the match and the backtracker the captures.
    Case(
      pattern: "(a+)(a{3})b", input: String(repeating: "a", count: long) + "b",
      range: 0..<(long + 1), captures: [0..<(long - 3), (long - 3)..<long]),
    Case(
      pattern: #"(\w+)\s(\w+)"#,
      input: String(repeating: "x", count: long) + " " + String(repeating: "y", count: long),
      range: 0..<(2 * long + 1), captures: [0..<long, (long + 1)..<(2 * long + 1)]),
    Case(
      pattern: "(a+)+b", input: "c" + String(repeating: "a", count: long) + "b",
      range: 1..<(long + 2), captures: [1..<(long + 1)]),
    // Two loops over the same scalar compete: the first keeps all it can.
    Case(
      pattern: "(a+)(a+)(a+)$", input: String(repeating: "a", count: long),
      range: 0..<long, captures: [0..<(long - 2), (long - 2)..<(long - 1), (long - 1)..<long]),
  ]

  @Test("every engine reports ICU's match and captures", arguments: cases)
  func engines(_ item: Case) throws {
    let pattern = try CompiledPattern(item.pattern)
    let units = Array(item.input.utf16)
    units.withUnsafeBufferPointer { buffer in
      let input = TextInput(buffer)
      for engine in [CompiledPattern.Engine.backtracker, .pikeVM, .automatic, .dfa] {
        let slots = pattern.execute(input, from: 0, mode: .first, engine: engine)
        let match = slots.map { pattern.makeMatch($0) }
        #expect(match?.range == item.range, "\(engine)")
        #expect(match?.captures == item.captures, "\(engine)")
      }
    }
  }
}
