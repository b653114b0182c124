/// A set of Unicode code points as sorted, disjoint, non-adjacent closed ranges.
struct ScalarSet: Sendable, Hashable {
  /// The ranges, sorted and merged.
  private(set) var ranges: [ClosedRange<UInt32>]

  /// The largest code point.
  static let maxScalar: UInt32 = 0x10FFFF

  /// The empty set.
  init() { ranges = [] }

  /// A set from any ranges; they are sorted and merged.
  /// - Complexity: O(r log r) for r ranges.
  init(_ ranges: [ClosedRange<UInt32>]) {
    let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
    var merged: [ClosedRange<UInt32>] = []
    merged.reserveCapacity(sorted.count)
    for range in sorted {
      if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
        if range.upperBound > last.upperBound {
          merged[merged.count - 1] = last.lowerBound...range.upperBound
        }
      } else {
        merged.append(range)
      }
    }
    self.ranges = merged
  }

  /// A set of one scalar.
  init(scalar: UInt32) { ranges = [scalar...scalar] }

  /// Whether the set holds `value`.
  /// - Complexity: O(log r).
  func contains(_ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      let range = ranges[middle]
      if value < range.lowerBound {
        high = middle
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// Whether the set is empty.
  var isEmpty: Bool { ranges.isEmpty }

  /// The union of two sets.
  func union(_ other: ScalarSet) -> ScalarSet { ScalarSet(ranges + other.ranges) }

  /// Every code point not in the set.
  func inverted() -> ScalarSet {
    var result: [ClosedRange<UInt32>] = []
    var next: UInt32 = 0
    for range in ranges {
      if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
      next = range.upperBound &+ 1
      if range.upperBound == ScalarSet.maxScalar { return ScalarSet(result) }
    }
    if next <= ScalarSet.maxScalar { result.append(next...ScalarSet.maxScalar) }
    var set = ScalarSet()
    set.ranges = result
    return set
  }

  /// The code points in both sets.
  func intersection(_ other: ScalarSet) -> ScalarSet {
    inverted().union(other.inverted()).inverted()
  }

  /// The code points in this set and not in `other`.
  func subtracting(_ other: ScalarSet) -> ScalarSet {
    intersection(other.inverted())
  }
}

/// A set compiled for matching: an ASCII bitmap and the ranges above ASCII.
struct ScalarMatcher: Sendable {
  private(set) var low: UInt64 = 0
  private(set) var high: UInt64 = 0
  private var lowerBounds: [UInt32] = []
  private var upperBounds: [UInt32] = []
  /// Whether any non-ASCII scalar is in the set.
  let hasNonASCII: Bool

  init(_ set: ScalarSet) {
    var nonASCII = false
    for range in set.ranges {
      if range.lowerBound < 128 {
        for value in range.lowerBound...min(range.upperBound, 127) {
          if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
        }
      }
      if range.upperBound >= 128 {
        nonASCII = true
        lowerBounds.append(max(range.lowerBound, 128))
        upperBounds.append(range.upperBound)
      }
    }
    hasNonASCII = nonASCII
  }

  /// Whether the ASCII scalar `value` (< 128) is in the set.
  @inline(__always)
  func containsASCII(_ value: UInt32) -> Bool {
    value < 64 ? (low >> UInt64(value)) & 1 != 0 : (high >> UInt64(value - 64)) & 1 != 0
  }

  /// Whether `value` is in the set, the ASCII test inlined and the rest only when the set
  /// has non-ASCII members.
  @inline(__always)
  func admits(_ value: UInt32) -> Bool {
    value < 128 ? containsASCII(value) : hasNonASCII && contains(value)
  }

  /// Whether `value` is in the set.
  /// - Complexity: O(1) for ASCII, O(log r) otherwise.
  @inline(__always)
  func contains(_ value: UInt32) -> Bool {
    if value < 128 { return containsASCII(value) }
    var lowIndex = 0
    var highIndex = lowerBounds.count
    while lowIndex < highIndex {
      let middle = (lowIndex + highIndex) >> 1
      if value < lowerBounds[middle] {
        highIndex = middle
      } else if value > upperBounds[middle] {
        lowIndex = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
