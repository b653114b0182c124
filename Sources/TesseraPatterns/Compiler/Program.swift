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
  /// Continue only if the next scalar is not in `sets[x]` (or the text ends here); the check
  /// after a possessive repetition. It (and an `assert` with `y` 1, the stop of `(?s).*+`)
  /// also holds where a look-behind's body must end: ICU ends the text there for the body.
  case assertNotSet
  /// Leave the loop at `y` when the position equals slot `x` (an iteration matched nothing),
  /// else continue. The slot is set by a `save` at the start of the iteration.
  case progressCheck
  /// Continue only if look-around `x` holds here (`y == 0`) or does not (`y == 1`), as the
  /// search's `LookaroundAnswers` say.
  case lookaround
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
  /// Scalars a match can start with, when that is a useful filter; nil when any can. An
  /// unanchored search skips to them; an anchored one fails at once without one.
  var firstScalars: ScalarMatcher?
  /// The fewest scalars a match has, so the fewest UTF-16 units: a search from a start with
  /// fewer units left fails at once (a postcode one digit short sets up no search state).
  var minimumLength = 0
  /// The ASCII bitmaps of `sets`, two words per set, for the executors' fast path.
  var asciiBits: [UInt64] = []
  /// No match starts between a CR and its LF (the pattern begins with a multiline `^`).
  var startsAtLineStart = false
  /// `\X` needs the text's grapheme cluster boundaries.
  var needsGraphemeBreaks = false
  /// `(?w)\b` needs the text's UAX #29 word boundaries.
  var needsWordBreaks = false
  /// For each instruction inside the body of a loop that can match the empty string, the
  /// progress slot of the innermost such loop, else -1. The executors visit such an
  /// instruction once while the iteration is still empty and once after it consumed, so an
  /// empty last iteration is taken (and captured) as ICU does: `(x?)*xyz` on `xxxyz` reports
  /// group 1 at 2..<2.
  var loopSlots: [Int32] = []
  /// The sets as `ScalarSet`s, in index order, for building the lazy DFA's classes.
  var setList: [ScalarSet] = []
  /// The look-arounds by index, innermost first, each answered where a search asks
  /// (`LookaroundAnswers`).
  var lookarounds: [Lookaround] = []
  /// Some positive look-around has capturing groups inside, found after the match.
  var capturesInLookarounds = false
  /// No look-around can be checked after the match has read a scalar: each stands before the
  /// first scalar on every path, as the rules of `^(?=.*[a-z])(?=.*\d).{8,}$` do. An anchored
  /// lazy DFA then checks them in its first step only and reads the rest at DFA speed.
  var lookaroundsOnlyAtStart = false
  /// Visit states: two per instruction when there are loop slots, else one.
  var stateCount: Int { loopSlots.isEmpty ? instructions.count : 2 * instructions.count }
}

/// A look-around's programs. Its body is compiled twice, in the slot layout of the main
/// program (so captures found inside it land in the match's slots): as written, and read
/// right to left without captures. A class, so that reading one of its programs out of the
/// program's array during a search borrows it: a copied program retains each of its arrays.
final class Lookaround: Sendable {
  /// `(?=…)`/`(?!…)` rather than `(?<=…)`/`(?<!…)`.
  let ahead: Bool
  /// `(?!…)`/`(?<!…)`.
  let negative: Bool
  /// The body as written, with captures: read left to right from one position to answer a
  /// look-ahead there, and from every position to fill a look-behind's table.
  let forward: Program
  /// The body read right to left, without captures: read from one position to answer a
  /// look-behind there, and from every position to fill a look-ahead's table.
  let reversed: Program
  /// For a positive look-around with captures inside: the slot where the main program saves
  /// the position it last checked the look-around at, so its captures can be found there
  /// after the match; else -1.
  let positionSlot: Int
  /// The number of scalars every match of the body has, when that is so: a look-behind's
  /// body then can only start that many scalars back.
  let fixedLength: Int?
  /// The body's whole DFA, for a look-ahead or a fixed-length look-behind whose body is
  /// small and reads no context: answers it at a position by one table look-up a scalar.
  let automaton: LookaroundAutomaton?
  /// `automaton`, unretained: a search reads it on every answer, and a strong reference read
  /// there would be retained and released each time; `automaton` keeps it alive.
  let unretainedAutomaton: Unmanaged<LookaroundAutomaton>?

  init(
    ahead: Bool, negative: Bool, forward: Program, reversed: Program, positionSlot: Int,
    fixedLength: Int?
  ) {
    let automaton = ahead || fixedLength != nil ? LookaroundAutomaton(forward) : nil
    self.automaton = automaton
    self.unretainedAutomaton = automaton.map { .passUnretained($0) }
    self.ahead = ahead
    self.negative = negative
    self.forward = forward
    self.reversed = reversed
    self.positionSlot = positionSlot
    self.fixedLength = fixedLength
  }
}

/// Unsafe views of a program's arrays for the executors' inner loops, valid inside
/// `Program.withView`.
struct ProgramView {
  let code: UnsafeBufferPointer<Instruction>
  let loopSlots: UnsafeBufferPointer<Int32>
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

  /// The visit state of `pc` at `position` given the thread's slots: the instruction, and
  /// whether the innermost empty-matching loop around it has consumed nothing yet.
  @inline(__always)
  func state(_ pc: Int, _ slots: UnsafeMutableBufferPointer<Int>, _ position: Int) -> Int {
    guard !loopSlots.isEmpty else { return pc }
    let slot = loopSlots[pc]
    return slot >= 0 && slots[Int(slot)] == position ? 2 &* pc &+ 1 : 2 &* pc
  }

  /// Whether the scalar at `position` is outside `sets[index]`, or the text ends there.
  @inline(__always)
  func notFollowedBy(set index: Int32, _ input: TextInput, at position: Int) -> Bool {
    guard position < input.count else { return true }
    let value = input.scalar(at: position).value
    return !consumes(Instruction(opcode: .set, x: index, y: 0), value)
  }
}

extension Program {
  /// Runs `body` with unsafe views of the program's arrays.
  @inline(__always)
  func withView<Result>(_ body: (ProgramView) -> Result) -> Result {
    instructions.withUnsafeBufferPointer { code in
      asciiBits.withUnsafeBufferPointer { bits in
        sets.withUnsafeBufferPointer { sets in
          loopSlots.withUnsafeBufferPointer { loopSlots in
            body(ProgramView(code: code, loopSlots: loopSlots, asciiBits: bits, sets: sets))
          }
        }
      }
    }
  }
}
