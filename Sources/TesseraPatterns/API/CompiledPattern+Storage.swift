/// The matching machinery, on the class that holds the compiled program: its methods borrow
/// the program through one reference, where methods of the `CompiledPattern` value would
/// have their closures retain each of its arrays on every call.
extension CompiledPattern.Storage {
  /// The leftmost match found by `engine`.
  func firstMatch(in text: String, engine: CompiledPattern.Engine) -> PatternMatch? {
    withInput(text) { input in
      search(input, from: 0, mode: .first, engine: engine) { makeMatch($0) }
    }
  }

  /// Every non-overlapping match, left to right (see `CompiledPattern.matches(in:)`).
  func matches(in text: String) -> [PatternMatch] {
    withInput(text) { input in
      var results: [PatternMatch] = []
      var start = 0
      while start <= input.count,
        let match = search(input, from: start, mode: .first, { makeMatch($0) })
      {
        results.append(match)
        if match.range.isEmpty {
          guard match.range.upperBound < input.count else { break }
          start = match.range.upperBound + input.scalar(at: match.range.upperBound).length
        } else {
          start = match.range.upperBound
        }
      }
      return results
    }
  }

  /// Whether a search in `mode` finds a match in `text`.
  func matches(_ text: String, mode: SearchMode) -> Bool {
    withInput(text) { input in search(input, from: 0, mode: mode) { _ in true } ?? false }
  }

  /// Runs one search; returns what `found` makes of the match's slots, or nil. A short text
  /// that the backtracker takes, with no boundary bitmaps to make and no look-around
  /// captures to add, hands `found` the backtracker's own slots: no array is made for them.
  @inline(__always)
  func search<Result>(
    _ input: TextInput, from start: Int, mode: SearchMode,
    engine: CompiledPattern.Engine = .automatic, _ found: (UnsafeBufferPointer<Int>) -> Result
  ) -> Result? {
    // Every scalar is at least one unit: too short a rest of the text cannot hold a match.
    if input.count - start < program.minimumLength { return nil }
    if engine == .automatic, !program.needsGraphemeBreaks, !program.needsWordBreaks,
      program.lookarounds.isEmpty
        || (input.lookarounds != nil && !program.capturesInLookarounds),
      input.count - start < LazyDFA.minimumLength, Backtracker.fits(program, length: input.count)
    {
      return Backtracker.search(program, input, from: start, mode: mode, found)
    }
    guard let slots = execute(input, from: start, mode: mode, engine: engine) else { return nil }
    return slots.withUnsafeBufferPointer(found)
  }

