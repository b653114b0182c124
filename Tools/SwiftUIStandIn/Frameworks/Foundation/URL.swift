// Foundation's URL and FileManager.

/// A value that identifies the location of a resource, such as an item on a remote server or the
/// path to a local file.
/// - Apple: `struct URL`
/// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
public struct URL: Hashable, Sendable, Codable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// Creates a URL instance from the provided string.
  /// - Apple: `init?(string: String)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init?(string: String) { return nil }
  /// Creates a URL instance from the provided string, relative to another URL.
  /// - Apple: `init?( string: String, relativeTo url: URL? )`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init?(string: String, relativeTo url: URL?) { return nil }
  /// Initializes a newly created file URL referencing the local file or directory at path.
  /// - Apple: `init(fileURLWithPath path: String)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(fileURLWithPath path: String) { fatalError() }
  /// Initializes a newly created file URL referencing the local file or directory at path,
  /// saying whether it is a directory.
  /// - Apple: `init(fileURLWithPath path: String, isDirectory: Bool)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(fileURLWithPath path: String, isDirectory: Bool) { fatalError() }
  /// Initializes a newly created file URL relative to a base URL.
  /// - Apple: `init(fileURLWithPath path: String, relativeTo base: URL?)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(fileURLWithPath path: String, relativeTo base: URL?) { fatalError() }
  /// Creates a file URL that references the local file or directory at a path.
  /// - Apple: `init(filePath path: String, directoryHint: URL.DirectoryHint = .inferFromPath, relativeTo base: URL? = nil)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init(filePath path: String, directoryHint: URL.DirectoryHint = .inferFromPath,
              relativeTo base: URL? = nil) { fatalError() }

  /// A hint about whether a path is a directory.
  /// - Apple: `enum DirectoryHint`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public enum DirectoryHint: Sendable {
    /// - Apple: `case isDirectory`
    /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
    case isDirectory
    /// - Apple: `case inferFromPath`
    /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
    case inferFromPath
  }

  /// - Apple: `var scheme: String? { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var scheme: String? { nil }
  /// - Apple: `var host: String? { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var host: String? { nil }
  /// - Apple: `var path: String { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var path: String { "" }
  /// - Apple: `var fragment: String? { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var fragment: String? { nil }
  /// - Apple: `var lastPathComponent: String { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var lastPathComponent: String { "" }
  /// - Apple: `var pathExtension: String { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var pathExtension: String { "" }
  /// - Apple: `var standardized: URL { get }`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public var standardized: URL { self }
  public var description: String { "" }
  public var debugDescription: String { "" }
  /// Returns the path component of the URL, optionally removing percent encoding.
  /// - Apple: `func path(percentEncoded: Bool = true) -> String`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func path(percentEncoded: Bool = true) -> String { "" }
  /// Returns a URL constructed by appending the given path component to self.
  /// - Apple: `func appendingPathComponent(_ pathComponent: String) -> URL`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func appendingPathComponent(_ pathComponent: String) -> URL { self }
  /// Returns a URL constructed by appending the given path component to self, saying whether
  /// the result is a directory.
  /// - Apple: `func appendingPathComponent(_ pathComponent: String, isDirectory: Bool) -> URL`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func appendingPathComponent(_ pathComponent: String, isDirectory: Bool) -> URL { self }
  /// Returns a URL constructed by removing the last path component of self.
  /// - Apple: `func deletingLastPathComponent() -> URL`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func deletingLastPathComponent() -> URL { self }
  /// Resolves any symlinks in the path of a file URL.
  /// - Apple: `func resolvingSymlinksInPath() -> URL`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func resolvingSymlinksInPath() -> URL { self }
  /// Appends a path component to the URL.
  /// - Apple: `mutating func appendPathComponent(_ pathComponent: String)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public mutating func appendPathComponent(_ pathComponent: String) {}
  /// Appends a path component to the URL, saying whether it is a directory.
  /// - Apple: `mutating func appendPathComponent(_ pathComponent: String, isDirectory: Bool)`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public mutating func appendPathComponent(_ pathComponent: String, isDirectory: Bool) {}
  /// Returns a URL constructed by removing the last path component of self.
  /// - Apple: `mutating func deleteLastPathComponent()`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public mutating func deleteLastPathComponent() {}
  /// Appends a path to the URL.
  /// - Apple: `mutating func append<S>(path: S, directoryHint: URL.DirectoryHint = .inferFromPath) where S : StringProtocol`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public mutating func append<S: StringProtocol>(
    path: S, directoryHint: URL.DirectoryHint = .inferFromPath
  ) {}
  /// Appends a path component to the URL.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public mutating func append<S: StringProtocol>(
    component: S, directoryHint: URL.DirectoryHint = .inferFromPath
  ) {}
  /// Returns a URL by appending the specified path to the URL.
  /// - Apple: `func appending<S>(path: S, directoryHint: URL.DirectoryHint = .inferFromPath) -> URL where S : StringProtocol`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public func appending<S: StringProtocol>(path: S, directoryHint: URL.DirectoryHint = .inferFromPath)
    -> URL
  { self }
  /// The URL of the temporary directory for the current user.
  /// - Apple: `static var temporaryDirectory: URL { get }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static var temporaryDirectory: URL { fatalError() }
}

