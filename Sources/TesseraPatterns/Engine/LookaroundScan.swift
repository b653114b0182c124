/// Evaluates look-arounds for `LookaroundAnswers`. At one position: the body matched once,
/// anchored there, without captures, stopping at its first way to match. At every position
/// in one pass (Barrière and Pit-Claudel, "Linear Matching of JavaScript Regular
/// Expressions", PLDI 2024): a set of NFA states, without captures, read in one direction
/// with a new thread started at every position. A look-behind's body is read left to right,
/// and a match reached at p means the body matches text ending at p; a look-ahead's body,
/// reversed, is read right to left, and a match reached at p means the body matches text
/// starting at p. Assertions (anchors, `\b`, inner look-arounds, answered on demand) are
/// evaluated at absolute positions, so they read the same in both directions.
/// - Complexity: O(program size × text length) time, O(program size) memory besides the
///   tables.
enum LookaroundScan {
  /// Finds look-around `index`'s answer at `position` and records it in `answers`
  /// (`CompiledPattern.Storage.answer`).
  @inline(never)
  static func answer(
    _ index: Int, at position: Int, _ input: TextInput, _ answers: LookaroundAnswers
  ) {
    answers.owner._withUnsafeGuaranteedRef { $0.answer(index, at: position, input, answers) }
  }

  /// Where the nearest text before `end` that the body of a look-behind matches starts, by
  /// its reversed program read right to left from `end`: ICU tries the starts nearest to the
  /// look-behind's position first. Nil when none does.
  /// - Complexity: O(program size × length of the longest match), bounded for a look-behind.
  static func nearestStart(_ reversed: Program, _ input: TextInput, end: Int) -> Int? {
    var found: Int? = nil
    scan(reversed, input, reverse: true, from: end) { position in
      if found == nil { found = position }
    }
    return found
  }

  /// Whether look-around `index`'s body matches at `position`, found the slow way, by
  /// matching it from `position` (ahead) or from every start before it (behind): the oracle
  /// the tests and the fuzzer check the tables against. `input` must carry the tables of
  /// the look-arounds inside it.
  /// - Complexity: O(program size × text length²).
  static func directlyMatches(
    _ program: Program, _ index: Int, _ input: TextInput, at position: Int
  ) -> Bool {
    let lookaround = program.lookarounds[index]
    if lookaround.ahead {
      let mode = SearchMode(anchored: true, requireEnd: false, earliest: true)
      return PikeVM.search(lookaround.forward, input, from: position, mode: mode) != nil
    }
    var mode = SearchMode(anchored: true, requireEnd: true, earliest: true)
    mode.end = position
    var start = 0
    while start <= position {
      if PikeVM.search(lookaround.forward, input, from: start, mode: mode) != nil { return true }
      guard start < input.count else { break }
      start += input.scalar(at: start).length
    }
    return false
  }

