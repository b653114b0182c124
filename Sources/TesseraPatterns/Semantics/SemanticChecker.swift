/// Checks a parsed pattern against the limits before anything is compiled: nested repetition
/// counts multiply to at most `maxRepetition`, and the program the compiler would emit fits in
/// `maxProgramSize` instructions (estimated without building it, so a huge expansion costs no
/// memory).
struct SemanticChecker {
  let limits: PatternLimits

  /// Throws the first limit the tree exceeds.
  /// - Complexity: O(nodes).
  func check(_ pattern: ParsedPattern) throws(PatternError) {
    // save 0, save 1, match.
    var size = try programSize(pattern.root, product: 1) + 3
    // Each look-around body is compiled twice more, as written and (up to twice as long, for
    // possessive repetitions) read right to left.
    var lookarounds: [Int: PatternNode] = [:]
    Compiler.collectLookarounds(pattern.root, into: &lookarounds)
    for node in lookarounds.values {
      guard case .lookaround(let body, _, _, _) = node.kind else { continue }
      size = min(limits.maxProgramSize + 1, size + 3 * (try programSize(body, product: 1) + 3))
    }
    if size > limits.maxProgramSize {
      throw PatternError(
        .limit(
          "the compiled program needs \(size) instructions; the limit is "
            + "\(limits.maxProgramSize)"), at: 0)
    }
  }

  /// The instruction count the compiler emits for `node`, saturating well below overflow.
  private func programSize(_ node: PatternNode, product: Int) throws(PatternError) -> Int {
    let cap = limits.maxProgramSize + 1
    switch node.kind {
    case .empty: return 0
    case .scalar, .set, .assertion: return 1
    // The position save and the check; the body is counted by `check`.
    case .lookaround: return 2
    case .dot(let dotAll): return dotAll ? 8 : 1
    case .foldedString(let folded): return min(cap, Compiler.foldedStringSize(folded))
    case .possessive(let unit, let minimum, let maximum):
      let unitSize = try programSize(unit, product: product)
      let count = max(maximum ?? minimum, 1)
      try checkNesting(product * count, at: node)
      let total: Int
      if let maximum {
        total = minimum * unitSize + (maximum - minimum) * (unitSize + 1) + 2
      } else {
        total = minimum * unitSize + unitSize + 3
      }
      return min(cap, try checkedSize(total, at: node))
    case .group(let body, let capture):
      return min(cap, try programSize(body, product: product) + (capture == nil ? 0 : 2))
    case .concatenation(let items):
      var total = 0
      for item in items { total = min(cap, total + (try programSize(item, product: product))) }
      return total
    case .alternation(let branches):
      var total = 2 * (branches.count - 1)
      for branch in branches {
        total = min(cap, total + (try programSize(branch, product: product)))
      }
      return total
    case .repetition(let body, let minimum, let maximum, _):
      let count = max(maximum ?? minimum, 1)
      let nested = product * count
      try checkNesting(nested, at: node)
      let bodySize = try programSize(body, product: nested)
      let loopBody = bodySize + (Compiler.isNullable(body) ? 2 : 0)
      let total: Int
      if let maximum {
        total = minimum * bodySize + (maximum - minimum) * (bodySize + 1)
      } else if minimum == 0 {
        total = loopBody + 2
      } else {
        total = (minimum - 1) * bodySize + loopBody + 1
      }
      return min(cap, try checkedSize(total, at: node))
    }
  }

  /// Throws when nested repetition counts multiply past the repetition limit.
  private func checkNesting(_ product: Int, at node: PatternNode) throws(PatternError) {
    guard product > limits.maxRepetition else { return }
    throw PatternError(
      .limit(
        "nested repetition counts multiply to \(product); the limit is "
          + "\(limits.maxRepetition)"), at: node.offset)
  }

  /// `total`, or a limit error when one repetition compiles to more instructions than allowed.
  private func checkedSize(_ total: Int, at node: PatternNode) throws(PatternError) -> Int {
    guard total > limits.maxProgramSize else { return total }
    throw PatternError(
      .limit(
        "this repetition compiles to \(total) instructions; the limit is "
          + "\(limits.maxProgramSize)"), at: node.offset)
  }
}
