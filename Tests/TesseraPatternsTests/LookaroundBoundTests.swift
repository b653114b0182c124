import Testing

@testable import TesseraPatterns

/// The linear bound on hostile look-around patterns, guarded by counting engine steps (the
/// Pike VM's and those of the look-around answers: anchored matches up to a budget, then one
/// scan of the whole text), not by timing: each program visits each of its
/// states at most once per text position while following empty transitions, and tests each
/// waiting state once against the next character, so a search takes at most
/// 2 × (states of all programs) × (text length + 1) steps.
@Suite("look-around work is linear")
struct LookaroundBoundTests {
  /// Patterns on which a backtracking engine takes exponential or quadratic time on `aaa…`,
  /// and whether they match there (at 0..<1).
  static let hostile: [(pattern: String, matches: Bool)] = [
    ("^(?=(a+)+b)", false),
    ("(?:(?=.*x)a)+y", false),
    ("(?<=a{0,100})b", false),
    ("(?:(?<=a{0,20})(?=a*b)a)+c", false),
    ("(?!(a|a)+$)a*x", false),
    (String(repeating: "(?=a*", count: 20) + "b" + String(repeating: ")", count: 20), false),
    (
      String(repeating: "(?<!b(?=a{0,3}", count: 10) + "x" + String(repeating: "))", count: 10)
        + "a", true
    ),
  ]

  static let sizes = [1_000, 10_000, 100_000]

  @Test("steps stay within 2 × program states × text on a run of a", arguments: hostile.indices)
  func bounded(_ index: Int) throws {
    let (source, matches) = LookaroundBoundTests.hostile[index]
    let pattern = try CompiledPattern(source)
    let states = pattern.totalStateCount
    var perUnit: [Double] = []
    for size in LookaroundBoundTests.sizes {
      let text = String(repeating: "a", count: size)
      let steps = pattern.searchSteps(in: text)
      #expect(steps <= 2 * states * (size + 1), "\(size) units: \(steps) steps")
      #expect(pattern.firstMatch(in: text)?.range == (matches ? 0..<1 : nil), "\(source)")
      perUnit.append(Double(steps) / Double(size))
    }
    // Linear, not merely bounded: the steps per unit do not grow with the text. Compared
    // from 10k on: up to 2,048 units a look-around asked at one position is answered by the
    // backtracker, whose steps per unit differ from the state-set scan's by a constant.
    #expect(perUnit[2] <= perUnit[1] * 1.1, "\(perUnit)")
  }
}
