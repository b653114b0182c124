import TesseraTokens

/// The keyboard shortcut a dialog button answers to on an iPad keyboard, a Mac or visionOS.
///
/// Return activates the default action and Escape the one that backs out, as in every system
/// alert, with one rule from the Human Interface Guidelines: a destructive action is never
/// bound to a key, so neither Return nor Escape can delete by accident (Escape still closes
/// the dialog through its cancel button, and `.dsAlert` closes on Escape without one).
///
/// ```swift
/// AlertShortcut.forPrimary(.primary)        // .defaultAction (Return)
/// AlertShortcut.forPrimary(.destructive)    // nil
/// AlertShortcut.forSecondary(.secondary)    // .cancelAction (Escape)
/// ```
public enum AlertShortcut: String, Sendable, Hashable, Codable {
  /// Return: the default button.
  case defaultAction
  /// Escape: the cancel button.
  case cancelAction

  /// The shortcut of a dialog's main action: Return, unless it is destructive.
  public static func forPrimary(_ role: DSButtonRole) -> AlertShortcut? {
    role == .destructive ? nil : .defaultAction
  }

  /// The shortcut of a dialog's second action, the one that backs out: Escape, unless it is
  /// destructive.
  public static func forSecondary(_ role: DSButtonRole) -> AlertShortcut? {
    role == .destructive ? nil : .cancelAction
  }

  /// Whether Escape closes the dialog without running either action, as backing out does: yes,
  /// unless its only action is destructive (there, closing without a choice would leave the
  /// person unsure whether it ran).
  public static func escapeCloses(primary: DSButtonRole, secondary: DSButtonRole?) -> Bool {
    secondary != nil || primary != .destructive
  }
}
