#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState
import TesseraTokens
import TesseraLocalization

/// What the notice hosts ask of a manager (``DSToastManager``, ``SnackBarManager``,
/// ``BannerManager``): its announcer, and the timer and dismissal of one notice by id.
@MainActor
protocol DSNoticeManager: AnyObject {
  /// Speaks each notice that appears.
  var announcer: (any AccessibilityAnnouncer)? { get set }
  /// Pauses the timer of notice `id`.
  func pauseTimer(id: String)
  /// Resumes the timer of notice `id`.
  func resumeTimer(id: String)
  /// Dismisses notice `id`.
  func dismiss(id: String)
  /// Which window draws the notices.
  var windows: NoticeWindows { get set }
}

extension DSToastManager: DSNoticeManager {}
extension SnackBarManager: DSNoticeManager {}
extension BannerManager: DSNoticeManager {}

/// Draws a notice host only in the window that presents its manager's notices
/// (`NoticeWindows`): the host registers its window, reports the scene becoming active or not
/// (on macOS, the window becoming key or not), and forgets the window when it goes away.
private struct NoticeWindowHost<Manager: DSNoticeManager>: ViewModifier {
  let manager: Manager
  @State private var window = UUID().description
  @Environment(\.scenePhase) private var scenePhase
  #if os(macOS)
  @Environment(\.appearsActive) private var appearsActive
  #endif

  func body(content: Content) -> some View {
    ZStack {
      if manager.windows.shows(in: window) { content }
    }
    .onAppear { manager.windows.open(window) }
    .onDisappear { manager.windows.close(window) }
    #if os(macOS)
    .onChange(of: appearsActive, initial: true) { _, active in
      if active { manager.windows.activate(window) } else { manager.windows.deactivate(window) }
    }
    #else
    .onChange(of: scenePhase, initial: true) { _, phase in
      if phase == .active {
        manager.windows.activate(window)
      } else {
        manager.windows.deactivate(window)
      }
    }
    #endif
  }
}

extension AnyTransition {
  /// How a notice comes and goes at `edge`: it slides from that edge as it fades, or only
  /// fades under Reduce Motion or when its family's motion does not move.
  static func dsNotice(
    at edge: Edge, motion: ResolvedMotion?, reduceMotion: Bool
  ) -> AnyTransition {
    motion?.allowsMovement == false || reduceMotion
      ? .opacity : .move(edge: edge).combined(with: .opacity)
  }
}

extension View {
  /// Makes this notice dismissible the ways a timed notice is: swiping it toward `direction`
  /// dismisses it, touching it pauses its timer until the swipe is given up, and VoiceOver
  /// offers a Dismiss action.
  func dsNoticeDismissal(
    id: String, by manager: some DSNoticeManager, swiping direction: SwipeToDismiss.Direction
  ) -> some View {
    dsSwipeToDismiss(
      SwipeToDismiss(direction: direction),
      onBegin: { manager.pauseTimer(id: id) },
      onCancel: { manager.resumeTimer(id: id) },
      onDismiss: { manager.dismiss(id: id) }
    )
    .modifier(DSDismissAction { manager.dismiss(id: id) })
  }

  /// Draws this notice host only in the one window that presents `manager`'s notices, so a
  /// manager shared by several windows shows each notice once.
  func dsNoticeWindow(of manager: some DSNoticeManager) -> some View {
    modifier(NoticeWindowHost(manager: manager))
  }

  /// Gives `manager` a VoiceOver announcer when this view appears, unless it already has one,
  /// so every notice it shows is spoken.
  func dsAnnouncesNotices(of manager: some DSNoticeManager) -> some View {
    onAppear {
      if manager.announcer == nil { manager.announcer = VoiceOverAnnouncer() }
    }
  }
}
/// VoiceOver's Dismiss action, named in the environment's language.
private struct DSDismissAction: ViewModifier {
  @Environment(\.locale) private var locale
  let dismiss: @MainActor () -> Void

  func body(content: Content) -> some View {
    content.accessibilityAction(named: LocalizationKey.dismiss.string(for: locale)) { dismiss() }
  }
}
#endif
