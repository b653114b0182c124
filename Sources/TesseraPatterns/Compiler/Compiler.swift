/// Turns a checked `PatternNode` tree into a `Program` for the Pike VM and the backtracker.
/// Counted repetitions are expanded (`x{2,4}` is `x x (x (x)?)?`); a loop whose body can match
/// the empty string gets a progress check so an empty iteration leaves the loop, as ICU does.
struct Compiler {
  private var instructions: [Instruction] = []
  private var sets: [ScalarMatcher] = []
  private var setIndex: [ScalarSet: Int32] = [:]
  private var progressSlots = 0
  /// The instruction ranges of empty-matching loop bodies and their progress slots.
  private var loopBodies: [(range: Range<Int>, slot: Int32)] = []
  private let firstProgressSlot: Int
  /// The position slots of positive look-arounds with captures inside, by index.
  private let positionSlots: [Int: Int32]
  /// Emitting the reversed program (for the reverse DFA): CR LF and folded strings are read
  /// right to left.
  private var reversed = false

  private init(captureCount: Int, positionSlots: [Int: Int32] = [:]) {
    firstProgressSlot = 2 + 2 * captureCount + positionSlots.count
    self.positionSlots = positionSlots
  }

  /// The program of the pattern read right to left, for finding where a match starts from
  /// where it ends; nil when the pattern has a construct the reverse DFA cannot evaluate.
  static func compileReversed(_ pattern: ParsedPattern) -> Program? {
    guard let root = reverse(pattern.root) else { return nil }
    var compiler = Compiler(captureCount: 0)
    compiler.reversed = true
    compiler.append(.save, 0)
    compiler.emit(root)
    compiler.append(.save, 1)
    compiler.append(.match)
    var program = Program(
      instructions: compiler.instructions, sets: compiler.sets,
      slotCount: compiler.firstProgressSlot + compiler.progressSlots, captureCount: 0,
      names: [:], anchoredStart: false, firstScalars: nil)
    program.asciiBits = compiler.sets.flatMap { [$0.low, $0.high] }
    program.setList = compiler.setList
    // The matches it finds the starts of are the pattern's: none starts inside a CRLF.
    program.startsAtLineStart = pattern.startsAtLineStart
    return program
  }

  /// Whether no look-around instruction of `code` can be reached once a scalar has been read:
  /// none is reachable from the instruction after any consuming one.
  /// - Complexity: O(instructions).
  static func checksLookaroundsOnlyAtStart(_ code: [Instruction]) -> Bool {
    var reached = [Bool](repeating: false, count: code.count)
    var stack: [Int] = []
    for (pc, instruction) in code.enumerated() {
      switch instruction.opcode {
      case .scalar, .set, .any, .anyExceptTerminator: stack.append(pc + 1)
      default: break
      }
    }
    while let pc = stack.popLast() {
      guard pc < code.count, !reached[pc] else { continue }
      reached[pc] = true
      let instruction = code[pc]
      switch instruction.opcode {
      case .lookaround: return false
      case .match: break
      case .jump: stack.append(Int(instruction.x))
      case .split: stack.append(contentsOf: [Int(instruction.x), Int(instruction.y)])
      case .progressCheck: stack.append(contentsOf: [Int(instruction.y), pc + 1])
      case .scalar, .set, .any, .anyExceptTerminator, .save, .assert, .assertNotSet:
        stack.append(pc + 1)
      }
    }
    return true
  }

  /// The lazy DFA's classes for `program`, or nil when the DFA cannot run it.
  static func classMap(_ program: Program, _ sets: [ScalarSet]) -> ClassMap? {
    guard LazyDFA.supports(program) else { return nil }
    let wordKinds = [AssertionKind.wordBoundary.rawValue, AssertionKind.notWordBoundary.rawValue]
    let needsWord = program.instructions.contains {
      $0.opcode == .assert && wordKinds.contains($0.x)
    }
    return ClassMap(program: program, sets: sets, needsWordClasses: needsWord)
  }

