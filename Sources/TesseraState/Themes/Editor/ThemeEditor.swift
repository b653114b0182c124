import Foundation
import Observation
import TesseraColor
import TesseraComponents
import TesseraTokens

/// The decisions of a theme editor, apart from any view: which fields there are, what each
/// shows, what a keystroke does to the theme, the live audit with its proposed fixes, undo and
/// redo, saving, and sharing or importing the theme as JSON.
///
/// Every edit goes through the ``ThemeManager``, so the app repaints in the edited theme as the
/// person types, and the manager's history gives undo and redo. `DSThemeEditor` draws it.
///
/// ```swift
/// let editor = ThemeEditor(manager: manager)
/// editor.set("#BBBBBB", for: .color(.textSecondary, .light))   // true: applied
/// editor.audit.causes(for: .color(.textSecondary, .light))     // 4.5:1 needed, and the fix
/// editor.applyFix(editor.audit.causes.first!)                 // one tap
/// editor.undo()
/// editor.importJSON(pasted)  // false, with importError at its line and column
/// ```
@MainActor
@Observable
public final class ThemeEditor {
  /// The manager whose theme is edited.
  public let manager: ThemeManager
  /// Text each field refused last, shown beside it; a field's entry goes when it takes good
  /// text.
  public private(set) var refusals: [ThemeEditorField: ThemeEditorInputError] = [:]
  /// Why the last import was refused, at its line and column; `nil` after a good import.
  public private(set) var importError: LocatedThemeSpecError?
  /// Why the last file chosen for import could not be read (a directory, too large,
  /// unreadable), before its JSON was looked at; `nil` after any other import.
  public private(set) var fileError: ThemeFileError?
  @ObservationIgnored private var audited: ThemeEditorAudit
  /// The field the last edit set: an edit of another field (the same role in another mode
  /// included) starts its own undo step.
  @ObservationIgnored private var lastEdited: ThemeEditorField?

  /// Creates an editor of `manager`'s theme, auditing it once in full.
  public init(manager: ThemeManager) {
    self.manager = manager
    audited = ThemeEditorAudit(manager.currentTheme)
  }

  /// The sections of fields, in the order the editor lists them.
  public var sections: [ThemeEditorSection] { ThemeEditorSection.all }

  /// The live audit of the current theme, brought up to date on first read after an edit
  /// (only the parts an edit can change are checked again).
  public var audit: ThemeEditorAudit {
    let spec = manager.currentTheme
    if audited.spec != spec { audited.update(to: spec) }
    return audited
  }

  /// The text `field` shows: the current theme's value.
  public func text(for field: ThemeEditorField) -> String { field.text(in: manager.currentTheme) }

  /// Sets `field` from `text`. Good text edits the theme (consecutive edits of one field are
  /// one undo step; an accent edit re-derives the roles drawn from it, as the manager does)
  /// and clears the field's refusal; bad text leaves the theme as it was and is kept in
  /// ``refusals``. Returns whether the text was taken.
  @discardableResult
  public func set(_ text: String, for field: ThemeEditorField) -> Bool {
    let edited: ThemeSpec
    do {
      edited = try field.applying(text, to: manager.currentTheme)
    } catch {
      refusals[field] = error
      return false
    }
    refusals[field] = nil
    beginEdit(of: field)
    switch field {
    case .color(let role, _): manager.setColorValues(edited.colorValues(role), for: role)
    default: manager.applyEdit(edited, key: field.editKey)
    }
    return true
  }

  /// Sets a color from the system color picker (alpha kept). Consecutive picks for one role
  /// in one mode are one undo step, as typing in one field is.
  public func setColor(_ color: SRGBColor, for role: ColorRole, in mode: ThemeMode) {
    refusals[.color(role, mode)] = nil
    beginEdit(of: .color(role, mode))
    manager.setColor(color, for: role, in: mode)
  }

  /// Ends the open edit group when `field` is not the one edited last: the manager groups
  /// colour edits by role, but Light and Dark are two fields, and each is its own step.
  private func beginEdit(of field: ThemeEditorField) {
    if lastEdited != field { manager.endEditGroup() }
    lastEdited = field
  }

  /// Ends the current edit, so the next one is its own undo step (a field lost focus, a
  /// picker closed).
  public func endEditing() { manager.endEditGroup() }

  /// Applies the fix the audit proposes for `cause`: its one role in its one mode, as one undo
  /// step. Returns `false` when the cause has no proposal or the role already has that value.
  @discardableResult
  public func applyFix(_ cause: AuditCause) -> Bool {
    guard let change = cause.proposal else { return false }
    var theme = manager.currentTheme
    var values = theme.colorValues(change.role)
    guard values.value(for: change.mode) != change.to else { return false }
    values.setValue(change.to, for: change.mode)
    theme.colors[change.role] = values
    applyFixedTheme(theme)
    return true
  }

  /// Applies every fix the audit proposes at once, as one undo step; returns whether there was
  /// one.
  @discardableResult
  public func applyAllFixes() -> Bool {
    guard let fixed = audit.fixedSpec else { return false }
    applyFixedTheme(fixed)
    return true
  }

  private func applyFixedTheme(_ theme: ThemeSpec) {
    manager.endEditGroup()
    manager.applyEdit(theme, key: .auditFix)
    manager.endEditGroup()
    refusals = [:]
  }

