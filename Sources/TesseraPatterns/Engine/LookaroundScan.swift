/// Evaluates a look-around at every position of the text in one pass (Barrière and
/// Pit-Claudel, "Linear Matching of JavaScript Regular Expressions", PLDI 2024): a set of NFA
/// states, without captures, read in one direction with a new thread started at every
/// position. A look-behind's body is read left to right, and a match reached at p means the
/// body matches text ending at p; a look-ahead's body, reversed, is read right to left, and a
/// match reached at p means the body matches text starting at p. Assertions (anchors, `\b`,
/// inner look-arounds, whose tables are filled first) are evaluated at absolute positions,
/// so they read the same in both directions.
/// - Complexity: O(program size × text length) time, O(program size) memory besides the
///   table.
enum LookaroundScan {
  /// Fills the tables of all of `program`'s look-arounds, innermost first, into `tables`
  /// (`bitmapWords` words each, zeroed); `input.lookarounds` must already point at them.
  /// Returns the steps taken (states visited and scalars tested), for the tests of the bound.
  @discardableResult
  static func fillTables(
    _ program: Program, _ input: TextInput, _ tables: UnsafeMutableBufferPointer<UInt64>
  ) -> Int {
    var steps = 0
    for (index, lookaround) in program.lookarounds.enumerated() {
      let table = tables.baseAddress.unsafelyUnwrapped + index * input.bitmapWords
      steps += scan(
        lookaround.scan, input, reverse: lookaround.ahead, from: nil,
        mark: { position in table[position >> 6] |= 1 << UInt64(position & 63) })
    }
    return steps
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

  /// Runs `program` over the text, left to right or (`reverse`) right to left, starting a
  /// thread at every position (or only at `from`), and calls `mark` with every position
  /// where a thread reaches `match`, in reading order. Returns the steps taken.
  @discardableResult
  static func scan(
    _ program: Program, _ input: TextInput, reverse: Bool, from anchor: Int?,
    mark: (Int) -> Void
  ) -> Int {
    let size = program.instructions.count
    // marks, two pc lists, the closure stack.
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * size) { memory in
      memory.initialize(repeating: -1)
      let base = memory.baseAddress.unsafelyUnwrapped
      return program.withView { view in
        var scan = Scan(
          view: view, input: input, marks: base, current: base + size, next: base + 2 * size,
          stack: base + 3 * size)
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
          let pc = current[index]
          let instruction = view.code[pc]
          steps &+= 1
          if instruction.opcode == .match {
            matched = true
            continue
          }
          guard !atEnd, view.consumes(instruction, value) else { continue }
          add(pc + 1, at: nextPosition, generation: generation + 1, toNext: true)
        }
        if matched { mark(position) }
        if atEnd { break }
        swap(&current, &next)
        currentCount = nextCount
        position = nextPosition
        generation += 1
      }
      return steps
    }

    /// Follows the empty transitions from `start` at `position`, adding the states that
    /// consume or match. Captures do not matter here, so a save is a no-op and a progress
    /// check may both stay in its loop and leave it (staying leads back to states already
    /// visited at this position).
    @inline(__always)
    mutating func add(_ start: Int, at position: Int, generation: Int, toNext: Bool) {
      let code = view.code
      stack[0] = start
      var depth = 1
      while depth > 0 {
        depth -= 1
        var pc = stack[depth]
        while true {
          if marks[pc] == generation { break }
          marks[pc] = generation
          steps &+= 1
          let instruction = code[pc]
          switch instruction.opcode {
          case .jump:
            pc = Int(instruction.x)
            continue
          case .split, .progressCheck:
            stack[depth] = Int(instruction.y)
            depth += 1
            pc = instruction.opcode == .split ? Int(instruction.x) : pc + 1
            continue
          case .save:
            pc += 1
            continue
          case .assert:
            if input.holds(instruction.x, at: position) {
              pc += 1
              continue
            }
          case .assertNotSet:
            if view.notFollowedBy(set: instruction.x, input, at: position) {
              pc += 1
              continue
            }
          case .lookaround:
            if input.lookaroundHolds(instruction.x, negative: instruction.y, at: position) {
              pc += 1
              continue
            }
          case .scalar, .set, .any, .anyExceptTerminator, .match:
            if toNext {
              next[nextCount] = pc
              nextCount += 1
            } else {
              current[currentCount] = pc
              currentCount += 1
            }
          }
          break
        }
      }
    }
  }
}
