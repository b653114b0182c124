// Foundation's NSRegularExpression (ICU), the baseline Tessera's benchmarks compare with.

/// An immutable representation of a compiled regular expression applied to Unicode strings.
/// - Apple: `class NSRegularExpression`
/// - Apple availability: iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class NSRegularExpression: NSObject, @unchecked Sendable {
  /// Options for regular expressions.
  /// - Apple: `struct Options`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    /// - Apple: `init(rawValue: UInt)`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// - Apple: `static var caseInsensitive: NSRegularExpression.Options { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var caseInsensitive: Options { Options(rawValue: 1) }
    /// Ignore whitespace and #-prefixed comments in the pattern.
    /// - Apple: `static var allowCommentsAndWhitespace: NSRegularExpression.Options { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var allowCommentsAndWhitespace: Options { Options(rawValue: 2) }
    /// - Apple: `static var dotMatchesLineSeparators: NSRegularExpression.Options { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var dotMatchesLineSeparators: Options { Options(rawValue: 8) }
    /// - Apple: `static var anchorsMatchLines: NSRegularExpression.Options { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var anchorsMatchLines: Options { Options(rawValue: 16) }
    /// Treat only `\n` as a line separator (otherwise, all standard line separators are used).
    /// - Apple: `static var useUnixLineSeparators: NSRegularExpression.Options { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var useUnixLineSeparators: Options { Options(rawValue: 32) }
    /// Use Unicode `TR#29` to specify word boundaries.
    /// - Apple: `static var useUnicodeWordBoundaries: NSRegularExpression.Options { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var useUnicodeWordBoundaries: Options { Options(rawValue: 64) }
  }
  /// The matching options constants specify the reporting, completion and matching rules to
  /// the expression matching methods.
  /// - Apple: `struct MatchingOptions`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct MatchingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    /// - Apple: `init(rawValue: UInt)`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Call the Block periodically during long-running match operations.
    /// - Apple: `static var reportProgress: NSRegularExpression.MatchingOptions { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var reportProgress: MatchingOptions { MatchingOptions(rawValue: 1) }
    /// Specifies that matches are limited to those at the start of the search range.
    /// - Apple: `static var anchored: NSRegularExpression.MatchingOptions { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var anchored: MatchingOptions { MatchingOptions(rawValue: 4) }
  }
  /// - Apple: `init(pattern: String, options: NSRegularExpression.Options = []) throws`
  /// - Apple availability: iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(pattern: String, options: NSRegularExpression.Options = []) throws {}
  /// - Apple: `var pattern: String { get }`
  /// - Apple availability: iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var pattern: String { "" }
  /// - Apple: `func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult?`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [],
                       range: NSRange) -> NSTextCheckingResult? { nil }
  /// - Apple: `func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult]`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [],
                    range: NSRange) -> [NSTextCheckingResult] { [] }
  /// Flags the enumeration block receives.
  /// - Apple: `struct MatchingFlags`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct MatchingFlags: OptionSet, Sendable {
    public let rawValue: UInt
    /// - Apple: `init(rawValue: UInt)`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// - Apple: `static var progress: NSRegularExpression.MatchingFlags { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var progress: MatchingFlags { MatchingFlags(rawValue: 1) }
    /// - Apple: `static var completed: NSRegularExpression.MatchingFlags { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var completed: MatchingFlags { MatchingFlags(rawValue: 2) }
  }
  /// Enumerates the string allowing the Block to handle each regular expression match.
  /// - Apple: `func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange, using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func enumerateMatches(
    in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
    using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags,
      UnsafeMutablePointer<ObjCBool>) -> Void
  ) {}
}

/// An occurrence of textual content found during the analysis of a block of text.
/// - Apple: `class NSTextCheckingResult`
/// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class NSTextCheckingResult: NSObject, @unchecked Sendable {
  /// - Apple: `var range: NSRange { get }`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var range: NSRange { NSRange() }
  /// - Apple: `var numberOfRanges: Int { get }`
  /// - Apple availability: iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var numberOfRanges: Int { 0 }
  /// - Apple: `func range(at idx: Int) -> NSRange`
  /// - Apple availability: iOS 4.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func range(at idx: Int) -> NSRange { NSRange() }
}
