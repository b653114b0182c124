// Foundation's JSON coders and JSONSerialization.

/// An object that encodes instances of a data type as JSON objects.
/// - Apple: `class JSONEncoder`
/// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class JSONEncoder: @unchecked Sendable {
  /// - Apple: `init()`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init() {}
  /// The output formatting options that determine the readability, size, and element order.
  /// - Apple: `struct OutputFormatting`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct OutputFormatting: OptionSet, Sendable {
    /// - Apple: `let rawValue: UInt`
    /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public let rawValue: UInt
    /// - Apple: `init(rawValue: UInt)`
    /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// - Apple: `static let prettyPrinted: JSONEncoder.OutputFormatting`
    /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static let prettyPrinted = OutputFormatting(rawValue: 1)
    /// - Apple: `static let sortedKeys: JSONEncoder.OutputFormatting`
    /// - Apple availability: iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, visionOS 1.0
    @available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
    public static let sortedKeys = OutputFormatting(rawValue: 2)
    /// - Apple: `static let withoutEscapingSlashes: JSONEncoder.OutputFormatting`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let withoutEscapingSlashes = OutputFormatting(rawValue: 8)
  }
  /// - Apple: `enum DateEncodingStrategy`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public enum DateEncodingStrategy: Sendable {
    /// - Apple: `case deferredToDate`
    /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
    case deferredToDate
    /// - Apple: `case secondsSince1970`
    /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
    case secondsSince1970
  }
  /// - Apple: `var outputFormatting: JSONEncoder.OutputFormatting { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var outputFormatting: JSONEncoder.OutputFormatting {
    get { _outputFormatting }
    set { _outputFormatting = newValue }
  }
  var _outputFormatting: JSONEncoder.OutputFormatting = []
  /// Returns a JSON-encoded representation of the value you supply.
  /// - Apple: `func encode<T>(_ value: T) throws -> Data where T : Encodable`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func encode<T: Encodable>(_ value: T) throws -> Data { Data() }
}

/// An object that decodes instances of a data type from JSON objects.
/// - Apple: `class JSONDecoder`
/// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class JSONDecoder: @unchecked Sendable {
  /// - Apple: `init()`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init() {}
  /// Returns a value of the type you specify, decoded from a JSON object.
  /// - Apple: `func decode<T>(_ type: T.Type, from data: Data) throws -> T where T : Decodable`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { fatalError() }
}

/// An object that converts between JSON and the equivalent Foundation objects.
/// - Apple: `class JSONSerialization`
/// - Apple availability: iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class JSONSerialization: NSObject {
  /// Options used when creating Foundation objects from JSON data.
  /// - Apple: `struct ReadingOptions`
  /// - Apple availability: iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    /// - Apple: `init(rawValue: UInt)`
    /// - Apple availability: iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  /// Options for writing JSON data.
  /// - Apple: `struct WritingOptions`
  /// - Apple availability: iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    /// - Apple: `init(rawValue: UInt)`
    /// - Apple availability: iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// - Apple: `static var prettyPrinted: JSONSerialization.WritingOptions { get }`
    /// - Apple availability: iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var prettyPrinted: WritingOptions { WritingOptions(rawValue: 1) }
    /// - Apple: `static var sortedKeys: JSONSerialization.WritingOptions { get }`
    /// - Apple availability: iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, visionOS 1.0
    @available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
    public static var sortedKeys: WritingOptions { WritingOptions(rawValue: 2) }
    /// - Apple: `static var fragmentsAllowed: JSONSerialization.WritingOptions { get }`
    /// - Apple availability: iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var fragmentsAllowed: WritingOptions { WritingOptions(rawValue: 4) }
    /// Specifies that the output doesn't prefix slash characters with escape characters.
    /// - Apple: `static var withoutEscapingSlashes: JSONSerialization.WritingOptions { get }`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static var withoutEscapingSlashes: WritingOptions { WritingOptions(rawValue: 8) }
  }
  /// - Apple: `class func jsonObject(with data: Data, options opt: JSONSerialization.ReadingOptions = []) throws -> Any`
  /// - Apple availability: iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open class func jsonObject(with data: Data, options opt: JSONSerialization.ReadingOptions = [])
    throws -> Any
  { 0 }
  /// - Apple: `class func data(withJSONObject obj: Any, options opt: JSONSerialization.WritingOptions = []) throws -> Data`
  /// - Apple availability: iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open class func data(withJSONObject obj: Any, options opt: JSONSerialization.WritingOptions = [])
    throws -> Data
  { Data() }
}

