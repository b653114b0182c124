/// Matching options, named after their `NSRegularExpression.Options` counterparts.
public struct PatternOptions: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public var rawValue: Int

  /// Creates options from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Letters match regardless of case, like `(?i)`: literal runs use full case folding (`ss`
  /// matches `ß`), classes and properties simple case folding, as in ICU.
  public static let caseInsensitive = PatternOptions(rawValue: 1 << 0)
  /// `^` and `$` match at line starts and ends, like `(?m)`.
  public static let multiline = PatternOptions(rawValue: 1 << 1)
  /// `.` also matches line terminators, like `(?s)`.
  public static let dotMatchesLineSeparators = PatternOptions(rawValue: 1 << 2)
  /// Whitespace and `#` comments in the pattern are ignored, like `(?x)`.
  public static let allowCommentsAndWhitespace = PatternOptions(rawValue: 1 << 3)
  /// Only LF ends a line for `.`, `^` and `$`, like `(?d)`.
  public static let useUnixLineSeparators = PatternOptions(rawValue: 1 << 4)
  /// `\b` and `\B` use Unicode (UAX #29) word boundaries, like `(?w)`.
  public static let useUnicodeWordBoundaries = PatternOptions(rawValue: 1 << 5)
}

/// Bounds on what a pattern may cost, checked when it is compiled. Every accepted pattern
/// matches in time O(program size × input length), so these bounds also bound matching time.
public struct PatternLimits: Sendable, Hashable {
  /// The longest accepted pattern, in UTF-16 code units.
  public var maxPatternLength: Int
  /// The largest repetition count, including the product of nested counted repetitions.
  public var maxRepetition: Int
  /// The deepest nesting of groups and classes.
  public var maxNestingDepth: Int
  /// The largest compiled program, in instructions.
  public var maxProgramSize: Int

  /// Creates limits; the defaults suit patterns written for form fields.
  public init(
    maxPatternLength: Int = 1000, maxRepetition: Int = 1000, maxNestingDepth: Int = 100,
    maxProgramSize: Int = 20_000
  ) {
    self.maxPatternLength = maxPatternLength
    self.maxRepetition = maxRepetition
    self.maxNestingDepth = maxNestingDepth
    self.maxProgramSize = maxProgramSize
  }

  /// Pattern length 1,000, repetition 1,000, nesting depth 100, program size 20,000.
  public static let `default` = PatternLimits()
}
