#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState

/// Shows a toast manager's visible toasts stacked at the top of its space. A toast pauses its
/// timer while touched and is dismissed by swiping it up; it slides in and out, or fades when
/// Reduce Motion is on. `DSApp` installs one over the whole app; `.dsSheet` and `.dsAlert`
/// draw the toasts above themselves while they are presented.
///
/// ```swift
/// ContentView()
///   .overlay(alignment: .top) { DSToastContainer(manager: toasts) }
/// ```
public struct DSToastContainer: View {
  private let manager: DSToastManager

  /// Creates a container.
  /// - Parameter manager: The manager whose toasts to show; inject your own or use
  ///   `DSToastManager.shared`.
  public init(manager: DSToastManager = .shared) {
    self.manager = manager
  }

  /// The stacked toasts, drawn in the window that presents them (`NoticeWindows`).
  public var body: some View {
    DSToastNotices(manager: manager).dsNoticeWindow(of: manager)
  }
}

/// The stack of a toast manager's visible toasts, wherever it is hosted: a window's overlay,
/// or a sheet or alert presented over the window.
struct DSToastNotices: View {
  let manager: DSToastManager
  @Environment(\.dsTheme) private var theme
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    let look = theme.appearance(.toast(.neutral))
    let motion = look.motion.flatMap { Animation.tessera($0) }
    VStack(spacing: theme.gaps.tight) {
      ForEach(manager.toasts) { toast in
        DSToastView(toast: toast) {
          manager.dismiss(id: toast.id)
        }
        .transition(.dsNotice(at: .top, motion: look.motion, reduceMotion: reduceMotion))
        .dsNoticeDismissal(id: toast.id, by: manager, swiping: .up)
      }
    }
    // On an iPad or a Mac a toast keeps a readable width instead of spanning the window.
    .frame(maxWidth: CGFloat(theme.noticeMaximumWidth))
    .padding(.horizontal, theme.spacing.lg)
    .animation(motion, value: manager.toasts.map(\.id))
  }
}
#endif
