import Foundation
import TesseraSignposts
import TesseraTestSupport
import Testing

@testable import TesseraState
@testable import TesseraTokens

@Suite("Signposts: the theme store's loads and saves are intervals")
struct StoreSignpostTests {
  @Test("a save and a load each begin one interval in the ThemeStore category")
  func loadAndSave() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileDocumentStore<ThemeSpec>(directory: directory, fileName: "theme.json")
    let events = LockedValue<[String]>([])
    try await Signposts.$recorder.withValue({ category, name in
      events.withLock { $0.append("\(category)/\(name)") }
    }) {
      try await store.save(PresetThemes.default)
      _ = try await store.load()
    }
    #expect(events.withLock { $0 } == ["ThemeStore/Save", "ThemeStore/Load"])
  }
}