  /// `node` read right to left, without captures; for the reverse DFA (`forScan` false) nil
  /// for `\b`, `\B`, possessive repetitions, boundary bitmaps and look-arounds, whose checks
  /// look further left than one character. The NFA scans that fill look-around tables
  /// (`forScan`) evaluate assertions at absolute positions of the text, so they take all.
  static func reverse(_ node: PatternNode, forScan: Bool = false) -> PatternNode? {
    var result = node
    switch node.kind {
    case .empty, .scalar, .set, .dot, .foldedString: return node
    case .lookaround, .possessive: return forScan ? node : nil
    case .assertion(let kind):
      if forScan { return node }
      switch kind {
      case .wordBoundary, .notWordBoundary, .graphemeBoundary, .notGraphemeBoundary,
        .unicodeWordBoundary, .notUnicodeWordBoundary:
        return nil
      default: return node
      }
    case .group(let body, _):
      guard let body = reverse(body, forScan: forScan) else { return nil }
      result.kind = .group(body, capture: nil)
    case .concatenation(let items):
      var reversedItems: [PatternNode] = []
      for item in items.reversed() {
        guard let item = reverse(item, forScan: forScan) else { return nil }
        reversedItems.append(item)
      }
      result.kind = .concatenation(reversedItems)
    case .alternation(let branches):
      var reversedBranches: [PatternNode] = []
      for branch in branches {
        guard let branch = reverse(branch, forScan: forScan) else { return nil }
        reversedBranches.append(branch)
      }
      result.kind = .alternation(reversedBranches)
    case .repetition(let body, let minimum, let maximum, let greedy):
      guard let body = reverse(body, forScan: forScan) else { return nil }
      result.kind = .repetition(body, min: minimum, max: maximum, greedy: greedy)
    }
    return result
  }

  /// The fewest scalars any match of `node` has (a case-folded literal counts 1: `ss` can
  /// match `ß`), saturating well below overflow.
  static func minimumLength(_ node: PatternNode) -> Int {
    let cap = 1 << 30
    switch node.kind {
    case .empty, .assertion, .lookaround: return 0
    case .scalar, .set, .dot, .foldedString: return 1
    case .group(let body, _): return minimumLength(body)
    case .concatenation(let items):
      return items.reduce(0) { min($0 + minimumLength($1), cap) }
    case .alternation(let branches):
      return branches.map(minimumLength).min() ?? 0
    case .repetition(let body, let minimum, _, _), .possessive(let body, let minimum, _):
      return min(minimum * minimumLength(body), cap)
    }
  }

  /// Compiles a parsed pattern that passed the `SemanticChecker`.
  /// - Complexity: O(program size), look-around bodies included.
  static func compile(_ pattern: ParsedPattern) -> Program {
    var nodes: [Int: PatternNode] = [:]
    collectLookarounds(pattern.root, into: &nodes)
    var positionSlots: [Int: Int32] = [:]
    for index in 0..<pattern.lookaroundCount {
      guard let node = nodes[index], case .lookaround(let body, _, false, _) = node.kind,
        capturesInside(body)
      else { continue }
      positionSlots[index] = Int32(2 + 2 * pattern.captureCount + positionSlots.count)
    }
    var compiler = Compiler(captureCount: pattern.captureCount, positionSlots: positionSlots)
    var program = compiler.finish(pattern.root, pattern)
    program.startsAtLineStart = pattern.startsAtLineStart
    program.capturesInLookarounds = !positionSlots.isEmpty
    program.firstScalars = firstScalars(of: program, sets: program.setList)
    program.minimumLength = minimumLength(pattern.root)
    for index in 0..<pattern.lookaroundCount {
      guard let node = nodes[index],
        case .lookaround(let body, let ahead, let negative, _) = node.kind
      else { continue }
      var forwardCompiler = Compiler(
        captureCount: pattern.captureCount, positionSlots: positionSlots)
      let forward = forwardCompiler.finish(body, pattern)
      var reversedCompiler = Compiler(
        captureCount: pattern.captureCount, positionSlots: positionSlots)
      reversedCompiler.reversed = true
      let reversedBody = reverse(body, forScan: true) ?? body
      let reversed = reversedCompiler.finish(reversedBody, pattern)
      program.needsGraphemeBreaks = program.needsGraphemeBreaks || forward.needsGraphemeBreaks
      program.needsWordBreaks = program.needsWordBreaks || forward.needsWordBreaks
      program.lookarounds.append(
        Lookaround(
          ahead: ahead, negative: negative, forward: forward, reversed: reversed,
          positionSlot: positionSlots[index].map(Int.init) ?? -1,
          fixedLength: Automata.fixedLength(body)))
    }
    program.lookaroundsOnlyAtStart =
      !program.lookarounds.isEmpty && checksLookaroundsOnlyAtStart(program.instructions)
    return program
  }

