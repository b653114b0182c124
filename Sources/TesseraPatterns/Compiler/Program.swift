/// An instruction of the matching program.
enum Opcode: UInt8, Sendable {
  /// Consume the scalar `x`.
  case scalar
  /// Consume a scalar in `sets[x]`.
  case set
  /// Consume any scalar.
  case any
  /// Consume any scalar but a line terminator.
  case anyExceptTerminator
  /// Continue at `x`, and at lower priority at `y`.
  case split
  /// Continue at `x`.
  case jump
  /// Record the position in slot `x`.
  case save
  /// Continue only if the assertion `AssertionKind(rawValue: x)` holds.
  case assert
  /// Leave the loop at `y` when the position equals slot `x` (an iteration matched nothing),
  /// else continue. The slot is set by a `save` at the start of the iteration.
  case progressCheck
  /// The match succeeds.
  case match
}

/// One instruction: an opcode and two operands.
struct Instruction: Sendable {
  var opcode: Opcode
  var x: Int32
  var y: Int32
}

/// A compiled pattern: instructions, the sets they test, and what executors need to know.
struct Program: Sendable {
  var instructions: [Instruction]
  var sets: [ScalarMatcher]
  /// Slots: 0 and 1 for the match, 2k and 2k+1 for group k, then loop-progress slots.
  var slotCount: Int
  var captureCount: Int
  var names: [String: Int]
  /// The pattern can only match at the start of the text.
  var anchoredStart: Bool
  /// Scalars a match can start with, when that is a useful filter; nil when any can.
  var firstScalars: ScalarMatcher?
  /// The ASCII bitmaps of `sets`, two words per set, for the executors' fast path.
  var asciiBits: [UInt64] = []
}

/// Unsafe views of a program's arrays for the executors' inner loops, valid inside
/// `Program.withView`.
struct ProgramView {
  let code: UnsafeBufferPointer<Instruction>
  let asciiBits: UnsafeBufferPointer<UInt64>
  let sets: UnsafeBufferPointer<ScalarMatcher>

  /// Whether `instruction` (a consuming one) accepts the code point `value`.
  @inline(__always)
  func consumes(_ instruction: Instruction, _ value: UInt32) -> Bool {
    switch instruction.opcode {
    case .scalar: return value == UInt32(bitPattern: instruction.x)
    case .set:
      let index = Int(instruction.x)
      if value < 64 { return (asciiBits[2 * index] >> UInt64(value)) & 1 != 0 }
      if value < 128 { return (asciiBits[2 * index + 1] >> UInt64(value - 64)) & 1 != 0 }
      return sets[index].contains(value)
    case .any: return true
    case .anyExceptTerminator: return !isLineTerminator(value)
    default: return false
    }
  }
}

extension Program {
  /// Runs `body` with unsafe views of the program's arrays.
  @inline(__always)
  func withView<Result>(_ body: (ProgramView) -> Result) -> Result {
    instructions.withUnsafeBufferPointer { code in
      asciiBits.withUnsafeBufferPointer { bits in
        sets.withUnsafeBufferPointer { sets in
          body(ProgramView(code: code, asciiBits: bits, sets: sets))
        }
      }
    }
  }
}
