/// A lazily built DFA over a program's character classes: each state is the ordered list of
/// instructions threads wait at (before their empty transitions are followed) plus what the
/// previous character was, so assertions are evaluated when the next character is known.
/// States and transitions are built as the text needs them and cached for the search.
///
/// Forward, it finds where the leftmost-first match ends (the Pike VM's priorities, cut at the
/// first match of a state); on the reversed program, read right to left, it finds the leftmost
/// position a match ending there can start at. Each text scalar costs one table look-up once
/// its transition exists, so a long text is read at DFA speed; the state count is capped, and a
/// search that would need more states reports `gaveUp` and the caller uses the NFA engines.
/// - Complexity: O(text length) transitions, each built at most once in O(program size).
struct LazyDFA {
  /// State flags: what is known about the character before the position (after it, reversed).
  static let atEdge: UInt8 = 1
  static let word: UInt8 = 2
  static let terminator: UInt8 = 4
  static let cr: UInt8 = 8
  static let lf: UInt8 = 16
  /// Forward, unanchored: a match was found, so no new match may start.
  static let matched: UInt8 = 32

  /// The most states a search may build before it gives up.
  static let maxStates = 1_000

  let program: Program
  let classes: ClassMap
  let reverse: Bool
  /// No new threads start after the first position.
  let anchored: Bool
  /// Only a match at the end of the text counts.
  let requireEnd: Bool
  /// Whether the program has `\Z`-like assertions, whose truth near the end depends on the
  /// position: transitions in the last two positions are then not cached.
  let hasEndAssertions: Bool
  let progressBase: Int

  private var kernels: [[Int32]] = []
  private var stateFlags: [UInt8] = []
  private var index: [StateKey: Int32] = [:]
  /// `states × (classes + 1)` entries: next state × 2 + 1 if a match ends here; -1 unknown.
  private var table: [Int32] = []
  /// Per state: 1 when it can no longer match (the fast loop leaves there), else 0. An empty
  /// unanchored state is run through like any other: at DFA speed that beats restarting
  /// after a first-scalar skip, except where candidates are rare.
  private var stops: [UInt8] = []
  /// Per state, four words: the ASCII units whose cached transition leads back to the state
  /// without a match (words 0 and 1, units 0-63 and 64-127), and those that lead back with a
  /// match (words 2 and 3). The cached loop crosses a run of them without the table: `[\s]+`,
  /// `.*` and `\w+` over a long text cost a bit test a unit.
  private var selfLoops: [UInt64] = []
  private var marks: [Int]
  private var generation = 0
  private(set) var gaveUp = false

  struct StateKey: Hashable {
    var kernel: [Int32]
    var flags: UInt8
  }

  /// Whether a DFA can run `program`: no boundary bitmaps, few empty-matching loops, and no
  /// look-around but those checked before the first scalar (`lookaroundsOnlyAtStart`) with no
  /// capture inside; a DFA runs those only anchored (`dfaSearch`), where one step checks them.
  static func supports(_ program: Program) -> Bool {
    !program.needsGraphemeBreaks && !program.needsWordBreaks
      && (program.lookarounds.isEmpty
        || (program.lookaroundsOnlyAtStart && !program.capturesInLookarounds))
      && program.slotCount - (2 + 2 * program.captureCount) <= 64
  }

  init(program: Program, classes: ClassMap, reverse: Bool, anchored: Bool, requireEnd: Bool) {
    self.program = program
    self.classes = classes
    self.reverse = reverse
    self.anchored = anchored
    self.requireEnd = requireEnd
    self.progressBase = 2 + 2 * program.captureCount
    let endKinds: [AssertionKind] = [.textEndBeforeFinalTerminator, .textEndBeforeFinalNewline]
    hasEndAssertions = program.instructions.contains {
      $0.opcode == .assert && endKinds.contains(AssertionKind(rawValue: $0.x) ?? .textStart)
    }
    marks = [Int](repeating: -1, count: max(program.stateCount, 1))
  }

  private var stride: Int { classes.count + 1 }

  /// The state for `kernel` and `flags`, created if new.
  private mutating func state(_ kernel: [Int32], _ flags: UInt8) -> Int32 {
    let key = StateKey(kernel: kernel, flags: flags)
    if let existing = index[key] { return existing }
    let id = Int32(kernels.count)
    if kernels.count >= LazyDFA.maxStates { gaveUp = true }
    kernels.append(kernel)
    stateFlags.append(flags)
    index[key] = id
    table.append(contentsOf: repeatElement(-1, count: stride))
    var stop: UInt8 = 0
    if kernel.isEmpty, anchored || flags & LazyDFA.matched != 0 { stop = 1 }
    stops.append(stop)
    selfLoops.append(contentsOf: repeatElement(0, count: 4))
    return id
  }

