/// What the look-arounds answer at each text position, found when the executors ask: a
/// look-around checked at a few positions (the `^(?=.*\d)` of a password rule, checked at 0
/// only) costs one anchored match of its body at each, not a pass over the whole text; one
/// checked at many positions switches, once its work passes a budget, to the one-pass table
/// of every position (`LookaroundScan.fillTable`). Each answer is found at most once.
///
/// The memory is borrowed for one search (`withAnswers`); the `TextInput` carries a pointer
/// to the structure, and every copy of the input writes to the same tables.
/// - Complexity: per look-around, at most its budget (the steps of one table fill), one more
///   anchored match (the same bound) and one table fill: O(body size × (text length + 1))
///   time; 2 × (text length + 1) bits of memory.
struct LookaroundAnswers {
  /// The compiled pattern whose look-arounds these are, read in place: its program is
  /// immutable and outlives the search, so the look-around programs are never copied.
  /// Unmanaged: a reference read from here for each answer would be retained and released.
  let owner: Unmanaged<CompiledPattern.Storage>
  /// The number of look-arounds.
  let count: Int
  /// Words per table: `TextInput.bitmapWords`.
  let words: Int
  /// Bit p of table k: look-around k's answer at p is known.
  let known: UnsafeMutablePointer<UInt64>
  /// Bit p of table k: look-around k's body matches at p (valid where `known`).
  let held: UnsafeMutablePointer<UInt64>
  /// The steps spent on each look-around's anchored matches, then (at index `count`) the
  /// steps of all the work, for the tests of the bound.
  let spent: UnsafeMutablePointer<Int>
  /// Steps of anchored matches, per body instruction and text position, after which a
  /// look-around fills its whole table instead; 0 fills at the first question.
  let budgetPerState: Int
  /// Whether an anchored match may use the backtracker where it fits (the tests also check
  /// the state-set scans that long texts use).
  let backtracks: Bool
  /// Whether a look-around with a `LookaroundAutomaton` is answered by it (the tests also check
  /// the backtracker and the state-set scans on those look-aheads).
  let usesAutomata: Bool

  /// The budget of a search: anchored matches of a look-around may take one step per
  /// instruction of its body per text position, about what one table fill takes.
  static let defaultBudgetPerState = 1

  /// Runs `body` with empty answers for `owner`'s look-arounds on a text of `input`'s
  /// length, in temporary memory.
  @inline(__always)
  static func withAnswers<Result>(
    _ owner: CompiledPattern.Storage, _ input: TextInput,
    budgetPerState: Int = defaultBudgetPerState, backtracks: Bool = true,
    usesAutomata: Bool = true, _ body: (UnsafePointer<LookaroundAnswers>) -> Result
  ) -> Result {
    let count = owner.program.lookarounds.count
    let words = input.bitmapWords
    return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * count * words) { bits in
      bits.initialize(repeating: 0)
      return withUnsafeTemporaryAllocation(of: Int.self, capacity: count + 1) { spent in
        spent.initialize(repeating: 0)
        let base = bits.baseAddress.unsafelyUnwrapped
        let answers = LookaroundAnswers(
          owner: .passUnretained(owner), count: count, words: words, known: base,
          held: base + count * words,
          spent: spent.baseAddress.unsafelyUnwrapped, budgetPerState: budgetPerState,
          backtracks: backtracks, usesAutomata: usesAutomata)
        return withUnsafePointer(to: answers, body)
      }
    }
  }

  /// The steps of all the look-around work so far.
  var totalSteps: Int { spent[count] }
}

/// Look-around answers are found by methods of the compiled pattern, which owns the programs.
extension CompiledPattern.Storage {
  /// Finds look-around `index`'s answer at `position` and records it in `answers`: by one
  /// match of its body anchored there (a look-ahead's body read left to right from
  /// `position`, a look-behind's reversed body read right to left from it), stopping at the
  /// first way it matches; or, once such matches of this look-around have taken its budget,
  /// by filling its whole table. Inner look-arounds are asked through `input` in turn.
  func answer(
    _ index: Int, at position: Int, _ input: TextInput, _ answers: LookaroundAnswers
  ) {
    // The program owns its look-arounds for the whole search: read unretained.
    let reference = program.lookarounds.withUnsafeBufferPointer {
      Unmanaged.passUnretained($0[index])
    }
    reference._withUnsafeGuaranteedRef { answer(index, $0, at: position, input, answers) }
  }

