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
  /// Whether VoiceOver or Switch Control runs: notices with actions then wait for the user.
  var isVoiceOverRunning: Bool { get set }
}

extension DSToastManager: DSNoticeManager {}
extension SnackBarManager: DSNoticeManager {}
extension BannerManager: DSNoticeManager {}

/// Draws a notice host only in the window that presents its manager's notices
/// (`NoticeWindows`): the host registers its window, reports the scene becoming active or not
/// (on macOS, the window becoming key or not), and forgets the window when it goes away.
private struct NoticeWindowHost<Manager: DSNoticeManager>: ViewModifier {
  let manager: Manager
  @State private var ownWindow = UUID().description
  @Environment(\.dsNoticeWindow) private var inheritedWindow
  /// The window's id: the one `DSApp` gives its window (so sheets presented in it know which
  /// window they cover), else this host's own.
  private var window: String { inheritedWindow ?? ownWindow }
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

private struct DSNoticeWindowKey: EnvironmentKey {
  static let defaultValue: String? = nil
}

extension EnvironmentValues {
  /// The id under which the notice hosts of this window register it (`NoticeWindows`).
  var dsNoticeWindow: String? {
    get { self[DSNoticeWindowKey.self] }
    set { self[DSNoticeWindowKey.self] = newValue }
  }
}

/// Draws a notice host inside a sheet or alert only while that presentation is the innermost
/// one over the presenting window (`NoticeWindows.present(_:over:)`), so toasts and snack bars
/// show above the presentation that covers the window's own hosts.
private struct NoticePresentationHost<Manager: DSNoticeManager>: ViewModifier {
  let manager: Manager
  @State private var layer = UUID().description
  @Environment(\.dsNoticeWindow) private var window

  func body(content: Content) -> some View {
    ZStack {
      if manager.windows.shows(in: layer) { content }
    }
    // Over the window `DSApp` named; an app that hosts its notices itself names none, and the
    // presentation then covers whichever window draws them.
    .onAppear { manager.windows.present(layer, over: window ?? NoticeWindows.unnamedWindow) }
    .onDisappear { manager.windows.dismissPresentation(layer) }
  }
}

/// What a sheet or alert carries into its presented content so it looks and behaves as the
/// window it covers: the theme input, the window's id, the window's toasts and snack bars
/// drawn above the presentation, and a host that draws its tooltips over it. A popover covers
/// only its bubble: the window's own hosts stay in sight, so it carries no notices, which
/// would otherwise be drawn inside the bubble.
struct DSPresentedContent: ViewModifier {
  let themeInput: DSThemeInput
  let window: String?
  let toasts: DSToastManager?
  let snackBars: SnackBarManager?

  func body(content: Content) -> some View {
    content
      // Tooltips in the presentation are drawn over it: the window's host lies beneath.
      .dsFloatingHost()
      .overlay(alignment: .top) {
        if let toasts {
          DSToastNotices(manager: toasts).dsNoticePresentation(of: toasts)
        }
      }
      .overlay(alignment: .bottom) {
        if let snackBars {
          DSSnackBarNotices(manager: snackBars).dsNoticePresentation(of: snackBars)
        }
      }
      .environment(\.dsThemeInput, themeInput)
      .environment(\.dsNoticeWindow, window)
  }
}

/// Reads what a presentation must carry from the presenting view's environment.
struct DSPresentingEnvironment: DynamicProperty {
  @Environment(\.dsThemeInput) var themeInput
  @Environment(\.dsNoticeWindow) var window
  @Environment(DSToastManager.self) var toasts: DSToastManager?
  @Environment(SnackBarManager.self) var snackBars: SnackBarManager?

  /// The modifier that carries it into the content of a sheet or alert.
  var carried: DSPresentedContent {
    DSPresentedContent(
      themeInput: themeInput, window: window, toasts: toasts, snackBars: snackBars)
  }

  /// The modifier that carries it into a popover's bubble: the theme and a tooltip host, but
  /// not the notices, which stay in the window the popover does not cover.
  var carriedIntoPopover: DSPresentedContent {
    DSPresentedContent(themeInput: themeInput, window: window, toasts: nil, snackBars: nil)
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
    modifier(NoticeWindowHost(manager: manager)).dsHost(of: manager)
  }

  /// Draws this notice host inside a sheet or alert only while that presentation is the
  /// innermost one over the presenting window.
  func dsNoticePresentation(of manager: some DSNoticeManager) -> some View {
    modifier(NoticePresentationHost(manager: manager)).dsHost(of: manager)
  }

  /// Makes a host of `manager`'s notices another host when it is given another manager (an app
  /// that swaps its manager): the old one's window is closed on the old manager, and the new
  /// host registers it, gives it an announcer and tells it whether VoiceOver runs
  /// (`dsAnnouncesNotices(of:)` inside), as the first did when it appeared.
  private func dsHost(of manager: some DSNoticeManager) -> some View {
    id(ObjectIdentifier(manager))
  }

  /// Gives `manager` a VoiceOver announcer when this view appears, unless it already has one,
  /// so every notice it shows is spoken, and tells it whether VoiceOver runs, so notices with
  /// actions wait for VoiceOver users (`AssistiveNoticeTiming` in TesseraState).
  func dsAnnouncesNotices(of manager: some DSNoticeManager) -> some View {
    modifier(NoticeAccessibilityHost(manager: manager))
  }
}

/// Connects a notice manager to VoiceOver: its announcer, and whether VoiceOver or Switch
/// Control is running; a Switch Control user scans element by element and needs as long as a
/// VoiceOver user to reach a notice's action.
private struct NoticeAccessibilityHost<Manager: DSNoticeManager>: ViewModifier {
  let manager: Manager
  @Environment(\.accessibilityVoiceOverEnabled) private var voiceOverEnabled
  @Environment(\.accessibilitySwitchControlEnabled) private var switchControlEnabled
  @Environment(\.locale) private var locale

  func body(content: Content) -> some View {
    content
      .onChange(of: locale, initial: true) { _, locale in
        // Speak in the app's language; an announcer the app installed itself is kept.
        if manager.announcer == nil || manager.announcer is VoiceOverAnnouncer {
          manager.announcer = VoiceOverAnnouncer(locale: locale)
        }
      }
      .onChange(of: voiceOverEnabled || switchControlEnabled, initial: true) { _, running in
        manager.isVoiceOverRunning = running
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
