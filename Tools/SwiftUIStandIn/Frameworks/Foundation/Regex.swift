// Foundation's NSRegularExpression (ICU), the baseline Tessera's benchmarks compare with.

/// An immutable representation of a compiled regular expression applied to Unicode strings.
open class NSRegularExpression: NSObject, @unchecked Sendable {
  /// Options for regular expressions.
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// - Apple: `static var caseInsensitive: NSRegularExpression.Options { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var caseInsensitive: Options { Options(rawValue: 1) }
    public static let allowCommentsAndWhitespace = Options(rawValue: 2)
    /// - Apple: `static var dotMatchesLineSeparators: NSRegularExpression.Options { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var dotMatchesLineSeparators: Options { Options(rawValue: 8) }
    /// - Apple: `static var anchorsMatchLines: NSRegularExpression.Options { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var anchorsMatchLines: Options { Options(rawValue: 16) }
    public static let useUnixLineSeparators = Options(rawValue: 32)
    public static let useUnicodeWordBoundaries = Options(rawValue: 64)
  }
  /// Options for matching.
  public struct MatchingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let reportProgress = MatchingOptions(rawValue: 1)
    public static let anchored = MatchingOptions(rawValue: 4)
  }
  public init(pattern: String, options: NSRegularExpression.Options = []) throws {}
  open var pattern: String { "" }
  open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [],
                       range: NSRange) -> NSTextCheckingResult? { nil }
  open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [],
                    range: NSRange) -> [NSTextCheckingResult] { [] }
  /// Flags the enumeration block receives.
  public struct MatchingFlags: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let progress = MatchingFlags(rawValue: 1)
    public static let completed = MatchingFlags(rawValue: 2)
  }
  /// Enumerates the string allowing the Block to handle each regular expression match.
  open func enumerateMatches(
    in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
    using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags,
      UnsafeMutablePointer<ObjCBool>) -> Void
  ) {}
}

/// An occurrence of textual content found during the analysis of a block of text.
open class NSTextCheckingResult: NSObject, @unchecked Sendable {
  open var range: NSRange { NSRange() }
  open var numberOfRanges: Int { 0 }
  open func range(at idx: Int) -> NSRange { NSRange() }
}