  /// Emits `save 0, root, save 1, match` and builds the program around it (captures and
  /// names from `pattern`; no look-around programs or first-scalar filter yet).
  private mutating func finish(_ root: PatternNode, _ pattern: ParsedPattern) -> Program {
    append(.save, 0)
    emit(root)
    append(.save, 1)
    append(.match)
    let assertions = instructions.filter { $0.opcode == .assert }.map(\.x)
    var program = Program(
      instructions: instructions, sets: sets, slotCount: firstProgressSlot + progressSlots,
      captureCount: pattern.captureCount, names: pattern.names,
      anchoredStart: !reversed && Compiler.isAnchored(root), firstScalars: nil)
    program.asciiBits = sets.flatMap { [$0.low, $0.high] }
    if !loopBodies.isEmpty {
      var slots = [Int32](repeating: -1, count: instructions.count)
      // Outer bodies first, so the innermost loop's slot wins.
      for body in loopBodies.sorted(by: { $0.range.count > $1.range.count }) {
        for pc in body.range { slots[pc] = body.slot }
      }
      program.loopSlots = slots
    }
    program.needsGraphemeBreaks = assertions.contains {
      $0 == AssertionKind.graphemeBoundary.rawValue
        || $0 == AssertionKind.notGraphemeBoundary.rawValue
    }
    program.needsWordBreaks = assertions.contains {
      $0 == AssertionKind.unicodeWordBoundary.rawValue
        || $0 == AssertionKind.notUnicodeWordBoundary.rawValue
    }
    program.setList = setList
    return program
  }

  /// Every look-around node of the tree, by index.
  static func collectLookarounds(_ node: PatternNode, into nodes: inout [Int: PatternNode]) {
    switch node.kind {
    case .empty, .scalar, .set, .dot, .assertion, .foldedString: return
    case .lookaround(let body, _, _, let index):
      nodes[index] = node
      collectLookarounds(body, into: &nodes)
    case .group(let body, _), .repetition(let body, _, _, _), .possessive(let body, _, _):
      collectLookarounds(body, into: &nodes)
    case .concatenation(let items), .alternation(let items):
      for item in items { collectLookarounds(item, into: &nodes) }
    }
  }

  /// Whether a match of `node` can set a capture: a capturing group in it that is not inside a
  /// negative look-around (ICU restores the captures when a negative look-around holds).
  static func capturesInside(_ node: PatternNode) -> Bool {
    switch node.kind {
    case .empty, .scalar, .set, .dot, .assertion, .foldedString: return false
    case .group(_, .some): return true
    case .lookaround(let body, _, let negative, _): return !negative && capturesInside(body)
    case .group(let body, nil), .repetition(let body, _, _, _), .possessive(let body, _, _):
      return capturesInside(body)
    case .concatenation(let items), .alternation(let items):
      return items.contains(where: capturesInside)
    }
  }

  /// The sets in program order, for analysis.
  private var setList: [ScalarSet] {
    var list = [ScalarSet](repeating: ScalarSet(), count: sets.count)
    for (set, index) in setIndex { list[Int(index)] = set }
    return list
  }

  private var here: Int32 { Int32(instructions.count) }

  @discardableResult
  private mutating func append(_ opcode: Opcode, _ x: Int32 = 0, _ y: Int32 = 0) -> Int {
    instructions.append(Instruction(opcode: opcode, x: x, y: y))
    return instructions.count - 1
  }