  /// The flags a search starting at `position` begins with.
  func contextFlags(_ input: TextInput, at position: Int) -> UInt8 {
    if reverse {
      guard position < input.count else { return LazyDFA.atEdge }
      return characterFlags(classes.flags[classes.classOf(input.scalar(at: position).value)])
    }
    guard position > 0 else { return LazyDFA.atEdge }
    var flags = characterFlags(classes.flags[classes.classOf(input.scalar(before: position).value)])
    flags &= ~LazyDFA.word
    var cursor = position
    while cursor > 0 {
      let (value, start) = input.scalar(before: cursor)
      let classFlags = classes.flags[classes.classOf(value)]
      if classFlags & ClassMap.ignorable == 0 {
        if classFlags & ClassMap.word != 0 { flags |= LazyDFA.word }
        break
      }
      cursor = start
    }
    return flags
  }

  private func characterFlags(_ classFlags: UInt8) -> UInt8 {
    var flags: UInt8 = 0
    if classFlags & ClassMap.word != 0 { flags |= LazyDFA.word }
    if classFlags & ClassMap.terminator != 0 { flags |= LazyDFA.terminator }
    if classFlags & ClassMap.cr != 0 { flags |= LazyDFA.cr }
    if classFlags & ClassMap.lf != 0 { flags |= LazyDFA.lf }
    return flags
  }

  /// The starting state.
  mutating func start(_ input: TextInput, at position: Int) -> Int32 {
    state(anchored ? [0] : [], contextFlags(input, at: position))
  }

  /// Whether `state` can still match.
  func isDead(_ state: Int32) -> Bool {
    kernels[Int(state)].isEmpty && (anchored || stateFlags[Int(state)] & LazyDFA.matched != 0)
  }

  /// The number of states built so far.
  var builtStates: Int { kernels.count }

  /// The cached transition from `state` over class `cls` (`classes.count`: the edge of the
  /// text): the next state × 2, plus 1 when a match ends before it; -1 when not built.
  func transition(_ state: Int32, _ cls: Int) -> Int32 { table[Int(state) * stride + cls] }

  /// Whether no thread waits in `state` (new ones may still start).
  func isEmpty(_ state: Int32) -> Bool { kernels[Int(state)].isEmpty }

  /// Steps from `state` over a character of class `cls` (nil: the edge of the text) at
  /// `position`; returns the next state and whether a match ends at `position`.
  @inline(__always)
  mutating func step(
    _ state: Int32, _ cls: Int?, at position: Int, _ input: TextInput, _ view: ProgramView
  ) -> (Int32, Bool) {
    let slot = Int(state) * stride + (cls ?? classes.count)
    let nearEnd = hasEndAssertions && position >= input.count - 2
    if !nearEnd {
      let cached = table[slot]
      if cached >= 0 { return (cached >> 1, cached & 1 != 0) }
    }
    let (next, match, readLookaround) = compute(state, cls, at: position, input, view)
    // A look-around's answer belongs to this position of this text: such a step is not kept.
    if !nearEnd, !readLookaround {
      table[slot] = next << 1 | (match ? 1 : 0)
      if next == state, let cls { markSelfLoop(state, cls, match: match) }
    }
    return (next, match)
  }

  /// Records that the ASCII units of class `cls` lead from `state` back to it.
  private mutating func markSelfLoop(_ state: Int32, _ cls: Int, match: Bool) {
    let base = Int(state) * 4 + (match ? 2 : 0)
    for unit in 0..<128 where Int(classes.ascii[unit]) == cls {
      selfLoops[base + (unit >> 6)] |= 1 << UInt64(unit & 63)
    }
  }

