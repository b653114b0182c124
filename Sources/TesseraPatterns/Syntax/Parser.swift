/// Mode flags in effect at a point of the pattern, changed by `(?imsx-imsx)`.
struct PatternFlags: Sendable, Equatable {
  var caseInsensitive = false
  var multiline = false
  var dotAll = false
  var extended = false

  init(_ options: PatternOptions) {
    caseInsensitive = options.contains(.caseInsensitive)
    multiline = options.contains(.multiline)
    dotAll = options.contains(.dotMatchesLineSeparators)
    extended = options.contains(.allowCommentsAndWhitespace)
  }
}

/// A recursive-descent parser from pattern text to `PatternNode`s with UTF-16 offsets.
/// Recursion depth is bounded by `PatternLimits.maxNestingDepth`.
struct PatternParser {
  var lexer: PatternLexer
  let limits: PatternLimits
  var flags: PatternFlags
  var captureCount = 0
  var names: [String: Int] = [:]
  var depth = 0
  /// The last atom was `^` or `$`, which ICU lets a quantifier follow (unlike `\b` or `\z`).
  var repeatableAnchor = false

  /// What an atom turned out to be.
  enum Atom {
    /// A node a quantifier may follow.
    case node(PatternNode)
    /// `\Q...\E`: a quantifier applies to the last scalar only.
    case quoted([PatternNode])
    /// A flag change or a comment: nothing to match.
    case nothing
  }

  /// Parses a whole pattern.
  /// - Complexity: O(n log n) for a pattern of n scalars, plus one-time Unicode table builds.
  static func parse(_ source: String, options: PatternOptions, limits: PatternLimits)
    throws(PatternError) -> ParsedPattern
  {
    var parser = PatternParser(
      lexer: PatternLexer(source), limits: limits, flags: PatternFlags(options))
    if parser.lexer.utf16Length > limits.maxPatternLength {
      throw PatternError(
        .limit(
          "the pattern is \(parser.lexer.utf16Length) UTF-16 units long; "
            + "the limit is \(limits.maxPatternLength)"), at: limits.maxPatternLength)
    }
    let root = try parser.parseAlternation()
    if !parser.lexer.isAtEnd {
      throw PatternError(.syntax("unmatched ')'"), at: parser.lexer.offset)
    }
    return ParsedPattern(root: root, captureCount: parser.captureCount, names: parser.names)
  }

  mutating func parseAlternation() throws(PatternError) -> PatternNode {
    let start = lexer.offset
    var branches = [try parseConcatenation()]
    while lexer.consume("|") { branches.append(try parseConcatenation()) }
    return branches.count == 1
      ? branches[0] : PatternNode(kind: .alternation(branches), offset: start)
  }

  mutating func parseConcatenation() throws(PatternError) -> PatternNode {
    let start = lexer.offset
    var items: [PatternNode] = []
    while true {
      if flags.extended { lexer.skipTrivia() }
      guard let next = lexer.peek, next != 0x7C, next != 0x29 else { break }
      switch try parseAtom() {
      case .nothing: continue
      case .node(let node): items.append(try parseQuantifier(node))
      case .quoted(let nodes):
        guard let last = nodes.last else { continue }
        items.append(contentsOf: nodes.dropLast())
        items.append(try parseQuantifier(last))
      }
    }
    if items.count == 1 { return items[0] }
    return PatternNode(kind: items.isEmpty ? .empty : .concatenation(items), offset: start)
  }

  mutating func parseAtom() throws(PatternError) -> Atom {
    let start = lexer.offset
    guard let scalar = lexer.next() else { return .nothing }
    repeatableAnchor = scalar == 0x5E || scalar == 0x24
    switch scalar {
    case 0x28: return try parseGroup(start: start)
    case 0x5B: return .node(PatternNode(kind: .set(try parseClass(start: start)), offset: start))
    case 0x2E: return .node(PatternNode(kind: .dot(dotAll: flags.dotAll), offset: start))
    case 0x5E:
      let kind: AssertionKind = flags.multiline ? .lineStart : .textStart
      return .node(PatternNode(kind: .assertion(kind), offset: start))
    case 0x24:
      let kind: AssertionKind = flags.multiline ? .lineEnd : .textEndBeforeFinalTerminator
      return .node(PatternNode(kind: .assertion(kind), offset: start))
    case 0x5C: return try parseEscapeAtom(start: start)
    case 0x2A, 0x2B, 0x3F, 0x7B:
      throw PatternError(.syntax("a quantifier needs something to repeat"), at: start)
    case 0x7D:
      throw PatternError(.syntax("an unescaped '}'; write \\}"), at: start)
    default: return .node(literal(scalar, at: start))
    }
  }

