/// What an action of a confirmation dialog does, which decides its color and its place.
public enum ConfirmationActionRole: String, Sendable, Hashable, Codable, CaseIterable,
  ComponentVariant
{
  /// An ordinary action, in the link color.
  case standard
  /// An action that destroys data, in the error color; never the Return-key default.
  case destructive
  /// The way out: dismisses the dialog and does nothing else.
  case cancel
}

/// One action of a confirmation dialog: its title and role.
public struct ConfirmationAction: Sendable, Hashable, Codable {
  /// The button's title.
  public var title: String
  /// What it does.
  public var role: ConfirmationActionRole

  /// Creates an action.
  public init(_ title: String, role: ConfirmationActionRole = .standard) {
    self.title = title
    self.role = role
  }
}

/// Why a confirmation dialog's actions were refused.
public enum ConfirmationActionsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No action other than cancel: the dialog would ask a question nobody can answer.
  case noAction
  /// The action at this index has a title that is empty or only spaces.
  case emptyTitle(index: Int)
  /// More than one cancel action, at these indices.
  case moreThanOneCancel(indices: [Int])

  /// What went wrong and where.
  public var description: String {
    switch self {
    case .noAction: return "a confirmation dialog needs at least one action besides cancel"
    case .emptyTitle(let index): return "action \(index) has an empty title"
    case .moreThanOneCancel(let indices):
      return "actions \(indices.map(String.init).joined(separator: ", ")) are all cancel actions; "
        + "a dialog has one way out"
    }
  }
}

/// How a platform lays out a dialog's buttons.
public enum ConfirmationButtonLayout: String, Sendable, Hashable, Codable, CaseIterable {
  /// One above the other (iOS, watchOS, visionOS action sheets): the actions in the order
  /// given, cancel last and set apart.
  case stacked
  /// In a row (macOS, tvOS alerts): cancel first, so the default action ends the row on the
  /// trailing side (which SwiftUI mirrors in right-to-left layouts).
  case row
}

/// A confirmation dialog's validated actions: at least one action besides cancel, every title
/// readable, one cancel at most, and a cancel added when none was given, so there is always a
/// way out. Says in which order the buttons stand and which one Return and Escape trigger.
///
/// ```swift
/// let actions = try ConfirmationActions(
///   [ConfirmationAction("Delete", role: .destructive)], cancelTitle: "Cancel")
/// actions.ordered(for: .stacked).map(\.title)  // ["Delete", "Cancel"]
/// actions.ordered(for: .row).map(\.title)      // ["Cancel", "Delete"]
/// actions.returnAction                         // nil: a destructive action is never the default
/// actions.escapeAction?.title                  // "Cancel"
/// ```
public struct ConfirmationActions: Sendable, Hashable, Codable {
  /// The actions as given, with the added cancel action last when none was given.
  public let actions: [ConfirmationAction]

  /// Validates `actions`, adding a cancel action titled `cancelTitle` when none is given.
  /// - Throws: ``ConfirmationActionsError`` naming the first problem found.
  public init(_ actions: [ConfirmationAction], cancelTitle: String) throws(ConfirmationActionsError)
  {
    for (index, action) in actions.enumerated() where action.title.allSatisfy(\.isWhitespace) {
      throw .emptyTitle(index: index)
    }
    let cancels = actions.indices.filter { actions[$0].role == .cancel }
    if cancels.count > 1 { throw .moreThanOneCancel(indices: cancels) }
    guard actions.contains(where: { $0.role != .cancel }) else { throw .noAction }
    self.actions =
      cancels.isEmpty ? actions + [ConfirmationAction(cancelTitle, role: .cancel)] : actions
  }

  /// The buttons in the order `layout` places them (first is top or leading).
  public func ordered(for layout: ConfirmationButtonLayout) -> [ConfirmationAction] {
    let answers = actions.filter { $0.role != .cancel }
    let cancel = actions.filter { $0.role == .cancel }
    switch layout {
    case .stacked: return answers + cancel
    case .row: return cancel + answers
    }
  }

  /// The action Return triggers: the only standard action when the dialog has exactly one
  /// and no destructive action (a key press must never destroy data), else nil.
  public var returnAction: ConfirmationAction? {
    let standard = actions.filter { $0.role == .standard }
    let destructive = actions.contains { $0.role == .destructive }
    return standard.count == 1 && !destructive ? standard[0] : nil
  }

  /// The action Escape, a tap outside and VoiceOver's escape gesture trigger: the cancel.
  public var escapeAction: ConfirmationAction? {
    actions.first { $0.role == .cancel }
  }
}
