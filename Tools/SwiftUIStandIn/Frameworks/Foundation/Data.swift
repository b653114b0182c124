// Foundation's Data and its file I/O.

/// A byte buffer in memory.
/// - Apple: `@frozen struct Data`
/// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
@frozen
public struct Data: Hashable, Sendable, Codable, RandomAccessCollection, MutableCollection,
  RangeReplaceableCollection, MutableDataProtocol, ContiguousBytes, CustomStringConvertible
{
  /// The collection's index type.
  public typealias Index = Int
  /// The collection's indices.
  public typealias Indices = Range<Int>
  /// The collection's element: a byte.
  public typealias Element = UInt8
  /// A slice of the collection.
  public typealias SubSequence = Data
  /// The contiguous regions of the bytes.
  public typealias Regions = CollectionOfOne<Data>

  /// - Apple: `init()`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init() {}
  /// Creates data with copied memory content.
  /// - Apple: `init(bytes: UnsafeRawPointer, count: Int)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(bytes: UnsafeRawPointer, count: Int) {}
  /// Creates an empty data buffer of a specified size.
  /// - Apple: `init(capacity: Int)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(capacity: Int) {}
  /// Creates a new instance of a collection containing the elements of a sequence.
  public init<S: Sequence>(_ elements: S) where S.Element == UInt8 {}
  /// Initializes a data object with the contents of a Base-64 encoded string.
  /// - Apple: `init?(base64Encoded base64String: String, options: Data.Base64DecodingOptions = [])`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init?(base64Encoded base64String: String, options: Data.Base64DecodingOptions = []) {
    return nil
  }
  /// Creates data with the contents of a URL.
  /// - Apple: `init(contentsOf url: URL, options: Data.ReadingOptions = []) throws`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(contentsOf url: URL, options: Data.ReadingOptions = []) throws {}

  /// - Apple: `var startIndex: Data.Index { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var startIndex: Data.Index { 0 }
  /// - Apple: `var endIndex: Data.Index { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var endIndex: Data.Index { 0 }
  /// - Apple: `var count: Int { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var count: Int {
    get { 0 }
    set {}
  }
  /// Whether the collection is empty.
  public var isEmpty: Bool { true }
  /// The contiguous regions of the bytes.
  public var regions: CollectionOfOne<Data> { CollectionOfOne(self) }
  /// - Apple: `var description: String { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var description: String { "" }
  /// - Apple: `subscript(index: Data.Index) -> UInt8 { get set }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public subscript(index: Data.Index) -> UInt8 {
    get { 0 }
    set {}
  }
  /// Accesses the byte at `index`, or the bytes in `bounds`.
  public subscript(bounds: Range<Int>) -> Data {
    get { self }
    set {}
  }
  /// Replaces the bytes in `subrange` with `newElements`.
  public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == UInt8 {}
  /// - Apple: `mutating func append(_ other: Data)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public mutating func append(_ other: Data) {}
  /// - Apple: `mutating func append(_ bytes: UnsafePointer<UInt8>, count: Int)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public mutating func append(_ bytes: UnsafePointer<UInt8>, count: Int) {}
  /// - Apple: `mutating func append<SourceType>(_ buffer: UnsafeBufferPointer<SourceType>)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public mutating func append<SourceType>(_ buffer: UnsafeBufferPointer<SourceType>) {}
  /// - Apple: `mutating func append(contentsOf bytes: [UInt8])`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public mutating func append(contentsOf bytes: [UInt8]) {}
  /// Calls `body` with a pointer to the bytes.
  public func withUnsafeBytes<ResultType>(_ body: (UnsafeRawBufferPointer) throws -> ResultType)
    rethrows -> ResultType
  { try body(UnsafeRawBufferPointer(start: nil, count: 0)) }
  /// Calls `body` with a mutable pointer to the bytes.
  public mutating func withUnsafeMutableBytes<ResultType>(
    _ body: (UnsafeMutableRawBufferPointer) throws -> ResultType
  ) rethrows -> ResultType { try body(UnsafeMutableRawBufferPointer(start: nil, count: 0)) }
  /// Copies `count` bytes into `pointer`.
  public func copyBytes(to pointer: UnsafeMutablePointer<UInt8>, count: Int) {}
  /// Write the contents of the Data to a location.
  /// - Apple: `func write(to url: URL, options: Data.WritingOptions = []) throws`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func write(to url: URL, options: Data.WritingOptions = []) throws {}

  /// Options for methods used to read data objects.
  public struct ReadingOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a value from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  /// Options to control the writing of data to a URL.
  /// - Apple: `typealias WritingOptions = NSData.WritingOptions`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public typealias WritingOptions = NSData.WritingOptions
  /// Options to modify the decoding algorithm used to decode Base64 encoded data.
  public struct Base64DecodingOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a value from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
  /// Options for methods used to Base64 encode data.
  public struct Base64EncodingOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates a value from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
}

