/// Turns a checked `PatternNode` tree into a `Program` for the Pike VM and the backtracker.
/// Counted repetitions are expanded (`x{2,4}` is `x x (x (x)?)?`); a loop whose body can match
/// the empty string gets a progress check so an empty iteration leaves the loop, as ICU does.
struct Compiler {
  private var instructions: [Instruction] = []
  private var sets: [ScalarMatcher] = []
  private var setIndex: [ScalarSet: Int32] = [:]
  private var progressSlots = 0
  private let firstProgressSlot: Int

  private init(captureCount: Int) {
    firstProgressSlot = 2 + 2 * captureCount
  }

  /// Compiles a parsed pattern that passed the `SemanticChecker`.
  /// - Complexity: O(program size).
  static func compile(_ pattern: ParsedPattern) -> Program {
    var compiler = Compiler(captureCount: pattern.captureCount)
    compiler.append(.save, 0)
    compiler.emit(pattern.root)
    compiler.append(.save, 1)
    compiler.append(.match)
    let anchored = isAnchored(pattern.root)
    var program = Program(
      instructions: compiler.instructions, sets: compiler.sets,
      slotCount: compiler.firstProgressSlot + compiler.progressSlots,
      captureCount: pattern.captureCount, names: pattern.names, anchoredStart: anchored,
      firstScalars: nil)
    if !anchored { program.firstScalars = firstScalars(of: program, sets: compiler.setList) }
    program.asciiBits = compiler.sets.flatMap { [$0.low, $0.high] }
    return program
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
    }
  }

  private mutating func emitSet(_ set: ScalarSet) {
    if set.ranges.count == 1, set.ranges[0].lowerBound == set.ranges[0].upperBound {
      append(.scalar, Int32(set.ranges[0].lowerBound))
    } else if set.ranges == [0...ScalarSet.maxScalar] {
      append(.any)
    } else {
      let index: Int32
      if let existing = setIndex[set] {
        index = existing
      } else {
        index = Int32(sets.count)
        sets.append(ScalarMatcher(set))
        setIndex[set] = index
      }
      append(.set, index)
    }
  }

  /// `(?s).`: any scalar, taking a CR LF pair as one, as ICU does:
  /// `[^\r] | \r (not before \n) | \r\n`.
  private mutating func emitDotAll() {
    let first = append(.split)
    instructions[first].x = here
    emitSet(ScalarSet([0...0x0C, 0x0E...ScalarSet.maxScalar]))
    let exitOne = append(.jump)
    instructions[first].y = here
    append(.scalar, 0x0D)
    let second = append(.split)
    instructions[second].x = here
    append(.assert, AssertionKind.notInsideCRLF.rawValue)
    let exitTwo = append(.jump)
    instructions[second].y = here
    append(.scalar, 0x0A)
    instructions[exitOne].x = here
    instructions[exitTwo].x = here
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
    append(.save, slot)
    emit(body)
    return append(.progressCheck, slot)
  }

  /// Whether `node` can match the empty string.
  static func isNullable(_ node: PatternNode) -> Bool {
    switch node.kind {
    case .empty, .assertion: return true
    case .scalar, .set, .dot: return false
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
      case .save, .assert: stack.append(pc + 1)
      }
    }
    let set = ScalarSet(ranges)
    if set.ranges.first == 0...ScalarSet.maxScalar { return nil }
    if let first = set.ranges.first, first.lowerBound == 0, first.upperBound >= 127 { return nil }
    return ScalarMatcher(set)
  }
}
