import Testing

@testable import TesseraForms

@Suite("PatternMatcher")
struct PatternMatcherTests {
  @Test(
    "whole-input and anywhere coverage",
    arguments: [
      ("[0-9]{5}", "34000", PatternMatcher.Coverage.wholeInput, PatternMatcher.Outcome.matched),
      ("[0-9]{5}", "340001", .wholeInput, .notMatched),
      ("[0-9]{5}", "x34000y", .anywhere, .matched),
      ("[0-9]{5}", "3400", .anywhere, .notMatched),
      ("a|ab", "ab", .wholeInput, .matched),
    ])
  func coverage(
    pattern: String, input: String, coverage: PatternMatcher.Coverage,
    outcome: PatternMatcher.Outcome
  ) {
    #expect(PatternMatcher().evaluate(pattern, on: input, coverage: coverage) == outcome)
  }

  @Test("input over the cap is refused, counted in UTF-16 code units, not silently passed")
  func inputCap() {
    let matcher = PatternMatcher()
    #expect(matcher.maximumInputLength == 1_000)
    let atCap = String(repeating: "a", count: 1_000)
    #expect(matcher.evaluate("a*", on: atCap) == .matched)
    #expect(matcher.evaluate("a*", on: atCap + "a") == .inputTooLong(length: 1_001, limit: 1_000))
    // 500 emoji are 1,000 UTF-16 units but only 500 characters.
    let emoji = String(repeating: "🙂", count: 501)
    #expect(matcher.evaluate(".*", on: emoji) == .inputTooLong(length: 1_002, limit: 1_000))
    let small = PatternMatcher(maximumInputLength: 3)
    #expect(small.evaluate(".*", on: "abcd") == .inputTooLong(length: 4, limit: 3))
    #expect(!small.evaluate(".*", on: "abcd").isMatch)
  }

  @Test("over-long input is refused before the pattern is compiled")
  func capBeforeCompile() {
    let matcher = PatternMatcher(maximumInputLength: 2)
    #expect(matcher.evaluate("(", on: "abc") == .inputTooLong(length: 3, limit: 2))
    #expect(matcher.cachedPatternCount == 0)
  }

  @Test("compiled patterns and compile errors are cached and shared by copies")
  func cache() throws {
    let matcher = PatternMatcher()
    let copy = matcher
    _ = matcher.evaluate("[a-z]+", on: "abc")
    _ = copy.evaluate("[a-z]+", on: "xyz")
    #expect(matcher.cachedPatternCount == 1)
    guard case .invalidPattern(let first) = matcher.evaluate("(", on: "a") else {
      Issue.record("an unbalanced group must be refused")
      return
    }
    #expect(throws: first) { try copy.compile("(") }
    #expect(matcher.cachedPatternCount == 2)
  }

  @Test("the cache stays bounded")
  func cacheBound() {
    let matcher = PatternMatcher()
    for index in 0..<(PatternMatcher.cacheCapacity + 10) {
      _ = matcher.evaluate("a{\(index % 1_000)}", on: "a")
    }
    #expect(matcher.cachedPatternCount <= PatternMatcher.cacheCapacity)
  }

  @Test("one matcher shared by concurrent tasks gives the answers of sequential use")
  func concurrentUse() async {
    let matcher = PatternMatcher()
    let input = String(repeating: "7", count: 3)
    @Sendable func pattern(_ index: Int, _ task: Int) -> String {
      "[0-9]{\((index + task) % 7 + 1)}"
    }
    let results = await withTaskGroup(of: (Int, [PatternMatcher.Outcome]).self) { group in
      for task in 0..<8 {
        group.addTask {
          (task, (0..<200).map { matcher.evaluate(pattern($0, task), on: input) })
        }
      }
      var all: [Int: [PatternMatcher.Outcome]] = [:]
      // bounded: the children are CPU work with no waits; the group ends when they return.
      for await (task, outcomes) in group { all[task] = outcomes }
      return all
    }
    let sequential = PatternMatcher()
    for task in 0..<8 {
      let expected = (0..<200).map { sequential.evaluate(pattern($0, task), on: input) }
      #expect(results[task] == expected)
      #expect(expected.contains(.matched) && expected.contains(.notMatched))
    }
    #expect(matcher.cachedPatternCount == 7)
  }
}