  /// Runs `body` with the text's UTF-16 code units in a temporary buffer, and the boundary
  /// bitmaps the program needs.
  @inline(__always)
  func withInput<Result>(_ text: String, _ body: (TextInput) -> Result) -> Result {
    // A native string's UTF-8 is contiguous, and its length bounds the UTF-16 length: no
    // pass over the text to count UTF-16 units first.
    let transcoded = text.utf8.withContiguousStorageIfAvailable { utf8 in
      withUnsafeTemporaryAllocation(of: UInt16.self, capacity: utf8.count) { buffer in
        let count = Self.transcode(utf8, into: buffer)
        let units = UnsafeBufferPointer(rebasing: buffer[..<count])
        return withBoundaries(TextInput(units), text: text, body)
      }
    }
    if let transcoded { return transcoded }
    let utf16 = text.utf16
    return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: utf16.count) { buffer in
      var index = 0
      for unit in utf16 {
        buffer[index] = unit
        index += 1
      }
      return withBoundaries(TextInput(UnsafeBufferPointer(buffer)), text: text, body)
    }
  }

  /// Writes valid UTF-8 as UTF-16 into `buffer` (at least as long as `utf8`); returns the
  /// number of UTF-16 units written. ASCII goes eight bytes a step, and an all-ASCII text
  /// of eight bytes or more ends with one more eight-byte step over its last eight bytes.
  @inline(__always)
  static func transcode(
    _ utf8: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt16>
  ) -> Int {
    guard let base = utf8.baseAddress, let target = buffer.baseAddress else { return 0 }
    /// The eight bytes at `offset`, in memory order, when all are ASCII, else nil.
    @inline(__always)
    func asciiWord(at offset: Int) -> UInt64? {
      let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
      return word & 0x8080_8080_8080_8080 == 0 ? word : nil
    }
    /// Writes the eight ASCII bytes of `word` as units at `offset`: widened as one vector,
    /// not a byte a loop.
    @inline(__always)
    func widen(_ word: UInt64, at offset: Int) {
      let bytes = unsafeBitCast(word, to: SIMD8<UInt8>.self)
      UnsafeMutableRawPointer(target + offset).storeBytes(
        of: SIMD8<UInt16>(truncatingIfNeeded: bytes), as: SIMD8<UInt16>.self)
    }
    var input = 0
    var output = 0
    let count = utf8.count
    while input < count {
      if input &+ 8 <= count, let word = asciiWord(at: input) {
        widen(word, at: output)
        input &+= 8
        output &+= 8
        continue
      }
      // Fewer than eight bytes left, and every byte so far was ASCII, so units and bytes share
      // offsets: the last eight bytes, when ASCII, finish the text (rewriting the units they
      // overlap with the same values).
      if input &+ 8 > count, input == output, count >= 8, let word = asciiWord(at: count &- 8) {
        widen(word, at: count &- 8)
        return count
      }
      let lead = UInt32(base[input])
      if lead < 0x80 {
        target[output] = UInt16(lead)
        input &+= 1
        output &+= 1
        continue
      }
      var value: UInt32
      if lead < 0xE0 {
        value = (lead & 0x1F) << 6 | UInt32(base[input + 1] & 0x3F)
        input &+= 2
      } else if lead < 0xF0 {
        value =
          (lead & 0x0F) << 12 | UInt32(base[input + 1] & 0x3F) << 6
          | UInt32(base[input + 2] & 0x3F)
        input &+= 3
      } else {
        value =
          (lead & 0x07) << 18 | UInt32(base[input + 1] & 0x3F) << 12
          | UInt32(base[input + 2] & 0x3F) << 6 | UInt32(base[input + 3] & 0x3F)
        input &+= 4
      }
      if value >= 0x10000 {
        value -= 0x10000
        target[output] = UInt16(0xD800 | (value >> 10))
        target[output + 1] = UInt16(0xDC00 | (value & 0x3FF))
        output &+= 2
      } else {
        target[output] = UInt16(value)
        output &+= 1
      }
    }
    return output
  }

  /// Adds the grapheme and word boundary bitmaps and the look-around answers the program
  /// needs to `input`.
  /// - Complexity: O(text length) for the bitmaps; the look-around answers are found when a
  ///   search asks for them (`LookaroundAnswers`).
  @inline(__always)
  func withBoundaries<Result>(
    _ input: TextInput, text: String? = nil, _ body: (TextInput) -> Result
  ) -> Result {
    // Most programs need none: call `body` here, where it inlines.
    if !program.needsGraphemeBreaks, !program.needsWordBreaks, program.lookarounds.isEmpty {
      return body(input)
    }
    return withTables(input, text: text, body)
  }

  /// `withBoundaries` for a program that needs bitmaps or tables.
  func withTables<Result>(
    _ input: TextInput, text: String? = nil, _ body: (TextInput) -> Result
  ) -> Result {
    var input = input
    if program.needsGraphemeBreaks, input.graphemeBreaks == nil {
      return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: input.bitmapWords) {
        input.markGraphemeBreaks($0)
        input.graphemeBreaks = UnsafeBufferPointer($0)
        return withTables(input, text: text, body)
      }
    }
    if program.needsWordBreaks, input.wordBreaks == nil {
      return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: input.bitmapWords) {
        input.markWordBreaks(text ?? String(decoding: input.units, as: UTF16.self), $0)
        input.wordBreaks = UnsafeBufferPointer($0)
        return withTables(input, text: text, body)
      }
    }
    if !program.lookarounds.isEmpty, input.lookarounds == nil {
      return LookaroundAnswers.withAnswers(self, input) { answers in
        var answered = input
        answered.lookarounds = answers
        return body(answered)
      }
    }
    return body(input)
  }

  /// Runs one search; returns the slots of the match.
  func execute(
    _ input: TextInput, from start: Int, mode: SearchMode,
    engine: CompiledPattern.Engine = .automatic
  )
    -> [Int]?
  {
    if (program.needsGraphemeBreaks && input.graphemeBreaks == nil)
      || (program.needsWordBreaks && input.wordBreaks == nil)
      || (!program.lookarounds.isEmpty && input.lookarounds == nil)
    {
      return withBoundaries(input) { execute($0, from: start, mode: mode, engine: engine) }
    }
    if engine == .dfa || (engine == .automatic && input.count - start >= LazyDFA.minimumLength),
      let found = dfaSearch(input, from: start, mode: mode)
    {
      return found.slots
    }
    let useBacktracker: Bool
    switch engine {
    case .automatic, .dfa: useBacktracker = Backtracker.fits(program, length: input.count)
    case .pikeVM: useBacktracker = false
    case .backtracker: useBacktracker = true
    }
    var slots: [Int]?
    if useBacktracker {
      slots = Backtracker.search(program, input, from: start, mode: mode)
    } else {
      slots = PikeVM.search(program, input, from: start, mode: mode)
    }
    if !program.lookarounds.isEmpty, program.captureCount > 0, var found = slots {
      lookaroundCaptures(&found, input)
      slots = found
    }
    return slots
  }

  /// Adds the captures set inside positive look-arounds to a match's slots, as ICU reports
  /// them: each look-around's body is matched again, once, at the position the match last
  /// checked it (a look-ahead's body from there, leftmost-first; a look-behind's body from
  /// the nearest start whose match ends there). Outer look-arounds first, so the positions
  /// of the look-arounds inside them are known when their turn comes.
  /// - Complexity: O(program size × text length).
  func lookaroundCaptures(_ slots: inout [Int], _ input: TextInput) {
    let positionsEnd =
      2 + 2 * program.captureCount + program.lookarounds.count { $0.positionSlot >= 0 }
    for lookaround in program.lookarounds.reversed() where lookaround.positionSlot >= 0 {
      let position = slots[lookaround.positionSlot]
      guard position >= 0 else { continue }
      var mode = SearchMode(anchored: true, requireEnd: false, earliest: false)
      var from = position
      if !lookaround.ahead {
        guard
          let start = LookaroundScan.nearestStart(lookaround.reversed, input, end: position)
        else { continue }
        from = start
        mode.requireEnd = true
        mode.end = position
      }
      let body = lookaround.forward
      let found =
        Backtracker.fits(body, length: input.count)
        ? Backtracker.search(body, input, from: from, mode: mode)
        : PikeVM.search(body, input, from: from, mode: mode)
      guard let found else { continue }
      // Groups and look-around positions; slots past them are the body's own loop slots.
      for slot in 2..<positionsEnd where found[slot] >= 0 { slots[slot] = found[slot] }
    }
  }

  /// Whether every look-around's answer in `text` agrees, at every position, with matching
  /// its body there directly: as read from the table filled in one pass, and as found by an
  /// anchored match at that position alone (by a look-ahead's automaton, the backtracker,
  /// and the state-set scan); for the tests and the fuzzer.
  /// - Complexity: O(program size × text length²).
  func lookaroundTablesAgree(in text: String) -> Bool {
    withInput(text) { base in
      // Budget 0: every look-around fills its table at the first question; 1 << 20: never,
      // each answer found by a look-ahead's automaton, the backtracker, or the scans.
      let engines = [(0, false, false), (1 << 20, true, true), (1 << 20, true, false)]
      for (budget, backtracks, usesAutomata) in engines + [(1 << 20, false, false)] {
        var input = base
        input.lookarounds = nil
        let agree = LookaroundAnswers.withAnswers(
          self, input, budgetPerState: budget, backtracks: backtracks,
          usesAutomata: usesAutomata
        ) { answers in
          input.lookarounds = answers
          for index in program.lookarounds.indices {
            var position = 0
            while position <= input.count {
              let answer = input.lookaroundHolds(Int32(index), negative: 0, at: position)
              let direct = LookaroundScan.directlyMatches(program, index, input, at: position)
              if answer != direct { return false }
              guard position < input.count else { break }
              position += input.scalar(at: position).length
            }
          }
          return true
        }
        if !agree { return false }
      }
      return true
    }
  }

  /// The visit states of the program and of every look-around body it runs.
  var totalStateCount: Int {
    program.lookarounds.reduce(program.stateCount) {
      $0 + $1.forward.stateCount + $1.reversed.stateCount
    }
  }

  /// Whether the lazy DFAs find the first match in `text` themselves, rather than leaving the
  /// search to the NFA engines; for the tests that keep a program on the DFA.
  func dfaSearches(_ text: String) -> Bool {
    withInput(text) { dfaSearch($0, from: 0, mode: .first) != nil }
  }

  /// The steps a Pike VM search of `text` takes, the look-around work it asks for included,
  /// for the tests that guard the linear bound by counting work rather than timing it.
  func searchSteps(in text: String) -> Int {
    withInput(text) { input in
      var steps = 0
      _ = PikeVM.search(program, input, from: 0, mode: .first, steps: &steps)
      return steps + (input.lookarounds?.pointee.totalSteps ?? 0)
    }
  }

  func makeMatch(_ slots: [Int]) -> PatternMatch {
    slots.withUnsafeBufferPointer { makeMatch($0) }
  }

  /// The match whose slots are `slots`.
  func makeMatch(_ slots: UnsafeBufferPointer<Int>) -> PatternMatch {
    // Most form patterns have no groups: no array to make, no names to look up.
    if program.captureCount == 0 {
      return PatternMatch(range: slots[0]..<slots[1], captures: [], namedCaptures: [:])
    }
    var captures: [Range<Int>?] = []
    captures.reserveCapacity(program.captureCount)
    for group in 0..<program.captureCount {
      let start = slots[2 + 2 * group]
      let end = slots[3 + 2 * group]
      captures.append(start >= 0 && end >= start ? start..<end : nil)
    }
    var named: [String: Range<Int>] = [:]
    for (name, group) in program.names {
      if let range = captures[group - 1] { named[name] = range }
    }
    return PatternMatch(range: slots[0]..<slots[1], captures: captures, namedCaptures: named)
  }
}
