import Foundation

/// One file of an export: a relative path (`/`-separated) and its UTF-8 text.
///
/// Formats that write a folder (an Xcode asset catalog, Android resources, Figma variable
/// collections) return several; ``write(_:into:)`` puts them under a directory.
public struct ExportedFile: Sendable, Hashable {
  /// The path under the output directory, such as `values-night/ocean_colors.xml`.
  public var path: String
  /// The file's contents.
  public var contents: String

  /// Creates a file.
  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}

/// Why exported files could not be written.
public enum ExportWriteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A path is empty, absolute, or has an empty, `.` or `..` part.
  case unsafePath(String)
  /// Two files of one export have the same path.
  case duplicatePath(String)
  /// Something that is not a directory is in the way of one the export needs.
  case notADirectory(String)
  /// A directory is where the export writes a file.
  case directoryInTheWay(String)
  /// The file system refused a write.
  case unwritable(path: String, reason: String)

  /// A message naming the problem and the path.
  public var description: String {
    switch self {
    case .unsafePath(let path):
      return "refusing to write '\(path)': export paths must stay inside the output directory"
    case .duplicatePath(let path): return "the export names '\(path)' twice"
    case .notADirectory(let path):
      return "\(path) exists and is not a directory; remove it or choose another --out"
    case .directoryInTheWay(let path):
      return
        "\(path) is a directory where the export writes a file; remove it or choose another --out"
    case .unwritable(let path, let reason): return "cannot write \(path): \(reason)"
    }
  }
}

extension ExportedFile {
  /// Writes `files` under `directory`, creating folders as needed. Every path is checked before
  /// anything is written (no part may be empty, `.` or `..`, and no path may repeat), and each
  /// file is written atomically, so an interrupted export never leaves a half-written file.
  /// Files already in the directory that the export does not name are left alone.
  /// - Complexity: O(total size of the files).
  public static func write(_ files: [ExportedFile], into directory: URL)
    throws(ExportWriteError)
  {
    var seen: Set<String> = []
    for file in files {
      let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
      guard !file.path.isEmpty, !file.path.hasPrefix("/"),
        parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\\") })
      else { throw .unsafePath(file.path) }
      guard seen.insert(file.path).inserted else { throw .duplicatePath(file.path) }
    }
    let manager = FileManager.default
    try makeDirectory(directory, manager)
    for file in files {
      let url = directory.appendingPathComponent(file.path, isDirectory: false)
      var folder = directory
      for part in file.path.split(separator: "/").dropLast() {
        folder.appendPathComponent(String(part), isDirectory: true)
        try makeDirectory(folder, manager)
      }
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
        throw .directoryInTheWay(url.path)
      }
      do {
        try Data(file.contents.utf8).write(to: url, options: .atomic)
      } catch {
        throw .unwritable(path: url.path, reason: FileSystemProblem.writing(url.path, error))
      }
    }
  }

  private static func makeDirectory(_ url: URL, _ manager: FileManager) throws(ExportWriteError) {
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { throw .notADirectory(url.path) }
      return
    }
    do {
      try manager.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(path: url.path, reason: FileSystemProblem.creatingFolder(url.path, error))
    }
  }
}

/// Why a platform writer refused its options.
public enum PlatformExportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An option (a Kotlin package, a prefix) is not usable in the target language.
  case invalidOption(name: String, value: String, reason: String)

  /// A message naming the option, its value and what would work.
  public var description: String {
    switch self {
    case .invalidOption(let name, let value, let reason):
      return "\(name) '\(value)' is not usable: \(reason)"
    }
  }
}