  /// Runs cached transitions from `state` at `position` while the scalars are below `limit`
  /// and every transition exists, stopping also at a match (when `stopAtMatch`) or a state
  /// that can no longer match or has no thread. Forward reads left to right, reverse right to
  /// left (down to `limit`). Returns the state, the position, and where a match last ended.
  @inline(__always)
  func runCached(
    _ state: Int32, _ position: Int, limit: Int, _ input: TextInput, stopAtMatch: Bool
  ) -> (state: Int32, position: Int, match: Int?) {
    var state = Int(state)
    var position = position
    var match: Int? = nil
    let stride = self.stride
    let units = input.units
    /// Whether `unit` is in the self-loop set whose first word is at `base`.
    @inline(__always)
    func loops(_ loops: UnsafeBufferPointer<UInt64>, _ base: Int, _ unit: UInt16) -> Bool {
      unit < 128 && loops[base &+ Int(unit >> 6)] & (1 << UInt64(unit & 63)) != 0
    }
    return table.withUnsafeBufferPointer { table in
      stops.withUnsafeBufferPointer { stops in
        selfLoops.withUnsafeBufferPointer { selfLoops in
          classes.ascii.withUnsafeBufferPointer { ascii in
            if reverse {
              while position > limit {
                if stops[state] != 0 { break }
                let unit = units[position - 1]
                let cls: Int
                var previous = position - 1
                if unit < 128 {
                  let base = state &* 4
                  let withMatch = loops(selfLoops, base &+ 2, unit)
                  if withMatch || loops(selfLoops, base, unit) {
                    // A run of units that keep the state: match (if any) at its last step.
                    if withMatch, stopAtMatch {
                      match = position
                      break
                    }
                    let set = withMatch ? base &+ 2 : base
                    var cursor = position &- 1
                    while cursor > limit, loops(selfLoops, set, units[cursor &- 1]) {
                      cursor &-= 1
                    }
                    if withMatch { match = cursor &+ 1 }
                    position = cursor
                    continue
                  }
                  cls = Int(ascii[Int(unit)])
                } else {
                  let (value, start) = input.scalar(before: position)
                  cls = classes.classOf(value)
                  previous = start
                }
                let entry = table[state &* stride &+ cls]
                if entry < 0 { break }
                if entry & 1 != 0 {
                  match = position
                  if stopAtMatch { break }
                }
                state = Int(entry >> 1)
                position = previous
              }
            } else {
              while position < limit {
                if stops[state] != 0 { break }
                let unit = units[position]
                let cls: Int
                var length = 1
                if unit < 128 {
                  let base = state &* 4
                  let withMatch = loops(selfLoops, base &+ 2, unit)
                  if withMatch || loops(selfLoops, base, unit) {
                    if withMatch, stopAtMatch {
                      match = position
                      break
                    }
                    let set = withMatch ? base &+ 2 : base
                    var cursor = position &+ 1
                    while cursor < limit, loops(selfLoops, set, units[cursor]) { cursor &+= 1 }
                    if withMatch { match = cursor &- 1 }
                    position = cursor
                    continue
                  }
                  cls = Int(ascii[Int(unit)])
                } else {
                  let (value, size) = input.scalar(at: position)
                  cls = classes.classOf(value)
                  length = size
                }
                let entry = table[state &* stride &+ cls]
                if entry < 0 { break }
                if entry & 1 != 0 {
                  match = position
                  if stopAtMatch { break }
                }
                state = Int(entry >> 1)
                position &+= length
              }
            }
            return (Int32(state), position, match)
          }
        }
      }
    }
  }

  /// The last position the cached loop may run to: near the end, `\Z`-like assertions need
  /// uncached steps.
  func cachedLimit(_ input: TextInput) -> Int {
    hasEndAssertions ? max(input.count - 2, 0) : input.count
  }

  private struct Pending {
    var pc: Int32
    var mask: UInt64
  }

