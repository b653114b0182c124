// Foundation's JSON coders and JSONSerialization.

/// An object that encodes instances of a data type as JSON objects.
open class JSONEncoder: @unchecked Sendable {
  public init() {}
  /// The output formatting options that determine the readability, size, and element order.
  public struct OutputFormatting: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let prettyPrinted = OutputFormatting(rawValue: 1)
    @available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
    public static let sortedKeys = OutputFormatting(rawValue: 2)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let withoutEscapingSlashes = OutputFormatting(rawValue: 8)
  }
  /// The strategies for encoding keys, dates, data and non-conforming floats.
  public enum KeyEncodingStrategy: Sendable {
    case useDefaultKeys
    case convertToSnakeCase
    case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
  }
  public enum DateEncodingStrategy: Sendable {
    case deferredToDate
    case secondsSince1970
    case millisecondsSince1970
    case iso8601
  }
  public enum NonConformingFloatEncodingStrategy: Sendable {
    case `throw`
    case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
  }
  open var outputFormatting: JSONEncoder.OutputFormatting = []
  open var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys
  open var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy = .deferredToDate
  open var nonConformingFloatEncodingStrategy: JSONEncoder.NonConformingFloatEncodingStrategy =
    .throw
  open var userInfo: [CodingUserInfoKey: any Sendable] = [:]
  /// Returns a JSON-encoded representation of the value you supply.
  open func encode<T: Encodable>(_ value: T) throws -> Data { Data() }
}

/// An object that decodes instances of a data type from JSON objects.
open class JSONDecoder: @unchecked Sendable {
  public init() {}
  public enum KeyDecodingStrategy: Sendable {
    case useDefaultKeys
    case convertFromSnakeCase
    case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
  }
  public enum DateDecodingStrategy: Sendable {
    case deferredToDate
    case secondsSince1970
    case millisecondsSince1970
    case iso8601
  }
  public enum NonConformingFloatDecodingStrategy: Sendable {
    case `throw`
    case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
  }
  open var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
  open var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy = .deferredToDate
  open var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy =
    .throw
  open var userInfo: [CodingUserInfoKey: any Sendable] = [:]
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  open var allowsJSON5: Bool {
    get { false }
    set {}
  }
  /// Returns a value of the type you specify, decoded from a JSON object.
  open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { fatalError() }
}

/// An object that converts between JSON and the equivalent Foundation objects.
open class JSONSerialization: NSObject {
  /// Options used when creating Foundation objects from JSON data.
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mutableContainers = ReadingOptions(rawValue: 1)
    public static let mutableLeaves = ReadingOptions(rawValue: 2)
    public static let fragmentsAllowed = ReadingOptions(rawValue: 4)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let json5Allowed = ReadingOptions(rawValue: 8)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let topLevelDictionaryAssumed = ReadingOptions(rawValue: 16)
  }
  /// Options for writing JSON data.
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let prettyPrinted = WritingOptions(rawValue: 1)
    @available(iOS 11.0, macOS 10.13, tvOS 11.0, watchOS 4.0, *)
    public static let sortedKeys = WritingOptions(rawValue: 2)
    public static let fragmentsAllowed = WritingOptions(rawValue: 4)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let withoutEscapingSlashes = WritingOptions(rawValue: 8)
  }
  open class func jsonObject(with data: Data, options opt: JSONSerialization.ReadingOptions = [])
    throws -> Any
  { 0 }
  open class func data(withJSONObject obj: Any, options opt: JSONSerialization.WritingOptions = [])
    throws -> Data
  { Data() }
  open class func isValidJSONObject(_ obj: Any) -> Bool { false }
}

/// A wrapper for a null value in collection objects.
open class NSNull: NSObject, @unchecked Sendable {
  public override init() {}
}

/// An object wrapper for primitive scalar numeric values.
open class NSNumber: NSObject, @unchecked Sendable {
  public init(value: Int) {}
  public init(value: Double) {}
  public init(value: Bool) {}
  open var intValue: Int { 0 }
  open var doubleValue: Double { 0 }
  open var boolValue: Bool { false }
  open var stringValue: String { "" }
}