  /// A literal scalar, as a set of its case variants under `(?i)`.
  func literal(_ scalar: UInt32, at offset: Int) -> PatternNode {
    if flags.caseInsensitive {
      let variants = CaseFolding.variants(of: scalar)
      if variants.count > 1 {
        return PatternNode(kind: .set(ScalarSet(variants.map { $0...$0 })), offset: offset)
      }
    }
    return PatternNode(kind: .scalar(scalar), offset: offset)
  }

  mutating func enterNesting(at offset: Int) throws(PatternError) {
    depth += 1
    if depth > limits.maxNestingDepth {
      throw PatternError(
        .limit("groups and classes nest deeper than \(limits.maxNestingDepth) levels"), at: offset)
    }
  }

  mutating func parseGroup(start: Int) throws(PatternError) -> Atom {
    let saved = flags
    var capture: Int? = nil
    if lexer.consume("?") {
      if lexer.consume(":") {
        // Non-capturing group.
      } else if lexer.consume("<=") {
        throw PatternError(.unsupported(construct: "look-behind (?<=...)"), at: start)
      } else if lexer.consume("<!") {
        throw PatternError(.unsupported(construct: "negative look-behind (?<!...)"), at: start)
      } else if lexer.consume("<") {
        capture = try parseGroupName(start: start)
      } else if lexer.consume("=") {
        throw PatternError(.unsupported(construct: "look-ahead (?=...)"), at: start)
      } else if lexer.consume("!") {
        throw PatternError(.unsupported(construct: "negative look-ahead (?!...)"), at: start)
      } else if lexer.consume(">") {
        throw PatternError(.unsupported(construct: "atomic group (?>...)"), at: start)
      } else if lexer.consume("#") {
        while let scalar = lexer.next() { if scalar == 0x29 { return .nothing } }
        throw PatternError(.syntax("missing ')' to close the comment"), at: start)
      } else if lexer.peek == 0x50 {
        throw PatternError(
          .unsupported(construct: "(?P...) group syntax; write (?<name>...)"), at: start)
      } else if lexer.peek == 0x7C {
        throw PatternError(.unsupported(construct: "branch reset group (?|...)"), at: start)
      } else if lexer.peek == 0x28 {
        throw PatternError(.unsupported(construct: "conditional group (?(...)...)"), at: start)
      } else {
        let scoped = try parseFlags(start: start)
        if !scoped { return .nothing }
      }
    } else {
      captureCount += 1
      capture = captureCount
    }
    try enterNesting(at: start)
    let body = try parseAlternation()
    guard lexer.consume(")") else {
      throw PatternError(.syntax("missing ')' to close the group"), at: start)
    }
    depth -= 1
    flags = saved
    return .node(PatternNode(kind: .group(body, capture: capture), offset: start))
  }

  /// Reads `name>` after `(?<` and numbers the group.
  mutating func parseGroupName(start: Int) throws(PatternError) -> Int {
    var name = ""
    while let scalar = lexer.peek, scalar != 0x3E {
      let isLetter = (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar)
      let isDigit = (0x30...0x39).contains(scalar)
      guard isLetter || (isDigit && !name.isEmpty) else {
        throw PatternError(
          .syntax("a group name is an ASCII letter followed by letters and digits"),
          at: lexer.offset)
      }
      name.unicodeScalars.append(Unicode.Scalar(UInt8(scalar)))
      _ = lexer.next()
    }
    guard lexer.consume(">"), !name.isEmpty else {
      throw PatternError(.syntax("expected a group name and '>'"), at: start)
    }
    guard names[name] == nil else {
      throw PatternError(.syntax("the group name '\(name)' is used twice"), at: start)
    }
    captureCount += 1
    names[name] = captureCount
    return captureCount
  }

