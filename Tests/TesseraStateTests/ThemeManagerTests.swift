import Foundation
import TesseraColor
import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraState

@Suite("Theme manager")
@MainActor
struct ThemeManagerTests {
  private let blue = SRGBColor(red: 0, green: 0.3, blue: 0.8)
  private let red = SRGBColor(red: 0.8, green: 0.1, blue: 0.1)

  @Test("following the system forces no scheme and resolves with the system's scheme")
  func systemPreferenceForcesNothing() {
    let manager = ThemeManager()
    #expect(manager.colorSchemePreference == .system)
    #expect(manager.preferredColorScheme == nil)
    manager.systemScheme = .dark
    #expect(manager.mode == .dark)
    #expect(
      manager.resolvedTheme.color(.backgroundPrimary)
        == PresetThemes.default.colorValues(.backgroundPrimary).dark)
  }

  @Test("an explicit scheme or contrast wins over the system's")
  func explicitPreferencesWin() {
    let manager = ThemeManager(colorSchemePreference: .light, contrastPreference: .increased)
    manager.systemScheme = .dark
    #expect(manager.preferredColorScheme == .light)
    #expect(manager.mode == .lightIncreasedContrast)
    let resolved = manager.resolvedTheme(systemScheme: .dark, systemContrast: .standard)
    #expect(resolved.mode == .lightIncreasedContrast)
    manager.colorSchemePreference = .system
    manager.contrastPreference = .system
    manager.systemContrast = .increased
    #expect(manager.mode == .darkIncreasedContrast)
  }

  @Test("the resolved theme follows the content size and Reduce Motion")
  func resolvedFollowsEnvironment() {
    let manager = ThemeManager()
    let large = manager.resolvedTheme.text(.body).size
    manager.contentSize = .accessibility3
    #expect(manager.resolvedTheme.contentSize == .accessibility3)
    #expect(manager.resolvedTheme.text(.body).size > large)
    manager.reduceMotion = true
    #expect(manager.resolvedTheme.reduceMotion)
  }

  @Test("setTheme switches presets and the resolved theme follows")
  func setThemeSwitchesPresets() {
    let manager = ThemeManager()
    manager.setTheme(PresetThemes.ocean)
    #expect(manager.currentTheme == PresetThemes.ocean)
    #expect(
      manager.resolvedTheme.color(.accent) == PresetThemes.ocean.colorValues(.accent).light)
    #expect(manager.setTheme(named: PresetThemes.forest.name))
    #expect(manager.currentTheme == PresetThemes.forest)
    #expect(!manager.setTheme(named: "No Such Theme"))
  }

  @Test("editing one color role changes only that role and undo restores it")
  func editColorAndUndo() {
    let manager = ThemeManager()
    let original = manager.colorValues(for: .accent)
    manager.setColor(blue, for: .accent, in: .dark)
    #expect(manager.colorValues(for: .accent).dark == blue)
    #expect(manager.colorValues(for: .accent).light == original.light)
    manager.systemScheme = .dark
    #expect(manager.resolvedTheme.color(.accent) == blue)
    manager.undo()
    #expect(manager.colorValues(for: .accent) == original)
    #expect(manager.resolvedTheme.color(.accent) == original.dark)
    #expect(!manager.canUndo)
  }

  @Test("a drag through many values of one role is one undo step")
  func editsCoalescePerRole() {
    let manager = ThemeManager()
    let original = manager.colorValues(for: .accent)
    for step in 0..<100 {
      manager.setColor(
        SRGBColor(red: Double(step) / 100, green: 0, blue: 0), for: .accent, in: .light)
    }
    manager.setColor(red, for: .destructive, in: .light)
    manager.undo()
    #expect(
      manager.colorValues(for: .destructive) == PresetThemes.default.colorValues(.destructive))
    #expect(manager.colorValues(for: .accent).light == SRGBColor(red: 0.99, green: 0, blue: 0))
    manager.undo()
    #expect(manager.colorValues(for: .accent) == original)
  }

  @Test("redo returns an undone edit, and a new edit after an undo ends redo")
  func redoAfterUndo() {
    let manager = ThemeManager()
    let original = manager.colorValues(for: .destructive)
    manager.setColor(red, for: .destructive, in: .light)
    manager.endEditGroup()
    manager.setColor(blue, for: .destructive, in: .light)
    #expect(!manager.canRedo)
    manager.undo()
    manager.undo()
    #expect(manager.colorValues(for: .destructive) == original)
    #expect(manager.canRedo)
    manager.redo()
    #expect(manager.colorValues(for: .destructive).light == red)
    #expect(manager.editedColorRoles == [.destructive])
    manager.redo()
    #expect(manager.colorValues(for: .destructive).light == blue)
    #expect(!manager.canRedo)
    manager.undo()
    manager.setColor(SRGBColor(red: 0.1, green: 0.6, blue: 0.2), for: .success, in: .dark)
    #expect(!manager.canRedo)
    manager.redo()
    #expect(manager.colorValues(for: .destructive).light == red)
  }

  @Test("redo after a theme switch is undone restores the switched theme")
  func redoThemeSwitch() {
    let manager = ThemeManager()
    manager.setTheme(PresetThemes.forest)
    manager.undo()
    #expect(manager.currentTheme == PresetThemes.default)
    manager.redo()
    #expect(manager.currentTheme == PresetThemes.forest)
    #expect(manager.canUndo)
  }

  @Test("ending an edit group makes the next edit of the same role its own step")
  func endEditGroupSplitsSteps() {
    let manager = ThemeManager()
    manager.setColor(blue, for: .accent, in: .light)
    manager.endEditGroup()
    manager.setColor(red, for: .accent, in: .light)
    manager.undo()
    #expect(manager.colorValues(for: .accent).light == blue)
  }

  @Test("editing a typography role and undoing it")
  func editTypography() {
    let manager = ThemeManager()
    let original = manager.typography(for: .headline)
    var edited = original
    edited.size = 30
    edited.weight = .black
    manager.setTypography(edited, for: .headline)
    #expect(manager.resolvedTheme.text(.headline).size == 30)
    #expect(manager.typography(for: .body) == PresetThemes.default.typographySpec(.body))
    manager.undo()
    #expect(manager.typography(for: .headline) == original)
  }

  @Test("reset returns to the default theme and system preferences, and can be undone")
  func resetToDefault() {
    let manager = ThemeManager(theme: PresetThemes.lavender, colorSchemePreference: .dark)
    manager.setTheme(PresetThemes.sunset)
    manager.resetToDefault()
    #expect(manager.currentTheme == PresetThemes.lavender)
    #expect(manager.colorSchemePreference == .system)
    manager.undo()
    #expect(manager.currentTheme == PresetThemes.sunset)
  }

  @Test("the shared instance is separate from injected ones")
  func sharedIsSeparate() {
    let mine = ThemeManager()
    mine.setTheme(PresetThemes.ocean)
    #expect(ThemeManager.shared !== mine)
  }
}