  /// `answer` for look-around `index`, `lookaround`.
  @inline(__always)
  private func answer(
    _ index: Int, _ lookaround: Lookaround, at position: Int, _ input: TextInput,
    _ answers: LookaroundAnswers
  ) {
    let ahead = lookaround.ahead
    let size =
      ahead
      ? lookaround.forward.instructions.count
      : lookaround.reversed.instructions.count
    if answers.spent[index] >= answers.budgetPerState * size * (input.count + 1) {
      fillTable(index, input, answers)
      return
    }
    var found = false
    var steps = 0
    let backtracks =
      answers.backtracks && Backtracker.fits(lookaround.forward, length: input.count)
    let automaton = answers.usesAutomata ? lookaround.unretainedAutomaton : nil
    if ahead, let automaton {
      found = automaton._withUnsafeGuaranteedRef {
        $0.matches(input, from: position, steps: &steps)
      }
    } else if ahead, backtracks {
      // Depth first, as ICU does: `.*\d` runs to the end and steps back to the last digit,
      // at a fraction of the cost of advancing a set of states one scalar at a time.
      let mode = SearchMode(anchored: true, requireEnd: false, earliest: true)
      found =
        Backtracker.search(
          lookaround.forward, input, from: position, mode: mode, steps: &steps
        ) { _ in true } ?? false
    } else if ahead {
      steps = LookaroundScan.scan(
        lookaround.forward, input, reverse: false, from: position,
        firstOnly: true
      ) { _ in found = true }
    } else if let length = lookaround.fixedLength, automaton != nil || backtracks {
      // A body of fixed length can only start `length` scalars back: one anchored match,
      // required to end here, where ICU ends the text for the body. Every match of it from
      // there ends here, so the automaton's first match answers.
      var start = position
      var back = 0
      while back < length, start > 0 {
        start = input.scalar(before: start).start
        back += 1
      }
      if back == length, let automaton {
        found = automaton._withUnsafeGuaranteedRef {
          $0.matches(input, from: start, steps: &steps)
        }
      } else if back == length {
        var mode = SearchMode(anchored: true, requireEnd: true, earliest: true)
        mode.end = position
        found =
          Backtracker.search(
            lookaround.forward, input, from: start, mode: mode, steps: &steps
          ) { _ in true } ?? false
      }
    } else {
      steps = LookaroundScan.scan(
        lookaround.reversed, input, reverse: true, from: position,
        firstOnly: true
      ) { _ in found = true }
    }
    answers.spent[index] &+= steps
    answers.spent[answers.count] &+= steps
    let bit = index &* answers.words &* 64 &+ position
    let mask = UInt64(1) &<< UInt64(bit & 63)
    answers.known[bit &>> 6] |= mask
    if found { answers.held[bit &>> 6] |= mask }
  }

  /// Fills look-around `index`'s table for every position of the text in one pass and marks
  /// every answer known.
  func fillTable(_ index: Int, _ input: TextInput, _ answers: LookaroundAnswers) {
    let lookaround = program.lookarounds[index]
    let held = answers.held + index &* answers.words
    held.update(repeating: 0, count: answers.words)
    let mark = { (position: Int) in held[position &>> 6] |= 1 &<< UInt64(position & 63) }
    let steps =
      lookaround.ahead
      ? LookaroundScan.scan(lookaround.reversed, input, reverse: true, from: nil, mark: mark)
      : LookaroundScan.scan(
        lookaround.forward, input, reverse: false, from: nil,
        endsAnywhere: true, mark: mark)
    (answers.known + index &* answers.words).update(repeating: ~0, count: answers.words)
    answers.spent[answers.count] &+= steps
  }
}