/// A file-system attribute key.
/// - Apple: `struct FileAttributeKey`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
public struct FileAttributeKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  /// - Apple: `init(rawValue: String)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(rawValue: String) { self.rawValue = rawValue }
  /// - Apple: `init(_ rawValue: String)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// - Apple: `static let size: FileAttributeKey`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static let size = FileAttributeKey("NSFileSize")
  /// - Apple: `static let type: FileAttributeKey`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static let type = FileAttributeKey("NSFileType")
  /// - Apple: `static let modificationDate: FileAttributeKey`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public static let modificationDate = FileAttributeKey("NSFileModificationDate")
}

/// A convenient interface to the contents of the file system.
/// - Apple: `class FileManager`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class FileManager: NSObject, @unchecked Sendable {
  /// The shared file manager object for the process.
  /// - Apple: `class var `default`: FileManager { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open class var `default`: FileManager { FileManager() }
  public override init() {}

  /// Constants that specify the search path domain.
  /// - Apple: `struct SearchPathDomainMask`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct SearchPathDomainMask: OptionSet, Sendable {
    public let rawValue: UInt
    /// - Apple: `init(rawValue: UInt)`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// - Apple: `static var userDomainMask: FileManager.SearchPathDomainMask { get }`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var userDomainMask: SearchPathDomainMask { SearchPathDomainMask(rawValue: 1) }
  }
  /// Options for iterating directory contents.
  /// - Apple: `struct DirectoryEnumerationOptions`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct DirectoryEnumerationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    /// - Apple: `init(rawValue: UInt)`
    /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }

  /// - Apple: `var temporaryDirectory: URL { get }`
  /// - Apple availability: iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0
  open var temporaryDirectory: URL { fatalError() }

  /// - Apple: `func urls(for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask) -> [URL]`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func urls(for directory: FileManager.SearchPathDirectory,
                 in domainMask: FileManager.SearchPathDomainMask) -> [URL] { [] }
  /// - Apple: `func isWritableFile(atPath path: String) -> Bool`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func isWritableFile(atPath path: String) -> Bool { false }
  /// - Apple: `func fileExists(atPath path: String) -> Bool`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func fileExists(atPath path: String) -> Bool { false }
  /// - Apple: `func fileExists(atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?) -> Bool`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func fileExists(atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?) -> Bool {
    false
  }
  /// - Apple: `func createDirectory(at url: URL, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey : Any]? = nil) throws`
  /// - Apple availability: iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func createDirectory(at url: URL, withIntermediateDirectories createIntermediates: Bool,
                            attributes: [FileAttributeKey: Any]? = nil) throws {}
  /// - Apple: `func createDirectory(atPath path: String, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey : Any]? = nil) throws`
  /// - Apple availability: iOS 2.0, macOS 10.5, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func createDirectory(atPath path: String,
                            withIntermediateDirectories createIntermediates: Bool,
                            attributes: [FileAttributeKey: Any]? = nil) throws {}
  /// - Apple: `func contentsOfDirectory(atPath path: String) throws -> [String]`
  /// - Apple availability: iOS 2.0, macOS 10.5, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func contentsOfDirectory(atPath path: String) throws -> [String] { [] }
  /// Returns the path of the item pointed to by a symbolic link.
  /// - Apple: `func destinationOfSymbolicLink(atPath path: String) throws -> String`
  /// - Apple availability: iOS 2.0, macOS 10.5, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func destinationOfSymbolicLink(atPath path: String) throws -> String { "" }
  /// Creates a symbolic link at the specified URL that points to an item at the given URL.
  /// - Apple: `func createSymbolicLink(at url: URL, withDestinationURL destURL: URL) throws`
  /// - Apple availability: iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func createSymbolicLink(at url: URL, withDestinationURL destURL: URL) throws {}
  /// - Apple: `func contentsOfDirectory(at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?, options mask: FileManager.DirectoryEnumerationOptions = []) throws -> [URL]`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func contentsOfDirectory(at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
                                options mask: FileManager.DirectoryEnumerationOptions = [])
    throws -> [URL]
  { [] }
  /// - Apple: `func contents(atPath path: String) -> Data?`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func contents(atPath path: String) -> Data? { nil }
  /// - Apple: `func removeItem(at URL: URL) throws`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func removeItem(at URL: URL) throws {}
  /// - Apple: `func moveItem(at srcURL: URL, to dstURL: URL) throws`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func moveItem(at srcURL: URL, to dstURL: URL) throws {}
  /// - Apple: `func copyItem(at srcURL: URL, to dstURL: URL) throws`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func copyItem(at srcURL: URL, to dstURL: URL) throws {}
  /// - Apple: `func copyItem(atPath srcPath: String, toPath dstPath: String) throws`
  /// - Apple availability: iOS 2.0, macOS 10.5, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func copyItem(atPath srcPath: String, toPath dstPath: String) throws {}
  /// - Apple: `func attributesOfItem(atPath path: String) throws -> [FileAttributeKey : Any]`
  /// - Apple availability: iOS 2.0, macOS 10.5, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func attributesOfItem(atPath path: String) throws -> [FileAttributeKey: Any] { [:] }
  /// - Apple: `func setAttributes(_ attributes: [FileAttributeKey : Any], ofItemAtPath path: String) throws`
  /// - Apple availability: iOS 2.0, macOS 10.5, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func setAttributes(_ attributes: [FileAttributeKey: Any], ofItemAtPath path: String)
    throws
  {}
}

