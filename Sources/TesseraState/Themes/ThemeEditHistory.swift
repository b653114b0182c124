import TesseraTokens

/// The current theme and the themes before the last edits, so edits can be undone.
///
/// Consecutive edits of the same role (a color picker dragging through hundreds of values)
/// coalesce into one undo step; ``endEditGroup()`` closes the group explicitly. The history
/// keeps at most ``limit`` steps.
public struct ThemeEditHistory: Sendable, Hashable {
  /// What an edit changed, for coalescing.
  public enum EditKey: Sendable, Hashable {
    /// One color role's values.
    case color(ColorRole)
    /// One typography role.
    case typography(TypographyRole)
  }

  /// The theme in effect.
  public private(set) var current: ThemeSpec
  /// Earlier themes, most recent last.
  public private(set) var undoStack: [ThemeSpec] = []
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

  /// Makes `theme` current. An edit with the same `key` as the open group replaces the
  /// current theme without adding an undo step; `nil` (a whole-theme change) always adds one.
  /// A change that leaves the theme equal adds nothing.
  public mutating func apply(_ theme: ThemeSpec, key: EditKey? = nil) {
    guard theme != current else { return }
    if key == nil || key != openGroup {
      undoStack.append(current)
      if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
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
    current = previous
    openGroup = nil
    return true
  }

  /// Replaces the theme and forgets the history (a theme loaded from disk).
  public mutating func reset(to theme: ThemeSpec) {
    current = theme
    undoStack = []
    openGroup = nil
  }
}
