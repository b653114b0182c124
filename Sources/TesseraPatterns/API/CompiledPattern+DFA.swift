import Foundation

extension LazyDFA {
  /// Texts shorter than this are searched by the NFA engines, which start faster.
  static let minimumLength = 96
  /// The largest visited bitset the backtracker may use to find captures in a match the DFAs
  /// located (1 MiB).
  static let captureBacktrackerBits = 8 * 1024 * 1024
}

/// What the lazy DFAs need beyond the program, built once on first use (most patterns only
/// ever see short texts, where the NFA engines run) and then shared.
final class Automata: @unchecked Sendable {
  private let lock = NSLock()
  private var parsed: ParsedPattern?
  private var built = false
  private var forwardClasses: ClassMap?
  private var reversedProgram: (program: Program, classes: ClassMap)?
  /// Every match is this many scalars long, when that is so: the start is then found by
  /// stepping back from the end (for patterns the reverse DFA cannot run, such as `\b`).
  private(set) var fixedLength: Int?
  /// DFAs kept between searches, by kind (forward anchored, requireEnd; reverse), so their
  /// states are built once per pattern rather than once per search.
  private var cached: [Int: LazyDFA] = [:]

  init(_ parsed: ParsedPattern) { self.parsed = parsed }

  /// The number of scalars every match of `node` has, or nil when it varies.
  static func fixedLength(_ node: PatternNode) -> Int? {
    switch node.kind {
    case .empty, .assertion, .lookaround: return 0
    case .scalar, .set: return 1
    case .dot(let dotAll): return dotAll ? nil : 1
    case .foldedString: return nil
    case .group(let body, _): return fixedLength(body)
    case .concatenation(let items):
      var total = 0
      for item in items {
        guard let length = fixedLength(item) else { return nil }
        total += length
      }
      return total
    case .alternation(let branches):
      let lengths = branches.map(fixedLength)
      guard let first = lengths.first, let value = first,
        lengths.allSatisfy({ $0 == value })
      else { return nil }
      return value
    case .repetition(let body, let minimum, let maximum, _),
      .possessive(let body, let minimum, let maximum):
      guard maximum == minimum, let length = fixedLength(body) else { return nil }
      return length * minimum
    }
  }

  /// A cached DFA of `kind` (removed while a search uses it), or nil.
  func take(_ kind: Int) -> LazyDFA? {
    lock.lock()
    defer { lock.unlock() }
    return cached.removeValue(forKey: kind)
  }

  /// Returns a DFA to the cache unless it outgrew its budget.
  func put(_ dfa: LazyDFA, _ kind: Int) {
    guard !dfa.gaveUp else { return }
    lock.lock()
    cached[kind] = dfa
    lock.unlock()
  }

  /// The forward classes (nil: no DFA for this program) and the reversed program.
  func get(_ program: Program) -> (ClassMap?, (program: Program, classes: ClassMap)?) {
    lock.lock()
    defer { lock.unlock() }
    if !built, let parsed {
      built = true
      forwardClasses = Compiler.classMap(program, program.setList)
      if forwardClasses != nil, let reversed = Compiler.compileReversed(parsed),
        let classes = Compiler.classMap(reversed, reversed.setList)
      {
        reversedProgram = (reversed, classes)
      }
      fixedLength = Automata.fixedLength(parsed.root)
      self.parsed = nil
    }
    return (forwardClasses, reversedProgram)
  }
}

extension CompiledPattern.Storage {
  /// The outcome of a DFA search: the slots of the match, or nil for no match.
  struct DFAResult {
    var slots: [Int]?
  }

