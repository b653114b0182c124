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
    DSFittingToasts(toasts: manager.toasts) { toast in
      DSToastView(toast: toast) {
        manager.dismiss(id: toast.id)
      }
      .transition(.dsNotice(at: .top, motion: look.motion, reduceMotion: reduceMotion))
      .dsNoticeDismissal(id: toast.id, by: manager, swiping: .up)
    }
    // On an iPad or a Mac a toast keeps a readable width instead of spanning the window.
    .frame(maxWidth: CGFloat(theme.noticeMaximumWidth))
    .padding(.horizontal, theme.spacing.lg)
    .animation(motion, value: manager.toasts.map(\.id))
    // Speaks each toast and gives it VoiceOver's longer timing wherever it is hosted, not
    // only under DSApp (an app that places the container itself), as snack bars do.
    .dsAnnouncesNotices(of: manager)
  }
}

/// As many of the toasts as fit the height the container is given, newest first: when the
/// stack does not fit (large text on a small screen), the oldest toast waits off the stack
/// until a newer one goes, and so on down to the newest alone, which scrolls when even it is
/// taller than the space.
private struct DSFittingToasts<Toast: View>: View {
  /// The toasts, oldest first.
  let toasts: [DSToastData]
  let toast: (DSToastData) -> Toast
  @Environment(\.dsTheme) private var theme

  var body: some View {
    // One structure at every count: the whole stack is always the first choice, so a toast on
    // screen keeps its identity (and a swipe on it) when another comes or goes.
    ViewThatFits(in: .vertical) {
      stack
      if toasts.count > 1 {
        DSFittingToasts(toasts: Array(toasts.dropFirst()), toast: toast)
      } else {
        ScrollView { stack }
      }
    }
  }

  private var stack: some View {
    VStack(spacing: theme.gaps.tight) {
      ForEach(toasts) { toast($0) }
    }
  }
}
#endif
