/// The text being matched, as UTF-16 code units, read one code point at a time. An unpaired
/// surrogate counts as one code point, as in ICU.
struct TextInput {
  let units: UnsafeBufferPointer<UInt16>
  let count: Int

  init(_ units: UnsafeBufferPointer<UInt16>) {
    self.units = units
    self.count = units.count
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

  /// Whether an assertion holds at `position`, with ICU's definitions.
  @inline(__always)
  func holds(_ rawKind: Int32, at position: Int) -> Bool {
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
    case .notInsideCRLF:
      return
        !(position > 0 && position < count && units[position - 1] == 0x0D
        && units[position] == 0x0A)
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
