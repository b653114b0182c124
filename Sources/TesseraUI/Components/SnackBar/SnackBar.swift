#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState

/// A one-line message at the bottom of the screen with an optional action ("Undo"), drawn
/// inverted (the text color as fill) so it stands out from any content. Shown by
/// `.snackBarHost(manager:)` from a `SnackBarManager`.
///
/// ```swift
/// SnackBar(snackBar: SnackBarData(message: "Message archived")) { }
/// ```
public struct SnackBar: View {
  private let id: String
  private let message: Text
  private let action: NoticeAction?
  private let onAction: @MainActor () -> Void
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a snack bar view.
  /// - Parameters:
  ///   - snackBar: The message and its optional action, shown as written (a manager's notices
  ///     arrive already localized).
  ///   - onAction: Called after the action runs (the host dismisses the snack bar).
  public init(snackBar: SnackBarData, onAction: @escaping @MainActor () -> Void = {}) {
    self.init(
      id: snackBar.id, message: Text(snackBar.message), action: snackBar.action,
      onAction: onAction)
  }

  /// A snack bar whose message is already `Text` (``DSSnackbar``'s caller text).
  init(
    id: String, message: Text, action: NoticeAction?, onAction: @escaping @MainActor () -> Void
  ) {
    self.id = id
    self.message = message
    self.action = action
    self.onAction = onAction
  }

  /// The snack bar.
  public var body: some View {
    let look = theme.appearance(.snackBar, on: backdrop)
    HStack(spacing: theme.gaps.regular) {
      message
        .fixedSize(horizontal: false, vertical: true)
        .frame(maxWidth: .infinity, alignment: .leading)
      if let action {
        DSNoticeActionButton(title: action.title, look: look) {
          action.handler()
          onAction()
        }
      }
    }
    .dsChrome(look, fillsWidth: true)
    .accessibilityElement(children: .combine)
    .accessibilityIdentifier("snackBar.\(id)")
  }
}

extension View {
  /// Shows the current snack bar of `manager` at the bottom of this view. Swipe down to
  /// dismiss; touching it pauses its timer; it fades instead of sliding under Reduce Motion.
  /// While a `.dsSheet` or `.dsAlert` presented from this view is up, the snack bar shows
  /// above it instead.
  ///
  /// ```swift
  /// ContentView().snackBarHost(manager: snackBars)
  /// ```
  public func snackBarHost(manager: SnackBarManager = .shared) -> some View {
    overlay(alignment: .bottom) {
      DSSnackBarNotices(manager: manager).dsNoticeWindow(of: manager)
    }
    // Sheets and alerts presented from here draw the snack bars above themselves.
    .environment(manager)
  }
}

/// The current snack bar of a manager, wherever it is hosted: a window's overlay, or a sheet or
/// alert presented over the window.
struct DSSnackBarNotices: View {
  let manager: SnackBarManager
  @Environment(\.dsTheme) private var theme

  var body: some View {
    let look = theme.appearance(.snackBar)
    VStack {
      if let current = manager.current {
        SnackBar(snackBar: current) { manager.dismiss(id: current.id) }
          .transition(
            .dsNotice(at: .bottom, motion: look.motion, reduceMotion: theme.reduceMotion)
          )
          .dsNoticeDismissal(id: current.id, by: manager, swiping: .down)
          // The next snack bar is a view of its own: it slides in as the last slides out, and
          // a swipe begun on the last one does not carry over to it.
          .id(current.id)
      }
    }
    // On an iPad or a Mac a snack bar keeps a readable width instead of spanning the window.
    .frame(maxWidth: CGFloat(theme.noticeMaximumWidth))
    .padding(.horizontal, theme.spacing.lg)
    .padding(.bottom, theme.spacing.lg)
    .animation(look.motion.flatMap { Animation.tessera($0) }, value: manager.current?.id)
    .dsAnnouncesNotices(of: manager)
  }
}
#endif