  /// Runs `program` over the text, left to right or (`reverse`) right to left, starting a
  /// thread at every position (or only at `from`), and calls `mark` with every position
  /// where a thread reaches `match`, in reading order (only the first with `firstOnly`).
  /// Returns the steps taken.
  ///
  /// ICU ends the text where a look-behind is for its body, so a possessive repetition in
  /// the body also stops there. Read right to left from `from`, a possessive stop holds at
  /// `from`. Read left to right with `endsAnywhere`, where the look-behind is, is not known
  /// yet: at each possessive stop a thread also goes on in an "ended" mode that holds every
  /// later stop and consumes nothing, so it marks this position if the rest of the body can
  /// match the empty string here; the states are doubled for the mode.
  /// Not inlined: inlined, the closures inside would have each caller copy the program (a
  /// retain per array) where a call borrows it.
  @discardableResult
  @inline(never)
  static func scan(
    _ program: Program, _ input: TextInput, reverse: Bool, from anchor: Int?,
    endsAnywhere: Bool = false, firstOnly: Bool = false, mark: (Int) -> Void
  ) -> Int {
    let size = 2 * program.instructions.count
    // marks, two state lists, the closure stack.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * size) { memory in
      // Only the marks need a value: the lists and the stack are written before read.
      let base = memory.baseAddress.unsafelyUnwrapped
      base.initialize(repeating: -1, count: size)
      return program.withView { view in
        var scan = Scan(
          view: view, input: input, marks: base, current: base + size, next: base + 2 * size,
          stack: base + 3 * size)
        scan.endsAnywhere = endsAnywhere
        scan.limit = reverse ? (anchor ?? -1) : -1
        scan.firstOnly = firstOnly
        return scan.run(reverse: reverse, anchor: anchor, mark: mark)
      }
    }
  }

  private struct Scan {
    let view: ProgramView
    let input: TextInput
    /// `marks[pc] == generation` when `pc` is already on the list for this position.
    let marks: UnsafeMutablePointer<Int>
    var current: UnsafeMutablePointer<Int>
    var next: UnsafeMutablePointer<Int>
    let stack: UnsafeMutablePointer<Int>
    var currentCount = 0
    var nextCount = 0
    var steps = 0
    /// Possessive stops also continue in the ended mode (a look-behind's body, read forward).
    var endsAnywhere = false
    /// Where possessive stops hold regardless of the text (a look-behind's position), or -1.
    var limit = -1
    /// Stop at the first position marked.
    var firstOnly = false

    init(
      view: ProgramView, input: TextInput, marks: UnsafeMutablePointer<Int>,
      current: UnsafeMutablePointer<Int>, next: UnsafeMutablePointer<Int>,
      stack: UnsafeMutablePointer<Int>
    ) {
      self.view = view
      self.input = input
      self.marks = marks
      self.current = current
      self.next = next
      self.stack = stack
    }

    mutating func run(reverse: Bool, anchor: Int?, mark: (Int) -> Void) -> Int {
      var position = anchor ?? (reverse ? input.count : 0)
      var generation = 0
      while true {
        if anchor == nil || position == anchor {
          add(0, at: position, generation: generation, toNext: false)
        }
        if currentCount == 0, anchor != nil { break }
        let atEnd = reverse ? position == 0 : position >= input.count
        var value = UInt32.max
        var nextPosition = position
        if !atEnd {
          if reverse {
            (value, nextPosition) = input.scalar(before: position)
          } else {
            let (scalar, length) = input.scalar(at: position)
            value = scalar
            nextPosition = position + length
          }
        }
        var matched = false
        nextCount = 0
        for index in 0..<currentCount {
          let state = current[index]
          let pc = state >> 1
          let instruction = view.code[pc]
          steps &+= 1
          if instruction.opcode == .match {
            matched = true
            continue
          }
          // An ended thread consumes nothing.
          guard state & 1 == 0, !atEnd, view.consumes(instruction, value) else { continue }
          add(2 * (pc + 1), at: nextPosition, generation: generation + 1, toNext: true)
        }
        if matched {
          mark(position)
          if firstOnly { break }
        }
        if atEnd { break }
        swap(&current, &next)
        currentCount = nextCount
        position = nextPosition
        generation += 1
      }
      return steps
    }

    /// Follows the empty transitions from state `start` (pc × 2 + ended) at `position`, adding
    /// the states that consume or match. Captures do not matter here, so a save is a no-op
    /// and a progress check may both stay in its loop and leave it (staying leads back to
    /// states already visited at this position).
    @inline(__always)
    mutating func add(_ start: Int, at position: Int, generation: Int, toNext: Bool) {
      let code = view.code
      stack[0] = start
      var depth = 1
      while depth > 0 {
        depth -= 1
        var state = stack[depth]
        while true {
          if marks[state] == generation { break }
          marks[state] = generation
          steps &+= 1
          let pc = state >> 1
          let ended = state & 1
          let instruction = code[pc]
          switch instruction.opcode {
          case .jump:
            state = 2 * Int(instruction.x) + ended
            continue
          case .split, .progressCheck:
            stack[depth] = 2 * Int(instruction.y) + ended
            depth += 1
            state = instruction.opcode == .split ? 2 * Int(instruction.x) + ended : state + 2
            continue
          case .save:
            state += 2
            continue
          case .assert:
            let stop = instruction.y != 0
            if stop, ended == 1 || position == limit {
              state += 2
              continue
            }
            if stop, endsAnywhere {
              stack[depth] = state + 3
              depth += 1
            }
            if input.holds(instruction.x, at: position) {
              state += 2
              continue
            }
          case .assertNotSet:
            if ended == 1 || position == limit {
              state += 2
              continue
            }
            if endsAnywhere {
              stack[depth] = state + 3
              depth += 1
            }
            if view.notFollowedBy(set: instruction.x, input, at: position) {
              state += 2
              continue
            }
          case .lookaround:
            if input.lookaroundHolds(instruction.x, negative: instruction.y, at: position) {
              state += 2
              continue
            }
          case .scalar, .set, .any, .anyExceptTerminator, .match:
            if toNext {
              next[nextCount] = state
              nextCount += 1
            } else {
              current[currentCount] = state
              currentCount += 1
            }
          }
          break
        }
      }
    }
  }
}
