extension PatternParser {
  /// Parses a class after its `[` at `start`: items, ranges, nested classes, `[:name:]`, and
  /// `&&` / `--` applied left to right. Under `(?i)` the class is closed over case before it
  /// is negated, as ICU does.
  mutating func parseClass(start: Int) throws(PatternError) -> ScalarSet {
    try enterNesting(at: start)
    defer { depth -= 1 }
    let negated = lexer.consume("^")
    var result = ScalarSet()
    var pending: [ClosedRange<UInt32>] = []
    var operation: UInt32? = nil
    var first = true
    func flush() {
      let items = ScalarSet(pending)
      pending = []
      switch operation {
      case 0x26: result = result.intersection(items)
      case 0x2D: result = result.subtracting(items)
      default: result = result.union(items)
      }
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
      case .set(let set): pending.append(contentsOf: set.ranges)
      case .scalars(let scalars): pending.append(contentsOf: scalars.map { $0...$0 })
      case .scalar(let low):
        if lexer.peek == 0x2D, let after = lexer.peek(1), after != 0x5D, after != 0x2D {
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
    case set(ScalarSet)
  }

  mutating func parseClassItem() throws(PatternError) -> ClassItem {
    let start = lexer.offset
    guard let scalar = lexer.next() else {
      throw PatternError(.syntax("missing ']' to close the class"), at: start)
    }
    switch scalar {
    case 0x5B:
      if lexer.consume(":") {
        let negated = lexer.consume("^")
        var name = ""
        while let next = lexer.next() {
          if next == 0x3A, lexer.consume("]") {
            var set = try UnicodeProperty.set(named: name, at: start)
            if flags.caseInsensitive { set = CaseFolding.closed(set) }
            return .set(negated ? set.inverted() : set)
          }
          guard let unicode = Unicode.Scalar(next), name.count < 64 else { break }
          name.unicodeScalars.append(unicode)
        }
        throw PatternError(.syntax("malformed [:name:] property"), at: start)
      }
      return .set(try parseClass(start: start))
    case 0x5C:
      switch try parseEscape(start: start, inClass: true) {
      case .scalar(let value): return .scalar(value)
      case .set(let set): return .set(set)
      case .quoted(let scalars): return .scalars(scalars)
      case .nothing: return .scalars([])
      case .assertion, .lineBreak:
        throw PatternError(.syntax("this escape cannot appear in a class"), at: start)
      }
    default:
      return .scalar(scalar)
    }
  }
}
