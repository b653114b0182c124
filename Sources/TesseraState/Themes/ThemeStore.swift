import Foundation
import TesseraTokens

/// Loads and saves a ``ThemeManager``'s theme.
///
/// Implementations must serialize saves and never leave a torn file; see ``FileThemeStore``.
public protocol ThemeStore: Sendable {
  /// The saved theme, or `nil` when none was saved.
  ///
  /// - Throws: ``ThemeStoreError/corruptFile(fileName:movedTo:reason:)`` when the saved
  ///   theme was unreadable (and has been moved aside).
  func load() async throws(ThemeStoreError) -> ThemeSpec?

  /// Saves `theme`.
  func save(_ theme: ThemeSpec) async throws(ThemeStoreError)
}

/// Keeps the theme as JSON in one file, written atomically (temporary file in the same
/// directory, fsync, rename, directory fsync), so a crash mid-save leaves the old theme or the
/// new one. Unreadable or invalid files are moved aside to `name.corrupt-N`, never deleted, and
/// decoding goes through the bounded `ThemeSpec.decode(from:)`. Saves are serialized.
///
/// ```swift
/// let store = try FileThemeStore(fileName: "my-theme.json")
/// let manager = ThemeManager(theme: PresetThemes.default, store: store)
/// await manager.loadFromStore()
/// ```
public struct FileThemeStore: ThemeStore {
  private let document: FileDocumentStore<ThemeSpec>

  /// Creates a store for `directory/fileName`.
  ///
  /// - Throws: ``ThemeStoreError/invalidFileName(_:reason:)`` for names such as `../x.json`.
  public init(directory: URL, fileName: String) throws(ThemeStoreError) {
    document = try FileDocumentStore(
      directory: directory, fileName: fileName,
      encode: { theme in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(theme)
      },
      decode: { data in try ThemeSpec.decode(from: data) })
  }

  /// Creates a store in the user's Application Support directory, under `Tessera/`.
  public init(fileName: String) throws(ThemeStoreError) {
    let base =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    try self.init(directory: base.appendingPathComponent("Tessera"), fileName: fileName)
  }

  /// The directory holding the file.
  public var directory: URL { document.directory }
  /// The validated file name.
  public var fileName: String { document.fileName }

  /// Loads the saved theme; see ``ThemeStore/load()``.
  public func load() async throws(ThemeStoreError) -> ThemeSpec? { try await document.load() }

  /// Saves `theme` atomically.
  public func save(_ theme: ThemeSpec) async throws(ThemeStoreError) {
    try await document.save(theme)
  }

  /// Files moved aside as corrupt.
  public func corruptCopies() async -> [String] { await document.corruptCopies() }
}

/// A store in memory, for previews and tests.
public actor InMemoryThemeStore: ThemeStore {
  /// The saved theme.
  public private(set) var savedTheme: ThemeSpec?
  /// How many saves happened.
  public private(set) var saveCount = 0
  /// An error every load throws, to rehearse failures.
  public var loadError: ThemeStoreError?

  /// Creates a store, optionally holding a theme already.
  public init(savedTheme: ThemeSpec? = nil, loadError: ThemeStoreError? = nil) {
    self.savedTheme = savedTheme
    self.loadError = loadError
  }

  /// Returns the saved theme or throws ``loadError``.
  public func load() throws(ThemeStoreError) -> ThemeSpec? {
    if let loadError { throw loadError }
    return savedTheme
  }

  /// Keeps `theme`.
  public func save(_ theme: ThemeSpec) {
    savedTheme = theme
    saveCount += 1
  }

  /// Sets the error loads throw.
  public func setLoadError(_ error: ThemeStoreError?) { loadError = error }
}