  /// Whether there is an edit to undo.
  public var canUndo: Bool { manager.canUndo }
  /// Whether there is an undone edit to redo.
  public var canRedo: Bool { manager.canRedo }

  /// Undoes the last edit; refused text is forgotten, since the fields show the theme again.
  public func undo() {
    manager.undo()
    refusals = [:]
  }

  /// Redoes the last undone edit.
  public func redo() {
    manager.redo()
    refusals = [:]
  }

  /// Saves the theme to the manager's store.
  public func save() async throws(ThemeStoreError) { try await manager.save() }

  /// Where the last ``startSave()`` is: `nil` before any.
  public private(set) var saveState: SaveState?

  /// The save ``startSave()`` started last; awaiting it awaits every earlier one, since they
  /// run in order. Tests await it instead of polling.
  @ObservationIgnored public private(set) var pendingSave: Task<Void, Never>?

  /// How a save started from a button went.
  public enum SaveState: Sendable, Equatable {
    /// Writing.
    case saving
    /// Written.
    case saved
    /// Not written, and why.
    case failed(ThemeStoreError)
  }

  /// Starts saving the theme (a Save button's action) and reports in ``saveState``; saves run
  /// in the order they were started.
  public func startSave() {
    saveState = .saving
    let previous = pendingSave
    pendingSave = Task { [weak self] in
      await previous?.value
      guard let self else { return }
      do throws(ThemeStoreError) {
        try await manager.save()
        saveState = .saved
      } catch {
        saveState = .failed(error)
      }
    }
  }

  /// The theme as JSON to share: pretty-printed with sorted keys, as the store writes it, and
  /// read back by ``importJSON(_:)-(Data)`` to an equal theme.
  /// - Throws: the spec's validation error when a value set in code cannot be written (a NaN
  ///   size), with its path.
  public func exportJSON() throws(ThemeSpecError) -> Data {
    let theme = manager.currentTheme
    try theme.validate()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      return try encoder.encode(theme)
    } catch {
      throw .invalidValue(path: "(root)", reason: "the theme cannot be written as JSON: \(error)")
    }
  }

  /// Imports a shared or pasted theme through the bounded, strict spec reader and makes it the
  /// current theme (undoable). A refused file changes nothing and sets ``importError`` with
  /// the line and column to fix. Returns whether the theme was taken.
  @discardableResult
  public func importJSON(_ data: Data) -> Bool {
    fileError = nil
    do {
      let spec = try ThemeSpec.decodeLocated(from: data)
      importError = nil
      refusals = [:]
      manager.setTheme(spec)
      return true
    } catch {
      importError = error
      return false
    }
  }

  /// Imports pasted text (see ``importJSON(_:)-(Data)``).
  @discardableResult
  public func importJSON(_ text: String) -> Bool { importJSON(Data(text.utf8)) }

  /// Imports the theme file at `url` (one a file importer returned, with its security scope
  /// already entered on Apple platforms): a directory, a file over the size a paste accepts
  /// or an unreadable one is refused with ``fileError`` and changes nothing; a file read is
  /// imported as ``importJSON(_:)-(Data)`` imports a paste, so a broken one is refused with
  /// its line and column in ``importError``.
  @discardableResult
  public func importFile(at url: URL) -> Bool {
    let data: Data
    do {
      data = try ThemeFile.read(url)
    } catch {
      importError = nil
      fileError = error
      return false
    }
    return importJSON(data)
  }

  /// Records that the file importer failed before giving a file, so the editor shows the
  /// system's error where a refusal shows; the theme is unchanged.
  public func fileImportFailed(_ error: any Error) {
    importError = nil
    fileError = .importerFailed(reason: "\(error)")
  }

  /// The name a shared file of the current theme suggests (see
  /// ``ThemeFile/suggestedName(for:)``).
  public var exportFileName: String { ThemeFile.suggestedName(for: manager.currentTheme) }
}

/// A group of fields the editor lists under one heading.
public struct ThemeEditorSection: Sendable, Hashable, Identifiable {
  /// Which group.
  public enum ID: Sendable, Hashable {
    /// Every color role in one mode.
    case colors(ThemeMode)
    /// The typography roles' sizes.
    case typography
    /// The spacing scale.
    case spacing
    /// The corner radii.
    case radii
    /// The motion durations.
    case motion
  }

  /// Which group this is.
  public var id: ID
  /// Its fields, in order.
  public var fields: [ThemeEditorField]

  /// The editor's sections: colors in light, dark and both increased-contrast modes, then
  /// typography, spacing, radii and motion.
  public static let all: [ThemeEditorSection] =
    ThemeMode.allCases.map { mode in
      ThemeEditorSection(
        id: .colors(mode), fields: ColorRole.allCases.map { .color($0, mode) })
    } + [
      ThemeEditorSection(id: .typography, fields: TypographyRole.allCases.map { .fontSize($0) }),
      ThemeEditorSection(
        id: .spacing, fields: SpacingToken.allCases.filter { $0 != .none }.map { .spacing($0) }),
      ThemeEditorSection(id: .radii, fields: ThemeEditorField.Radius.allCases.map { .radius($0) }),
      ThemeEditorSection(id: .motion, fields: MotionToken.allCases.map { .motionDuration($0) }),
    ]
}
