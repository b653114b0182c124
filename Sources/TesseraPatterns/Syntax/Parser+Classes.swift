extension PatternParser {
  /// Parses a class after its `[` at `start`, with ICU's set operations: items are unioned;
  /// after a nested set (`[...]`, `[:name:]`, `\p{...}`), `-[...]` and `&[...]` take the
  /// difference and intersection with everything before them in the class; `--` and `&&`
  /// apply, left to right, to the unions on each side. Under `(?i)` the class is closed over
  /// case before it is negated, as ICU does.
  mutating func parseClass(start: Int) throws(PatternError) -> ScalarSet {
    try enterNesting(at: start)
    defer { depth -= 1 }
    let negated = lexer.consume("^")
    var result = ScalarSet()
    var group = ScalarSet()
    var pending: [ClosedRange<UInt32>] = []
    var operation: UInt32? = nil
    var first = true
    func gather() {
      if !pending.isEmpty {
        group = group.union(ScalarSet(pending))
        pending = []
      }
    }
    func flush() {
      gather()
      switch operation {
      case 0x26: result = result.intersection(group)
      case 0x2D: result = result.subtracting(group)
      default: result = result.union(group)
      }
      group = ScalarSet()
    }
    while true {
      guard let scalar = lexer.peek else {
        throw PatternError(.syntax("missing ']' to close the class"), at: start)
      }
      if scalar == 0x5D, !first {
        _ = lexer.next()
        break
      }
      if flags.extended, isPatternWhitespace(scalar) {
        _ = lexer.next()
        continue
      }
      let operatorStart = lexer.offset
      if lexer.consume("&&") || lexer.consume("--") {
        guard !first, lexer.peek != 0x5D else {
          throw PatternError(.syntax("a set operator needs a set on each side"), at: operatorStart)
        }
        flush()
        operation = lexer.peek(-1)
        continue
      }
      first = false
      let itemStart = lexer.offset
      switch try parseClassItem() {
      case .set(let set, let nested):
        pending.append(contentsOf: set.ranges)
        guard nested else { continue }
        // `[a[b]-[c]]`: a single '-' or '&' before '[' after a nested set is an operator.
        while let op = lexer.peek, op == 0x2D || op == 0x26, lexer.peek(1) == 0x5B {
          _ = lexer.next()
          let operandStart = lexer.offset
          guard case .set(let operand, _) = try parseClassItem() else {
            throw PatternError(.syntax("a set operator needs a set on each side"), at: operandStart)
          }
          gather()
          group = op == 0x2D ? group.subtracting(operand) : group.intersection(operand)
        }
      case .scalars(let scalars): pending.append(contentsOf: scalars.map { $0...$0 })
      case .scalar(let low):
        if lexer.peek == 0x2D, let after = lexer.peek(1), after != 0x5D, after != 0x2D,
          after != 0x5B
        {
          _ = lexer.next()
          let endStart = lexer.offset
          guard case .scalar(let high) = try parseClassItem() else {
            throw PatternError(.syntax("a range must end with a single character"), at: endStart)
          }
          guard low <= high else {
            throw PatternError(.syntax("the range is out of order"), at: itemStart)
          }
          pending.append(low...high)
        } else {
          pending.append(low...low)
        }
      }
    }
    flush()
    if flags.caseInsensitive { result = CaseFolding.closed(result) }
    return negated ? result.inverted() : result
  }

  enum ClassItem {
    case scalar(UInt32)
    case scalars([UInt32])
    /// A set; `nested` when written as a set (`[...]`, `[:name:]`, `\p{...}`), after which
    /// ICU reads `-[` and `&[` as operators.
    case set(ScalarSet, nested: Bool)
  }

  /// `[:name:]` or `[:^name:]` at `start` (the cursor on the ':'): the property set, or nil
  /// (cursor unmoved) when no ":]" closes it, in which case ICU reads an ordinary class.
  mutating func parsePosixClass(start: Int) throws(PatternError) -> ScalarSet? {
    let saved = lexer.index
    _ = lexer.next()
    let negated = lexer.consume("^")
    var name = ""
    while let next = lexer.next() {
      if next == 0x3A, lexer.consume("]") {
        var set = try UnicodeProperty.set(named: name, at: start)
        if flags.caseInsensitive { set = CaseFolding.closed(set) }
        return negated ? set.inverted() : set
      }
      if let unicode = Unicode.Scalar(next) { name.unicodeScalars.append(unicode) }
    }
    lexer.rewind(to: saved)
    return nil
  }

  mutating func parseClassItem() throws(PatternError) -> ClassItem {
    let start = lexer.offset
    guard let scalar = lexer.next() else {
      throw PatternError(.syntax("missing ']' to close the class"), at: start)
    }
    switch scalar {
    case 0x5B:
      if lexer.peek == 0x3A, let set = try parsePosixClass(start: start) {
        return .set(set, nested: true)
      }
      return .set(try parseClass(start: start), nested: true)
    case 0x5C:
      let isProperty = lexer.peek == 0x70 || lexer.peek == 0x50
      switch try parseEscape(start: start, inClass: true) {
      case .scalar(let value): return .scalar(value)
      case .set(let set): return .set(set, nested: isProperty)
      case .quoted(let scalars): return .scalars(scalars)
      case .nothing: return .scalars([])
      case .assertion, .lineBreak, .grapheme:
        throw PatternError(.syntax("this escape cannot appear in a class"), at: start)
      }
    default:
      return .scalar(scalar)
    }
  }
}
