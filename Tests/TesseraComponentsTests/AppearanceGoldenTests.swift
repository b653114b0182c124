import TesseraGoldenTesting
import TesseraTokens
import Testing

/// Characterization of every component appearance, recorded before the component refactor of
/// issue #11 so the refactor can show it changed nothing. Re-record an intended change with
/// `TESSERA_RECORD=1 swift test --filter Golden` and review the diff.
@Suite("Appearance golden files")
struct AppearanceGoldenTests {
  static let suite = "appearance/default"

  @Test("every appearance of the Default preset matches its reference, family by family")
  func defaultPreset() throws {
    let texts = AppearanceDump.texts(of: PresetThemes.default)
    let files = try GoldenFiles(testFile: #filePath)
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
      files.expectMatch(text, suite: Self.suite, name: name)
    }
    files.expectNoUnexpectedReferences(
      in: Self.suite, produced: Set(texts.keys.map { "\($0).txt" }))
  }
}
