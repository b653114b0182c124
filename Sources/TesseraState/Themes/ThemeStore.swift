import Foundation
import TesseraTokens

/// Loads and saves a ``ThemeManager``'s theme.
///
/// Implementations must serialize saves and never leave a torn file; see ``FileThemeStore``.
public protocol ThemeStore: Sendable {
  /// The saved theme, or `nil` when none was saved.
  ///
  /// - Throws: ``StoreError/corruptFile(fileName:movedTo:reason:)`` when the saved
  ///   theme was unreadable (and has been moved aside).
  func load() async throws(ThemeStoreError) -> ThemeSpec?

  /// Saves `theme`.
  func save(_ theme: ThemeSpec) async throws(ThemeStoreError)

  /// The saved color-scheme and contrast preferences, or `nil` when none were saved.
  ///
  /// The default implementation returns `nil`: a store written before preferences existed
  /// keeps only the theme, and the manager keeps its preferences in memory.
  ///
  /// - Throws: ``StoreError/corruptFile(fileName:movedTo:reason:)`` when the saved
  ///   preferences were unreadable (and have been moved aside).
  func loadPreferences() async throws(ThemeStoreError) -> ThemePreferences?

  /// Saves the preferences. The default implementation does nothing.
  func savePreferences(_ preferences: ThemePreferences) async throws(ThemeStoreError)
}

extension ThemeStore {
  /// Returns `nil`: this store keeps no preferences.
  public func loadPreferences() async throws(ThemeStoreError) -> ThemePreferences? { nil }

  /// Does nothing: this store keeps no preferences.
  public func savePreferences(_ preferences: ThemePreferences) async throws(ThemeStoreError) {}
}

/// Keeps the theme as JSON in one file, written atomically (temporary file in the same
/// directory, fsync, rename, directory fsync), so a crash mid-save leaves the old theme or the
/// new one. Unreadable or invalid files are moved aside to `name.corrupt-N`, never deleted, and
/// decoding goes through the bounded `ThemeSpec.decode(from:)`. Saves are serialized.
///
/// The color-scheme and contrast preferences live in a sibling file (`theme.json` ->
/// `theme.preferences.json`), written and moved aside the same way, so theme files written
/// before preferences existed load unchanged.
///
/// ```swift
/// let store = try FileThemeStore(fileName: "my-theme.json")
/// let manager = ThemeManager(theme: PresetThemes.default, store: store)
/// await manager.loadFromStore()
/// ```
public struct FileThemeStore: ThemeStore {
  private let document: FileDocumentStore<ThemeSpec>
  private let preferencesDocument: FileDocumentStore<ThemePreferences>

  /// Creates a store for `directory/fileName`, with the preferences in
  /// `directory/preferencesFileName`.
  ///
  /// - Parameters:
  ///   - directory: the folder the theme and preferences files live in.
  ///   - fileName: the theme file's name inside `directory`.
  ///   - preferencesFileName: `nil` (the default) derives it from `fileName`:
  ///     ``preferencesFileName(for:)``.
  /// - Throws: ``StoreError/invalidFileName(_:reason:)`` for names such as `../x.json`,
  ///   or a preferences file name equal to `fileName`.
  public init(
    directory: URL, fileName: String, preferencesFileName: String? = nil
  ) throws(ThemeStoreError) {
    document = try FileDocumentStore(
      directory: directory, fileName: fileName,
      encode: { theme in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(theme)
      },
      decode: { data in try ThemeSpec.decode(from: data) })
    let preferencesName = preferencesFileName ?? Self.preferencesFileName(for: fileName)
    guard preferencesName != fileName else {
      throw .invalidFileName(preferencesName, reason: "the preferences need their own file")
    }
    preferencesDocument = try FileDocumentStore(directory: directory, fileName: preferencesName)
  }

  /// Creates a store in the user's Application Support directory, under `Tessera/`.
  public init(fileName: String, preferencesFileName: String? = nil) throws(ThemeStoreError) {
    let base =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    try self.init(
      directory: base.appendingPathComponent("Tessera"), fileName: fileName,
      preferencesFileName: preferencesFileName)
  }

  /// The preferences file that goes with theme file `fileName`: `theme.json` ->
  /// `theme.preferences.json`, `theme` -> `theme.preferences.json`.
  public static func preferencesFileName(for fileName: String) -> String {
    let stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
    return stem + ".preferences.json"
  }

  /// The directory holding the files.
  public var directory: URL { document.directory }
  /// The validated file name.
  public var fileName: String { document.fileName }
  /// The validated name of the preferences file.
  public var preferencesFileName: String { preferencesDocument.fileName }

  /// Loads the saved theme; see ``ThemeStore/load()``.
  public func load() async throws(ThemeStoreError) -> ThemeSpec? { try await document.load() }

  /// Saves `theme` atomically.
  public func save(_ theme: ThemeSpec) async throws(ThemeStoreError) {
    try await document.save(theme)
  }

  /// Files moved aside as corrupt.
  public func corruptCopies() async -> [String] { await document.corruptCopies() }

  /// Loads the saved preferences; see ``ThemeStore/loadPreferences()``.
  public func loadPreferences() async throws(ThemeStoreError) -> ThemePreferences? {
    try await preferencesDocument.load()
  }

  /// Saves `preferences` atomically.
  public func savePreferences(_ preferences: ThemePreferences) async throws(ThemeStoreError) {
    try await preferencesDocument.save(preferences)
  }

  /// Preferences files moved aside as corrupt.
  public func corruptPreferencesCopies() async -> [String] {
    await preferencesDocument.corruptCopies()
  }
}

/// A store in memory, for previews and tests.
public actor InMemoryThemeStore: ThemeStore {
  /// The saved theme.
  public private(set) var savedTheme: ThemeSpec?
  /// How many saves happened.
  public private(set) var saveCount = 0
  /// An error every load throws, to rehearse failures.
  public var loadError: ThemeStoreError?
  /// The saved preferences.
  public private(set) var savedPreferences: ThemePreferences?
  /// How many preference saves happened.
  public private(set) var preferencesSaveCount = 0

  /// Creates a store, optionally holding a theme and preferences already.
  public init(
    savedTheme: ThemeSpec? = nil, loadError: ThemeStoreError? = nil,
    savedPreferences: ThemePreferences? = nil
  ) {
    self.savedTheme = savedTheme
    self.loadError = loadError
    self.savedPreferences = savedPreferences
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

  /// Returns the saved preferences.
  public func loadPreferences() -> ThemePreferences? { savedPreferences }

  /// Keeps `preferences`.
  public func savePreferences(_ preferences: ThemePreferences) {
    savedPreferences = preferences
    preferencesSaveCount += 1
  }
}
