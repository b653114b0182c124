import TesseraTokens

/// The current theme and the themes before the last edits, so edits can be undone and redone.
///
/// Consecutive edits of the same role (a color picker dragging through hundreds of values)
/// coalesce into one undo step; ``endEditGroup()`` closes the group explicitly. The history
/// keeps at most ``limit`` steps, and remembers which color roles were edited since the theme
/// was set (``editedColorRoles``), so derived roles can leave a person's choices alone.
public struct ThemeEditHistory: Sendable, Hashable {
  /// What an edit changed, for coalescing.
  public enum EditKey: Sendable, Hashable {
    /// One color role's values.
    case color(ColorRole)
    /// One typography role.
    case typography(TypographyRole)
    /// Palette entries under one name (a Gentle color role without a Tessera counterpart keeps
    /// its light and dark colors in the palette, `gentle.<role>.light` / `.dark`).
    case palette(String)
    /// A spacing step, corner radius or motion duration, by its spec path (`spacing.md`).
    case value(String)
    /// The audit's proposed changes, applied together.
    case auditFix
  }

  /// The theme in effect.
  public private(set) var current: ThemeSpec
  /// Earlier themes, most recent last.
  public private(set) var undoStack: [ThemeSpec] = []
  /// The color roles set by an edit (``apply(_:key:)`` with a `.color` key) since the theme was
  /// set as a whole (``apply(_:key:)`` without a key, or ``reset(to:)``). Undo restores it.
  public private(set) var editedColorRoles: Set<ColorRole> = []
  /// ``editedColorRoles`` before each entry of ``undoStack``.
  private var editedStack: [Set<ColorRole>] = []
  /// The themes undone, the next to redo last, with their ``editedColorRoles``. A new edit
  /// empties it, as every editor's redo does.
  private var redoStack: [Step] = []

  /// An undone theme and the roles that were edited in it.
  private struct Step: Sendable, Hashable {
    var theme: ThemeSpec
    var edited: Set<ColorRole>
  }
  /// The most undo steps kept.
  public let limit: Int
  private var openGroup: EditKey?

  /// Creates a history starting at `theme`, keeping up to `limit` undo steps (at least 1).
  public init(_ theme: ThemeSpec, limit: Int = 50) {
    current = theme
    self.limit = max(1, limit)
  }

  /// Whether there is an edit to undo.
  public var canUndo: Bool { !undoStack.isEmpty }

  /// Whether there is an undone edit to redo.
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Makes `theme` current. An edit with the same `key` as the open group replaces the
  /// current theme without adding an undo step; `nil` (a whole-theme change) always adds one.
  /// A change that leaves the theme equal adds nothing. A `.color` key adds its role to
  /// ``editedColorRoles``; `nil` empties it (the new theme's roles are its own).
  public mutating func apply(_ theme: ThemeSpec, key: EditKey? = nil) {
    guard theme != current else { return }
    redoStack = []
    if key == nil || key != openGroup {
      undoStack.append(current)
      editedStack.append(editedColorRoles)
      if undoStack.count > limit {
        undoStack.removeFirst(undoStack.count - limit)
        editedStack.removeFirst(editedStack.count - limit)
      }
    }
    switch key {
    case .color(let role): editedColorRoles.insert(role)
    case .typography, .palette, .value, .auditFix: break
    case nil: editedColorRoles = []
    }
    openGroup = key
    current = theme
  }

  /// Closes the open edit group, so the next edit of the same role is its own undo step.
  public mutating func endEditGroup() { openGroup = nil }

  /// Returns to the theme before the last edit (or edit group); returns whether it did.
  @discardableResult
  public mutating func undo() -> Bool {
    guard let previous = undoStack.popLast() else { return false }
    redoStack.append(Step(theme: current, edited: editedColorRoles))
    current = previous
    editedColorRoles = editedStack.popLast() ?? []
    openGroup = nil
    return true
  }

  /// Returns to the theme the last ``undo()`` left; returns whether it did. Any edit after the
  /// undo makes redo impossible.
  @discardableResult
  public mutating func redo() -> Bool {
    guard let next = redoStack.popLast() else { return false }
    undoStack.append(current)
    editedStack.append(editedColorRoles)
    current = next.theme
    editedColorRoles = next.edited
    openGroup = nil
    return true
  }

  /// Replaces the theme and forgets the history (a theme loaded from disk).
  public mutating func reset(to theme: ThemeSpec) {
    current = theme
    undoStack = []
    redoStack = []
    editedStack = []
    editedColorRoles = []
    openGroup = nil
  }
}
