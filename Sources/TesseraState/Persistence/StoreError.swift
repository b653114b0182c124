#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file store could not load or save, with a message a person can act on.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file name was rejected before touching the disk (`../`, separators, empty...).
  case invalidFileName(String, reason: String)
  /// The file could not be read or decoded; it was moved to `movedTo` (kept, never deleted).
  case corruptFile(fileName: String, movedTo: String, reason: String)
  /// The file could not be read or decoded, and moving it aside failed too; it is untouched.
  case corruptFileNotMoved(fileName: String, reason: String, errno: Int32)
  /// The value could not be encoded.
  case encodingFailed(reason: String)
  /// A step of the atomic write failed; the previous file is intact.
  case writeFailed(fileName: String, step: String, errno: Int32)
  /// The store's directory could not be created or opened.
  case directoryUnavailable(path: String, errno: Int32)

  /// What happened and what was done about it.
  public var description: String {
    switch self {
    case .invalidFileName(let name, let reason):
      "Invalid store file name \"\(name)\": \(reason)."
    case .corruptFile(let fileName, let movedTo, let reason):
      "\(fileName) was unreadable (\(reason)); it was moved aside to \(movedTo) and kept."
    case .corruptFileNotMoved(let fileName, let reason, let code):
      "\(fileName) was unreadable (\(reason)) and could not be moved aside "
        + "(\(Self.describe(errno: code))); it was left in place."
    case .encodingFailed(let reason):
      "The value could not be encoded: \(reason)."
    case .writeFailed(let fileName, let step, let code):
      "Saving \(fileName) failed at \"\(step)\" (\(Self.describe(errno: code))); "
        + "the previous file is unchanged."
    case .directoryUnavailable(let path, let code):
      "The store directory \(path) is unavailable (\(Self.describe(errno: code)))."
    }
  }

  /// The C library's text for an `errno` value.
  static func describe(errno code: Int32) -> String {
    guard let text = strerror(code) else { return "errno \(code)" }
    return "\(String(cString: text)), errno \(code)"
  }
}

/// The store errors of ``ThemeStore`` (the generic ``StoreError``).
public typealias ThemeStoreError = StoreError

/// Checks a store file name: one plain path component.
public enum StoreFileName {
  /// The longest accepted name, in UTF-8 bytes (the common file-system limit).
  public static let maximumLength = 255

  /// Returns `name` when it is a single, plain file name; throws otherwise.
  ///
  /// Rejected: empty names, `.` and `..`, anything containing `/`, `\`, `..`, NUL or control
  /// characters, names starting with `.` (reserved for the store's temporary files), and names
  /// longer than 255 bytes.
  public static func validate(_ name: String) throws(StoreError) -> String {
    func reject(_ reason: String) -> StoreError { .invalidFileName(name, reason: reason) }
    if name.isEmpty { throw reject("the name is empty") }
    if name.utf8.count > maximumLength { throw reject("longer than \(maximumLength) bytes") }
    if name.contains("/") || name.contains("\\") {
      throw reject("path separators are not allowed")
    }
    if name.contains("..") { throw reject("\"..\" is not allowed") }
    if name.hasPrefix(".") { throw reject("names starting with \".\" are reserved") }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      throw reject("control characters are not allowed")
    }
    return name
  }
}
