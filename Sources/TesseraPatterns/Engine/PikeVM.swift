/// Thompson-NFA simulation with submatch tracking (a Pike VM). Threads advance in lockstep, one
/// code point at a time, in priority order, so the result is the leftmost match a backtracking
/// engine would pick, and each (instruction, position) pair is visited at most once.
/// - Complexity: O(program size × text length) time, O(program size × slots) memory.
struct PikeVM {
  private let program: Program
  private let input: TextInput
  private let slotCount: Int
  /// `marks[pc] == generation` when `pc` is already on the list being built.
  private var marks: [Int]
  private var stack: [Frame] = []
  private var currentPCs: [Int32]
  private var currentSlots: [Int]
  private var currentCount = 0
  private var nextPCs: [Int32]
  private var nextSlots: [Int]
  private var nextCount = 0
  private var scratch: [Int]

  init(program: Program, input: TextInput) {
    self.program = program
    self.input = input
    slotCount = program.slotCount
    let size = program.instructions.count
    marks = [Int](repeating: 0, count: size)
    currentPCs = [Int32](repeating: 0, count: size)
    nextPCs = currentPCs
    currentSlots = [Int](repeating: -1, count: size * slotCount)
    nextSlots = currentSlots
    scratch = [Int](repeating: -1, count: slotCount)
  }

  /// Searches from `start`; returns the slots of the match, or nil.
  mutating func search(from start: Int, mode: SearchMode) -> [Int]? {
    let anchored = mode.anchored || program.anchoredStart
    let instructions = program.instructions
    var position = start
    var matched: [Int]? = nil
    currentCount = 0
    while true {
      if matched == nil, !anchored || position == start {
        if !anchored, currentCount == 0, let filter = program.firstScalars {
          position = input.nextCandidate(from: position, filter)
          if position >= input.count { break }
        }
        for index in 0..<slotCount { scratch[index] = -1 }
        addThread(pc: 0, at: position, generation: position + 1, toNext: false)
      }
      if currentCount == 0 { break }
      var value = UInt32.max
      var length = 0
      if position < input.count { (value, length) = input.scalar(at: position) }
      nextCount = 0
      let nextGeneration = position + length + 1
      var index = 0
      while index < currentCount {
        let pc = Int(currentPCs[index])
        let instruction = instructions[pc]
        let base = index * slotCount
        index += 1
        if instruction.opcode == .match {
          if mode.requireEnd, position != input.count { continue }
          matched = Array(currentSlots[base..<(base + slotCount)])
          if mode.earliest { return matched }
          break
        }
        guard length > 0, TextInput.consumes(instruction, value, program) else { continue }
        for slot in 0..<slotCount { scratch[slot] = currentSlots[base + slot] }
        addThread(pc: pc + 1, at: position + length, generation: nextGeneration, toNext: true)
      }
      swap(&currentPCs, &nextPCs)
      swap(&currentSlots, &nextSlots)
      currentCount = nextCount
      if position >= input.count { break }
      position += length
    }
    return matched
  }

  /// Follows empty transitions from `pc` at `position` and adds the threads that consume (or
  /// match) to the list being built, in priority order, with the slots in `scratch`.
  private mutating func addThread(pc start: Int, at position: Int, generation: Int, toNext: Bool) {
    stack.append(Frame(pc: Int32(start), slot: 0, value: 0))
    while let frame = stack.popLast() {
      if frame.pc < 0 {
        scratch[Int(frame.slot)] = frame.value
        continue
      }
      var pc = Int(frame.pc)
      while true {
        if marks[pc] == generation { break }
        marks[pc] = generation
        let instruction = program.instructions[pc]
        switch instruction.opcode {
        case .jump:
          pc = Int(instruction.x)
          continue
        case .split:
          stack.append(Frame(pc: instruction.y, slot: 0, value: 0))
          pc = Int(instruction.x)
          continue
        case .save:
          let slot = Int(instruction.x)
          stack.append(Frame(pc: -1, slot: instruction.x, value: scratch[slot]))
          scratch[slot] = position
          pc += 1
          continue
        case .assert:
          if input.holds(instruction.x, at: position) {
            pc += 1
            continue
          }
        case .progressCheck:
          pc = scratch[Int(instruction.x)] == position ? Int(instruction.y) : pc + 1
          continue
        case .scalar, .set, .any, .anyExceptTerminator, .match:
          if toNext {
            nextPCs[nextCount] = Int32(pc)
            let base = nextCount * slotCount
            for slot in 0..<slotCount { nextSlots[base + slot] = scratch[slot] }
            nextCount += 1
          } else {
            currentPCs[currentCount] = Int32(pc)
            let base = currentCount * slotCount
            for slot in 0..<slotCount { currentSlots[base + slot] = scratch[slot] }
            currentCount += 1
          }
        }
        break
      }
    }
  }
}
