import Foundation
import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraState

/// A store whose preference saves suspend several times mid-save and record how many ran at
/// once, so overlapping saves show up.
private actor InterleavingPreferencesStore: ThemeStore {
  private(set) var saved: [ThemePreferences] = []
  private(set) var inFlight = 0
  private(set) var maximumInFlight = 0

  func load() -> ThemeSpec? { nil }
  func save(_ theme: ThemeSpec) {}
  func loadPreferences() -> ThemePreferences? { saved.last }

  func savePreferences(_ preferences: ThemePreferences) async {
    inFlight += 1
    maximumInFlight = max(maximumInFlight, inFlight)
    // Suspension points where an unserialized second save would start (actors reenter).
    for _ in 0..<20 { await Task.yield() }
    saved.append(preferences)
    inFlight -= 1
  }
}

/// A store whose theme load announces that it started, then waits until the test releases it.
private actor GatedLoadStore: ThemeStore {
  nonisolated let loadStarted: AsyncStream<Void>
  private nonisolated let startedContinuation: AsyncStream<Void>.Continuation
  private nonisolated let gate: AsyncStream<Void>
  private nonisolated let gateContinuation: AsyncStream<Void>.Continuation
  private(set) var savedPreferences: ThemePreferences?

  init(savedPreferences: ThemePreferences?) {
    (loadStarted, startedContinuation) = AsyncStream.makeStream()
    (gate, gateContinuation) = AsyncStream.makeStream()
    self.savedPreferences = savedPreferences
  }

  nonisolated func release() { gateContinuation.yield() }

  func load() async -> ThemeSpec? {
    startedContinuation.yield()
    // bounded: the test releases the gate; it awaits the load through boundedValue.
    for await _ in gate { break }
    return nil
  }
  func save(_ theme: ThemeSpec) {}
  func loadPreferences() -> ThemePreferences? { savedPreferences }
  func savePreferences(_ new: ThemePreferences) { savedPreferences = new }
}

/// A store that keeps only the theme, written before preferences existed.
private actor ThemeOnlyStore: ThemeStore {
  var theme: ThemeSpec?
  func load() -> ThemeSpec? { theme }
  func save(_ theme: ThemeSpec) { self.theme = theme }
}

/// A store whose preference saves fail.
private struct FailingPreferencesStore: ThemeStore {
  let failure: ThemeStoreError
  func load() -> ThemeSpec? { nil }
  func save(_ theme: ThemeSpec) {}
  func savePreferences(_ preferences: ThemePreferences) throws(ThemeStoreError) {
    throw failure
  }
}

@Suite("Theme preference persistence")
@MainActor
struct ThemePreferencesPersistenceTests {
  @Test(
    "color-scheme and contrast preferences survive a relaunch",
    arguments: ColorSchemePreference.allCases, ContrastPreference.allCases)
  func roundTrip(scheme: ColorSchemePreference, contrast: ContrastPreference) async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileThemeStore(directory: directory, fileName: "theme.json")
    // Start from the opposite of the target, so every case is a change that must be saved.
    let manager = ThemeManager(
      store: store, colorSchemePreference: scheme == .dark ? .light : .dark,
      contrastPreference: contrast == .increased ? .standard : .increased)
    manager.colorSchemePreference = scheme
    manager.contrastPreference = contrast
    try await boundedValue(of: manager.pendingPreferencesSave, "pendingPreferencesSave finished")
    #expect(manager.lastStoreError == nil)

