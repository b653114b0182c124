import Foundation
import TesseraTokens

/// Why a chosen theme file was refused before its JSON was read: a directory, a file larger
/// than the import accepts, or one that cannot be opened or read.
public enum ThemeFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path names a directory (or another thing that is not a regular file).
  case notAFile(name: String)
  /// The file is larger than `ThemeSpec.maximumByteCount`, the limit a pasted theme has.
  case tooLarge(name: String, bytes: Int, limit: Int)
  /// The file could not be opened or read; `reason` is the system's.
  case unreadable(name: String, reason: String)
  /// The file importer failed before giving a file; `reason` is its error.
  case importerFailed(reason: String)

  /// `Theme.json: not a file`, and so on: the file's name, then why.
  public var description: String {
    switch self {
    case .notAFile(let name): return "\(name): not a file"
    case .tooLarge(let name, let bytes, let limit):
      return "\(name): \(bytes) bytes; the limit is \(limit)"
    case .unreadable(let name, let reason): return "\(name): cannot be read (\(reason))"
    case .importerFailed(let reason): return "no file was chosen (\(reason))"
    }
  }
}

/// Reading a theme file chosen for import, and the name a shared theme's file is given.
public enum ThemeFile {
  /// The largest file read: the limit a pasted theme has, so a file and a paste are bounded
  /// alike.
  public static let maximumByteCount = ThemeSpec.maximumByteCount

  /// The file name a shared theme suggests: its name with the characters a file system or a
  /// share target may refuse (path separators, `:`, control characters, a leading dot)
  /// replaced by `-`, at most 64 characters, and `.json`; `Theme.json` when nothing is left.
  public static func suggestedName(for theme: ThemeSpec) -> String {
    var name = ""
    let trimmed = theme.name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
    for character in trimmed.reversed() {
      if name.count == 64 { break }
      let refused =
        character == "/" || character == "\\" || character == ":"
        || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        || (name.isEmpty && character == ".")
      name.append(refused ? "-" : character)
    }
    if name.allSatisfy({ $0 == "-" }) { name = "Theme" }
    return name + ".json"
  }

  /// Reads the regular file at `url`, refusing a directory, a file larger than
  /// ``maximumByteCount`` (checked before reading and again while reading, so a file that
  /// grows is refused too) and one that cannot be opened or read.
  public static func read(_ url: URL) throws(ThemeFileError) -> Data {
    let name = url.lastPathComponent
    switch AtomicFile.read(path: url.path, limit: maximumByteCount) {
    case .contents(let bytes): return Data(bytes)
    case .notARegularFile: throw .notAFile(name: name)
    case .tooLarge(let bytes, _):
      throw .tooLarge(name: name, bytes: bytes, limit: maximumByteCount)
    case .cannotOpen(let code), .failed(let code):
      throw .unreadable(name: name, reason: StoreError.describe(errno: code))
    }
  }
}