@Suite("Theme persistence")
@MainActor
struct ThemePersistenceTests {
  @Test("a saved theme and edits load back into a new manager")
  func saveAndLoad() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileThemeStore(directory: directory, fileName: "theme.json")
    let manager = ThemeManager(store: store)
    manager.setTheme(PresetThemes.ocean)
    manager.setColor(SRGBColor(red: 0.2, green: 0.4, blue: 0.6), for: .accent, in: .light)
    try await manager.save()

    let reopened = ThemeManager(store: store)
    await reopened.loadFromStore()
    #expect(reopened.lastStoreError == nil)
    #expect(reopened.currentTheme.name == PresetThemes.ocean.name)
    #expect(
      reopened.colorValues(for: .accent).light.hexString
        == SRGBColor(red: 0.2, green: 0.4, blue: 0.6).hexString)
    #expect(!reopened.canUndo)
  }

  @Test(
    "a corrupt theme file falls back to the default, is kept aside, and the error says so",
    arguments: [
      ("empty", Data()), ("truncated", Data(#"{"specVersion":2,"name":"Oce"#.utf8)),
      ("garbage", Data([0x00, 0xFF, 0x10, 0x80])),
      ("future version", Data(#"{"specVersion":99}"#.utf8)),
      ("wrong type", Data(#"{"name":42}"#.utf8)),
    ])
  func corruptFileFallsBack(kind: String, contents: Data) async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try contents.write(to: directory.appendingPathComponent("theme.json"))
    let store = try FileThemeStore(directory: directory, fileName: "theme.json")
    let manager = ThemeManager(theme: PresetThemes.default, store: store)
    manager.setTheme(PresetThemes.ocean)
    await manager.loadFromStore()
    #expect(manager.currentTheme == PresetThemes.default, "\(kind)")
    guard case .corruptFile(_, let movedTo, let reason) = manager.lastStoreError else {
      Issue.record(
        "\(kind): expected corruptFile, got \(String(describing: manager.lastStoreError))")
      return
    }
    #expect(movedTo == "theme.json.corrupt-1" && !reason.isEmpty)
    let kept = try Data(contentsOf: directory.appendingPathComponent(movedTo))
    #expect(kept == contents)
    #expect(await store.corruptCopies() == ["theme.json.corrupt-1"])
  }

  @Test("nothing saved keeps the current theme without an error")
  func nothingSaved() async throws {
    let store = InMemoryThemeStore()
    let manager = ThemeManager(store: store)
    manager.setTheme(PresetThemes.forest)
    await manager.loadFromStore()
    #expect(manager.currentTheme == PresetThemes.forest)
    #expect(manager.lastStoreError == nil)
  }

  @Test("saves requested in a row complete in order, so the latest theme wins")
  func savesAreOrdered() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try FileThemeStore(directory: directory, fileName: "theme.json")
    let manager = ThemeManager(store: store)
    var saves: [Task<Void, any Error>] = []
    for preset in PresetThemes.all {
      manager.setTheme(preset)
      saves.append(Task { try await manager.save() })
    }
    for save in saves { try await boundedValue(of: save, "save finished") }
    let loaded = try await store.load()
    #expect(loaded?.name == PresetThemes.all.last?.name)
  }

  @Test("a store error is reported and cleared by the next success")
  func storeErrorsReported() async throws {
    let failure = ThemeStoreError.corruptFile(
      fileName: "theme.json", movedTo: "theme.json.corrupt-1", reason: "bad")
    let store = InMemoryThemeStore(savedTheme: PresetThemes.ocean, loadError: failure)
    let manager = ThemeManager(store: store)
    await manager.loadFromStore()
    #expect(manager.lastStoreError == failure)
    await store.setLoadError(nil)
    await manager.loadFromStore()
    #expect(manager.lastStoreError == nil)
    #expect(manager.currentTheme == PresetThemes.ocean)
  }

  @Test("file theme store names are validated")
  func fileNamesValidated() {
    #expect(throws: ThemeStoreError.self) {
      _ = try FileThemeStore(directory: URL(fileURLWithPath: "/tmp"), fileName: "../theme.json")
    }
    #expect(throws: ThemeStoreError.self) { _ = try FileThemeStore(fileName: "a/b.json") }
  }
}