  private mutating func emit(_ node: PatternNode) {
    switch node.kind {
    case .empty: break
    case .scalar(let value): append(.scalar, Int32(value))
    case .set(let set): emitSet(set)
    case .dot(let dotAll):
      if dotAll { emitDotAll() } else { append(.anyExceptTerminator) }
    case .assertion(let kind): append(.assert, kind.rawValue)
    case .group(let body, let capture):
      guard let capture else { return emit(body) }
      append(.save, Int32(2 * capture))
      emit(body)
      append(.save, Int32(2 * capture + 1))
    case .concatenation(let items):
      for item in items { emit(item) }
    case .alternation(let branches):
      var exits: [Int] = []
      for (index, branch) in branches.enumerated() {
        if index == branches.count - 1 {
          emit(branch)
        } else {
          let split = append(.split)
          instructions[split].x = here
          emit(branch)
          exits.append(append(.jump))
          instructions[split].y = here
        }
      }
      for exit in exits { instructions[exit].x = here }
    case .repetition(let body, let minimum, let maximum, let greedy):
      emitRepetition(body, minimum: minimum, maximum: maximum, greedy: greedy)
    case .possessive(let unit, let minimum, let maximum):
      emitPossessive(unit, minimum: minimum, maximum: maximum)
    case .foldedString(let folded):
      emitFoldedString(folded)
    case .lookaround(_, _, let negative, let index):
      if let slot = positionSlots[index] { append(.save, slot) }
      append(.lookaround, Int32(index), negative ? 1 : 0)
    }
  }

  /// The index of `set` in the program's set table.
  private mutating func register(_ set: ScalarSet) -> Int32 {
    if let existing = setIndex[set] { return existing }
    let index = Int32(sets.count)
    sets.append(ScalarMatcher(set))
    setIndex[set] = index
    return index
  }

  /// The scalars one step of a possessive unit consumes; nil for `(?s).`, which takes
  /// anything (CR LF as one).
  static func unitSet(_ unit: PatternNode) -> ScalarSet? {
    switch unit.kind {
    case .scalar(let value): return ScalarSet(scalar: value)
    case .set(let set): return set
    case .dot(let dotAll):
      return dotAll ? nil : UnicodeTables.verticalSpace.inverted()
    default: return nil
    }
  }

  /// `x{min,max}+`: `min` copies, then as many more as the text has, never given back; the
  /// repetition ends only where the next scalar is not an `x` (or at `max`).
  private mutating func emitPossessive(_ unit: PatternNode, minimum: Int, maximum: Int?) {
    let set = Compiler.unitSet(unit)
    func emitStop() { emitPossessiveStop(set) }
    if reversed {
      emitReversedPossessive(unit, set, minimum: minimum, maximum: maximum)
      return
    }
    for _ in 0..<minimum { emit(unit) }
    if let maximum {
      guard maximum > minimum else { return }
      var splits: [Int] = []
      for _ in minimum..<maximum {
        let split = append(.split)
        instructions[split].x = here
        splits.append(split)
        emit(unit)
      }
      let done = append(.jump)
      for split in splits { instructions[split].y = here }
      emitStop()
      instructions[done].x = here
    } else {
      let loop = here
      let split = append(.split)
      instructions[split].x = here
      emit(unit)
      append(.jump, loop)
      instructions[split].y = here
      emitStop()
    }
  }

  /// The check that ends a possessive repetition: the next scalar is not one of `set` (nil:
  /// any scalar, so the text must end). Marked (`y` 1) as a possessive stop: in a
  /// look-behind's body it also holds where the look-behind is, because ICU ends the text
  /// there for the body (`(?<=[a-z]{1,2}+)` holds after `x` in `xy`).
  private mutating func emitPossessiveStop(_ set: ScalarSet?) {
    if let set {
      append(.assertNotSet, register(set), 1)
    } else {
      append(.assert, AssertionKind.textEnd.rawValue, 1)
    }
  }

  /// `x{min,max}+` read right to left, for a look-around scan: it took exactly the units read
  /// so far when they are `max` units, or when there are `min` to `max - 1` of them and the
  /// unit after them (where the reverse reading started) is not an `x`: the stop check comes
  /// first, then the units. Only whether it matches counts here, not the order of the ways.
  private mutating func emitReversedPossessive(
    _ unit: PatternNode, _ set: ScalarSet?, minimum: Int, maximum: Int?
  ) {
    guard let maximum else {
      emitPossessiveStop(set)
      emitRepetition(unit, minimum: minimum, maximum: nil, greedy: true)
      return
    }
    guard maximum > minimum else {
      for _ in 0..<minimum { emit(unit) }
      return
    }
    let split = append(.split)
    instructions[split].x = here
    for _ in 0..<maximum { emit(unit) }
    let done = append(.jump)
    instructions[split].y = here
    emitPossessiveStop(set)
    emitRepetition(unit, minimum: minimum, maximum: maximum - 1, greedy: true)
    instructions[done].x = here
  }

