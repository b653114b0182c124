import Foundation
import TesseraSignposts
import TesseraTokens

/// Keeps one value in one file, written atomically, with corrupt files moved aside.
///
/// An actor, so saves from several tasks are serialized: each save runs to completion (write,
/// fsync, rename) before the next starts. ``FileThemeStore`` is this store for `ThemeSpec`;
/// apps can use it for any other small document.
///
/// ```swift
/// let store = try FileDocumentStore<Settings>(directory: folder, fileName: "settings.json")
/// try await store.save(settings)
/// let loaded = try await store.load()   // nil when nothing was saved yet
/// ```
public actor FileDocumentStore<Value: Sendable> {
  /// The directory holding the file.
  public nonisolated let directory: URL
  /// The validated file name.
  public nonisolated let fileName: String
  private let encode: @Sendable (Value) throws -> Data
  private let decode: @Sendable (Data) throws -> Value

  /// Creates a store for `directory/fileName` with custom coding.
  ///
  /// - Throws: ``StoreError/invalidFileName(_:reason:)`` for names such as `../x.json`.
  public init(
    directory: URL, fileName: String,
    encode: @escaping @Sendable (Value) throws -> Data,
    decode: @escaping @Sendable (Data) throws -> Value
  ) throws(StoreError) {
    self.directory = directory
    self.fileName = try StoreFileName.validate(fileName)
    self.encode = encode
    self.decode = decode
  }

  /// The full path of the file.
  public nonisolated var path: String { directory.path + "/" + fileName }

  /// Loads the value; `nil` when the file does not exist.
  ///
  /// A file that cannot be read or decoded is moved to `fileName.corrupt-N` (never deleted)
  /// and the error says so, so the caller can fall back to a default; the next ``load()``
  /// returns `nil`.
  public func load() throws(StoreError) -> Value? {
    try Signposts.interval(.themeStore, "Load") { () throws(StoreError) in try loadFile() }
  }

  private func loadFile() throws(StoreError) -> Value? {
    let reason: String
    switch AtomicFile.read(directory: directory.path, fileName: fileName) {
    case .missing:
      return nil
    case .unreadable(let why):
      reason = why
    case .contents(let bytes):
      if bytes.isEmpty {
        reason = "the file is empty"
      } else {
        do {
          return try decode(Data(bytes))
        } catch {
          reason = String(describing: error)
        }
      }
    }
    switch AtomicFile.moveAside(directory: directory.path, fileName: fileName) {
    case .success(let newName):
      throw .corruptFile(fileName: fileName, movedTo: newName, reason: reason)
    case .failure(let failure):
      throw .corruptFileNotMoved(fileName: fileName, reason: reason, errno: failure.code)
    }
  }

  /// Saves `value` atomically: after a crash the file holds the previous value or this one.
  public func save(_ value: Value) throws(StoreError) {
    try Signposts.interval(.themeStore, "Save") { () throws(StoreError) in
      let data: Data
      do {
        data = try encode(value)
      } catch {
        throw .encodingFailed(reason: String(describing: error))
      }
      try AtomicFile.write([UInt8](data), directory: directory.path, fileName: fileName)
    }
  }

  /// The names of files moved aside as corrupt, oldest number first.
  public func corruptCopies() -> [String] {
    let prefix = fileName + ".corrupt-"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasPrefix(prefix) }.sorted {
      (Int($0.dropFirst(prefix.count)) ?? 0) < (Int($1.dropFirst(prefix.count)) ?? 0)
    }
  }
}

extension FileDocumentStore where Value: Codable {
  /// Creates a store that writes `Value` as pretty, key-sorted JSON.
  public init(directory: URL, fileName: String) throws(StoreError) {
    try self.init(
      directory: directory, fileName: fileName,
      encode: { value in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(value)
      },
      decode: { data in try JSONDecoder().decode(Value.self, from: data) })
  }
}
