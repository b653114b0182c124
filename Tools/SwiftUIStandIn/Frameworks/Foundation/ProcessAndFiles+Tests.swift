// The Foundation members only the package's test targets use (checked in the macOS pass, where
// `swift test` runs): running the built binaries and reading their output.

extension FileManager {
  /// Returns a Boolean value that indicates whether the operating system appears able to
  /// execute a specified file.
  public func isExecutableFile(atPath path: String) -> Bool { false }
}

extension Data {
  /// Options for searching data.
  public struct SearchOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let anchored = SearchOptions(rawValue: 2)
  }
  /// Finds the range of the specified data as a subsequence of this data, if it exists.
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
  public enum TerminationReason: Int, Sendable {
    case exit = 1
    case uncaughtSignal = 2
  }
  /// The reason the system terminated the task.
  @available(macOS 10.6, *)
  public var terminationReason: Process.TerminationReason { .exit }
}
