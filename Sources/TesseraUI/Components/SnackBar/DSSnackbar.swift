#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState

/// DesignSystemPro's snackbar, exactly Tessera's ``SnackBar`` for a message and an optional
/// action: drawn inverted at full width, the action called and then `onDismiss`. Use a
/// `SnackBarManager` and `.snackBarHost()` to show it timed at the bottom of the screen.
///
/// ```swift
/// DSSnackbar(message: "Message archived", action: NoticeAction(title: "Undo") { undo() }) { hide() }
/// ```
public struct DSSnackbar: View {
  private let message: Text
  private let action: NoticeAction?
  private let onDismiss: @MainActor () -> Void
  private let identifier: String?

  /// Creates a snackbar whose message is looked up in the app's strings; a string literal
  /// chooses this one.
  /// - Parameters:
  ///   - message: The key of the message.
  ///   - action: An optional button ("Undo"); its title is shown as written.
  ///   - accessibilityIdentifier: An identifier for UI tests; the bar is identified
  ///     `snackBar.<id>`, as a host's snack bars are.
  ///   - onDismiss: Called after the action runs.
  public init(
    message: LocalizedStringKey, action: NoticeAction? = nil,
    accessibilityIdentifier: String? = nil,
    onDismiss: @escaping @MainActor () -> Void = {}
  ) {
    self.init(
      text: Text(message), action: action, identifier: accessibilityIdentifier,
      onDismiss: onDismiss)
  }

  init(
    text: Text, action: NoticeAction?, identifier: String?,
    onDismiss: @escaping @MainActor () -> Void
  ) {
    self.message = text
    self.action = action
    self.identifier = identifier
    self.onDismiss = onDismiss
  }

  /// The snackbar.
  public var body: some View {
    SnackBar(id: identifier ?? "snackbar", message: message, action: action, onAction: onDismiss)
  }
}
#endif
