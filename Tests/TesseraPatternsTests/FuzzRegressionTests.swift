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
    Found(options: .multiline, pattern: #"^\w"#, text: "\0\0\0\u{FFFD}\\B\\Z\\z\\A\0ab\r\ncd\n")
  ]

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
    }
    var previousEnd = 0
    for match in pattern.matches(in: item.text) {
      #expect(match.range.lowerBound >= previousEnd)
      previousEnd = match.range.upperBound
    }
  }
}
