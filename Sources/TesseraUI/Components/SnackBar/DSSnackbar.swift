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
  private let message: String
  private let action: NoticeAction?
  private let onDismiss: @MainActor () -> Void
  private let identifier: String?

  /// Creates a snackbar.
  /// - Parameters:
  ///   - message: The message.
  ///   - action: An optional button ("Undo").
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - onDismiss: Called after the action runs.
  public init(
    message: String, action: NoticeAction? = nil, accessibilityIdentifier: String? = nil,
    onDismiss: @escaping @MainActor () -> Void = {}
  ) {
    self.message = message
    self.action = action
    self.identifier = accessibilityIdentifier
    self.onDismiss = onDismiss
  }

  /// The snackbar.
  public var body: some View {
    SnackBar(
      snackBar: SnackBarData(id: identifier ?? "snackbar", message: message, action: action),
      onAction: onDismiss)
  }
}
#endif
