/// A look-around body's DFA, built whole when the pattern compiles, for bodies whose DFA is
/// small (`maxStates`) and reads no context (no assertion and no look-around inside): `.*[a-z]`,
/// `.*password`, `[^@]+@`, `\.00`. A look-ahead only asks whether its body matches from a
/// position, so one run from there that stops at the first match found answers it: one table
/// look-up a text scalar, where an anchored backtracking match pays its setup and a step per
/// state. A look-behind whose body has a fixed length L is answered the same way from L
/// scalars back, where every match of the body ends at the look-behind's position.
///
/// Immutable once built, so every search reads it without a lock; its tables live in memory
/// it allocates once and frees on deinit, so a search retains nothing to read them.
/// - Complexity: building O(states × classes × body size); a run O(text length).
final class LookaroundAutomaton: @unchecked Sendable {
  /// The most states a body's DFA may have; a larger one is not built.
  static let maxStates = 64

  /// The classes of the body's scalars.
  let classes: ClassMap
  /// Transitions: `states × (classes + 1)` entries, each the next state × 2, plus 1 when a
  /// match of the body ends before the scalar is read. The last column is the end of the text.
  private let table: UnsafeMutablePointer<Int32>
  /// The class of each ASCII unit.
  private let ascii: UnsafeMutablePointer<UInt16>
  /// Per state: 1 when no match can follow.
  private let dead: UnsafeMutablePointer<UInt8>
  /// Per state, two words: the ASCII units that lead from the state back to it without a
  /// match (units 0-63, then 64-127). A run of them (the `a`s `.*[A-Z]` crosses) is read a bit
  /// test a unit.
  private let loops: UnsafeMutablePointer<UInt64>
  private let stride: Int
  private let stateCount: Int

  /// Builds the DFA of `body` (a look-ahead's program), or nil when the body reads context
  /// or its DFA would have more than `maxStates` states.
  init?(_ body: Program) {
    let readsContext = body.instructions.contains {
      $0.opcode == .assert || $0.opcode == .assertNotSet || $0.opcode == .lookaround
    }
    guard !readsContext, let classes = Compiler.classMap(body, body.setList) else { return nil }
    var dfa = LazyDFA(
      program: body, classes: classes, reverse: false, anchored: true, requireEnd: false)
    // Without assertions no transition depends on the text around it or on the position, so
    // an empty text stands in for every text, and one start state for every position.
    let empty = TextInput(UnsafeBufferPointer(start: nil, count: 0))
    let complete: Bool = body.withView { view in
      _ = dfa.start(empty, at: 0)
      var state: Int32 = 0
      while Int(state) < dfa.builtStates {
        for cls in 0...classes.count {
          _ = dfa.step(state, cls < classes.count ? cls : nil, at: 0, empty, view)
          if dfa.gaveUp || dfa.builtStates > LookaroundAutomaton.maxStates { return false }
        }
        state += 1
      }
      return true
    }
    guard complete else { return nil }
    self.classes = classes
    stride = classes.count + 1
    stateCount = dfa.builtStates
    table = .allocate(capacity: stateCount * stride)
    dead = .allocate(capacity: stateCount)
    ascii = .allocate(capacity: 128)
    loops = .allocate(capacity: 2 * stateCount)
    loops.initialize(repeating: 0, count: 2 * stateCount)
    for state in 0..<stateCount {
      dead[state] = dfa.isDead(Int32(state)) ? 1 : 0
      for cls in 0..<stride {
        table[state * stride + cls] = dfa.transition(Int32(state), cls)
      }
    }
    for unit in 0..<128 { ascii[unit] = classes.ascii[unit] }
    for state in 0..<stateCount {
      for unit in 0..<128 where table[state * stride + Int(ascii[unit])] == Int32(state << 1) {
        loops[2 * state + unit >> 6] |= 1 << UInt64(unit & 63)
      }
    }
  }

  deinit {
    table.deallocate()
    dead.deallocate()
    loops.deallocate()
    ascii.deallocate()
  }

  /// Whether the body matches text starting at `position`: reads forward from there and
  /// stops at the first match found, or where none can follow. Adds the scalars read, plus
  /// one, to `steps`.
  /// - Complexity: O(text length − position).
  @inline(__always)
  func matches(_ input: TextInput, from position: Int, steps: inout Int) -> Bool {
    var state = 0
    var position = position
    let units = input.units
    let count = input.count
    var read = 1
    defer { steps &+= read }
    while position < count {
      if dead[state] != 0 { return false }
      let unit = units[position]
      let cls: Int
      if unit < 128 {
        let low = loops[state &* 2]
        let high = loops[state &* 2 &+ 1]
        @inline(__always)
        func keeps(_ unit: UInt16) -> Bool {
          unit < 128 && (unit < 64 ? low >> UInt64(unit) : high >> UInt64(unit &- 64)) & 1 != 0
        }
        if keeps(unit) {
          var cursor = position &+ 1
          while cursor < count, keeps(units[cursor]) { cursor &+= 1 }
          read &+= cursor &- position
          position = cursor
          continue
        }
        cls = Int(ascii[Int(unit)])
        position &+= 1
      } else {
        let (value, length) = input.scalar(at: position)
        cls = classes.classOf(value)
        position &+= length
      }
      let entry = table[state &* stride &+ cls]
      if entry & 1 != 0 { return true }
      state = Int(entry &>> 1)
      read &+= 1
    }
    return dead[state] == 0 && table[state &* stride &+ stride &- 1] & 1 != 0
  }
}