/// A static byte buffer in memory: the reference type `Data` bridges to. Only its option sets
/// that `Data`'s API names are declared.
/// - Apple: `class NSData`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class NSData: NSObject, @unchecked Sendable {
  /// Options for methods used to write data objects.
  /// - Apple: `struct WritingOptions`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct WritingOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// - Apple: `init(rawValue: UInt)`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// An option to write data to an auxiliary file first and then replace the original file
    /// with the auxiliary file when the write completes.
    /// - Apple: `static var atomic: NSData.WritingOptions { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var atomic: NSData.WritingOptions { NSData.WritingOptions(rawValue: 1) }
  }
}

/// A type that provides contiguous access to its bytes.
/// - Apple: `protocol ContiguousBytes`
/// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
public protocol ContiguousBytes {
  func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R
}

extension Array: ContiguousBytes where Element == UInt8 {}
extension ArraySlice: ContiguousBytes where Element == UInt8 {}
extension UnsafeRawBufferPointer: ContiguousBytes {
  /// Calls `body` with a pointer to the bytes.
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try body(self)
  }
}

/// A type that can represent a contiguous or discontiguous buffer of bytes.
public protocol DataProtocol: RandomAccessCollection where Element == UInt8 {
  associatedtype Regions: BidirectionalCollection
  where Regions.Element: DataProtocol, Regions.Element.SubSequence: ContiguousBytes
  /// - Apple: `var regions: Self.Regions { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  var regions: Regions { get }
}

/// A mutable buffer of bytes.
/// - Apple: `protocol MutableDataProtocol : DataProtocol, MutableCollection, RangeReplaceableCollection`
/// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
public protocol MutableDataProtocol: DataProtocol, MutableCollection, RangeReplaceableCollection {}

extension Array: DataProtocol where Element == UInt8 {
  /// The contiguous regions of the bytes.
  public var regions: CollectionOfOne<[UInt8]> { CollectionOfOne(self) }
}
extension Array: MutableDataProtocol where Element == UInt8 {}
extension ArraySlice: DataProtocol where Element == UInt8 {
  /// The contiguous regions of the bytes.
  public var regions: CollectionOfOne<ArraySlice<UInt8>> { CollectionOfOne(self) }
}
extension ArraySlice: MutableDataProtocol where Element == UInt8 {}

extension String {
  /// Produces a string created by reading data from a buffer using an encoding.
  /// - Apple: `init?(data: Data, encoding: String.Encoding)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init?(data: Data, encoding: String.Encoding) { return nil }
  /// Produces a string by reading a file at a URL.
  public init(contentsOf url: URL, encoding enc: String.Encoding) throws { self = "" }
  /// The encodings Foundation's string conversions accept.
  /// - Apple: `struct Encoding`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct Encoding: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public var rawValue: UInt
    /// Creates a value from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// 7-bit ASCII.
    public static let ascii = Encoding(rawValue: 1)
    /// UTF-8.
    public static let utf8 = Encoding(rawValue: 4)
    /// - Apple: `static let unicode: String.Encoding`
    /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static let unicode = Encoding(rawValue: 10)
    /// UTF-16.
    public static let utf16 = Encoding(rawValue: 10)
  }
}

extension StringProtocol {
  /// Writes the string to a URL using an encoding.
  public func write(to url: URL, atomically useAuxiliaryFile: Bool, encoding enc: String.Encoding)
    throws
  {}
}
