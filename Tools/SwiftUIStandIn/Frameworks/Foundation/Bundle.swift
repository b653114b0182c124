// Foundation's Bundle, localization and attributed strings.

/// A representation of the code and resources stored in a bundle directory on disk.
open class Bundle: NSObject, @unchecked Sendable {
  /// - Apple: `class var main: Bundle { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open class var main: Bundle { Bundle() }
  public override init() {}
  open var bundleURL: URL { fatalError() }
  /// - Apple: `func url(forResource name: String?, withExtension ext: String?) -> URL?`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func url(forResource name: String?, withExtension ext: String?) -> URL? { nil }
  /// - Apple: `func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL?`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?)
    -> URL?
  { nil }
  /// - Apple: `func path(forResource name: String?, ofType ext: String?) -> String?`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func path(forResource name: String?, ofType ext: String?) -> String? { nil }
  /// - Apple: `func object(forInfoDictionaryKey key: String) -> Any?`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func object(forInfoDictionaryKey key: String) -> Any? { nil }
}

/// A string with associated attributes for portions of its text.
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
public struct AttributedString: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public init() {}
  public init(_ string: String) {}
  public init(stringLiteral value: String) {}
  public var characters: [Character] { [] }
  public var description: String { "" }
  public static func + (lhs: AttributedString, rhs: AttributedString) -> AttributedString { lhs }
  public static func += (lhs: inout AttributedString, rhs: AttributedString) {}
}

extension String {
  /// A reference to a localizable string, with interpolations.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct LocalizationValue: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    ExpressibleByStringInterpolation, CustomDebugStringConvertible
  {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
    public var debugDescription: String { "" }
    /// The interpolation of a localization value.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
      public init(literalCapacity: Int, interpolationCount: Int) {}
      public mutating func appendLiteral(_ literal: String) {}
      public mutating func appendInterpolation(_ string: String) {}
      public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {}
      public mutating func appendInterpolation(_ value: Int) {}
      public mutating func appendInterpolation(_ value: Double) {}
      public mutating func appendInterpolation<T: Sendable>(_ value: T) where T: CustomStringConvertible {}
    }
  }
}

/// A reference to a localizable string, accessible from another process (iOS 16).
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct LocalizedStringResource: Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  ExpressibleByStringInterpolation, CustomStringConvertible
{
  /// How a resource finds its bundle.
  public enum BundleDescription: Hashable, Sendable, Codable {
    case main
    public static func == (lhs: BundleDescription, rhs: BundleDescription) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
    public init(from decoder: any Decoder) throws { self = .main }
    public func encode(to encoder: any Encoder) throws {}
  }
  public init(_ keyAndValue: String.LocalizationValue, table: String? = nil,
              locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main,
              comment: StaticString? = nil) {}
  public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
              locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main,
              comment: StaticString? = nil) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}
  public var key: String { "" }
  public var defaultValue: String.LocalizationValue { "" }
  public var table: String? { nil }
  public var locale: Locale {
    get { .current }
    set {}
  }
  public var bundle: LocalizedStringResource.BundleDescription { .main }
  public var description: String { "" }
}
