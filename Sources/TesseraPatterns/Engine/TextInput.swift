/// The text being matched, as UTF-16 code units, read one code point at a time. An unpaired
/// surrogate counts as one code point, as in ICU.
struct TextInput {
  let units: UnsafeBufferPointer<UInt16>
  let count: Int
  /// Bit p is set when an extended grapheme cluster starts or ends at p (for `\X`).
  var graphemeBreaks: UnsafeBufferPointer<UInt64>? = nil
  /// Bit p is set at a UAX #29 word boundary (for `(?w)\b`).
  var wordBreaks: UnsafeBufferPointer<UInt64>? = nil
  /// What the look-arounds answer at each position, found on demand: whether look-around
  /// k's body matches at p (from p for a look-ahead, up to p for a look-behind), before
  /// negation.
  /// A pointer, so that the input stays a few words to copy.
  var lookarounds: UnsafePointer<LookaroundAnswers>? = nil

  init(_ units: UnsafeBufferPointer<UInt16>) {
    self.units = units
    self.count = units.count
  }

  /// Whether position p is between a CR and its LF.
  @inline(__always)
  func isInsideCRLF(_ position: Int) -> Bool {
    position > 0 && position < count && units[position - 1] == 0x0D && units[position] == 0x0A
  }

  /// The number of 64-bit words a bitmap of `count + 1` positions takes.
  var bitmapWords: Int { (count + 64) / 64 }

  /// Marks the grapheme cluster boundaries (UAX #29, by the standard library) in `bits`.
  func markGraphemeBreaks(_ bits: UnsafeMutableBufferPointer<UInt64>) {
    bits.initialize(repeating: 0)
    func mark(_ position: Int) { bits[position >> 6] |= 1 << UInt64(position & 63) }
    mark(0)
    mark(count)
    var recognizer = Unicode._CharacterRecognizer()
    var position = 0
    while position < count {
      let (value, length) = scalar(at: position)
      // A lone surrogate breaks like a control character.
      let scalar = Unicode.Scalar(value) ?? Unicode.Scalar(UInt8(0))
      if recognizer.hasBreak(before: scalar), position > 0 { mark(position) }
      position += length
    }
  }

  /// Marks the UAX #29 word boundaries of `text` (these units) in `bits`, by the standard
  /// library's word breaking.
  func markWordBreaks(_ text: String, _ bits: UnsafeMutableBufferPointer<UInt64>) {
    bits.initialize(repeating: 0)
    func mark(_ position: Int) { bits[position >> 6] |= 1 << UInt64(position & 63) }
    mark(0)
    mark(count)
    var index = text.startIndex
    var offset = 0
    while index < text.endIndex {
      let next = text._wordIndex(after: index)
      offset += text.utf16.distance(from: index, to: next)
      if offset <= count { mark(offset) }
      index = next
    }
  }

  @inline(__always)
  private func bit(_ bits: UnsafeBufferPointer<UInt64>?, _ position: Int) -> Bool {
    guard let bits else { return false }
    return (bits[position >> 6] >> UInt64(position & 63)) & 1 != 0
  }

  /// Whether look-around `index` holds at `position`: its body matches there, or for a
  /// negative one (`negative` 1) does not.
  /// The first question at a position finds the answer (`LookaroundScan.answer`).
  @inline(__always)
  func lookaroundHolds(_ index: Int32, negative: Int32, at position: Int) -> Bool {
    guard let answers = lookarounds else { return false }
    let bit = Int(index) &* answers.pointee.words &* 64 &+ position
    let mask = UInt64(1) &<< UInt64(bit & 63)
    if answers.pointee.known[bit &>> 6] & mask == 0 {
      LookaroundScan.answer(Int(index), at: position, self, answers.pointee)
    }
    return (answers.pointee.held[bit &>> 6] & mask != 0) != (negative != 0)
  }

