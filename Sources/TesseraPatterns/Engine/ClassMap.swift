/// A partition of the code points into classes that every instruction and assertion of a
/// program treats alike, so the lazy DFA keeps one transition per class.
struct ClassMap: Sendable {
  /// The class of each ASCII scalar.
  var ascii: [UInt16]
  /// The first code point of each interval, sorted.
  var starts: [UInt32]
  /// The class of each interval.
  var intervalClass: [UInt16]
  /// One member of each class.
  var representatives: [UInt32]
  /// `ClassMap.word`, `.ignorable`, `.terminator`, `.cr` and `.lf` bits of each class.
  var flags: [UInt8]

  static let word: UInt8 = 1
  static let ignorable: UInt8 = 2
  static let terminator: UInt8 = 4
  static let cr: UInt8 = 8
  static let lf: UInt8 = 16

  var count: Int { representatives.count }

  /// Builds the classes of `program`, whose sets are `sets`.
  /// - Complexity: O(b log b + b × s) for b range boundaries and s sets.
  init(program: Program, sets: [ScalarSet], needsWordClasses: Bool) {
    var points: [UInt32] = [0, 0x0A, 0x0B, 0x0D, 0x0E, 128]
    var extra: [ScalarSet] = [UnicodeTables.verticalSpace]
    if needsWordClasses { extra += [UnicodeTables.word, UnicodeTables.boundaryIgnorable] }
    for set in sets + extra {
      for range in set.ranges {
        points.append(range.lowerBound)
        if range.upperBound < ScalarSet.maxScalar { points.append(range.upperBound + 1) }
      }
    }
    for instruction in program.instructions where instruction.opcode == .scalar {
      let value = UInt32(bitPattern: instruction.x)
      points.append(value)
      points.append(value + 1)
    }
    let sorted = Array(Set(points)).sorted()
    let matchers = sets.map(ScalarMatcher.init)
    let wordMatcher = needsWordClasses ? UnicodeTables.wordMatcher : nil
    let ignorableMatcher = needsWordClasses ? UnicodeTables.ignorableMatcher : nil
    let scalars = Set(
      program.instructions.filter { $0.opcode == .scalar }.map { UInt32(bitPattern: $0.x) })
    var signatures: [[UInt64]: UInt16] = [:]
    var representatives: [UInt32] = []
    var flags: [UInt8] = []
    var intervalClass: [UInt16] = []
    intervalClass.reserveCapacity(sorted.count)
    let words = (matchers.count + 64) / 64 + 1
    for start in sorted {
      var signature = [UInt64](repeating: 0, count: words)
      for (index, matcher) in matchers.enumerated() where matcher.contains(start) {
        signature[index >> 6] |= 1 << UInt64(index & 63)
      }
      var flag: UInt8 = 0
      if wordMatcher?.contains(start) == true { flag |= ClassMap.word }
      if ignorableMatcher?.contains(start) == true { flag |= ClassMap.ignorable }
      if isLineTerminator(start) { flag |= ClassMap.terminator }
      if start == 0x0D { flag |= ClassMap.cr }
      if start == 0x0A { flag |= ClassMap.lf }
      // A scalar some instruction names is its own class.
      let named = scalars.contains(start) ? UInt64(start) + 1 : 0
      signature[words - 1] = UInt64(flag) | named << 8
      if let existing = signatures[signature] {
        intervalClass.append(existing)
      } else {
        let id = UInt16(representatives.count)
        signatures[signature] = id
        representatives.append(start)
        flags.append(flag)
        intervalClass.append(id)
      }
    }
    self.starts = sorted
    self.intervalClass = intervalClass
    self.representatives = representatives
    self.flags = flags
    var ascii = [UInt16](repeating: 0, count: 128)
    var interval = 0
    for value in 0..<128 {
      while interval + 1 < sorted.count, sorted[interval + 1] <= UInt32(value) { interval += 1 }
      ascii[value] = intervalClass[interval]
    }
    self.ascii = ascii
  }

  /// The class of `value`.
  @inline(__always)
  func classOf(_ value: UInt32) -> Int {
    if value < 128 { return Int(ascii[Int(value)]) }
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) >> 1
      if starts[middle] <= value { low = middle } else { high = middle }
    }
    return Int(intervalClass[low])
  }
}
