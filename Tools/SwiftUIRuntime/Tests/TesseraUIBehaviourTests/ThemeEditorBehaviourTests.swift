import CoreTransferable
import Foundation
import SwiftUI
import TesseraColor
import TesseraComponents
import TesseraState
import TesseraTestSupport
import TesseraTokens
import Testing
import UniformTypeIdentifiers

@testable import TesseraUI

/// Issue 32: the theme picker and editor, executed. A person picks a preset or a brand colour,
/// edits a colour, sees the failure under the field, applies the fix, undoes, saves and
/// imports a broken file.
@MainActor
@Suite("Theme picker and editor, executed")
struct ThemeEditorBehaviourTests {
  /// Replaces the text of the field labelled `label`, one keystroke at a time.
  private func retype(_ text: String, into label: String, on host: ViewHost<some View>) throws {
    try host.focus(label)
    let current = try #require(host.focusedField?.textBinding?.wrappedValue)
    for _ in current { try host.deleteBackward() }
    try host.typeKeystrokes(text)
  }

  @Test("each preset is one card, drawn in its own theme; choosing one applies it")
  func pickerChooses() throws {
    let manager = ThemeManager()
    let host = try ViewHost(DSThemePicker(themeManager: manager))
    let cards = host.accessibilityElements.filter { $0.traits.contains(.isButton) }
    for preset in PresetThemes.all {
      let card = try #require(cards.first { $0.label?.hasPrefix(preset.name) == true })
      #expect(card.label?.contains(preset.summary) == true, "\(preset.name)")
    }
    let selected = cards.filter { $0.traits.contains(.isSelected) }
    #expect(selected.count == 1)
    #expect(selected.first?.label?.hasPrefix(PresetThemes.default.name) == true)

    let forest = try #require(cards.first { $0.label?.hasPrefix(PresetThemes.forest.name) == true })
    try host.activate(try #require(forest.label))
    #expect(manager.currentTheme == PresetThemes.forest)
    let now = host.accessibilityElements.filter { $0.traits.contains(.isSelected) }
    #expect(now.count == 1)
    #expect(now.first?.label?.hasPrefix(PresetThemes.forest.name) == true)
  }

  @Test("the cards follow the contrast the person chose in the app, not only the system's")
  func pickerContrast() throws {
    let manager = ThemeManager(theme: PresetThemes.default, contrastPreference: .increased)
    let host = try ViewHost(DSThemePicker(themeManager: manager))
    let fills = host.allNodes.filter { $0.kind == .shape("SwiftUI.RoundedRectangle") }
      .compactMap { $0.arguments.first { $0.0 == "style" }?.1 }
    let accent = PresetThemes.ocean.colorValues(.accent)
    #expect(accent.light != accent.lightIncreasedContrast)
    #expect(fills.contains("fill(\(Color(accent.lightIncreasedContrast)))"), "\(fills)")
    #expect(!fills.contains("fill(\(Color(accent.light)))"))
  }

  @Test("a brand colour generates a theme; a bad one is refused beside the field")
  func pickerBrand() throws {
    let manager = ThemeManager()
    let host = try ViewHost(DSThemePicker(themeManager: manager))
    try host.type("#GG0000", into: "Brand colour")
    try host.tap("Generate theme")
    #expect(manager.currentTheme.name == PresetThemes.default.name)
    // A field's new error shows once the person leaves it, as every Tessera field's does.
    try host.unfocus()
    #expect(host.texts.contains { $0.contains("'G'") }, "\(host.texts)")
    try retype("#FFD600", into: "Brand colour", on: host)
    try host.tap("Generate theme")
    #expect(manager.currentTheme.name == "Brand #FFD600")
    #expect(manager.currentTheme.colorValues(.accent).light.hexString == "#FFD600")
    manager.undo()
    #expect(manager.currentTheme == PresetThemes.default)
  }

  @Test("typing a pale colour shows the failure under the field; its fix applies in one tap")
  func editSeeFailureApplyFixUndo() throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    let host = try ViewHost(DSThemeEditor(editor: editor))
    #expect(host.texts.contains("Every promised pair and component part passes."))
    try retype("#BBBBBB", into: "textSecondary", on: host)
    #expect(manager.currentTheme.colorValues(.textSecondary).light.hexString == "#BBBBBB")
    // The field keeps what was typed and the audit's verdict is under it.
    #expect(host.focusedField?.textBinding?.wrappedValue == "#BBBBBB")
    let cause = try #require(editor.audit.causes(for: .color(.textSecondary, .light)).first)
    let proposal = try #require(cause.proposal)
    #expect(host.texts.contains { $0.hasPrefix(cause.worstPair + ": ") && $0.contains("needs") })
    #expect(!host.texts.contains("Every promised pair and component part passes."))

    try host.tap("Use \(proposal.to.hexString)")
    #expect(manager.currentTheme.colorValues(.textSecondary).light == proposal.to)
    #expect(editor.audit.causes(for: .color(.textSecondary, .light)).isEmpty)
    #expect(try host.element(labelled: "textSecondary").value == proposal.to.hexString)

    try host.tap("Undo")
    #expect(manager.currentTheme.colorValues(.textSecondary).light.hexString == "#BBBBBB")
    #expect(try host.element(labelled: "textSecondary").value == "#BBBBBB")
    try host.tap("Redo")
    #expect(manager.currentTheme.colorValues(.textSecondary).light == proposal.to)
  }