  /// The ways each position of a folded string can be matched: the set of scalars whose full
  /// folding is the next one, two or three scalars of the string, and how many it covers.
  static func foldedSteps(_ folded: [UInt32], reversed: Bool = false) -> [[(
    set: ScalarSet, length: Int
  )]] {
    var steps: [[(set: ScalarSet, length: Int)]] = []
    for position in folded.indices {
      var options = [
        (set: ScalarSet(CaseFolding.variants(of: folded[position]).map { $0...$0 }), length: 1)
      ]
      for length in 2...3 where position + length <= folded.count {
        let piece = Array(folded[position..<position + length])
        if let owners = CaseFolding.foldingTo[reversed ? piece.reversed() : piece] {
          options.append((ScalarSet(owners.map { $0...$0 }), length))
        }
      }
      steps.append(options)
    }
    return steps
  }

  /// The instructions `emitFoldedString` emits.
  static func foldedStringSize(_ folded: [UInt32]) -> Int {
    foldedSteps(folded).reduce(0) { $0 + ($1.count == 1 ? 1 : 3 * $1.count - 1) }
  }

  /// A folded string as a small automaton: state j has matched j scalars of the folding; a
  /// text scalar advances it by the length of its own full folding when that is what comes
  /// next. Each text scalar has one folding, so at most one step applies (no ambiguity).
  private mutating func emitFoldedString(_ folded: [UInt32]) {
    let steps = Compiler.foldedSteps(reversed ? folded.reversed() : folded, reversed: reversed)
    var labels = [Int32](repeating: 0, count: folded.count + 1)
    var jumps: [(instruction: Int, state: Int)] = []
    for (state, options) in steps.enumerated() {
      labels[state] = here
      if options.count == 1 {
        emitSet(options[0].set)
        continue
      }
      for (index, option) in options.enumerated() {
        var split: Int? = nil
        if index < options.count - 1 {
          let instruction = append(.split)
          instructions[instruction].x = here
          split = instruction
        }
        emitSet(option.set)
        jumps.append((append(.jump), state + option.length))
        if let split { instructions[split].y = here }
      }
    }
    labels[folded.count] = here
    for jump in jumps { instructions[jump.instruction].x = labels[jump.state] }
  }

  private mutating func emitSet(_ set: ScalarSet) {
    if set.ranges.count == 1, set.ranges[0].lowerBound == set.ranges[0].upperBound {
      append(.scalar, Int32(set.ranges[0].lowerBound))
    } else if set.ranges == [0...ScalarSet.maxScalar] {
      append(.any)
    } else {
      append(.set, register(set))
    }
  }

  /// `(?s).`: any scalar, taking a CR LF pair as one, as ICU does:
  /// `[^\r] | \r (not before \n) | \r\n`.
  ///
  /// Right to left the same three branches read `[^\r] | (not between CR and LF) \r | \n \r`:
  /// the CR moves from before the inner split to after it, and the not-CRLF branch then joins
  /// the end before that CR.
  private mutating func emitDotAll() {
    let first = append(.split)
    instructions[first].x = here
    emitSet(ScalarSet([0...0x0C, 0x0E...ScalarSet.maxScalar]))
    let exitOne = append(.jump)
    instructions[first].y = here
    if !reversed { append(.scalar, 0x0D) }
    let second = append(.split)
    instructions[second].x = here
    append(.assert, AssertionKind.notInsideCRLF.rawValue)
    let exitTwo = append(.jump)
    instructions[second].y = here
    append(.scalar, 0x0A)
    instructions[exitTwo].x = here
    if reversed { append(.scalar, 0x0D) }
    instructions[exitOne].x = here
  }

  /// Points a split's preferred branch at `preferred` and the other at `other`.
  private mutating func setSplit(_ split: Int, preferred: Int32, other: Int32, greedy: Bool) {
    instructions[split].x = greedy ? preferred : other
    instructions[split].y = greedy ? other : preferred
  }

