// Foundation's Bundle, localization and attributed strings.

/// A representation of the code and resources stored in a bundle directory on disk.
/// - Apple: `class Bundle`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class Bundle: NSObject, @unchecked Sendable {
  /// - Apple: `class var main: Bundle { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open class var main: Bundle { Bundle() }
  public override init() {}
  /// - Apple: `init?(path: String)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init?(path: String) { return nil }
  /// - Apple: `init?(url: URL)`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init?(url: URL) { return nil }
  /// - Apple: `var bundleURL: URL { get }`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var bundleURL: URL { fatalError() }
  /// - Apple: `var resourceURL: URL? { get }`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var resourceURL: URL? { nil }
  /// - Apple: `var localizations: [String] { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var localizations: [String] { [] }
  /// - Apple: `class func preferredLocalizations(from localizationsArray: [String], forPreferences preferencesArray: [String]?) -> [String]`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open class func preferredLocalizations(
    from localizationsArray: [String], forPreferences preferencesArray: [String]?
  ) -> [String] { [] }
  /// - Apple: `func localizedString(forKey key: String, value: String?, table tableName: String?) -> String`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func localizedString(forKey key: String, value: String?, table tableName: String?)
    -> String
  { key }
  /// - Apple: `func url(forResource name: String?, withExtension ext: String?) -> URL?`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func url(forResource name: String?, withExtension ext: String?) -> URL? { nil }
  /// - Apple: `func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL?`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func url(
    forResource name: String?, withExtension ext: String?, subdirectory subpath: String?
  ) -> URL? { nil }
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
  /// An empty attributed string.
  /// - Apple: `init()`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init() {}
  /// An attributed string with the characters of `string` and no attributes.
  public init(_ string: String) {}
  /// An attributed string from a string literal.
  public init(stringLiteral value: String) {}
  /// The characters of the string.
  public var characters: [Character] { [] }
  /// The string's text, for debugging.
  public var description: String { "" }
  /// The two strings joined.
  /// - Apple: `static func + (lhs: AttributedString, rhs: AttributedString) -> AttributedString`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static func + (lhs: AttributedString, rhs: AttributedString) -> AttributedString { lhs }
  /// Appends `rhs` to `lhs`.
  /// - Apple: `static func += (lhs: inout AttributedString, rhs: AttributedString)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static func += (lhs: inout AttributedString, rhs: AttributedString) {}
}

/// A type that defines an attribute's name and type.
/// - Apple: `protocol AttributedStringKey : SendableMetatype`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public protocol AttributedStringKey: SendableMetatype {
  /// The type of the attribute's value.
  associatedtype Value: Hashable
  /// The name of the attribute.
  static var name: String { get }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension AttributedString {
  /// Returns an attribute value that corresponds to an attributed string key.
  /// - Apple: `@preconcurrency subscript<K>(_: K.Type) -> K.Value? where K : AttributedStringKey, K.Value : Sendable { get set }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  @preconcurrency public subscript<K>(_: K.Type) -> K.Value?
  where K: AttributedStringKey, K.Value: Sendable {
    get { nil }
    set {}
  }
}

/// A property-scoping namespace for attribute scopes.
/// - Apple: `enum AttributeScopes`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum AttributeScopes {
  /// The attributes that assistive technologies read (only the announcement priority here).
  public struct AccessibilityAttributes {
    /// An attribute to define the urgency of the announcement.
    /// - Apple: `@frozen enum AnnouncementPriorityAttribute`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    @frozen public enum AnnouncementPriorityAttribute: AttributedStringKey {
      /// A priority level used by accessibility clients, such as VoiceOver, to control how
      /// announcements are queued and presented.
      /// - Apple: `enum AnnouncementPriority`
      /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
      public enum AnnouncementPriority: String, Hashable, Sendable {
        /// Announcements will interrupt other speech and cannot be interrupted once started.
        /// - Apple: `case high`
        /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
        case high
        /// Announcements will interrupt existing speech, but are interruptible if a new speech
        /// utterance is started.
        case `default`
        /// Announcements are queued and spoken when other speech utterances have completed.
        /// - Apple: `case low`
        /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
        case low
      }
      /// The attribute's value.
      public typealias Value = AnnouncementPriority
      /// The attribute's name.
      public static let name = "accessibilitySpeechAnnouncementPriority"
    }
  }
}