  @Test("text a field refuses is shown with its reason and leaves the theme alone")
  func refusedText() throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let host = try ViewHost(DSThemeEditor(editor: ThemeEditor(manager: manager)))
    #expect(PresetThemes.ocean.spacing.md == 12)
    try retype("big", into: "spacing md (pt)", on: host)
    // Deleting "12" passed through "1", a good value, which applied; the rest was refused.
    #expect(manager.currentTheme.spacing.md == 1)
    #expect(host.focusedField?.textBinding?.wrappedValue == "big")
    try host.unfocus()
    #expect(host.texts.contains("spacing.md: 'big' is not a number"))
    try retype("14", into: "spacing md (pt)", on: host)
    #expect(manager.currentTheme.spacing.md == 14)
    try host.unfocus()
    #expect(!host.texts.contains { $0.hasPrefix("spacing.md:") })
    #expect(try host.element(labelled: "spacing md (pt)").value == "14")
  }

  @Test("a number field's pad has no Return: a Done key above it ends the edit and hides it")
  func doneKey() throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let host = try ViewHost(DSThemeEditor(editor: ThemeEditor(manager: manager)))
    #expect(!host.texts.contains("Done"), "no keyboard, no key")
    try retype("20", into: "spacing md (pt)", on: host)
    #expect(try host.element(labelled: "Done").traits.contains(.isButton))
    try host.tap("Done")
    #expect(host.focusedField == nil)
    #expect(!host.texts.contains("Done"))
    #expect(manager.currentTheme.spacing.md == 20)
    // A colour is typed on a keyboard with Return: no extra key.
    try host.focus("textSecondary")
    #expect(!host.texts.contains("Done"))
  }

  @Test("typing in a field, leaving it and coming back are two undo steps")
  func leavingAFieldEndsItsEdit() throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let host = try ViewHost(DSThemeEditor(editor: ThemeEditor(manager: manager)))
    try retype("20", into: "spacing md (pt)", on: host)
    try host.focus("spacing lg (pt)")
    try retype("24", into: "spacing md (pt)", on: host)
    try host.unfocus()
    #expect(manager.currentTheme.spacing.md == 24)
    try host.tap("Undo")
    #expect(manager.currentTheme.spacing.md == 20)
    try host.tap("Undo")
    #expect(manager.currentTheme.spacing.md == PresetThemes.ocean.spacing.md)
  }

  @Test("after Undo, a field whose refused text it cleared shows the theme's value again")
  func undoClearsRefusedText() throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let host = try ViewHost(DSThemeEditor(editor: ThemeEditor(manager: manager)))
    let xs = try #require(try host.element(labelled: "spacing xs (pt)").value)
    try retype("#BBBBBB", into: "textSecondary", on: host)
    try host.unfocus()
    // Refused at every keystroke, so the spacing itself never changes.
    #expect(xs.count == 1)
    try retype("big", into: "spacing xs (pt)", on: host)
    try host.unfocus()
    #expect(host.texts.contains("spacing.xs: 'big' is not a number"))
    try host.tap("Undo")
    #expect(manager.currentTheme.colorValues(.textSecondary).light.hexString != "#BBBBBB")
    // The refusal is gone, and so is the text it was about: the field shows the theme's value.
    #expect(!host.texts.contains { $0.hasPrefix("spacing.xs:") })
    #expect(try host.element(labelled: "spacing xs (pt)").value == xs)
  }

  @Test("the mode picker shows the dark colours; an edit there changes only dark")
  func darkMode() throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let host = try ViewHost(DSThemeEditor(editor: ThemeEditor(manager: manager)))
    try host.tap("Mode")
    try host.activate("Dark")
    #expect(
      try host.element(labelled: "accent").value
        == PresetThemes.ocean.colorValues(.accent).dark.hexString)
    try retype("#3366CC", into: "info", on: host)
    #expect(manager.currentTheme.colorValues(.info).dark.hexString == "#3366CC")
    #expect(
      manager.currentTheme.colorValues(.info).light == PresetThemes.ocean.colorValues(.info).light)
  }

  @Test("save writes the edited theme to the store")
  func save() async throws {
    let store = InMemoryThemeStore()
    let manager = ThemeManager(theme: PresetThemes.ocean, store: store)
    let editor = ThemeEditor(manager: manager)
    let host = try ViewHost(DSThemeEditor(editor: editor))
    try retype("20", into: "spacing lg (pt)", on: host)
    try host.tap("Save")
    #expect(host.texts.contains("Saving…"))
    // Other suites share the main actor the save runs on, so the limit is generous (views that
    // read their geometry are laid out after every render since 2026-12-06, which made a full
    // run's main actor busier than 120 s).
    try await boundedValue(of: editor.pendingSave, "the save finishes", within: .seconds(300))
    #expect(await store.savedTheme?.spacing.lg == 20)
    #expect(await store.saveCount == 1)
    try host.render()
    #expect(host.texts.contains("Saved."))
  }

  @Test("a broken file is refused with its line and column; a good one imports")
  func importFile() throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    let host = try ViewHost(DSThemeEditor(editor: editor))
    try host.type(#"{"name": "X", "colors": {"acent": {}}}"#, into: "Theme JSON")
    try host.tap("Import")
    #expect(manager.currentTheme == PresetThemes.ocean)
    #expect(
      host.texts.contains {
        $0.hasPrefix("line 1, column 26: ") && $0.contains("'acent'") && $0.contains("'accent'")
      }, "\(host.texts.filter { $0.hasPrefix("line") })")
    let shared = String(decoding: try JSONEncoder().encode(PresetThemes.forest), as: UTF8.self)
    try host.focus("Theme JSON")
    for _ in try #require(host.focusedField?.textBinding?.wrappedValue) {
      try host.deleteBackward()
    }
    try host.paste(shared, into: "Theme JSON")
    try host.tap("Import")
    #expect(manager.currentTheme == PresetThemes.forest)
    #expect(editor.importError == nil)
  }

  /// A fresh directory for one test's files; the caller removes it.
  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-theme-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("the share button shares the current theme as a .json file named after it")
  func shareTheme() async throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    let host = try ViewHost(DSThemeEditor(editor: editor))
    #expect(try host.element(labelled: "Share theme").traits.contains(.isButton))
    try retype("#3366CC", into: "info", on: host)
    let items = try host.share("Share theme")
    let item = try #require(items.first)
    #expect(items.count == 1)
    let exported = try await export(item, as: .json)
    #expect(try ThemeSpec.decode(from: exported.data) == manager.currentTheme)
    #expect(manager.currentTheme.colorValues(.info).light.hexString == "#3366CC")
    #expect(exported.suggestedFileName == "\(PresetThemes.ocean.name).json")
  }

  @Test("a file cut off mid-write is refused at its line and column; a good file imports")
  func importThemeFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    let host = try ViewHost(DSThemeEditor(editor: editor))
    #expect(try host.element(labelled: "Import file…").traits.contains(.isButton))

    let json = try JSONEncoder().encode(PresetThemes.forest)
    let cut = directory.appendingPathComponent("cut.json")
    try Data(json.prefix(json.count / 2)).write(to: cut)
    try host.tap("Import file…")
    #expect(host.presentedFileImporter == [.json])
    try host.completeFileImport(with: .success(cut))
    #expect(host.presentedFileImporter == nil)
    let error = try #require(editor.importError)
    #expect(host.texts.contains("line \(error.line), column \(error.column): \(error.error)"))
    #expect(manager.currentTheme == PresetThemes.ocean)
    // The importer's file was read inside its security scope, entered once and left once.
    let scope = SecurityScope.accesses(of: cut)
    #expect(scope.started == 1 && scope.stopped == 1)

    let good = directory.appendingPathComponent("forest.json")
    try json.write(to: good)
    try host.tap("Import file…")
    try host.completeFileImport(with: .success(good))
    #expect(manager.currentTheme == PresetThemes.forest)
    #expect(editor.importError == nil)
    #expect(!host.texts.contains { $0.hasPrefix("line ") })
  }

  @Test("a directory, an oversized file or a failed importer is refused with its reason")
  func refuseThemeFiles() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    let host = try ViewHost(DSThemeEditor(editor: editor))

    let folder = directory.appendingPathComponent("folder.json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    try host.tap("Import file…")
    try host.completeFileImport(with: .success(folder))
    #expect(host.texts.contains("folder.json: not a file"))
    #expect(editor.fileError == .notAFile(name: "folder.json"))

    let large = directory.appendingPathComponent("large.json")
    try Data(repeating: 0x20, count: ThemeSpec.maximumByteCount + 1).write(to: large)
    try host.tap("Import file…")
    try host.completeFileImport(with: .success(large))
    let tooLarge = ThemeFileError.tooLarge(
      name: "large.json", bytes: ThemeSpec.maximumByteCount + 1,
      limit: ThemeSpec.maximumByteCount)
    #expect(editor.fileError == tooLarge)
    #expect(host.texts.contains(tooLarge.description))
    #expect(!host.texts.contains("folder.json: not a file"))

    struct Unavailable: Error {}
    try host.tap("Import file…")
    try host.completeFileImport(with: .failure(Unavailable()))
    #expect(editor.fileError == .importerFailed(reason: "Unavailable()"))
    #expect(host.texts.contains(ThemeFileError.importerFailed(reason: "Unavailable()").description))
    #expect(manager.currentTheme == PresetThemes.ocean)
    #expect(!editor.canUndo)
  }

  @Test("in Turkish the editor's words are Turkish; role and token names stay as they are")
  func turkish() throws {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "tr")
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    let host = try ViewHost(DSThemeEditor(editor: editor), environment: environment)
    #expect(host.texts.contains("Vaat edilen tüm çiftler ve bileşen parçaları geçiyor."))
    #expect(host.texts.contains("Renkler: Açık"), "\(host.texts)")
    #expect(host.texts.contains("Tema içe aktar"))
    #expect(try host.element(labelled: "Geri al").traits.contains(.isButton))
    #expect(try host.element(labelled: "İçe aktar").traits.contains(.isButton))
    #expect(try host.element(labelled: "boşluk md (pt)").value == "12")

    try retype("#BBBBBB", into: "textSecondary", on: host)
    let cause = try #require(editor.audit.causes(for: .color(.textSecondary, .light)).first)
    let proposal = try #require(cause.proposal)
    #expect(host.texts.contains { $0.hasPrefix(cause.worstPair + ": ") && $0.contains("gereken") })
    try host.tap("\(proposal.to.hexString) kullan")
    #expect(manager.currentTheme.colorValues(.textSecondary).light == proposal.to)
  }

  @Test("the system colour picker beside a colour field edits that role in that mode")
  func colorWell() throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let host = try ViewHost(DSThemeEditor(editor: ThemeEditor(manager: manager)))
    #expect(try host.element(labelled: "Choose info").traits.contains(.isButton))
    try host.pickColor(
      Color(.sRGB, red: 0.2, green: 0.4, blue: 0.8, opacity: 1), in: "Choose info")
    #expect(manager.currentTheme.colorValues(.info).light.hexString == "#3366CC")
    #expect(try host.element(labelled: "info").value == "#3366CC")
    #expect(
      manager.currentTheme.colorValues(.info).dark == PresetThemes.ocean.colorValues(.info).dark)
    try host.tap("Undo")
    #expect(manager.currentTheme.colorValues(.info) == PresetThemes.ocean.colorValues(.info))
  }

}