    let relaunched = ThemeManager(
      store: try FileThemeStore(directory: directory, fileName: "theme.json"))
    await relaunched.loadFromStore()
    #expect(relaunched.lastStoreError == nil)
    #expect(relaunched.colorSchemePreference == scheme)
    #expect(relaunched.contrastPreference == contrast)
    #expect(relaunched.preferredColorScheme == scheme.forcedScheme)
    #expect(FileManager.default.fileExists(atPath: directory.path + "/theme.preferences.json"))
  }

  @Test("following the system still forces no scheme after a reload")
  func systemForcesNothingAfterReload() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileThemeStore(directory: directory, fileName: "theme.json")
    let manager = ThemeManager(store: store)
    manager.colorSchemePreference = .dark
    manager.colorSchemePreference = .system
    try await boundedValue(of: manager.pendingPreferencesSave, "pendingPreferencesSave finished")

    // A relaunch whose code default forces dark must still follow the saved `.system`.
    let relaunched = ThemeManager(store: store, colorSchemePreference: .dark)
    await relaunched.loadFromStore()
    #expect(relaunched.colorSchemePreference == .system)
    #expect(relaunched.preferredColorScheme == nil)
    relaunched.systemScheme = .dark
    #expect(relaunched.mode.scheme == .dark)
    relaunched.systemScheme = .light
    #expect(relaunched.mode.scheme == .light)
  }

  @Test("no preferences file means the defaults, without an error, and loading writes nothing")
  func missingFileMeansDefaults() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileThemeStore(directory: directory, fileName: "theme.json")
    // A theme saved before preferences existed: theme file only.
    try await store.save(PresetThemes.ocean)
    let manager = ThemeManager(store: store)
    await manager.loadFromStore()
    #expect(manager.lastStoreError == nil)
    #expect(manager.currentTheme.name == PresetThemes.ocean.name)
    #expect(manager.preferences == .system)
    #expect(manager.preferredColorScheme == nil)
    #expect(manager.pendingPreferencesSave == nil)
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/theme.preferences.json"))
  }

  @Test(
    "a corrupt preferences file is moved aside, falls back to .system, and is reported",
    arguments: [
      ("empty", Data()), ("truncated", Data(#"{"colorScheme":"da"#.utf8)),
      ("garbage", Data([0x00, 0xFF, 0x10, 0x80])),
      ("unknown value", Data(#"{"colorScheme":"sepia"}"#.utf8)),
      ("wrong shape", Data(#"["dark"]"#.utf8)),
    ])
  func corruptFileMovedAside(kind: String, contents: Data) async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileThemeStore(directory: directory, fileName: "theme.json")
    try await store.save(PresetThemes.ocean)
    try contents.write(to: directory.appendingPathComponent("theme.preferences.json"))
    let manager = ThemeManager(store: store, colorSchemePreference: .dark)
    await manager.loadFromStore()
    #expect(manager.preferences == .system, "\(kind)")
    #expect(manager.preferredColorScheme == nil, "\(kind)")
    #expect(manager.currentTheme.name == PresetThemes.ocean.name, "\(kind)")
    guard case .corruptFile(let fileName, let movedTo, let reason) = manager.lastStoreError else {
      Issue.record(
        "\(kind): expected corruptFile, got \(String(describing: manager.lastStoreError))")
      return
    }
    #expect(fileName == "theme.preferences.json" && !reason.isEmpty)
    #expect(movedTo == "theme.preferences.json.corrupt-1")
    let kept = try Data(contentsOf: directory.appendingPathComponent(movedTo))
    #expect(kept == contents)
    #expect(await store.corruptPreferencesCopies() == ["theme.preferences.json.corrupt-1"])
    #expect(await store.corruptCopies().isEmpty)
    // The next change writes a fresh file next to the kept copy.
    manager.colorSchemePreference = .light
    try await boundedValue(of: manager.pendingPreferencesSave, "pendingPreferencesSave finished")
    #expect(try await store.loadPreferences() == ThemePreferences(colorScheme: .light))
    #expect(await store.corruptPreferencesCopies() == ["theme.preferences.json.corrupt-1"])
  }

  @Test("a corrupt theme file is the error reported when both files are corrupt")
  func themeErrorWins() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("x".utf8).write(to: directory.appendingPathComponent("theme.json"))
    try Data("y".utf8).write(to: directory.appendingPathComponent("theme.preferences.json"))
    let store = try FileThemeStore(directory: directory, fileName: "theme.json")
    let manager = ThemeManager(store: store)
    await manager.loadFromStore()
    guard case .corruptFile(let fileName, _, _) = manager.lastStoreError else {
      Issue.record("expected corruptFile, got \(String(describing: manager.lastStoreError))")
      return
    }
    #expect(fileName == "theme.json")
    #expect(await store.corruptCopies() == ["theme.json.corrupt-1"])
    #expect(await store.corruptPreferencesCopies() == ["theme.preferences.json.corrupt-1"])
  }

  @Test("preference saves run one at a time, in the order of the changes")
  func savesSerialized() async throws {
    let store = InterleavingPreferencesStore()
    let manager = ThemeManager(store: store)
    let changes: [ThemePreferences] = [
      ThemePreferences(colorScheme: .dark),
      ThemePreferences(colorScheme: .dark, contrast: .increased),
      ThemePreferences(colorScheme: .light, contrast: .increased),
      ThemePreferences(colorScheme: .light, contrast: .standard),
      .system,
    ]
    for change in changes { manager.preferences = change }
    try await boundedValue(of: manager.pendingPreferencesSave, "pendingPreferencesSave finished")
    #expect(await store.saved == changes)
    #expect(await store.maximumInFlight == 1)
  }

  @Test("many quick changes leave the file holding the last one")
  func concurrentFileSaves() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileThemeStore(directory: directory, fileName: "theme.json")
    let manager = ThemeManager(store: store)
    for round in 0..<30 {
      manager.colorSchemePreference = ColorSchemePreference.allCases[round % 3]
      manager.contrastPreference = ContrastPreference.allCases[(round / 3) % 3]
    }
    let last = manager.preferences
    try await boundedValue(of: manager.pendingPreferencesSave, "pendingPreferencesSave finished")
    #expect(manager.lastStoreError == nil)
    #expect(try await store.loadPreferences() == last)
  }

  @Test("setting an unchanged preference saves nothing; reset saves once")
  func onlyChangesAreSaved() async throws {
    let store = InMemoryThemeStore()
    let manager = ThemeManager(store: store, colorSchemePreference: .dark)
    manager.colorSchemePreference = .dark
    #expect(manager.pendingPreferencesSave == nil)
    manager.resetToDefault()
    try await boundedValue(of: manager.pendingPreferencesSave, "pendingPreferencesSave finished")
    #expect(await store.preferencesSaveCount == 1)
    #expect(await store.savedPreferences == .system)
  }

  @Test("a failed preference save is reported through lastStoreError")
  func failedSaveReported() async throws {
    let failure = ThemeStoreError.writeFailed(
      fileName: "theme.preferences.json", step: "rename", errno: 28)
    let manager = ThemeManager(store: FailingPreferencesStore(failure: failure))
    manager.contrastPreference = .increased
    try await boundedValue(of: manager.pendingPreferencesSave, "pendingPreferencesSave finished")
    #expect(manager.lastStoreError == failure)
    #expect(manager.contrastPreference == .increased)
  }

  @Test("a store that predates preferences still compiles and keeps them in memory")
  func themeOnlyStore() async throws {
    let store = ThemeOnlyStore()
    let manager = ThemeManager(store: store, colorSchemePreference: .light)
    manager.colorSchemePreference = .dark
    try await boundedValue(of: manager.pendingPreferencesSave, "pendingPreferencesSave finished")
    await manager.loadFromStore()
    #expect(manager.lastStoreError == nil)
    #expect(manager.colorSchemePreference == .dark)
  }

  @Test("a change made while a load runs is not overwritten by the loaded preferences")
  func changeDuringLoadWins() async throws {
    let store = GatedLoadStore(savedPreferences: ThemePreferences(colorScheme: .light))
    let manager = ThemeManager(store: store)
    let load = Task { await manager.loadFromStore() }
    let started = store.loadStarted
    try await withTimeLimit("the load reached the store") {
      for await _ in started { return }  // bounded: by withTimeLimit
    }
    // The load is now suspended inside the store.
    manager.colorSchemePreference = .dark
    store.release()
    try await boundedValue(of: load, "the gated load finished")
    try await boundedValue(of: manager.pendingPreferencesSave, "pendingPreferencesSave finished")
    #expect(manager.colorSchemePreference == .dark)
    #expect(await store.savedPreferences == ThemePreferences(colorScheme: .dark))
  }

  @Test("preferences files are named after the theme file and validated")
  func preferencesFileNames() throws {
    #expect(FileThemeStore.preferencesFileName(for: "theme.json") == "theme.preferences.json")
    #expect(FileThemeStore.preferencesFileName(for: "theme") == "theme.preferences.json")
    let directory = URL(fileURLWithPath: "/tmp")
    let custom = try FileThemeStore(
      directory: directory, fileName: "a.json", preferencesFileName: "look.json")
    #expect(custom.preferencesFileName == "look.json")
    #expect(throws: ThemeStoreError.self) {
      _ = try FileThemeStore(
        directory: directory, fileName: "a.json", preferencesFileName: "../look.json")
    }
    #expect(throws: ThemeStoreError.self) {
      _ = try FileThemeStore(
        directory: directory, fileName: "a.json", preferencesFileName: "a.json")
    }
  }

  @Test("a preferences file with missing keys decodes them as system")
  func lenientDecoding() throws {
    let decoded = try JSONDecoder().decode(
      ThemePreferences.self, from: Data(#"{"contrast":"increased"}"#.utf8))
    #expect(decoded == ThemePreferences(colorScheme: .system, contrast: .increased))
    let encoded = try JSONEncoder().encode(ThemePreferences(colorScheme: .dark))
    #expect(try JSONDecoder().decode(ThemePreferences.self, from: encoded).colorScheme == .dark)
  }
}