extension FileManager {
  /// The location of significant directories.
  /// - Apple: `enum SearchPathDirectory`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public enum SearchPathDirectory: UInt, Sendable {
    /// - Apple: `case applicationSupportDirectory`
    /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
    case applicationSupportDirectory = 14
  }
}

/// Keys that apply to file system URLs.
/// - Apple: `struct URLResourceKey`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
public struct URLResourceKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  /// - Apple: `init(rawValue: String)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public init(rawValue: String) { self.rawValue = rawValue }
}

/// An object-oriented wrapper for a file descriptor.
/// - Apple: `class FileHandle`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class FileHandle: NSObject, @unchecked Sendable {
  /// - Apple: `class var standardInput: FileHandle { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open class var standardInput: FileHandle { FileHandle() }
  /// - Apple: `class var standardOutput: FileHandle { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open class var standardOutput: FileHandle { FileHandle() }
  /// - Apple: `class var standardError: FileHandle { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open class var standardError: FileHandle { FileHandle() }
  /// - Apple: `class var nullDevice: FileHandle { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open class var nullDevice: FileHandle { FileHandle() }
  public override init() {}
  /// - Apple: `convenience init?(forReadingAtPath path: String)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public convenience init?(forReadingAtPath path: String) { self.init() }
  /// - Apple: `var availableData: Data { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var availableData: Data { Data() }
  /// - Apple: `func readDataToEndOfFile() -> Data`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func readDataToEndOfFile() -> Data { Data() }
  /// - Apple: `func write(_ data: Data)`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open func write(_ data: Data) {}
  /// - Apple: `func read(upToCount count: Int) throws -> Data?`
  /// - Apple availability: iOS 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, visionOS 1.0
  @available(iOS 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, *)
  public func read(upToCount count: Int) throws -> Data? { nil }
  /// - Apple: `func write<T>(contentsOf data: T) throws where T : DataProtocol`
  /// - Apple availability: iOS 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, visionOS 1.0
  @available(iOS 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, *)
  public func write<T: DataProtocol>(contentsOf data: T) throws {}
  /// - Apple: `func close() throws`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public func close() throws {}
}

