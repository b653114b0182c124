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
}
