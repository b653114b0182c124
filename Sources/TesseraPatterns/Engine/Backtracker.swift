/// A backtracking executor that never visits an (instruction, position) pair twice, so it is
/// linear like the Pike VM but faster on short texts. Used when the visited bitset
/// (program size × (text length + 1) bits) fits in `maxVisitedBits`.
/// - Complexity: O(program size × text length) time and bits of memory.
struct Backtracker {
  /// The largest visited bitset, in bits (32 KiB), as RE2's BitState uses.
  static let maxVisitedBits = 256 * 1024

  /// Whether the backtracker may run `program` on a text of `length` code units.
  static func fits(_ program: Program, length: Int) -> Bool {
    program.instructions.count * (length + 1) <= maxVisitedBits
  }

  private let program: Program
  private let input: TextInput
  private var visited: [UInt64]
  private var stack: [Frame] = []
  private var slots: [Int]

  init(program: Program, input: TextInput) {
    self.program = program
    self.input = input
    let bits = program.instructions.count * (input.count + 1)
    visited = [UInt64](repeating: 0, count: (bits + 63) / 64)
    slots = [Int](repeating: -1, count: program.slotCount)
  }

  /// Searches from `start`; returns the slots of the match, or nil.
  mutating func search(from start: Int, mode: SearchMode) -> [Int]? {
    let anchored = mode.anchored || program.anchoredStart
    var position = start
    while true {
      if !anchored, let filter = program.firstScalars {
        position = input.nextCandidate(from: position, filter)
        if position >= input.count { return nil }
      }
      if let result = attempt(at: position, requireEnd: mode.requireEnd) { return result }
      if anchored || position >= input.count { return nil }
      position += input.scalar(at: position).length
    }
  }

  private mutating func attempt(at start: Int, requireEnd: Bool) -> [Int]? {
    let stride = input.count + 1
    stack.append(Frame(pc: 0, slot: 0, value: start))
    while let frame = stack.popLast() {
      if frame.pc < 0 {
        slots[Int(frame.slot)] = frame.value
        continue
      }
      var pc = Int(frame.pc)
      var position = frame.value
      while true {
        let key = pc * stride + position
        let word = key >> 6
        let bit = UInt64(1) << UInt64(key & 63)
        if visited[word] & bit != 0 { break }
        visited[word] |= bit
        let instruction = program.instructions[pc]
        switch instruction.opcode {
        case .scalar, .set, .any, .anyExceptTerminator:
          guard position < input.count else { break }
          let (value, length) = input.scalar(at: position)
          guard TextInput.consumes(instruction, value, program) else { break }
          pc += 1
          position += length
          continue
        case .split:
          stack.append(Frame(pc: instruction.y, slot: 0, value: position))
          pc = Int(instruction.x)
          continue
        case .jump:
          pc = Int(instruction.x)
          continue
        case .save:
          let slot = Int(instruction.x)
          stack.append(Frame(pc: -1, slot: instruction.x, value: slots[slot]))
          slots[slot] = position
          pc += 1
          continue
        case .assert:
          guard input.holds(instruction.x, at: position) else { break }
          pc += 1
          continue
        case .progressCheck:
          pc = slots[Int(instruction.x)] == position ? Int(instruction.y) : pc + 1
          continue
        case .match:
          guard !requireEnd || position == input.count else { break }
          let result = slots
          stack.removeAll(keepingCapacity: true)
          for index in slots.indices { slots[index] = -1 }
          return result
        }
        break
      }
    }
    return nil
  }
}
