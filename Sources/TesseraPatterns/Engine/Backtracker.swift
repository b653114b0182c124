/// A backtracking executor that never visits an (instruction, position) pair twice, so it is
/// linear like the Pike VM but cheaper to start, which pays on short texts such as form
/// fields. Used for texts up to `maxTextLength` code units whose visited bitset
/// (program size × (text length + 1) bits) fits in `maxVisitedBits`; on longer texts the
/// bitset outgrows the caches and the Pike VM is as fast (measured by tessera-bench). The
/// lazy DFAs also use it, with a larger bitset, to find the captures of a match they located.
/// - Complexity: O(program size × text length) time and bits of memory.
enum Backtracker {
  /// The largest visited bitset, in bits (32 KiB), the budget of RE2's BitState engine.
  static let maxVisitedBits = 256 * 1024
  /// The longest text the backtracker runs on.
  static let maxTextLength = 2048

  /// Whether the backtracker may run `program` on a text of `length` code units.
  static func fits(_ program: Program, length: Int) -> Bool {
    length <= maxTextLength && program.stateCount * (length + 1) <= maxVisitedBits
  }

  /// Searches from `start`; returns the slots of the match, or nil.
  static func search(_ program: Program, _ input: TextInput, from start: Int, mode: SearchMode)
    -> [Int]?
  {
    search(program, input, from: start, mode: mode) { Array($0) }
  }

  /// Searches from `start`; returns what `found` makes of the match's slots, which it reads
  /// in the search's temporary memory (so a short search need allocate nothing), or nil.
  /// Inlined, so that `found` is too: a call would retain what it captures.
  @inline(__always)
  static func search<Result>(
    _ program: Program, _ input: TextInput, from start: Int, mode: SearchMode,
    _ found: (UnsafeBufferPointer<Int>) -> Result
  ) -> Result? {
    search(program, input, from: start, mode: mode, steps: nil, found)
  }

