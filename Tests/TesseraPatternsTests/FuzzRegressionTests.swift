import Testing

@_spi(Benchmarking) @testable import TesseraPatterns

/// Inputs found by the libFuzzer target (Tools/fuzz/PatternFuzz), kept as regression tests with
/// the same invariants the target checks.
@Suite("fuzz regressions")
struct FuzzRegressionTests {
  struct Found: CustomTestStringConvertible, Sendable {
    var options: PatternOptions
    var pattern: String
    var text: String
    var testDescription: String { pattern.debugDescription + " on " + text.debugDescription }
  }

  static let found: [Found] = [
    // crash-69322f0e: multiline ^ after a NUL-separated text.
    Found(options: .multiline, pattern: #"^\w"#, text: "\0\0\0\u{FFFD}\\B\\Z\\z\\A\0ab\r\ncd\n"),
    // crash-e407cebd: the lazy DFA's reverse scan started a match of multiline `^\D+$`
    // between a CR and its LF, where the Pike VM (and ICU's search) never starts one.
    Found(
      options: .multiline, pattern: #"^\D+$"#, text: "Passw0rdX\\\r\ncd\u{FFFD}b\r\ncd\0"),
  ]

  /// ICU's search never starts a `^`-led match between a CR and its LF (its find loop steps
  /// over the LF), though `^` holds there: in "x1␍␊cd" the match is "cd", not "␊cd".
  @Test("no engine starts a ^-led match between a CR and its LF")
  func noStartInsideCRLF() throws {
    let pattern = try CompiledPattern(#"^\D+$"#, options: .multiline)
    let units = Array("x1\r\ncd".utf16)
    for engine in [CompiledPattern.Engine.pikeVM, .backtracker, .dfa] {
      let found = units.withUnsafeBufferPointer { buffer in
        pattern.execute(TextInput(buffer), from: 0, mode: .first, engine: engine)
      }
      #expect(found.map { $0[0]..<$0[1] } == 4..<6, "\(engine)")
    }
  }

  @Test("keeps the engines' invariants", arguments: found)
  func invariants(_ item: Found) throws {
    let pattern = try CompiledPattern(item.pattern, options: item.options)
    let length = item.text.utf16.count
    let first = pattern.firstMatch(in: item.text)
    if let first {
      #expect(first.range.lowerBound >= 0 && first.range.upperBound <= length)
    }
    #expect(pattern.isMatch(item.text) == (first != nil))
    let units = Array(item.text.utf16)
    units.withUnsafeBufferPointer { buffer in
      let input = TextInput(buffer)
      let pike = pattern.execute(input, from: 0, mode: .first, engine: .pikeVM)
      let back = pattern.execute(input, from: 0, mode: .first, engine: .backtracker)
      #expect(pike == back)
      #expect(pike.map { $0[0]..<$0[1] } == first?.range)
      let dfa = pattern.execute(input, from: 0, mode: .first, engine: .dfa)
      #expect(dfa.map(pattern.makeMatch) == pike.map(pattern.makeMatch), "DFA and Pike VM")
    }
    var previousEnd = 0
    for match in pattern.matches(in: item.text) {
      #expect(match.range.lowerBound >= previousEnd)
      previousEnd = match.range.upperBound
    }
  }
}