  /// Searches with the lazy DFAs: forward for where the match ends, reverse for where it
  /// starts, then the NFA engines anchored at that start for the captures. Nil when the DFAs
  /// cannot run this program or gave up (too many states); the caller then uses the NFAs.
  func dfaSearch(_ input: TextInput, from start: Int, mode: SearchMode) -> DFAResult? {
    let (classes, reversed) = automata.get(program)
    guard let classes else { return nil }
    let anchored = mode.anchored || program.anchoredStart
    // Unanchored, a match may start anywhere: look-arounds would be asked at every position,
    // in steps the DFA cannot keep. The NFA engines search those.
    if !anchored, !program.lookarounds.isEmpty { return nil }
    var matchStart = start
    var end: Int? = nil
    if !anchored, !mode.earliest, !mode.requireEnd {
      // A match at the search start is the leftmost one: try there first, which spares the
      // reverse scan when it succeeds.
      guard
        let probe = forwardEnd(input, classes, from: start, mode: mode, anchored: true)
      else {
        return nil
      }
      end = probe
    }
    if end == nil {
      guard
        let found = forwardEnd(input, classes, from: start, mode: mode, anchored: anchored)
      else {
        return nil
      }
      guard let found else { return DFAResult(slots: nil) }
      end = found
      if mode.earliest || mode.requireEnd { return DFAResult(slots: [start, found]) }
      if !anchored, let length = automata.fixedLength {
        var begin = found
        for _ in 0..<length where begin > start { begin = input.scalar(before: begin).start }
        matchStart = begin
      } else if !anchored {
        guard let reversed,
          let begin = reverseStart(input, reversed, end: found, lowerBound: start)
        else { return nil }
        matchStart = begin
      }
    }
    guard let end else { return DFAResult(slots: nil) }
    if program.captureCount == 0 { return DFAResult(slots: [matchStart, end]) }
    let captureMode = SearchMode(anchored: true, requireEnd: false, earliest: false)
    let slots: [Int]?
    if program.stateCount * (input.count + 1) <= LazyDFA.captureBacktrackerBits {
      slots = Backtracker.search(program, input, from: matchStart, mode: captureMode)
    } else {
      slots = PikeVM.search(program, input, from: matchStart, mode: captureMode)
    }
    return DFAResult(slots: slots)
  }

  /// Where the leftmost-first match ends, by the forward DFA: `.some(nil)` for no match, nil
  /// when the DFA gave up.
  func forwardEnd(
    _ input: TextInput, _ classes: ClassMap, from start: Int, mode: SearchMode, anchored: Bool
  ) -> Int?? {
    let kind = (anchored ? 1 : 0) | (mode.requireEnd ? 2 : 0)
    var forward =
      automata.take(kind)
      ?? LazyDFA(
        program: program, classes: classes, reverse: false, anchored: anchored,
        requireEnd: mode.requireEnd)
    defer { automata.put(forward, kind) }
    let end: Int? = program.withView { view in
      var state = forward.start(input, at: start)
      var position = start
      var found: Int? = nil
      var dead = false
      let limit = forward.cachedLimit(input)
      while position < input.count {
        if position < limit {
          let run = forward.runCached(
            state, position, limit: limit, input, stopAtMatch: mode.earliest)
          if let match = run.match {
            found = match
            if mode.earliest { return match }
          }
          state = run.state
          position = run.position
          if position >= input.count { break }
        }
        if forward.isDead(state) {
          dead = true
          break
        }
        let (value, length) = input.scalar(at: position)
        let (next, match) = forward.step(
          state, classes.classOf(value), at: position, input, view)
        if forward.gaveUp { return -2 }
        if match {
          found = position
          if mode.earliest { return position }
        }
        state = next
        if forward.isDead(state) {
          dead = true
          break
        }
        position += length
      }
      if !dead {
        let (_, match) = forward.step(state, nil, at: input.count, input, view)
        if match { found = input.count }
      }
      return found
    }
    if end == -2 { return nil }
    return .some(end)
  }

  /// The leftmost position at or after `lowerBound` where a match ending at `end` starts, by
  /// the reverse DFA; nil when it cannot tell (no reversed program, or it gave up).
  func reverseStart(
    _ input: TextInput, _ automaton: (program: Program, classes: ClassMap), end: Int,
    lowerBound: Int
  ) -> Int? {
    let reversed = automaton.program
    let classes = automaton.classes
    var dfa =
      automata.take(4)
      ?? LazyDFA(
        program: reversed, classes: classes, reverse: true, anchored: true, requireEnd: false)
    defer { automata.put(dfa, 4) }
    return reversed.withView { view -> Int? in
      var state = dfa.start(input, at: end)
      var position = end
      var found: Int? = nil
      // Near the end of the text the steps are not cached; below that, the cached loop runs.
      let limit = lowerBound
      while true {
        if position > limit, position <= dfa.cachedLimit(input) {
          let run = dfa.runCached(state, position, limit: limit, input, stopAtMatch: false)
          if let match = run.match { found = match }
          state = run.state
          position = run.position
          if dfa.isDead(state) { break }
        }
        if position <= lowerBound {
          let cls = position == 0 ? nil : classes.classOf(input.scalar(before: position).value)
          let (_, match) = dfa.step(state, cls, at: position, input, view)
          if match { found = position }
          break
        }
        let (value, previous) = input.scalar(before: position)
        let (next, match) = dfa.step(state, classes.classOf(value), at: position, input, view)
        if dfa.gaveUp { return nil }
        if match { found = position }
        state = next
        if dfa.isDead(state) { break }
        position = previous
      }
      return found
    }
  }
}