  private mutating func emitRepetition(
    _ body: PatternNode, minimum: Int, maximum: Int?, greedy: Bool
  ) {
    guard let maximum else {
      for _ in 0..<max(minimum - 1, 0) { emit(body) }
      let nullable = Compiler.isNullable(body)
      let slot = Int32(firstProgressSlot + progressSlots)
      if nullable { progressSlots += 1 }
      if minimum == 0 {
        // L: split B, exit; B: body; jump L; exit:
        let loop = here
        let split = append(.split)
        let bodyStart = here
        let check = emitLoopBody(body, nullable: nullable, slot: slot)
        append(.jump, loop)
        setSplit(split, preferred: bodyStart, other: here, greedy: greedy)
        if let check { instructions[check].y = here }
      } else {
        // L: body; split L, exit; exit:
        let loop = here
        let check = emitLoopBody(body, nullable: nullable, slot: slot)
        let split = append(.split)
        setSplit(split, preferred: loop, other: here, greedy: greedy)
        if let check { instructions[check].y = here }
      }
      return
    }
    for _ in 0..<minimum { emit(body) }
    var splits: [Int] = []
    for _ in minimum..<maximum {
      splits.append(append(.split))
      emit(body)
    }
    for split in splits {
      setSplit(split, preferred: Int32(split + 1), other: here, greedy: greedy)
    }
  }

  /// Emits one loop iteration; returns the progress check to patch with the loop exit.
  private mutating func emitLoopBody(_ body: PatternNode, nullable: Bool, slot: Int32) -> Int? {
    guard nullable else {
      emit(body)
      return nil
    }
    let start = append(.save, slot)
    emit(body)
    let check = append(.progressCheck, slot)
    loopBodies.append((start + 1..<check + 1, slot))
    return check
  }

  /// Whether `node` can match the empty string.
  static func isNullable(_ node: PatternNode) -> Bool {
    switch node.kind {
    case .empty, .assertion, .lookaround: return true
    case .scalar, .set, .dot, .foldedString: return false
    case .possessive(_, let minimum, _): return minimum == 0
    case .group(let body, _): return isNullable(body)
    case .concatenation(let items): return items.allSatisfy(isNullable)
    case .alternation(let branches): return branches.contains(where: isNullable)
    case .repetition(let body, let minimum, _, _): return minimum == 0 || isNullable(body)
    }
  }

  /// Whether every match must start at the start of the text.
  static func isAnchored(_ node: PatternNode) -> Bool {
    switch node.kind {
    case .assertion(let kind): return kind == .textStart
    case .group(let body, _): return isAnchored(body)
    case .concatenation(let items): return items.first.map(isAnchored) ?? false
    case .alternation(let branches): return branches.allSatisfy(isAnchored)
    case .repetition(let body, let minimum, _, _): return minimum > 0 && isAnchored(body)
    default: return false
    }
  }

  /// The scalars a match can begin with, found by following the empty transitions from the
  /// start; nil when a match can be empty or the set holds all of ASCII (no use as a filter).
  static func firstScalars(of program: Program, sets: [ScalarSet]) -> ScalarMatcher? {
    var seen = Set<Int>()
    var stack = [0]
    var ranges: [ClosedRange<UInt32>] = []
    while let pc = stack.popLast() {
      guard seen.insert(pc).inserted else { continue }
      let instruction = program.instructions[pc]
      switch instruction.opcode {
      case .scalar: ranges.append(UInt32(instruction.x)...UInt32(instruction.x))
      case .set: ranges.append(contentsOf: sets[Int(instruction.x)].ranges)
      case .any, .anyExceptTerminator, .match: return nil
      case .split, .progressCheck:
        stack.append(Int(instruction.y))
        stack.append(instruction.opcode == .split ? Int(instruction.x) : pc + 1)
      case .jump: stack.append(Int(instruction.x))
      case .save, .assert, .assertNotSet, .lookaround: stack.append(pc + 1)
      }
    }
    let set = ScalarSet(ranges)
    if set.ranges.first == 0...ScalarSet.maxScalar { return nil }
    if let first = set.ranges.first, first.lowerBound == 0, first.upperBound >= 127 { return nil }
    return ScalarMatcher(set)
  }
}