  /// The code point at `position` (< count) and its length in code units.
  @inline(__always)
  func scalar(at position: Int) -> (value: UInt32, length: Int) {
    let unit = units[position]
    if unit & 0xFC00 == 0xD800, position + 1 < count {
      let next = units[position + 1]
      if next & 0xFC00 == 0xDC00 {
        return (0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(next) - 0xDC00), 2)
      }
    }
    return (UInt32(unit), 1)
  }

  /// The code point that ends at `position` (> 0) and where it starts.
  @inline(__always)
  func scalar(before position: Int) -> (value: UInt32, start: Int) {
    let unit = units[position - 1]
    if unit & 0xFC00 == 0xDC00, position >= 2 {
      let previous = units[position - 2]
      if previous & 0xFC00 == 0xD800 {
        return (
          0x10000 + ((UInt32(previous) - 0xD800) << 10) + (UInt32(unit) - 0xDC00), position - 2
        )
      }
    }
    return (UInt32(unit), position - 1)
  }

  /// Whether an assertion holds at `position`, with ICU's definitions. The anchors of a form
  /// pattern (`^`, `\z`, and `$` away from the end) are answered inline; the rest by a call.
  @inline(__always)
  func holds(_ rawKind: Int32, at position: Int) -> Bool {
    switch rawKind {
    case AssertionKind.textStart.rawValue: return position == 0
    case AssertionKind.textEnd.rawValue: return position == count
    case AssertionKind.textEndBeforeFinalTerminator.rawValue where position < count &- 2:
      return false
    default: return holdsElsewhere(rawKind, at: position)
    }
  }

  /// `holds` for the assertions it does not answer inline.
  @inline(never)
  func holdsElsewhere(_ rawKind: Int32, at position: Int) -> Bool {
    switch AssertionKind(rawValue: rawKind) ?? .textStart {
    case .textStart: return position == 0
    case .textEnd: return position == count
    case .textEndBeforeFinalTerminator:
      if position >= count { return true }
      if position == count - 1 {
        let unit = UInt32(units[position])
        if isLineTerminator(unit) {
          return !(unit == 0x0A && position > 0 && units[position - 1] == 0x0D)
        }
        return false
      }
      return position == count - 2 && units[position] == 0x0D && units[position + 1] == 0x0A
    case .lineStart:
      if position == 0 { return true }
      return position < count && isLineTerminator(UInt32(units[position - 1]))
    case .lineEnd:
      if position >= count { return true }
      let unit = UInt32(units[position])
      guard isLineTerminator(unit) else { return false }
      return !(unit == 0x0A && position > 0 && units[position - 1] == 0x0D)
    case .wordBoundary: return isWordBoundary(position)
    case .notWordBoundary: return !isWordBoundary(position)
    case .notInsideCRLF: return !isInsideCRLF(position)
    case .lineStartUnix:
      // ICU's unix-lines `^` also holds at the end after a final LF (unlike plain `^`).
      return position == 0 || units[position - 1] == 0x0A
    case .lineEndUnix: return position >= count || units[position] == 0x0A
    case .textEndBeforeFinalNewline:
      return position >= count || (position == count - 1 && units[position] == 0x0A)
    case .graphemeBoundary: return bit(graphemeBreaks, position)
    case .notGraphemeBoundary: return !bit(graphemeBreaks, position)
    case .unicodeWordBoundary: return bit(wordBreaks, position)
    case .notUnicodeWordBoundary: return !bit(wordBreaks, position)
    }
  }

  /// ICU's simple word boundary: combining marks and format characters are skipped over.
  /// - Complexity: O(k) for a run of k skipped characters before `position`.
  func isWordBoundary(_ position: Int) -> Bool {
    var currentIsWord = false
    if position < count {
      let value = scalar(at: position).value
      if UnicodeTables.ignorableMatcher.contains(value) { return false }
      currentIsWord = UnicodeTables.wordMatcher.contains(value)
    }
    var previousIsWord = false
    var cursor = position
    while cursor > 0 {
      let (value, start) = scalar(before: cursor)
      if !UnicodeTables.ignorableMatcher.contains(value) {
        previousIsWord = UnicodeTables.wordMatcher.contains(value)
        break
      }
      cursor = start
    }
    return currentIsWord != previousIsWord
  }

  /// The first position at or after `position` where a match could start, per the program's
  /// first-scalar filter; `count` when there is none.
  @inline(__always)
  func nextCandidate(from position: Int, _ filter: ScalarMatcher) -> Int {
    var cursor = position
    while cursor < count {
      let unit = units[cursor]
      if unit < 128 {
        if filter.containsASCII(UInt32(unit)) { return cursor }
        cursor += 1
      } else {
        let (value, length) = scalar(at: cursor)
        if filter.hasNonASCII, filter.contains(value) { return cursor }
        cursor += length
      }
    }
    return count
  }
}