  /// `search`, adding the steps taken (states visited, and the words of the visited bitset)
  /// to `steps` when given, for the look-around budget and the tests of the bound.
  @inline(__always)
  static func search<Result>(
    _ program: Program, _ input: TextInput, from start: Int, mode: SearchMode,
    steps: UnsafeMutablePointer<Int>?, _ found: (UnsafeBufferPointer<Int>) -> Result
  ) -> Result? {
    let anchored = mode.anchored || program.anchoredStart
    // The filter is read in place (optional chaining borrows it): a copy would retain its
    // arrays on every search.
    if anchored, program.firstScalars != nil {
      // Only a match starting here counts, and it must start with one of these: a value
      // that fails on its first character costs no search state.
      guard start < input.count,
        program.firstScalars?.admits(input.scalar(at: start).value) ?? true
      else { return nil }
    }
    let words = (program.stateCount * (input.count + 1) + 63) / 64
    let slotCount = program.slotCount
    // The visited bits and the slots in one temporary allocation (both are words).
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: words + slotCount) { memory in
      let base = memory.baseAddress.unsafelyUnwrapped
      base.initialize(repeating: 0, count: words)
      (base + words).initialize(repeating: -1, count: slotCount)
      let visited = UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt64.self)
      let slots = UnsafeMutableBufferPointer(start: base + words, count: slotCount)
      return withUnsafeTemporaryAllocation(of: Frame.self, capacity: Run.inlineFrames) {
        frames in
        program.withView { view in
          var run = Run(
            view: view, input: input,
            visited: UnsafeMutableBufferPointer(start: visited, count: words), slots: slots,
            frames: frames, requiredEnd: mode.requiredEnd(input.count))
          defer {
            run.release()
            if let steps { Backtracker.count(run.visited, into: steps) }
          }
          var position = start
          while true {
            if !anchored, program.firstScalars != nil {
              position = input.nextCandidate(from: position, program.firstScalars.unsafelyUnwrapped)
              if position >= input.count { return nil }
            }
            let skip = program.startsAtLineStart && input.isInsideCRLF(position)
            if !skip, run.attempt(at: position) { return found(UnsafeBufferPointer(slots)) }
            if anchored || position >= input.count { return nil }
            position += input.scalar(at: position).length
          }
        }
      }
    }
  }

  /// Adds a search's steps to `steps`: the states it visited, each of which set one bit of
  /// `visited` (counted after, not in the loop), and the bitset's words.
  @inline(never)
  static func count(
    _ visited: UnsafeMutableBufferPointer<UInt64>, into steps: UnsafeMutablePointer<Int>
  ) {
    var visits = 0
    for word in visited { visits &+= word.nonzeroBitCount }
    steps.pointee += visits + visited.count
  }

  /// One search's state.
  private struct Run {
    let view: ProgramView
    let input: TextInput
    let visited: UnsafeMutableBufferPointer<UInt64>
    let slots: UnsafeMutableBufferPointer<Int>
    /// Where a match must end, or -1.
    let requiredEnd: Int
    /// The job stack: the first `inlineFrames` jobs in a temporary buffer, the rest spilled
    /// to an array, so short searches allocate nothing.
    static let inlineFrames = 64
    let frames: UnsafeMutableBufferPointer<Frame>
    var depth = 0
    /// Jobs past the inline buffer, in a buffer that doubles as it fills.
    var spilled: UnsafeMutablePointer<Frame>? = nil
    var spilledCount = 0
    var spilledCapacity = 0

    /// Frees the spilled jobs' buffer.
    mutating func release() {
      spilled?.deallocate()
      spilled = nil
      spilledCount = 0
      spilledCapacity = 0
    }

    init(
      view: ProgramView, input: TextInput, visited: UnsafeMutableBufferPointer<UInt64>,
      slots: UnsafeMutableBufferPointer<Int>, frames: UnsafeMutableBufferPointer<Frame>,
      requiredEnd: Int
    ) {
      self.view = view
      self.input = input
      self.visited = visited
      self.slots = slots
      self.frames = frames
      self.requiredEnd = requiredEnd
    }

    @inline(__always)
    mutating func push(_ frame: Frame) {
      if depth < Run.inlineFrames {
        frames[depth] = frame
        depth &+= 1
      } else {
        if spilledCount == spilledCapacity {
          let capacity = max(256, spilledCapacity * 2)
          let grown = UnsafeMutablePointer<Frame>.allocate(capacity: capacity)
          if let spilled {
            grown.moveInitialize(from: spilled, count: spilledCount)
            spilled.deallocate()
          }
          spilled = grown
          spilledCapacity = capacity
        }
        spilled.unsafelyUnwrapped[spilledCount] = frame
        spilledCount &+= 1
      }
    }

    /// The job on top of the stack, or nil when it is empty.
    @inline(__always)
    func top() -> UnsafeMutablePointer<Frame>? {
      if spilledCount > 0 { return spilled.unsafelyUnwrapped + (spilledCount &- 1) }
      guard depth > 0 else { return nil }
      return frames.baseAddress.unsafelyUnwrapped + (depth &- 1)
    }

    /// Pushes "explore `pc` at `position`". A greedy loop over one scalar pushes its exit at
    /// every position it passes (`a+` on a long run of `a`), so a job for the same `pc` one
    /// unit after the job on top extends that job into a run instead: a run job in `slot`
    /// counts the positions below `value` it also stands for, popped highest first. The
    /// stack's order is unchanged; its memory stays constant instead of growing with the text.
    @inline(__always)
    mutating func pushAlternative(_ pc: Int32, at position: Int) {
      if let top = top(), top.pointee.pc == pc, top.pointee.value &+ 1 == position,
        top.pointee.slot < Int32.max
      {
        top.pointee.slot &+= 1
        top.pointee.value = position
        return
      }
      push(Frame(pc: pc, slot: 0, value: position))
    }

    @inline(__always)
    mutating func pop() -> Frame? {
      guard let top = top() else { return nil }
      let frame = top.pointee
      if frame.pc >= 0, frame.slot > 0 {
        // A run job: hand out its highest position and keep the rest on the stack.
        top.pointee.slot &-= 1
        top.pointee.value &-= 1
        return Frame(pc: frame.pc, slot: 0, value: frame.value)
      }
      if spilledCount > 0 {
        spilledCount &-= 1
      } else {
        depth &-= 1
      }
      return frame
    }

    /// Explores from `start` in priority order; leaves the match in `slots` and returns true.
    @inline(__always)
    mutating func attempt(at start: Int) -> Bool {
      let stride = input.count + 1
      let code = view.code
      push(Frame(pc: 0, slot: 0, value: start))
      while let frame = pop() {
        if frame.pc < 0 {
          slots[Int(frame.slot)] = frame.value
          continue
        }
        var pc = Int(frame.pc)
        var position = frame.value
        explore: while true {
          let key = view.state(pc, slots, position) &* stride &+ position
          let word = key &>> 6
          let bit = UInt64(1) &<< UInt64(key & 63)
          if visited[word] & bit != 0 { break }
          visited[word] |= bit
          let instruction = code[pc]
          switch instruction.opcode {
          case .scalar, .set, .any, .anyExceptTerminator:
            guard position < input.count else { break }
            let (value, length) = input.scalar(at: position)
            guard view.consumes(instruction, value) else { break }
            pc &+= 1
            position &+= length
            continue
          case .split:
            pushAlternative(instruction.y, at: position)
            let loop = Int(instruction.x)
            // `a*` is `split body, body, jump split`; `a+` ends in `body, split body`.
            // The exit test first: it reads no other instruction.
            let greedyStar =
              Int(instruction.y) == pc &+ 3 && loop == pc &+ 1
              && code[pc &+ 2].opcode == .jump && Int(code[pc &+ 2].x) == pc
            let greedyPlus = loop == pc &- 1  // the back edge of a greedy `a+`
            if greedyStar || greedyPlus,
              code[loop].opcode.rawValue <= Opcode.anyExceptTerminator.rawValue
            {
              // A greedy `a*`'s body and jump are reached only through this split, so marking
              // the split at each position marks the iteration. At `a+`'s back edge the body
              // is marked too, visiting the same states in the same order as the steps below
              // would.
              let body = code[loop]
              let split = pc
              while true {
                if greedyPlus {
                  let bodyKey = view.state(loop, slots, position) &* stride &+ position
                  let bodyBit = UInt64(1) &<< UInt64(bodyKey & 63)
                  if visited[bodyKey &>> 6] & bodyBit != 0 { break explore }
                  visited[bodyKey &>> 6] |= bodyBit
                }
                guard position < input.count else { break explore }
                let (value, length) = input.scalar(at: position)
                guard view.consumes(body, value) else { break explore }
                position &+= length
                let splitKey = view.state(split, slots, position) &* stride &+ position
                let splitBit = UInt64(1) &<< UInt64(splitKey & 63)
                if visited[splitKey &>> 6] & splitBit != 0 { break explore }
                visited[splitKey &>> 6] |= splitBit
                pushAlternative(instruction.y, at: position)
              }
            }
            pc = loop
            continue
          case .jump:
            pc = Int(instruction.x)
            continue
          case .save:
            let slot = Int(instruction.x)
            push(Frame(pc: -1, slot: instruction.x, value: slots[slot]))
            slots[slot] = position
            pc &+= 1
            continue
          case .assert:
            guard
              input.holds(instruction.x, at: position)
                || (instruction.y != 0 && position == requiredEnd)
            else { break }
            pc &+= 1
            continue
          case .assertNotSet:
            guard
              position == requiredEnd || view.notFollowedBy(set: instruction.x, input, at: position)
            else { break }
            pc &+= 1
            continue
          case .lookaround:
            guard input.lookaroundHolds(instruction.x, negative: instruction.y, at: position)
            else { break }
            pc &+= 1
            continue
          case .progressCheck:
            pc = slots[Int(instruction.x)] == position ? Int(instruction.y) : pc &+ 1
            continue
          case .match:
            guard requiredEnd < 0 || position == requiredEnd else { break }
            depth = 0
            spilledCount = 0
            return true
          }
          break
        }
      }
      return false
    }
  }
}