  /// Reads `imsx-imsx)` (returns false) or `imsx-imsx:` (returns true: a scoped group follows).
  mutating func parseFlags(start: Int) throws(PatternError) -> Bool {
    var on = true
    var sawMinus = false
    while let scalar = lexer.next() {
      switch scalar {
      case 0x69: flags.caseInsensitive = on
      case 0x6D: flags.multiline = on
      case 0x73: flags.dotAll = on
      case 0x78: flags.extended = on
      case 0x77:
        throw PatternError(
          .unsupported(construct: "the (?w) flag (Unicode word boundaries)"), at: start)
      case 0x2D where !sawMinus:
        on = false
        sawMinus = true
      case 0x29: return false
      case 0x3A: return true
      default:
        throw PatternError(.syntax("unknown group or flag after '(?'"), at: start)
      }
    }
    throw PatternError(.syntax("missing ')' to close the group"), at: start)
  }

  /// Reads a quantifier after `node`, if one follows.
  mutating func parseQuantifier(_ node: PatternNode) throws(PatternError) -> PatternNode {
    if flags.extended { lexer.skipTrivia() }
    let start = lexer.offset
    guard let scalar = lexer.peek else { return node }
    var minimum = 0
    var maximum: Int? = nil
    switch scalar {
    case 0x2A: _ = lexer.next()
    case 0x2B:
      _ = lexer.next()
      minimum = 1
    case 0x3F:
      _ = lexer.next()
      maximum = 1
    case 0x7B:
      _ = lexer.next()
      (minimum, maximum) = try parseCounts(start: start)
    default: return node
    }
    if case .assertion = node.kind, !repeatableAnchor {
      throw PatternError(.syntax("a zero-width assertion cannot be repeated"), at: start)
    }
    var greedy = true
    if flags.extended { lexer.skipTrivia() }
    if lexer.consume("?") {
      greedy = false
    } else if lexer.consume("+") {
      throw PatternError(.unsupported(construct: "possessive quantifier"), at: start)
    }
    if flags.extended { lexer.skipTrivia() }
    if let next = lexer.peek, next == 0x2A || next == 0x2B || next == 0x3F || next == 0x7B {
      throw PatternError(.syntax("a quantifier cannot follow a quantifier"), at: lexer.offset)
    }
    return PatternNode(
      kind: .repetition(node, min: minimum, max: maximum, greedy: greedy), offset: start)
  }

  /// Reads `n}`, `n,}` or `n,m}` after `{`.
  mutating func parseCounts(start: Int) throws(PatternError) -> (Int, Int?) {
    let minimum = try parseCount(start: start)
    var maximum: Int? = minimum
    if lexer.consume(",") {
      maximum = lexer.peek == 0x7D ? nil : try parseCount(start: start)
    }
    guard lexer.consume("}") else {
      throw PatternError(
        .syntax("malformed repetition count; expected {n}, {n,} or {n,m}"), at: start)
    }
    if let maximum, maximum < minimum {
      throw PatternError(
        .syntax("the repetition maximum \(maximum) is below the minimum \(minimum)"), at: start)
    }
    return (minimum, maximum)
  }

  mutating func parseCount(start: Int) throws(PatternError) -> Int {
    var value = 0
    var digits = 0
    while let scalar = lexer.peek, (0x30...0x39).contains(scalar) {
      _ = lexer.next()
      digits += 1
      value = min(value * 10 + Int(scalar - 0x30), 1_000_000_000)
    }
    guard digits > 0 else {
      throw PatternError(
        .syntax("malformed repetition count; expected {n}, {n,} or {n,m}"), at: start)
    }
    if value > limits.maxRepetition {
      throw PatternError(
        .limit("the repetition count \(value) is above \(limits.maxRepetition)"), at: start)
    }
    return value
  }
}
