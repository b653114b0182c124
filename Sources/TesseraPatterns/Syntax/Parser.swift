/// Mode flags in effect at a point of the pattern, changed by `(?imsxdwu-imsxdwu)`.
struct PatternFlags: Sendable, Equatable {
  var caseInsensitive = false
  var multiline = false
  var dotAll = false
  var extended = false
  var unixLines = false
  var unicodeWords = false

  init(_ options: PatternOptions) {
    caseInsensitive = options.contains(.caseInsensitive)
    multiline = options.contains(.multiline)
    dotAll = options.contains(.dotMatchesLineSeparators)
    extended = options.contains(.allowCommentsAndWhitespace)
    unixLines = options.contains(.useUnixLineSeparators)
    unicodeWords = options.contains(.useUnicodeWordBoundaries)
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
  /// Look-arounds closed so far; the next one gets this index.
  var lookaroundCount = 0

  /// What an atom turned out to be.
  enum Atom {
    /// A node a quantifier may follow.
    case node(PatternNode)
    /// One literal scalar; under `(?i)` consecutive literals fold together, as in ICU.
    case literal(UInt32)
    /// `\Q...\E`: literals; a quantifier applies to the last scalar only.
    case quoted([UInt32])
    /// A flag change: ends a run of literals.
    case flags
    /// A comment: nothing to match, and a run of literals goes on across it.
    case comment
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
    var parsed = ParsedPattern(root: root, captureCount: parser.captureCount, names: parser.names)
    parsed.lookaroundCount = parser.lookaroundCount
    parsed.startsAtLineStart = startsWithLineStart(root)
    return parsed
  }

  /// Whether the pattern begins with a multiline `^` before anything else (ICU's START_LINE).
  static func startsWithLineStart(_ node: PatternNode) -> Bool {
    switch node.kind {
    case .assertion(let kind): return kind == .lineStart
    case .group(let body, _): return startsWithLineStart(body)
    case .concatenation(let items):
      for item in items {
        if case .empty = item.kind { continue }
        if case .group(let body, _) = item.kind, case .empty = body.kind { continue }
        return startsWithLineStart(item)
      }
      return false
    default: return false
    }
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
    var run: [UInt32] = []
    var runOffset = start
    while true {
      if flags.extended { lexer.skipTrivia() }
      guard let next = lexer.peek, next != 0x7C, next != 0x29 else { break }
      let atomStart = lexer.offset
      let literals: [UInt32]
      switch try parseAtom() {
      case .comment: continue
      case .flags:
        flushRun(&run, into: &items, at: runOffset)
        continue
      case .node(let node):
        flushRun(&run, into: &items, at: runOffset)
        items.append(try parseQuantifier(node))
        continue
      case .literal(let scalar): literals = [scalar]
      case .quoted(let scalars): literals = scalars
      }
      guard let last = literals.last else { continue }
      guard flags.caseInsensitive else {
        items.append(contentsOf: literals.dropLast().map { scalarNode($0, at: atomStart) })
        items.append(try parseQuantifier(scalarNode(last, at: atomStart)))
        continue
      }
      if run.isEmpty { runOffset = atomStart }
      run.append(contentsOf: literals)
      if quantifierFollows() {
        run.removeLast()
        flushRun(&run, into: &items, at: runOffset)
        items.append(try parseQuantifier(foldedLiteral([last], at: atomStart)))
      }
    }
    flushRun(&run, into: &items, at: runOffset)
    if items.count == 1 { return items[0] }
    return PatternNode(kind: items.isEmpty ? .empty : .concatenation(items), offset: start)
  }

  func scalarNode(_ scalar: UInt32, at offset: Int) -> PatternNode {
    PatternNode(kind: .scalar(scalar), offset: offset)
  }

  /// Emits a pending run of `(?i)` literals as one folded node.
  func flushRun(_ run: inout [UInt32], into items: inout [PatternNode], at offset: Int) {
    guard !run.isEmpty else { return }
    items.append(foldedLiteral(run, at: offset))
    run = []
  }

  /// A run of literals under `(?i)`, as ICU compiles it: folded in full; one scalar after
  /// folding matches its simple case variants, more match as a folded string.
  func foldedLiteral(_ scalars: [UInt32], at offset: Int) -> PatternNode {
    let folded = scalars.flatMap(CaseFolding.fullFold)
    if folded.count == 1 {
      let variants = CaseFolding.variants(of: folded[0])
      if variants.count == 1 { return scalarNode(variants[0], at: offset) }
      return PatternNode(kind: .set(ScalarSet(variants.map { $0...$0 })), offset: offset)
    }
    return PatternNode(kind: .foldedString(folded), offset: offset)
  }

  /// Whether a quantifier comes next (past `(?x)` trivia and comments); consumes nothing.
  mutating func quantifierFollows() -> Bool {
    let saved = lexer.index
    defer { lexer.rewind(to: saved) }
    skipTriviaAndComments()
    guard let next = lexer.peek else { return false }
    return next == 0x2A || next == 0x2B || next == 0x3F || next == 0x7B
  }

  /// Skips `(?#...)` comments, and whitespace and `#` comments under `(?x)`.
  mutating func skipTriviaAndComments() {
    while true {
      if flags.extended { lexer.skipTrivia() }
      guard lexer.peek == 0x28, lexer.peek(1) == 0x3F, lexer.peek(2) == 0x23 else { return }
      let saved = lexer.index
      lexer.rewind(to: saved + 3)
      var closed = false
      while let scalar = lexer.next() {
        if scalar == 0x29 {
          closed = true
          break
        }
      }
      if !closed {
        lexer.rewind(to: saved)
        return
      }
    }
  }

  mutating func parseAtom() throws(PatternError) -> Atom {
    let start = lexer.offset
    guard let scalar = lexer.next() else { return .comment }
    repeatableAnchor = scalar == 0x5E || scalar == 0x24
    switch scalar {
    case 0x28: return try parseGroup(start: start)
    case 0x5B:
      if lexer.peek == 0x3A, let set = try parsePosixClass(start: start) {
        return .node(PatternNode(kind: .set(set), offset: start))
      }
      return .node(PatternNode(kind: .set(try parseClass(start: start)), offset: start))
    case 0x2E:
      if !flags.dotAll, flags.unixLines {
        return .node(PatternNode(kind: .set(UnicodeTables.notNewline), offset: start))
      }
      return .node(PatternNode(kind: .dot(dotAll: flags.dotAll), offset: start))
    case 0x5E:
      let kind: AssertionKind =
        flags.multiline ? (flags.unixLines ? .lineStartUnix : .lineStart) : .textStart
      return .node(PatternNode(kind: .assertion(kind), offset: start))
    case 0x24:
      let kind: AssertionKind =
        flags.multiline
        ? (flags.unixLines ? .lineEndUnix : .lineEnd)
        : (flags.unixLines ? .textEndBeforeFinalNewline : .textEndBeforeFinalTerminator)
      return .node(PatternNode(kind: .assertion(kind), offset: start))
    case 0x5C: return try parseEscapeAtom(start: start)
    case 0x2A, 0x2B, 0x3F, 0x7B:
      throw PatternError(.syntax("a quantifier needs something to repeat"), at: start)
    case 0x7D:
      throw PatternError(.syntax("an unescaped '}'; write \\}"), at: start)
    default: return .literal(scalar)
    }
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
    var atomic = false
    var lookaround: (ahead: Bool, negative: Bool)? = nil
    if lexer.consume("?") {
      if lexer.consume(":") {
        // Non-capturing group.
      } else if lexer.consume("<=") {
        lookaround = (ahead: false, negative: false)
      } else if lexer.consume("<!") {
        lookaround = (ahead: false, negative: true)
      } else if lexer.consume("<") {
        capture = try parseGroupName(start: start)
      } else if lexer.consume("=") {
        lookaround = (ahead: true, negative: false)
      } else if lexer.consume("!") {
        lookaround = (ahead: true, negative: true)
      } else if lexer.consume(">") {
        atomic = true
      } else if lexer.consume("#") {
        while let scalar = lexer.next() { if scalar == 0x29 { return .comment } }
        throw PatternError(.syntax("missing ')' to close the comment"), at: start)
      } else if lexer.peek == 0x50 {
        throw PatternError(
          .unsupported(construct: "(?P...) group syntax; write (?<name>...)"), at: start)
      } else if lexer.peek == 0x7C {
        throw PatternError(
          .unsupported(construct: "branch reset group (?|...), which ICU does not have either"),
          at: start)
      } else if lexer.peek == 0x28 {
        throw PatternError(
          .unsupported(construct: "conditional group (?(...)...), which ICU does not have either"),
          at: start)
      } else {
        let scoped = try parseFlags(start: start)
        if !scoped { return .flags }
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
    if atomic { return .node(try atomicGroup(body, at: start)) }
    if let lookaround {
      if !lookaround.ahead, !PatternParser.hasBoundedLength(body) {
        throw PatternError(
          .syntax(
            "look-behind whose body can match text of unbounded length, which ICU refuses too "
              + "(U_REGEX_LOOK_BEHIND_LIMIT); bound its repetitions, as in a{0,10}"),
          at: start)
      }
      // Numbered after its body, so inner look-arounds come first.
      let index = lookaroundCount
      lookaroundCount += 1
      return .node(
        PatternNode(
          kind: .lookaround(
            body, ahead: lookaround.ahead, negative: lookaround.negative, index: index),
          offset: start))
    }
    return .node(PatternNode(kind: .group(body, capture: capture), offset: start))
  }

  /// `(?>body)` when the body is one character or set, optionally quantified: an atomic group
  /// around it is a possessive repetition (or, for a lazy one, its minimum), which is linear.
  func atomicGroup(_ body: PatternNode, at offset: Int) throws(PatternError) -> PatternNode {
    if let unit = PatternParser.possessiveUnit(body) { return unit }
    switch body.kind {
    case .empty, .possessive: return body
    case .group(let inner, nil): return try atomicGroup(inner, at: offset)
    case .repetition(let inner, let minimum, let maximum, let greedy):
      if let unit = PatternParser.possessiveUnit(inner) {
        if greedy {
          return PatternNode(kind: .possessive(unit, min: minimum, max: maximum), offset: offset)
        }
        return PatternNode(
          kind: .repetition(unit, min: minimum, max: minimum, greedy: true), offset: offset)
      }
    default: break
    }
    throw PatternError(
      .unsupported(
        construct:
          "atomic group (?>...) around more than one character or set: it needs backtracking "
          + "state; (?>x), (?>[set]*) and (?>.{n,m}) are accepted"), at: offset)
  }

  /// Whether every match of `node` has a bounded length, as ICU requires of a look-behind's
  /// body: no unbounded repetition (`*`, `+`, `{n,}`, possessive ones too) anywhere in it,
  /// including inside nested look-aheads, whose bodies ICU measures as well.
  static func hasBoundedLength(_ node: PatternNode) -> Bool {
    switch node.kind {
    case .empty, .scalar, .set, .dot, .assertion, .foldedString: return true
    case .group(let body, _), .lookaround(let body, _, _, _): return hasBoundedLength(body)
    case .concatenation(let items): return items.allSatisfy(hasBoundedLength)
    case .alternation(let branches): return branches.allSatisfy(hasBoundedLength)
    case .repetition(let body, _, let maximum, _), .possessive(let body, _, let maximum):
      return maximum != nil && hasBoundedLength(body)
    }
  }

  /// The single character, set or `.` that `node` is, seen through non-capturing groups.
  static func possessiveUnit(_ node: PatternNode) -> PatternNode? {
    switch node.kind {
    case .scalar, .set, .dot: return node
    case .group(let body, nil): return possessiveUnit(body)
    default: return nil
    }
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

  /// Reads `imsxdwu-imsxdwu)` (returns false) or `...:` (returns true: a scoped group follows).
  mutating func parseFlags(start: Int) throws(PatternError) -> Bool {
    var on = true
    var sawMinus = false
    while let scalar = lexer.next() {
      switch scalar {
      case 0x69: flags.caseInsensitive = on
      case 0x6D: flags.multiline = on
      case 0x73: flags.dotAll = on
      case 0x78: flags.extended = on
      case 0x64: flags.unixLines = on
      case 0x77: flags.unicodeWords = on
      case 0x75: break  // (?u): Unicode case folding, always on.
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

  /// Reads a quantifier after `node`, if one follows (comments may come between).
  mutating func parseQuantifier(_ node: PatternNode) throws(PatternError) -> PatternNode {
    skipTriviaAndComments()
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
    if case .lookaround = node.kind {
      throw PatternError(
        .syntax(
          "a quantifier cannot follow a look-around, as in ICU; wrap it in a group: (?:(?=...))*"
        ), at: start)
    }
    var greedy = true
    var possessive = false
    if flags.extended { lexer.skipTrivia() }
    if lexer.consume("?") {
      greedy = false
    } else if lexer.consume("+") {
      possessive = true
    }
    if flags.extended { lexer.skipTrivia() }
    if let next = lexer.peek, next == 0x2A || next == 0x2B || next == 0x3F || next == 0x7B {
      throw PatternError(.syntax("a quantifier cannot follow a quantifier"), at: lexer.offset)
    }
    if possessive {
      guard let unit = PatternParser.possessiveUnit(node) else {
        throw PatternError(
          .unsupported(
            construct:
              "possessive quantifier on more than one character or set: it needs "
              + "backtracking state; x*+, [set]++ and .{n,m}+ are accepted"), at: start)
      }
      return PatternNode(kind: .possessive(unit, min: minimum, max: maximum), offset: start)
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
