/// Thompson-NFA simulation with submatch tracking (a Pike VM). Threads advance in lockstep, one
/// code point at a time, in priority order, so the result is the leftmost match a backtracking
/// engine would pick, and each (instruction, position) pair is visited at most once.
/// - Complexity: O(program size × text length) time, O(program size × slots) memory.
enum PikeVM {
  /// Searches from `start`; returns the slots of the match, or nil. Adds the steps taken
  /// (states visited, threads stepped) to `steps` when given, for the tests of the bound.
  static func search(
    _ program: Program, _ input: TextInput, from start: Int, mode: SearchMode,
    steps: UnsafeMutablePointer<Int>? = nil
  ) -> [Int]? {
    let size = program.stateCount
    let slotCount = program.slotCount
    // marks, two pc lists, two slot tables, scratch, the best match's slots.
    let total = size * 3 + 2 * size * slotCount + 2 * slotCount
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: total) { memory in
      memory.initialize(repeating: -1)
      guard let base = memory.baseAddress else { return nil }
      // Each instruction is visited once per closure and pushes at most one frame.
      return withUnsafeTemporaryAllocation(of: Frame.self, capacity: size + 1) { stack in
        program.withView { view in
          var machine = Machine(
            view: view, input: input, slotCount: slotCount,
            marks: UnsafeMutableBufferPointer(start: base, count: size),
            current: ThreadList(
              pcs: base + size, slots: base + 3 * size, slotCount: slotCount),
            next: ThreadList(
              pcs: base + 2 * size, slots: base + 3 * size + size * slotCount,
              slotCount: slotCount),
            scratch: UnsafeMutableBufferPointer(
              start: base + 3 * size + 2 * size * slotCount, count: slotCount),
            best: UnsafeMutableBufferPointer(
              start: base + 3 * size + 2 * size * slotCount + slotCount, count: slotCount),
            stack: stack)
          machine.limit = mode.requireEnd ? mode.end : -1
          let found = machine.run(
            from: start, mode: mode, anchored: mode.anchored || program.anchoredStart,
            filter: program.firstScalars, lineStarts: program.startsAtLineStart)
          steps?.pointee += machine.steps
          return found
        }
      }
    }
  }

  /// Threads in priority order: their pcs and their slots.
  private struct ThreadList {
    var pcs: UnsafeMutablePointer<Int>
    var slots: UnsafeMutablePointer<Int>
    let slotCount: Int
    var count = 0

    init(pcs: UnsafeMutablePointer<Int>, slots: UnsafeMutablePointer<Int>, slotCount: Int) {
      self.pcs = pcs
      self.slots = slots
      self.slotCount = slotCount
    }

    @inline(__always)
    mutating func append(_ pc: Int, _ scratch: UnsafeMutableBufferPointer<Int>) {
      pcs[count] = pc
      let target = slots + count * slotCount
      for slot in 0..<slotCount { target[slot] = scratch[slot] }
      count += 1
    }
  }

  private struct Machine {
    let view: ProgramView
    let input: TextInput
    let slotCount: Int
    /// `marks[pc] == generation` when `pc` is already on the list being built.
    let marks: UnsafeMutableBufferPointer<Int>
    var current: ThreadList
    var next: ThreadList
    let scratch: UnsafeMutableBufferPointer<Int>
    /// The slots of the best match so far.
    let best: UnsafeMutableBufferPointer<Int>
    let stack: UnsafeMutableBufferPointer<Frame>
    var steps = 0
    /// Where a look-behind's body must end (`SearchMode.end`), which possessive stops treat
    /// as the end of the text; -1 otherwise.
    var limit = -1

    init(
      view: ProgramView, input: TextInput, slotCount: Int, marks: UnsafeMutableBufferPointer<Int>,
      current: ThreadList, next: ThreadList, scratch: UnsafeMutableBufferPointer<Int>,
      best: UnsafeMutableBufferPointer<Int>, stack: UnsafeMutableBufferPointer<Frame>
    ) {
      self.view = view
      self.input = input
      self.slotCount = slotCount
      self.marks = marks
      self.current = current
      self.next = next
      self.scratch = scratch
      self.best = best
      self.stack = stack
    }

    mutating func run(
      from start: Int, mode: SearchMode, anchored: Bool, filter: ScalarMatcher?, lineStarts: Bool
    ) -> [Int]? {
      var position = start
      var matched = false
      let code = view.code
      let requiredEnd = mode.requiredEnd(input.count)
      while true {
        if !matched, !anchored || position == start {
          var starts = true
          if !anchored, let filter {
            if current.count == 0 {
              position = input.nextCandidate(from: position, filter)
              if position >= input.count { break }
            } else {
              // A match cannot start here unless the filter admits this character.
              starts =
                position < input.count && filter.contains(input.scalar(at: position).value)
            }
          }
          if lineStarts, input.isInsideCRLF(position) { starts = false }
          if starts {
            for slot in 0..<slotCount { scratch[slot] = -1 }
            addThread(pc: 0, at: position, generation: position, toNext: false)
          }
        }
        if current.count == 0 {
          // Every thread died: done if a match was found or none may start later.
          if matched || anchored || position >= input.count { break }
          position += input.scalar(at: position).length
          continue
        }
        var value = UInt32.max
        var length = 0
        if position < input.count { (value, length) = input.scalar(at: position) }
        next.count = 0
        let nextPosition = position + length
        var index = 0
        while index < current.count {
          let pc = current.pcs[index]
          let instruction = code[pc]
          let threadSlots = current.slots + index * slotCount
          index += 1
          steps &+= 1
          if instruction.opcode == .match {
            if requiredEnd >= 0, position != requiredEnd { continue }
            for slot in 0..<slotCount { best[slot] = threadSlots[slot] }
            matched = true
            break
          }
          guard length > 0, view.consumes(instruction, value) else { continue }
          for slot in 0..<slotCount { scratch[slot] = threadSlots[slot] }
          addThread(pc: pc + 1, at: nextPosition, generation: nextPosition, toNext: true)
        }
        if matched, mode.earliest { break }
        swap(&current, &next)
        if position >= input.count { break }
        position = nextPosition
      }
      return matched ? Array(best) : nil
    }

    /// Follows empty transitions from `pc` at `position` and adds the threads that consume (or
    /// match) to the list being built, in priority order, with the slots in `scratch`.
    @inline(__always)
    mutating func addThread(pc start: Int, at position: Int, generation: Int, toNext: Bool) {
      let code = view.code
      stack[0] = Frame(pc: Int32(start), slot: 0, value: 0)
      var depth = 1
      while depth > 0 {
        depth -= 1
        let frame = stack[depth]
        if frame.pc < 0 {
          scratch[Int(frame.slot)] = frame.value
          continue
        }
        var pc = Int(frame.pc)
        while true {
          let state = view.state(pc, scratch, position)
          if marks[state] == generation { break }
          marks[state] = generation
          steps &+= 1
          let instruction = code[pc]
          switch instruction.opcode {
          case .jump:
            pc = Int(instruction.x)
            continue
          case .split:
            stack[depth] = Frame(pc: instruction.y, slot: 0, value: 0)
            depth += 1
            pc = Int(instruction.x)
            continue
          case .save:
            let slot = Int(instruction.x)
            stack[depth] = Frame(pc: -1, slot: instruction.x, value: scratch[slot])
            depth += 1
            scratch[slot] = position
            pc += 1
            continue
          case .assert:
            if input.holds(instruction.x, at: position)
              || (instruction.y != 0 && position == limit)
            {
              pc += 1
              continue
            }
          case .assertNotSet:
            if position == limit || view.notFollowedBy(set: instruction.x, input, at: position) {
              pc += 1
              continue
            }
          case .lookaround:
            if input.lookaroundHolds(instruction.x, negative: instruction.y, at: position) {
              pc += 1
              continue
            }
          case .progressCheck:
            pc = scratch[Int(instruction.x)] == position ? Int(instruction.y) : pc + 1
            continue
          case .scalar, .set, .any, .anyExceptTerminator, .match:
            if toNext { next.append(pc, scratch) } else { current.append(pc, scratch) }
          }
          break
        }
      }
    }
  }
}