  /// Follows the empty transitions of `state` for a next character of class `cls` and steps
  /// over it, in the Pike VM's priority order.
  private mutating func compute(
    _ state: Int32, _ cls: Int?, at position: Int, _ input: TextInput, _ view: ProgramView
  ) -> (Int32, Bool, readLookaround: Bool) {
    let flags = stateFlags[Int(state)]
    let kernel = kernels[Int(state)]
    let nextFlags = cls.map { classes.flags[$0] } ?? 0
    generation += 1
    var list: [Int32] = []
    var stack: [Pending] = []
    var readLookaround = false
    func close(_ start: Int32) {
      stack.append(Pending(pc: start, mask: 0))
      while let frame = stack.popLast() {
        var pc = Int(frame.pc)
        var mask = frame.mask
        while true {
          var key = pc
          if !program.loopSlots.isEmpty {
            let slot = Int(program.loopSlots[pc])
            key = 2 * pc + (slot >= 0 && mask & (1 << UInt64(slot - progressBase)) != 0 ? 1 : 0)
          }
          if marks[key] == generation { break }
          marks[key] = generation
          let instruction = view.code[pc]
          switch instruction.opcode {
          case .jump:
            pc = Int(instruction.x)
            continue
          case .split:
            stack.append(Pending(pc: instruction.y, mask: mask))
            pc = Int(instruction.x)
            continue
          case .save:
            let slot = Int(instruction.x)
            if slot >= progressBase { mask |= 1 << UInt64(slot - progressBase) }
            pc += 1
            continue
          case .assert:
            if holds(instruction.x, flags, cls, nextFlags, position, input) {
              pc += 1
              continue
            }
          case .assertNotSet:
            let outside = cls.map {
              !view.consumes(
                Instruction(opcode: .set, x: instruction.x, y: 0), classes.representatives[$0])
            }
            if outside ?? true {
              pc += 1
              continue
            }
          case .lookaround:
            // Only where `lookaroundsOnlyAtStart`: asked once, in an anchored search's first step.
            readLookaround = true
            if input.lookaroundHolds(instruction.x, negative: instruction.y, at: position) {
              pc += 1
              continue
            }
          case .progressCheck:
            let fresh = mask & (1 << UInt64(Int(instruction.x) - progressBase)) != 0
            pc = fresh ? Int(instruction.y) : pc + 1
            continue
          case .scalar, .set, .any, .anyExceptTerminator, .match:
            list.append(Int32(pc))
          }
          break
        }
      }
    }
    for pc in kernel { close(pc) }
    // A pattern that starts with `^` starts no match between a CR and its LF: ICU's search
    // skips that position, as the Pike VM and the backtracker do.
    if !anchored, flags & LazyDFA.matched == 0,
      !(program.startsAtLineStart && flags & LazyDFA.cr != 0 && nextFlags & ClassMap.lf != 0)
    {
      close(0)
    }
    var next: [Int32] = []
    var matchHere = false
    // Nor does the reverse scan, which looks for the leftmost start, take one there: `^`
    // itself holds between a CR and its LF, as ICU's does (the LF is the character read
    // backwards, the CR the next).
    let startsInsideCRLF =
      reverse && program.startsAtLineStart && flags & LazyDFA.lf != 0
      && nextFlags & ClassMap.cr != 0
    let value = cls.map { classes.representatives[$0] }
    for pc in list {
      let instruction = view.code[Int(pc)]
      if instruction.opcode == .match {
        if requireEnd, cls != nil { continue }
        if startsInsideCRLF { continue }
        matchHere = true
        if reverse { continue }
        break
      }
      guard let value, view.consumes(instruction, value) else { continue }
      if !next.contains(pc + 1) { next.append(pc + 1) }
    }
    var newFlags: UInt8 = 0
    if let cls {
      newFlags = characterFlags(classes.flags[cls])
      if !reverse, nextFlags & ClassMap.ignorable != 0 {
        newFlags = (newFlags & ~LazyDFA.word) | (flags & LazyDFA.word)
      }
    }
    if !reverse, flags & LazyDFA.matched != 0 || matchHere { newFlags |= LazyDFA.matched }
    return (self.state(next, newFlags), matchHere, readLookaround)
  }

  /// Whether assertion `rawKind` holds at `position`, from what is known of the characters on
  /// both sides (`flags` for the one already read, `next` for the one about to be).
  private func holds(
    _ rawKind: Int32, _ flags: UInt8, _ cls: Int?, _ next: UInt8, _ position: Int,
    _ input: TextInput
  ) -> Bool {
    let edge = cls == nil
    let count = input.count
    let kind = AssertionKind(rawValue: rawKind) ?? .textStart
    // The characters before and after `position` in text order: forwards the one already read
    // (`flags`) is before it, backwards after it. `edge` is the end the scan is heading for;
    // the atEdge flag, the end it started from.
    let read = flags & LazyDFA.atEdge != 0
    let ahead = characterFlags(next)
    let (before, after) = reverse ? (ahead, flags) : (flags, ahead)
    let (atStart, atEnd) = reverse ? (edge, read) : (read, edge)
    let insideCRLF = before & LazyDFA.cr != 0 && after & LazyDFA.lf != 0
    switch kind {
    case .textStart: return atStart
    case .textEnd: return atEnd
    case .textEndBeforeFinalTerminator:
      if atEnd { return true }
      if position == count - 1 { return after & LazyDFA.terminator != 0 && !insideCRLF }
      return position == count - 2 && after & LazyDFA.cr != 0 && input.units[position + 1] == 0x0A
    case .textEndBeforeFinalNewline:
      return atEnd || (position == count - 1 && after & LazyDFA.lf != 0)
    case .lineStart: return atStart || (!atEnd && before & LazyDFA.terminator != 0)
    case .lineEnd: return atEnd || (after & LazyDFA.terminator != 0 && !insideCRLF)
    case .lineStartUnix: return atStart || before & LazyDFA.lf != 0
    case .lineEndUnix: return atEnd || after & LazyDFA.lf != 0
    case .notInsideCRLF: return !insideCRLF
    case .wordBoundary, .notWordBoundary:
      // The reversed program has none (`Compiler.reverse`).
      if reverse { return false }
      let boundary: Bool
      if !edge, next & ClassMap.ignorable != 0 {
        boundary = false
      } else {
        boundary = (!edge && next & ClassMap.word != 0) != (flags & LazyDFA.word != 0)
      }
      return kind == .wordBoundary ? boundary : !boundary
    default: return false
    }
  }
}
