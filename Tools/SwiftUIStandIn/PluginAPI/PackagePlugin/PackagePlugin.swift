// A stand-in for PackagePlugin, the module SwiftPM and Xcode give package plugins, for the
// macOS type-check of Plugins/ (applecheck.py). Only the declarations Tessera's plugins use and
// the protocols they conform to, each as swift-package-manager declares it
// (Sources/Runtimes/PackagePlugin, Apache License 2.0 with Runtime Library Exception; the
// same module Xcode ships), without the `@available(_PackageDescription, ...)` attributes,
// which only a manifest-versioned build understands. Bodies are placeholders: nothing runs.
// pluginfidelity.py checks every public declaration here against the toolchain's own module.
import Foundation

/// - Apple: `protocol Plugin`
public protocol Plugin {
  /// - Apple: `init()`
  init()
}

extension Plugin {
  /// - Apple: `static func main() async throws`
  public static func main() async throws {}
}

/// - Apple: `protocol BuildToolPlugin : Plugin`
public protocol BuildToolPlugin: Plugin {
  /// - Apple: `func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command]`
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command]
}

/// - Apple: `protocol CommandPlugin : Plugin`
public protocol CommandPlugin: Plugin {
  /// - Apple: `func performCommand(context: PluginContext, arguments: [String]) async throws`
  func performCommand(context: PluginContext, arguments: [String]) async throws
  /// - Apple: `var packageManager: PackageManager { get }`
  var packageManager: PackageManager { get }
}

extension CommandPlugin {
  /// - Apple: `var packageManager: PackageManager { get }`
  public var packageManager: PackageManager { PackageManager() }
}

/// - Apple: `struct PackageManager`
public struct PackageManager {
  init() {}
}

/// - Apple: `enum Command`
public enum Command {
  /// - Apple: `case buildCommand(displayName: String?, executable: URL, arguments: [String], environment: [String : String] = [:], inputFiles: [URL] = [], outputFiles: [URL] = [])`
  case buildCommand(
    displayName: String?, executable: URL, arguments: [String],
    environment: [String: String] = [:], inputFiles: [URL] = [], outputFiles: [URL] = [])
  /// - Apple: `case prebuildCommand(displayName: String?, executable: URL, arguments: [String], environment: [String : String] = [:], outputFilesDirectory: URL)`
  case prebuildCommand(
    displayName: String?, executable: URL, arguments: [String],
    environment: [String: String] = [:], outputFilesDirectory: URL)
}

/// - Apple: `struct PluginContext`
public struct PluginContext {
  /// - Apple: `let package: Package`
  public let package: Package
  /// - Apple: `let pluginWorkDirectoryURL: URL`
  public let pluginWorkDirectoryURL: URL
  /// - Apple: `func tool(named name: String) throws -> PluginContext.Tool`
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }

  /// - Apple: `struct Tool`
  public struct Tool {
    /// - Apple: `let name: String`
    public let name: String
    /// - Apple: `let url: URL`
    public let url: URL
  }
}

/// - Apple: `struct Package`
public struct Package {
  /// - Apple: `let displayName: String`
  public let displayName: String
  /// - Apple: `let directoryURL: URL`
  public let directoryURL: URL
  /// - Apple: `let targets: [any Target]`
  public let targets: [any Target]
  /// - Apple: `func targets(named targetNames: [String]) throws -> [any Target]`
  public func targets(named targetNames: [String]) throws -> [any Target] { [] }
}

/// - Apple: `protocol Target`
public protocol Target {
  /// - Apple: `var name: String { get }`
  var name: String { get }
  /// - Apple: `var directoryURL: URL { get }`
  var directoryURL: URL { get }
}

/// - Apple: `protocol SourceModuleTarget : Target`
public protocol SourceModuleTarget: Target {
  /// - Apple: `var moduleName: String { get }`
  var moduleName: String { get }
  /// - Apple: `var sourceFiles: FileList { get }`
  var sourceFiles: FileList { get }
}

extension SourceModuleTarget {
  /// - Apple: `func sourceFiles(withSuffix suffix: String) -> FileList`
  public func sourceFiles(withSuffix suffix: String) -> FileList { sourceFiles }
}

/// - Apple: `struct FileList`
public struct FileList {
  private let files: [File]
  // Internal here: the toolchain's symbol graph does not list it among the public API.
  init(_ files: [File]) { self.files = files }
}

extension FileList: Sequence {
  /// - Apple: `struct Iterator`
  public struct Iterator: IteratorProtocol {
    var files: IndexingIterator<[File]>
    /// - Apple: `mutating func next() -> File?`
    public mutating func next() -> File? { files.next() }
  }
  /// - Apple: `func makeIterator() -> FileList.Iterator`
  public func makeIterator() -> FileList.Iterator { Iterator(files: files.makeIterator()) }
}

/// - Apple: `struct File`
public struct File {
  /// - Apple: `let url: URL`
  public let url: URL
  /// - Apple: `let type: FileType`
  public let type: FileType
  // Internal here: the toolchain's symbol graph does not list it among the public API.
  init(url: URL, type: FileType) {
    self.url = url
    self.type = type
  }
}

/// - Apple: `enum FileType`
public enum FileType {
  /// - Apple: `case source`
  case source
  /// - Apple: `case header`
  case header
  /// - Apple: `case resource`
  case resource
  /// - Apple: `case unknown`
  case unknown
}

/// - Apple: `struct ArgumentExtractor`
public struct ArgumentExtractor {
  private var arguments: [String]
  /// - Apple: `init(_ arguments: [String])`
  public init(_ arguments: [String]) { self.arguments = arguments }
  /// - Apple: `mutating func extractOption(named name: String) -> [String]`
  public mutating func extractOption(named name: String) -> [String] { [] }
  /// - Apple: `mutating func extractFlag(named name: String) -> Int`
  public mutating func extractFlag(named name: String) -> Int { 0 }
  /// - Apple: `var remainingArguments: [String] { get }`
  public var remainingArguments: [String] { arguments }
}

/// - Apple: `struct Diagnostics`
public struct Diagnostics {
  /// - Apple: `static func error(_ message: String, file: String? = #file, line: Int? = #line)`
  public static func error(_ message: String, file: String? = #file, line: Int? = #line) {}
  /// - Apple: `static func warning(_ message: String, file: String? = #file, line: Int? = #line)`
  public static func warning(_ message: String, file: String? = #file, line: Int? = #line) {}
}
