import Foundation
import TesseraTokens
import Testing

@testable import TesseraState

@Suite("Theme editor: sharing and importing a theme file")
@MainActor
struct ThemeFileTests {
  @Test("a file read back imports the shared theme, and is one undo step")
  func goodFile() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = ThemeEditor(manager: ThemeManager(theme: PresetThemes.ocean))
    #expect(source.set("#3366CC", for: .color(.info, .light)))
    let file = directory.appendingPathComponent(source.exportFileName)
    try source.exportJSON().write(to: file)

    let editor = ThemeEditor(manager: ThemeManager(theme: PresetThemes.forest))
    #expect(editor.importFile(at: file))
    #expect(editor.manager.currentTheme == source.manager.currentTheme)
    #expect(editor.importError == nil && editor.fileError == nil)
    editor.undo()
    #expect(editor.manager.currentTheme == PresetThemes.forest)
  }

  @Test("a file cut off mid-write is refused at its line and column, as a paste is")
  func brokenFile() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    let json = try editor.exportJSON()
    let cut = json.prefix(json.count / 2)
    let file = directory.appendingPathComponent("cut.json")
    try Data(cut).write(to: file)

    #expect(!editor.importFile(at: file))
    #expect(editor.fileError == nil)
    let error = try #require(editor.importError)
    #expect(!editor.importJSON(Data(cut)))
    #expect(editor.importError == error)
    guard case .malformedJSON = error.error else {
      Issue.record("a cut file is malformed JSON, got \(error.error)")
      return
    }
    #expect(error.line > 1)
    #expect(manager.currentTheme == PresetThemes.ocean)
    #expect(!editor.canUndo)
  }

  @Test("a directory, an oversized file and a missing one are refused with their reason")
  func refusedFiles() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)

    let folder = directory.appendingPathComponent("folder.json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    #expect(!editor.importFile(at: folder))
    #expect(editor.fileError == .notAFile(name: "folder.json"))

    let large = directory.appendingPathComponent("large.json")
    try Data(repeating: 0x20, count: ThemeFile.maximumByteCount + 1).write(to: large)
    #expect(!editor.importFile(at: large))
    #expect(
      editor.fileError
        == .tooLarge(
          name: "large.json", bytes: ThemeFile.maximumByteCount + 1,
          limit: ThemeSpec.maximumByteCount))

    // The limit is the paste's: a file of exactly that size is read (and refused as JSON).
    let limit = directory.appendingPathComponent("limit.json")
    try Data(repeating: 0x20, count: ThemeFile.maximumByteCount).write(to: limit)
    #expect(!editor.importFile(at: limit))
    #expect(editor.fileError == nil)
    #expect(editor.importError != nil)

    let missing = directory.appendingPathComponent("missing.json")
    #expect(!editor.importFile(at: missing))
    guard case .unreadable(name: "missing.json", _) = editor.fileError else {
      Issue.record("a missing file is unreadable, got \(String(describing: editor.fileError))")
      return
    }
    #expect(editor.importError == nil)
    #expect(manager.currentTheme == PresetThemes.ocean)
    #expect(!editor.canUndo)

    struct Cancelled: Error {}
    editor.fileImportFailed(Cancelled())
    #expect(editor.fileError == .importerFailed(reason: "Cancelled()"))
    #expect(editor.importJSON(try editor.exportJSON()))
    #expect(editor.fileError == nil)
  }

  @Test("the shared file is named after the theme, without characters a file system refuses")
  func fileName() {
    var theme = PresetThemes.ocean
    theme.name = "Ocean"
    #expect(ThemeFile.suggestedName(for: theme) == "Ocean.json")
    theme.name = "  Brand/Dark: v2\n"
    #expect(ThemeFile.suggestedName(for: theme) == "Brand-Dark- v2.json")
    theme.name = ".hidden"
    #expect(ThemeFile.suggestedName(for: theme) == "-hidden.json")
    theme.name = "///"
    #expect(ThemeFile.suggestedName(for: theme) == "Theme.json")
    theme.name = ""
    #expect(ThemeFile.suggestedName(for: theme) == "Theme.json")
    theme.name = String(repeating: "é", count: 100)
    #expect(ThemeFile.suggestedName(for: theme) == String(repeating: "é", count: 64) + ".json")
    let editor = ThemeEditor(manager: ThemeManager(theme: theme))
    #expect(editor.exportFileName == ThemeFile.suggestedName(for: theme))
  }
}