/// A pipe between two processes (macOS) or between parts of one.
/// - Apple: `class Pipe`
/// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
open class Pipe: NSObject, @unchecked Sendable {
  public override init() {}
  /// - Apple: `var fileHandleForReading: FileHandle { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var fileHandleForReading: FileHandle { FileHandle() }
  /// - Apple: `var fileHandleForWriting: FileHandle { get }`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  open var fileHandleForWriting: FileHandle { FileHandle() }
}

/// An object that represents a subprocess of the current process (macOS only).
/// - Apple: `class Process`
/// - Apple availability: macOS 10.0
@available(macOS 10.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
open class Process: NSObject, @unchecked Sendable {
  public override init() {}
  /// The receiver's executable.
  /// - Apple: `var executableURL: URL? { get set }`
  /// - Apple availability: macOS 10.13
  @available(macOS 10.13, *) open var executableURL: URL? {
    get { _executableURL }
    set { _executableURL = newValue }
  }
  private var _executableURL: URL?
  /// - Apple: `var arguments: [String]? { get set }`
  /// - Apple availability: macOS 10.0
  open var arguments: [String]? {
    get { _arguments }
    set { _arguments = newValue }
  }
  private var _arguments: [String]?
  /// The environment for the receiver.
  /// - Apple: `var environment: [String : String]? { get set }`
  /// - Apple availability: macOS 10.0
  open var environment: [String: String]? {
    get { _environment }
    set { _environment = newValue }
  }
  private var _environment: [String: String]?
  /// - Apple: `var standardInput: Any? { get set }`
  /// - Apple availability: macOS 10.0
  open var standardInput: Any? {
    get { _standardInput }
    set { _standardInput = newValue }
  }
  private var _standardInput: Any?
  /// - Apple: `var standardOutput: Any? { get set }`
  /// - Apple availability: macOS 10.0
  open var standardOutput: Any? {
    get { _standardOutput }
    set { _standardOutput = newValue }
  }
  private var _standardOutput: Any?
  /// - Apple: `var standardError: Any? { get set }`
  /// - Apple availability: macOS 10.0
  open var standardError: Any? {
    get { _standardError }
    set { _standardError = newValue }
  }
  private var _standardError: Any?
  /// - Apple: `var processIdentifier: Int32 { get }`
  /// - Apple availability: macOS 10.0
  open var processIdentifier: Int32 { 0 }
  /// - Apple: `var isRunning: Bool { get }`
  /// - Apple availability: macOS 10.0
  open var isRunning: Bool { false }
  /// - Apple: `var terminationStatus: Int32 { get }`
  /// - Apple availability: macOS 10.0
  open var terminationStatus: Int32 { 0 }
  /// - Apple: `func run() throws`
  /// - Apple availability: macOS 10.13
  @available(macOS 10.13, *) open func run() throws {}
  /// - Apple: `func waitUntilExit()`
  /// - Apple availability: macOS 10.0
  open func waitUntilExit() {}
}
