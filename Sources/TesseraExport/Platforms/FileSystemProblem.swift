import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a path cannot be read or written, in words a person can act on: a directory where a
/// file belongs, a parent path that is a file, a folder that does not exist or cannot be
/// written. Foundation's own errors on Linux say only "The file doesn't exist" or carry an
/// `NSCocoaErrorDomain` number; these look at the file system to say which part is wrong.
/// Each returns the reason alone, for a caller's `cannot write PATH: REASON`.
package enum FileSystemProblem {
  /// Why `path` cannot be written as a file, checked before writing: nil when nothing is
  /// known to be in the way.
  package static func beforeWriting(_ path: String) -> String? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      return isDirectory.boolValue ? "it is a directory, not a file" : nil
    }
    return parentProblem(of: URL(fileURLWithPath: path))
  }

  /// Why the folder `path` cannot hold files written into it: nil when it is, or can be made,
  /// a folder as far as can be told before writing.
  package static func beforeWritingFolder(_ path: String) -> String? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { return "it is a file, not a folder" }
      return nil
    }
    return ancestorProblem(of: URL(fileURLWithPath: path))
  }

  /// Why writing `path` failed with `error`: what is in the way if something is, else the
  /// operating system's reason (`Permission denied`, `Read-only file system`).
  package static func writing(_ path: String, _ error: any Error) -> String {
    if let problem = beforeWriting(path) { return problem }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let reason = systemReason(error) ?? "the operating system refused it"
    return "the folder \(folder) cannot be written (\(reason))"
  }

  /// Why creating the folder `path` failed with `error`.
  package static func creatingFolder(_ path: String, _ error: any Error) -> String {
    if let problem = beforeWritingFolder(path) { return problem }
    let reason = systemReason(error) ?? "the operating system refused it"
    return "the folder \(path) cannot be created (\(reason))"
  }

  /// Why reading `path` failed with `error`.
  package static func reading(_ path: String, _ error: any Error) -> String {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      if let problem = parentProblem(of: URL(fileURLWithPath: path)) { return problem }
      return "no such file"
    }
    if isDirectory.boolValue { return "it is a directory, not a file" }
    return "it cannot be read (\(systemReason(error) ?? "the operating system refused it"))"
  }

  /// The reason inside a Foundation error in words: the POSIX error's `strerror` text, or
  /// the meaning of the Cocoa error code (never the bare `NSCocoaErrorDomain` number).
  static func systemReason(_ error: any Error) -> String? {
    let nsError = error as NSError
    var candidates: [NSError] = [nsError]
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
      candidates.append(underlying)
    }
    for candidate in candidates where candidate.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(candidate.code)))
    }
    guard nsError.domain == NSCocoaErrorDomain else { return nil }
    switch CocoaError.Code(rawValue: nsError.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "it does not accept new files there"
    case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
    case .fileWriteVolumeReadOnly: return "read-only file system"
    case .fileWriteOutOfSpace: return "no space left on the device"
    case .fileWriteFileExists: return "a file of that name is in the way"
    case .fileWriteInvalidFileName, .fileReadInvalidFileName: return "the name is not valid"
    default: return nil
    }
  }

  /// What is wrong with the folders above a file that does not exist yet.
  private static func parentProblem(of url: URL) -> String? {
    let parent = url.deletingLastPathComponent()
    if let problem = nearestExisting(from: parent) { return problem }
    return FileManager.default.fileExists(atPath: parent.path)
      ? nil : "the folder \(parent.path) does not exist"
  }

  /// What stops the missing folder `url` from being created.
  private static func ancestorProblem(of url: URL) -> String? {
    nearestExisting(from: url.deletingLastPathComponent())
  }

  /// Walks up from `start` to the nearest path that exists: a file there is in the way, and
  /// an unwritable folder stops anything being made below it.
  private static func nearestExisting(from start: URL) -> String? {
    let manager = FileManager.default
    var current = start
    while true {
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: current.path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else {
          return "the parent path \(current.path) is a file, not a folder"
        }
        guard manager.isWritableFile(atPath: current.path) else {
          return "the folder \(current.path) cannot be written"
        }
        return nil
      }
      let next = current.deletingLastPathComponent()
      if next.path == current.path { return nil }
      current = next
    }
  }
}
