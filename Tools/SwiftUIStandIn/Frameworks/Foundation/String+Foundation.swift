// Foundation's additions to String and StringProtocol, and CharacterSet.

/// A set of Unicode character values for use in search operations.
/// - Apple: `struct CharacterSet`
/// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
public struct CharacterSet: Hashable, Sendable, SetAlgebra, Codable {
  public typealias Element = Unicode.Scalar
  /// - Apple: `init()`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init() {}
  /// - Apple: `static var whitespaces: CharacterSet { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var whitespaces: CharacterSet { CharacterSet() }
  /// - Apple: `static var newlines: CharacterSet { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static var newlines: CharacterSet { CharacterSet() }
  /// Returns an inverted copy of the receiver.
  /// - Apple: `@nonobjc var inverted: CharacterSet { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  @nonobjc public var inverted: CharacterSet { self }
  /// - Apple: `func contains(_ member: Unicode.Scalar) -> Bool`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func contains(_ member: Unicode.Scalar) -> Bool { false }
  /// - Apple: `func union(_ other: CharacterSet) -> CharacterSet`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func union(_ other: CharacterSet) -> CharacterSet { self }
  /// - Apple: `func intersection(_ other: CharacterSet) -> CharacterSet`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func intersection(_ other: CharacterSet) -> CharacterSet { self }
  /// - Apple: `func symmetricDifference(_ other: CharacterSet) -> CharacterSet`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func symmetricDifference(_ other: CharacterSet) -> CharacterSet { self }
  /// - Apple: `@discardableResult mutating func insert(_ character: Unicode.Scalar) -> (inserted: Bool, memberAfterInsert: Unicode.Scalar)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  @discardableResult public mutating func insert(_ character: Unicode.Scalar)
    -> (inserted: Bool, memberAfterInsert: Unicode.Scalar)
  { (false, character) }
  /// - Apple: `@discardableResult mutating func update(with character: Unicode.Scalar) -> Unicode.Scalar?`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  @discardableResult public mutating func update(with character: Unicode.Scalar)
    -> Unicode.Scalar?
  { nil }
  /// - Apple: `@discardableResult mutating func remove(_ character: Unicode.Scalar) -> Unicode.Scalar?`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  @discardableResult public mutating func remove(_ character: Unicode.Scalar) -> Unicode.Scalar? {
    nil
  }
  /// - Apple: `mutating func formUnion(_ other: CharacterSet)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public mutating func formUnion(_ other: CharacterSet) {}
  /// - Apple: `mutating func formIntersection(_ other: CharacterSet)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public mutating func formIntersection(_ other: CharacterSet) {}
  /// - Apple: `mutating func formSymmetricDifference(_ other: CharacterSet)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public mutating func formSymmetricDifference(_ other: CharacterSet) {}
}

// String is a C variadic argument (`%@`) through its bridge to NSString.
extension String: CVarArg {
  public var _cVarArgEncoding: [Int] { [] }
}

extension String {
  /// Returns a String object initialized by using a given format string as a template into which
  /// the remaining argument values are substituted.
  /// - Apple: `init(format: String, _ arguments: any CVarArg...)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(format: String, _ arguments: any CVarArg...) { self = format }
  /// Returns a string created by using a given format string and an argument list.
  /// - Apple: `init(format: String, arguments: [any CVarArg])`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(format: String, arguments: [any CVarArg]) { self = format }
  /// Returns a string created by using a given format string and an argument list, formatted
  /// for a locale.
  /// - Apple: `init(format: String, locale: Locale?, arguments: [any CVarArg])`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(format: String, locale: Locale?, arguments: [any CVarArg]) { self = format }
  /// Options for comparing and searching strings.
  public typealias CompareOptions = NSString.CompareOptions
}

/// The Foundation string class (only its option types are declared here).
/// - Apple: `class NSString`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class NSString: NSObject, @unchecked Sendable {
  /// Options for string comparison and search.
  /// - Apple: `struct CompareOptions`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct CompareOptions: OptionSet, Sendable {
    public let rawValue: UInt
    /// - Apple: `init(rawValue: UInt)`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// - Apple: `static var caseInsensitive: NSString.CompareOptions { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var caseInsensitive: CompareOptions { CompareOptions(rawValue: 1) }
    /// - Apple: `static var literal: NSString.CompareOptions { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var literal: CompareOptions { CompareOptions(rawValue: 2) }
    /// Search is limited to start (or end, if `NSBackwardsSearch`) of source string.
    /// - Apple: `static var anchored: NSString.CompareOptions { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var anchored: CompareOptions { CompareOptions(rawValue: 8) }
    /// - Apple: `static var numeric: NSString.CompareOptions { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var numeric: CompareOptions { CompareOptions(rawValue: 64) }
    /// - Apple: `static var diacriticInsensitive: NSString.CompareOptions { get }`
    /// - Apple availability: iOS 2.0, macOS 10.5, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var diacriticInsensitive: CompareOptions { CompareOptions(rawValue: 128) }
    /// - Apple: `static var widthInsensitive: NSString.CompareOptions { get }`
    /// - Apple availability: iOS 2.0, macOS 10.5, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var widthInsensitive: CompareOptions { CompareOptions(rawValue: 256) }
    /// - Apple: `static var regularExpression: NSString.CompareOptions { get }`
    /// - Apple availability: iOS 3.2, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var regularExpression: CompareOptions { CompareOptions(rawValue: 1024) }
  }
}

/// The result of a comparison.
/// - Apple: `@frozen enum ComparisonResult`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
@frozen public enum ComparisonResult: Int, Sendable {
  /// - Apple: `case orderedAscending`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  case orderedAscending = -1
  /// - Apple: `case orderedSame`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  case orderedSame = 0
  /// - Apple: `case orderedDescending`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  case orderedDescending = 1
}

extension StringProtocol {
  public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(
    of target: Target, with replacement: Replacement, options: String.CompareOptions = [],
    range searchRange: Range<Self.Index>? = nil
  ) -> String { "" }
  public func components<T: StringProtocol>(separatedBy separator: T) -> [String] { [] }
  public func components(separatedBy separator: CharacterSet) -> [String] { [] }
  public func trimmingCharacters(in set: CharacterSet) -> String { "" }
  public func range<T: StringProtocol>(
    of aString: T, options mask: String.CompareOptions = [],
    range searchRange: Range<Self.Index>? = nil, locale: Locale? = nil
  ) -> Range<Self.Index>? { nil }
  public func contains<T: StringProtocol>(_ other: T) -> Bool { false }
  public func compare<T: StringProtocol>(
    _ aString: T, options mask: String.CompareOptions = [],
    range: Range<Self.Index>? = nil, locale: Locale? = nil
  ) -> ComparisonResult { .orderedSame }
  public func folding(options: String.CompareOptions = [], locale: Locale?) -> String { "" }
  public var capitalized: String { "" }
  public var precomposedStringWithCanonicalMapping: String { "" }
  public func hasPrefix<Prefix: StringProtocol>(_ prefix: Prefix) -> Bool { false }
  public func hasSuffix<Suffix: StringProtocol>(_ suffix: Suffix) -> Bool { false }
}
