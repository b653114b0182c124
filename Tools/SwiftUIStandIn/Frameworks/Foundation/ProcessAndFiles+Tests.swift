// The Foundation members only the package's test targets use (checked in the macOS pass, where
// `swift test` runs): running the built binaries and reading their output.

extension FileManager {
  /// Returns a Boolean value that indicates whether the operating system appears able to
  /// execute a specified file.
  /// - Apple: `func isExecutableFile(atPath path: String) -> Bool`
  /// - Apple availability: iOS 2.0, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func isExecutableFile(atPath path: String) -> Bool { false }
}

extension NSData {
  /// Options for method used to search data objects.
  /// - Apple: `struct SearchOptions`
  /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public struct SearchOptions: OptionSet, Sendable {
    public let rawValue: UInt
    /// - Apple: `init(rawValue: UInt)`
    /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Search is limited to start (or end, if searching backwards) of the data object.
    /// - Apple: `static var anchored: NSData.SearchOptions { get }`
    /// - Apple availability: iOS 4.0, macOS 10.6, tvOS 9.0, watchOS 2.0, visionOS 1.0
    public static var anchored: NSData.SearchOptions { NSData.SearchOptions(rawValue: 2) }
  }
}

extension Data {
  /// Options for searching data (Foundation's NSData.SearchOptions).
  /// - Apple: `typealias SearchOptions = NSData.SearchOptions`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public typealias SearchOptions = NSData.SearchOptions
  /// Finds the range of the specified data as a subsequence of this data, if it exists.
  /// - Apple: `func range(of dataToFind: Data, options: Data.SearchOptions = [], in range: Range<Data.Index>? = nil) -> Range<Data.Index>?`
  /// - Apple availability: iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0
  public func range(of dataToFind: Data, options: Data.SearchOptions = [],
                    in range: Range<Data.Index>? = nil) -> Range<Data.Index>? { nil }
}

@available(macOS 10.0, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension Process {
  /// Constants that specify the termination reason values that the system returns.
  /// - Apple: `enum TerminationReason`
  /// - Apple availability: macOS 10.6
  @available(macOS 10.6, *)
  public enum TerminationReason: Int, Sendable {
    /// The task exited normally.
    /// - Apple: `case exit`
    /// - Apple availability: macOS 10.6
    case exit = 1
    /// The task exited due to an uncaught signal.
    /// - Apple: `case uncaughtSignal`
    /// - Apple availability: macOS 10.6
    case uncaughtSignal = 2
  }
  /// The reason the system terminated the task.
  /// - Apple: `var terminationReason: Process.TerminationReason { get }`
  /// - Apple availability: macOS 10.6
  @available(macOS 10.6, *)
  public var terminationReason: Process.TerminationReason { .exit }
}
