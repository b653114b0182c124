import Foundation
import Testing

@_spi(Benchmarking) @testable import TesseraPatterns

/// Compares first-match ranges with NSRegularExpression (ICU) on seeded random patterns, over
/// classes with set operations, properties (scripts, blocks, Java names), full case folding,
/// CR LF and possessive quantifiers; the lazy DFAs are checked on every input too.
@Suite("differential against NSRegularExpression")
struct DifferentialTests {
  static let optionSets: [(PatternOptions, NSRegularExpression.Options)] = [
    ([], []),
    (.caseInsensitive, .caseInsensitive),
    (.multiline, .anchorsMatchLines),
    (.dotMatchesLineSeparators, .dotMatchesLineSeparators),
    ([.caseInsensitive, .multiline], [.caseInsensitive, .anchorsMatchLines]),
    (.allowCommentsAndWhitespace, .allowCommentsAndWhitespace),
    ([.multiline, .useUnixLineSeparators], [.anchorsMatchLines, .useUnixLineSeparators]),
    (
      [.caseInsensitive, .dotMatchesLineSeparators], [.caseInsensitive, .dotMatchesLineSeparators]
    ),
  ]

  struct Disagreement: CustomStringConvertible {
    var pattern: String
    var options: PatternOptions
    var input: String
    var ours: Range<Int>?
    var theirs: Range<Int>?
    var description: String {
      "pattern \(pattern.debugDescription) options \(options.rawValue) input "
        + "\(input.debugDescription): ours \(String(describing: ours)) "
        + "ICU \(String(describing: theirs))"
    }
  }

  /// Compares `patterns` generated patterns on `inputsPerPattern` inputs each; with
  /// `lookarounds`, the patterns have look-arounds, and the captures and the look-around
  /// tables (against matching each body directly) are compared too.
  static func run(
    seed: UInt64, patterns: Int, inputsPerPattern: Int, lookarounds: Bool = false
  ) -> (Int, [Disagreement]) {
    var generator = PatternGenerator(seed: seed, lookarounds: lookarounds)
    var compared = 0
    var disagreements: [Disagreement] = []
    for _ in 0..<patterns {
      let source = generator.pattern()
      let index = Int.random(in: 0..<optionSets.count, using: &generator.random)
      let (ours, theirs) = optionSets[index]
      guard let reference = try? NSRegularExpression(pattern: source, options: theirs) else {
        continue
      }
      let compiled: CompiledPattern
      do {
        compiled = try CompiledPattern(source, options: ours)
      } catch {
        // A deliberate refusal (a possessive quantifier on a group, which `(?x)` can make of
        // `(a)+ +`) is not a disagreement; a syntax error where ICU compiles is.
        if case .unsupported = error.kind { continue }
        disagreements.append(
          Disagreement(pattern: source, options: ours, input: "<compile>", ours: nil, theirs: nil))
        continue
      }
      for _ in 0..<inputsPerPattern {
        let input = generator.input()
        let length = input.utf16.count
        let found = reference.firstMatch(
          in: input, options: [], range: NSRange(location: 0, length: length))
        let expected = found.map { $0.range.location..<($0.range.location + $0.range.length) }
        let actual = compiled.firstMatch(in: input)?.range
        compared += 1
        let pike = compiled.firstMatch(in: input, engine: .pikeVM)?.range
        let dfa = compiled.firstMatch(in: input, engine: .dfa)
        let dfaAgrees =
          dfa?.range == expected
          && dfa?.captures == compiled.firstMatch(in: input, engine: .pikeVM)?.captures
        var capturesAgree = true
        if lookarounds {
          let theirs = found.map { match in
            (1..<match.numberOfRanges).map { index -> Range<Int>? in
              let group = match.range(at: index)
              return group.location == NSNotFound
                ? nil : group.location..<(group.location + group.length)
            }
          }
          let back = compiled.firstMatch(in: input, engine: .backtracker)
          capturesAgree =
            compiled.firstMatch(in: input)?.captures == theirs && back?.range == expected
            && back?.captures == theirs && compiled.lookaroundTablesAgree(in: input)
        }
        if expected != actual || pike != expected || !dfaAgrees || !capturesAgree
          || compiled.isMatch(input) != (expected != nil)
        {
          disagreements.append(
            Disagreement(
              pattern: source, options: ours, input: input, ours: actual, theirs: expected))
        }
      }
    }
    return (compared, disagreements)
  }

  @Test("100,000 random pattern and input pairs agree on match and range")
  func agreesWithICU() {
    let (compared, disagreements) = DifferentialTests.run(
      seed: 20_261_129, patterns: 20_500, inputsPerPattern: 5)
    #expect(compared >= 100_000)
    for disagreement in disagreements.prefix(20) {
      Issue.record("\(disagreement)")
    }
    #expect(disagreements.isEmpty)
  }
}

extension DifferentialTests {
  @Test("generated look-around patterns agree with ICU on range and captures")
  func lookaroundsAgreeWithICU() {
    let (compared, disagreements) = DifferentialTests.run(
      seed: 20_261_204, patterns: 4_000, inputsPerPattern: 5, lookarounds: true)
    #expect(compared >= 15_000)
    for disagreement in disagreements.prefix(20) {
      Issue.record("\(disagreement)")
    }
    #expect(disagreements.isEmpty)
  }
}

@Suite("table cases against NSRegularExpression")
struct TableAgainstICUTests {
  @Test("every table case's expected range is what NSRegularExpression reports")
  func tableMatchesICU() throws {
    for item in MatchTableTests.cases {
      var options: NSRegularExpression.Options = []
      if item.options.contains(.caseInsensitive) { options.insert(.caseInsensitive) }
      if item.options.contains(.multiline) { options.insert(.anchorsMatchLines) }
      if item.options.contains(.dotMatchesLineSeparators) {
        options.insert(.dotMatchesLineSeparators)
      }
      if item.options.contains(.allowCommentsAndWhitespace) {
        options.insert(.allowCommentsAndWhitespace)
      }
      guard let reference = try? NSRegularExpression(pattern: item.pattern, options: options)
      else {
        Issue.record("ICU rejects \(item.pattern.debugDescription)")
        continue
      }
      let found = reference.firstMatch(
        in: item.input, range: NSRange(location: 0, length: item.input.utf16.count))
      let range = found.map { $0.range.location..<($0.range.location + $0.range.length) }
      #expect(range == item.expected, "\(item.testDescription)")
    }
  }
}
