import Foundation
import TesseraColor
import TesseraComponents
import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraState

@Suite("Theme editor: fields, live audit, fixes, undo, save, share and import")
@MainActor
struct ThemeEditorTests {
  private let pale = SRGBColor(red8: 0xBB, green8: 0xBB, blue8: 0xBB)

  @Test("the sections list every color role in the four modes, then sizes, radii and motion")
  func sections() {
    let sections = ThemeEditorSection.all
    #expect(sections.count == 8)
    for (index, mode) in ThemeMode.allCases.enumerated() {
      #expect(sections[index].id == .colors(mode))
      #expect(sections[index].fields.count == ColorRole.allCases.count)
      #expect(sections[index].fields.contains(.color(.accent, mode)))
    }
    #expect(sections[4].fields.count == TypographyRole.allCases.count)
    #expect(
      sections[5].fields.map(\.path) == [
        "spacing.xs", "spacing.sm", "spacing.md", "spacing.lg", "spacing.xl", "spacing.xxl",
      ])
    #expect(
      sections[6].fields.map(\.path) == [
        "radii.small", "radii.medium", "radii.large", "radii.extraLarge",
      ])
    #expect(sections[7].fields.count == MotionToken.allCases.count)
    let all = sections.flatMap(\.fields)
    #expect(Set(all).count == all.count)
  }

  @Test("every field shows its value and taking back its own text leaves the theme equal")
  func fieldsRoundTrip() throws {
    for preset in [PresetThemes.ocean, PresetThemes.forest] {
      for field in ThemeEditorSection.all.flatMap(\.fields) {
        let text = field.text(in: preset)
        #expect(try field.applying(text, to: preset) == preset, "\(preset.name) \(field)")
      }
    }
    #expect(ThemeEditorField.spacing(.md).text(in: PresetThemes.default) == "12")
    #expect(ThemeEditorField.radius(.large).text(in: PresetThemes.default) == "20")
    #expect(ThemeEditorField.color(.accent, .dark).text(in: PresetThemes.ocean).hasPrefix("#"))
  }

  @Test("numbers and colors typed into fields edit the theme, one undo step per field")
  func edits() {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    #expect(editor.set("2", for: .spacing(.md)))
    #expect(editor.set("20", for: .spacing(.md)))
    #expect(editor.set(" 18.5 ", for: .fontSize(.body)))
    #expect(editor.set("0.4", for: .motionDuration(.standard)))
    #expect(editor.set("6", for: .radius(.small)))
    #expect(editor.set("#3366cc", for: .color(.info, .dark)))
    let theme = manager.currentTheme
    #expect(theme.spacing.md == 20)
    #expect(theme.typographySpec(.body).size == 18.5)
    #expect(theme.motion[.standard]?.duration == 0.4)
    #expect(theme.radii.small == 6)
    #expect(theme.colorValues(.info).dark == SRGBColor(red8: 0x33, green8: 0x66, blue8: 0xCC))
    #expect(editor.text(for: .color(.info, .dark)) == "#3366CC")
    for _ in 0..<5 { editor.undo() }
    #expect(manager.currentTheme.spacing.md == PresetThemes.ocean.spacing.md)
    #expect(!editor.canUndo)
    editor.redo()
    #expect(manager.currentTheme.spacing.md == 20)
  }

  @Test("one role's Light and Dark fields are two undo steps, typed or picked")
  func modesAreSeparateSteps() {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    let original = PresetThemes.ocean.colorValues(.info)
    #expect(editor.set("#33", for: .color(.info, .light)) == false)
    #expect(editor.set("#336", for: .color(.info, .light)))
    #expect(editor.set("#3366CC", for: .color(.info, .light)))
    #expect(editor.set("#88AAFF", for: .color(.info, .dark)))
    editor.setColor(.black, for: .info, in: .darkIncreasedContrast)
    editor.setColor(pale, for: .info, in: .darkIncreasedContrast)
    editor.undo()
    let afterOne = manager.currentTheme.colorValues(.info)
    #expect(afterOne.darkIncreasedContrast == original.darkIncreasedContrast)
    #expect(afterOne.dark == SRGBColor(red8: 0x88, green8: 0xAA, blue8: 0xFF))
    editor.undo()
    let afterTwo = manager.currentTheme.colorValues(.info)
    #expect(afterTwo.dark == original.dark)
    #expect(afterTwo.light == SRGBColor(red8: 0x33, green8: 0x66, blue8: 0xCC))
    editor.undo()
    #expect(manager.currentTheme.colorValues(.info) == original)
    #expect(!editor.canUndo)
  }

  @Test(
    "bad text is refused with its reason, keeps the theme, and goes when good text comes",
    arguments: [
      (ThemeEditorField.color(.accent, .light), "#GGGGGG", "color"),
      (.color(.accent, .light), "", "color"),
      (.spacing(.md), "twelve", "number"),
      (.spacing(.md), "nan", "number"),
      (.spacing(.md), "-4", "refused"),
      (.fontSize(.body), "0", "refused"),
      (.motionDuration(.quick), "1e9", "refused"),
    ])
  func refusals(field: ThemeEditorField, text: String, reason: String) throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    #expect(!editor.set(text, for: field))
    #expect(manager.currentTheme == PresetThemes.ocean)
    #expect(!editor.canUndo)
    let refusal = try #require(editor.refusals[field])
    switch (refusal.reason, reason) {
    case (.notAColor, "color"), (.notANumber, "number"): break
    case (.refused(let error), "refused"): #expect(error.path == field.path)
    default: Issue.record("\(field) '\(text)': \(refusal.reason), expected \(reason)")
    }
    #expect(refusal.description.contains(field.path))
    #expect(editor.set(field.text(in: PresetThemes.forest), for: field))
    #expect(editor.refusals[field] == nil)
  }

  @Test("a pale secondary text shows its failure beside the field; one tap applies the fix")
  func liveAuditAndFix() throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    #expect(editor.audit.passed)
    let field = ThemeEditorField.color(.textSecondary, .light)
    #expect(editor.set("#BBBBBB", for: field))
    let cause = try #require(editor.audit.causes(for: field).first)
    #expect(cause.mode == .light)
    #expect(cause.worstRatio < 4.5)
    #expect(cause.requiredRatio >= 4.5)
    #expect(cause.themePairs + cause.componentParts > 0)
    let proposal = try #require(cause.proposal)
    #expect(proposal.role == .textSecondary)
    #expect(proposal.from == pale)
    // Nothing in the other modes is blamed on this field.
    #expect(editor.audit.causes(for: .color(.textSecondary, .dark)).isEmpty)

    #expect(editor.applyFix(cause))
    let fixed = manager.currentTheme.colorValues(.textSecondary).light
    #expect(fixed == proposal.to)
    let page = manager.currentTheme.colorValues(.backgroundPrimary).light
    #expect(fixed.contrastRatio(with: page) >= 4.5)
    #expect(editor.audit.causes(for: field).isEmpty)
    #expect(!editor.applyFix(cause))

    editor.undo()
    #expect(manager.currentTheme.colorValues(.textSecondary).light == pale)
    #expect(!editor.audit.causes(for: field).isEmpty)
    editor.redo()
    #expect(manager.currentTheme.colorValues(.textSecondary).light == fixed)
  }

  @Test("applying every fix at once makes a theme with failures in two modes pass")
  func applyAllFixes() {
    var weak = PresetThemes.default
    weak.colors[.textLink]?.light = SRGBColor(red8: 0x66, green8: 0xAA, blue8: 0xFF)
    weak.colors[.textSecondary]?.dark = SRGBColor(red8: 0x55, green8: 0x55, blue8: 0x55)
    let manager = ThemeManager(theme: weak)
    let editor = ThemeEditor(manager: manager)
    #expect(!editor.audit.passed)
    #expect(Set(editor.audit.causes.map(\.mode)).isSuperset(of: [.light, .dark]))
    #expect(editor.applyAllFixes())
    #expect(ThemeAudit.audit(manager.currentTheme).passed)
    #expect(ComponentAudit.audit(manager.currentTheme).passed)
    #expect(editor.audit.passed)
    #expect(!editor.applyAllFixes())
    editor.undo()
    #expect(manager.currentTheme == weak)
  }

  @Test("the live audit equals a full one after every edit of a seeded edit sequence")
  func incrementalEqualsFull() {
    var random = SeededRandomNumberGenerator(seed: 32)
    let manager = ThemeManager(theme: PresetThemes.sunset)
    let editor = ThemeEditor(manager: manager)
    let roles = ColorRole.allCases
    for step in 0..<6 {
      let role = roles[Int.random(in: 0..<roles.count, using: &random)]
      let mode = ThemeMode.allCases[Int.random(in: 0..<4, using: &random)]
      let color = SRGBColor(
        red8: UInt8.random(in: 0...255, using: &random),
        green8: UInt8.random(in: 0...255, using: &random),
        blue8: UInt8.random(in: 0...255, using: &random))
      editor.setColor(color, for: role, in: mode)
      if step == 3 { #expect(editor.set("22", for: .fontSize(.body))) }
      let spec = manager.currentTheme
      let audit = editor.audit
      #expect(audit.spec == spec)
      #expect(audit.themeFailures == ThemeAudit.audit(spec).failures, "step \(step)")
      #expect(audit.componentFailures == ComponentAudit.audit(spec).failures, "step \(step)")
      #expect(audit.colorVisionWarnings == ColorVisionCheck.warnings(spec), "step \(step)")
    }
  }

  @Test("status colors made alike show a colour-vision warning and a preview per deficiency")
  func colorVision() {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    let warning = manager.currentTheme.colorValues(.warning).light
    editor.setColor(warning, for: .error, in: .light)
    #expect(
      editor.audit.colorVisionWarnings.contains {
        $0.first == .warning && $0.second == .error && $0.modes.contains(.light)
      })
    let preview = editor.audit.colorVisionPreview(in: .light)
    #expect(
      preview.map(\.role) == [
        .success, .warning, .error, .info, .successBackground, .warningBackground,
        .errorBackground, .infoBackground,
      ])
    #expect(preview[6].color == manager.currentTheme.colorValues(.errorBackground).light)
    #expect(preview[2].color == warning)
    #expect(preview.allSatisfy { $0.simulated.map(\.deficiency) == ColorVisionDeficiency.allCases })
    // Protanopia keeps grey grey: the simulation is a mix of channels, not a tint.
    let grey = SRGBColor(red8: 0x80, green8: 0x80, blue8: 0x80)
    editor.setColor(grey, for: .info, in: .light)
    let info = editor.audit.colorVisionPreview(in: .light)[3]
    for simulated in info.simulated {
      #expect(abs(simulated.color.red - simulated.color.blue) < 0.01, "\(simulated.deficiency)")
    }
  }

  @Test("a shared theme imports back equal, and the import is one undo step")
  func shareAndImport() throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    #expect(editor.set("#3366CC", for: .color(.info, .light)))
    let shared = try editor.exportJSON()
    let edited = manager.currentTheme
    let other = ThemeEditor(manager: ThemeManager(theme: PresetThemes.forest))
    #expect(other.importJSON(shared))
    #expect(other.manager.currentTheme == edited)
    #expect(other.importError == nil)
    other.undo()
    #expect(other.manager.currentTheme == PresetThemes.forest)
  }

  @Test("a broken file is refused at its line and column and changes nothing")
  func brokenImport() throws {
    let manager = ThemeManager(theme: PresetThemes.ocean)
    let editor = ThemeEditor(manager: manager)
    var text = String(decoding: try editor.exportJSON(), as: UTF8.self)
    text = text.replacingOccurrences(of: "\"accent\" : {", with: "\"acent\" : {")
    #expect(!editor.importJSON(text))
    let error = try #require(editor.importError)
    guard case .unknownKey(_, "acent", _, let suggestion) = error.error else {
      Issue.record("expected the misspelled role, got \(error.error)")
      return
    }
    #expect(suggestion == "accent")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines[error.line - 1]
    let column = line.utf8.index(line.utf8.startIndex, offsetBy: error.column - 1)
    #expect(line[column...].hasPrefix("\"acent\""))
    #expect(manager.currentTheme == PresetThemes.ocean)
    #expect(!editor.canUndo)

    #expect(!editor.importJSON(String(text.prefix(text.count / 2))))
    let cut = try #require(editor.importError)
    guard case .malformedJSON = cut.error else {
      Issue.record("a file cut off mid-write is malformed JSON, got \(cut.error)")
      return
    }
    #expect(cut.line > 1)
    #expect(
      !editor.importJSON(Data(String(repeating: " ", count: ThemeSpec.maximumByteCount + 1).utf8)))
    guard case .tooLarge = editor.importError?.error else {
      Issue.record("an oversized file is refused before reading")
      return
    }
    #expect(manager.currentTheme == PresetThemes.ocean)
  }

  @Test("save writes the edited theme to the manager's store")
  func save() async throws {
    let store = InMemoryThemeStore()
    let manager = ThemeManager(theme: PresetThemes.ocean, store: store)
    let editor = ThemeEditor(manager: manager)
    #expect(editor.set("24", for: .spacing(.lg)))
    try await editor.save()
    #expect(await store.savedTheme?.spacing.lg == 24)
    #expect(await store.saveCount == 1)
  }

  @Test("a started save reports saving, then saved; a failing store reports its error")
  func startSave() async throws {
    let store = InMemoryThemeStore()
    let editor = ThemeEditor(manager: ThemeManager(theme: PresetThemes.ocean, store: store))
    #expect(editor.saveState == nil)
    editor.startSave()
    #expect(editor.saveState == .saving)
    try await boundedValue(of: editor.pendingSave, "the save finishes")
    #expect(editor.saveState == .saved)
    #expect(await store.saveCount == 1)

    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("editor-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // A directory where the theme file belongs: the save fails with a typed error.
    let file = directory.appendingPathComponent("theme.json")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    let failing = ThemeEditor(
      manager: ThemeManager(
        theme: PresetThemes.ocean,
        store: try FileThemeStore(directory: directory, fileName: "theme.json")))
    failing.startSave()
    try await boundedValue(of: failing.pendingSave, "the failing save finishes")
    guard case .failed = failing.saveState else {
      Issue.record("expected a failed save, got \(String(describing: failing.saveState))")
      return
    }
  }

  @Test("a theme with a NaN set in code is not exported; the error names the value")
  func exportRefusesNaN() {
    var spec = PresetThemes.ocean
    spec.spacing.md = .nan
    let editor = ThemeEditor(manager: ThemeManager(theme: spec))
    #expect(throws: ThemeSpecError.self) { try editor.exportJSON() }
    do {
      _ = try editor.exportJSON()
    } catch {
      #expect(error.path == "spacing.md")
    }
  }
}
