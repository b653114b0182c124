import Foundation

/// Unicode property sets with ICU's meanings, built from `Unicode.Scalar.Properties` the first
/// time each is needed and then shared by every pattern.
enum UnicodeTables {
  /// General categories in a fixed order; a category mask has one bit per entry.
  static let categories: [Unicode.GeneralCategory] = [
    .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
    .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
    .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
    .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
    .modifierSymbol, .otherSymbol, .spaceSeparator, .lineSeparator, .paragraphSeparator,
    .control, .format, .surrogate, .privateUse, .unassigned,
  ]

  /// The index of a category in `categories`.
  static func categoryIndex(_ category: Unicode.GeneralCategory) -> Int {
    categoryIndexes[category] ?? (categories.count - 1)
  }

  private static let categoryIndexes: [Unicode.GeneralCategory: Int] = {
    var table: [Unicode.GeneralCategory: Int] = [:]
    for (index, category) in categories.enumerated() { table[category] = index }
    return table
  }()

  /// The code points that need a property lookup: planes 4 to 13 are unassigned and planes 15
  /// and 16 are private use, except for the two noncharacters at the end of every plane.
  static let lookupRanges: [ClosedRange<UInt32>] = {
    var ranges: [ClosedRange<UInt32>] = [0...0xD7FF, 0xE000...0x3FFFF, 0xE0000...0xEFFFF]
    for plane in UInt32(4)...16 where plane != 14 {
      ranges.append((plane << 16 | 0xFFFE)...(plane << 16 | 0xFFFF))
    }
    return ranges.sorted { $0.lowerBound < $1.lowerBound }
  }()

  /// The general category of `value`, with surrogates and the skipped planes filled in.
  static func category(of value: UInt32) -> UInt8 {
    if let scalar = Unicode.Scalar(value) {
      return UInt8(categoryIndex(scalar.properties.generalCategory))
    }
    return UInt8(categoryIndex(.surrogate))
  }

  /// Runs of equal general category over all code points: (first code point, category index).
  static let categoryRuns: [(start: UInt32, category: UInt8)] = {
    var runs: [(start: UInt32, category: UInt8)] = []
    func add(_ start: UInt32, _ category: UInt8) {
      if runs.last?.category != category { runs.append((start, category)) }
    }
    let unassigned = UInt8(categoryIndex(.unassigned))
    let privateUse = UInt8(categoryIndex(.privateUse))
    let surrogate = UInt8(categoryIndex(.surrogate))
    var value: UInt32 = 0
    while value <= 0x3FFFF {
      if value == 0xD800 {
        add(value, surrogate)
        value = 0xE000
      }
      add(value, category(of: value))
      value += 1
    }
    add(0x40000, unassigned)
    value = 0xE0000
    while value <= 0xEFFFF {
      add(value, category(of: value))
      value += 1
    }
    for plane in UInt32(15)...16 {
      add(plane << 16, privateUse)
      add(plane << 16 | 0xFFFE, unassigned)
    }
    return runs
  }()

  /// The code points whose general category is in `mask` (bit i = `categories[i]`).
  static func categorySet(mask: UInt32) -> ScalarSet {
    let key = "gc:\(mask)"
    return cache.value(for: key) {
      var ranges: [ClosedRange<UInt32>] = []
      let runs = categoryRuns
      for (index, run) in runs.enumerated() where mask & (1 << UInt32(run.category)) != 0 {
        let end = index + 1 < runs.count ? runs[index + 1].start - 1 : ScalarSet.maxScalar
        ranges.append(run.start...end)
      }
      return ScalarSet(ranges)
    }
  }

  /// The mask of one category.
  static func mask(_ categories: Unicode.GeneralCategory...) -> UInt32 {
    categories.reduce(0) { $0 | 1 << UInt32(categoryIndex($1)) }
  }

  /// The code points with a binary property, under a cache key.
  static func binarySet(_ key: String, _ test: (Unicode.Scalar.Properties) -> Bool)
    -> ScalarSet
  {
    cache.value(for: "bin:" + key) {
      var ranges: [ClosedRange<UInt32>] = []
      for range in lookupRanges {
        var start: UInt32? = nil
        for value in range {
          let member = Unicode.Scalar(value).map { test($0.properties) } ?? false
          if member, start == nil { start = value }
          if !member, let first = start {
            ranges.append(first...(value - 1))
            start = nil
          }
        }
        if let first = start { ranges.append(first...range.upperBound) }
      }
      return ScalarSet(ranges)
    }
  }

  /// `\d`: decimal digits, `\p{Nd}`.
  static var digit: ScalarSet { categorySet(mask: mask(.decimalNumber)) }

  /// `\w`: `[\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200C\u200D]`, ICU's word characters.
  static var word: ScalarSet {
    cache.value(for: "word") {
      binarySet("alphabetic") { $0.isAlphabetic }
        .union(
          categorySet(
            mask: mask(
              .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation
            ))
        )
        .union(ScalarSet([0x200C...0x200D]))
    }
  }

  /// `\s`: ICU's white space, `\p{White_Space}`.
  static var space: ScalarSet { binarySet("whitespace") { $0.isWhitespace } }

  /// `\h`: horizontal white space, `\p{Zs}` and TAB.
  static var horizontalSpace: ScalarSet {
    categorySet(mask: mask(.spaceSeparator)).union(ScalarSet([0x09...0x09]))
  }

  /// `.` with `(?d)`: anything but LF.
  static let notNewline = ScalarSet([0...0x09, 0x0B...ScalarSet.maxScalar])

  /// `\v`: the line terminators.
  static let verticalSpace = ScalarSet([0x0A...0x0D, 0x85...0x85, 0x2028...0x2029])

  /// Characters `\b` skips over: grapheme extenders and format characters.
  static var boundaryIgnorable: ScalarSet {
    cache.value(for: "boundaryIgnorable") {
      binarySet("graphemeextend") { $0.isGraphemeExtend }
        .union(categorySet(mask: mask(.format)))
    }
  }

  /// Matchers shared by the executors for `\b`.
  static let wordMatcher = ScalarMatcher(word)
  /// Matchers shared by the executors for `\b`.
  static let ignorableMatcher = ScalarMatcher(boundaryIgnorable)

  static let cache = SetCache()
}

/// A lock-protected cache of built sets.
final class SetCache: @unchecked Sendable {
  private let lock = NSLock()
  private var sets: [String: ScalarSet] = [:]

  /// The set under `key`, building it once.
  func value(for key: String, build: () -> ScalarSet) -> ScalarSet {
    lock.lock()
    if let set = sets[key] {
      lock.unlock()
      return set
    }
    lock.unlock()
    let set = build()
    lock.lock()
    sets[key] = set
    lock.unlock()
    return set
  }
}
