import Accessibility
import SwiftUI
import TesseraComponents
import TesseraState
import TesseraTestSupport
import Testing

@testable import TesseraUI

/// Records the calls a notice makes, in order.
@MainActor private final class Calls {
  var names: [String] = []
}

/// A page whose radio group is two `DSRadio`s over one selection.
private struct Shipping: View {
  @State var choice = "Standard"
  var body: some View {
    VStack {
      DSRadio("Standard", isSelected: choice == "Standard") { choice = "Standard" }
      DSRadio("Express", isSelected: choice == "Express") { choice = "Express" }
    }
  }
}

/// Reads what the theme provider put in the environment.
private struct SchemeProbe: View {
  @Environment(\.colorScheme) private var scheme
  @Environment(ThemeManager.self) private var manager
  var body: some View { Text("\(scheme), \(manager.colorSchemePreference)") }
}

/// A mailbox that hosts its own snack bars (no DSApp) and has a popover up.
private struct FilteredMailbox: View {
  let snackBars: SnackBarManager
  @State var filters = true
  var body: some View {
    Text("Inbox")
      .dsPopover(isPresented: $filters) { Text("Only unread") }
      .snackBarHost(manager: snackBars)
  }
}

/// A mailbox that hosts its own snack bars (no DSApp) and has a sheet up.
private struct Mailbox: View {
  let snackBars: SnackBarManager
  @State var composes = true
  var body: some View {
    Text("Inbox")
      .dsSheet(isPresented: $composes, title: "Compose") { Text("Draft") }
      .snackBarHost(manager: snackBars)
  }
}

/// A mailbox that hosts its own snack bars (no DSApp) and asks to delete a draft.
private struct DeletingMailbox: View {
  let snackBars: SnackBarManager
  @State var asks = true
  var body: some View {
    Text("Inbox")
      .dsAlert(
        "Delete draft?", isPresented: $asks, primary: DSAlert.Action("Delete", role: .destructive),
        secondary: DSAlert.Action("Cancel", role: .secondary)
      )
      .snackBarHost(manager: snackBars)
  }
}

@MainActor
@Suite("Banners, snack bars, toasts, radios and the theme provider, executed")
struct NoticeBehaviourTests {
  @Test("a banner's action runs, then the banner closes; its close button only closes")
  func banner() throws {
    let calls = Calls()
    let data = BannerData(
      title: "Update ready", message: "Restart to finish.", style: .warning,
      action: NoticeAction(title: "Restart") { calls.names.append("restart") })
    let host = try ViewHost(Banner(banner: data) { calls.names.append("dismiss") })
    #expect(
      host.accessibilityElements.map(\.summary) == [
        "Warning: Update ready.", "Restart to finish.", "Restart; traits: button",
        "Close; traits: button",
      ])
    try host.activate("Restart")
    #expect(calls.names == ["restart", "dismiss"])
    try host.activate("Close")
    #expect(calls.names == ["restart", "dismiss", "dismiss"])
  }

  @Test("a snack bar is one button reading its message and action; activating runs the action")
  func snackBar() throws {
    let calls = Calls()
    let host = try ViewHost(
      DSSnackbar(
        message: "Archived",
        action: NoticeAction(title: "Undo") { calls.names.append("undo") }
      ) { calls.names.append("dismiss") })
    #expect(host.accessibilityElements.map(\.summary) == ["Archived, Undo; traits: button"])
    try host.activate("Archived, Undo")
    #expect(calls.names == ["undo", "dismiss"])
  }

  @Test("the toast container shows the manager's toasts as they come and go")
  func toastContainer() throws {
    let manager = UncataloguedView.toasts(["Saved"])
    let host = try ViewHost(DSToastContainer(manager: manager))
    #expect(host.accessibilityElements.compactMap(\.label).contains { $0.contains("Saved") })
    // A toast shown while on screen appears on the next update: the container read the
    // manager's toasts, so the change re-renders it.
    manager.show(DSToastData(id: "Sent", title: "Sent", style: .info))
    try host.render()
    let labels = host.accessibilityElements.compactMap(\.label)
    #expect(labels.filter { $0.contains("Saved") || $0.contains("Sent") }.count == 2)
    let saved = try #require(labels.first { $0.contains("Saved") })
    try host.perform("Dismiss", on: saved)
    #expect(manager.toasts.map(\.id) == ["Sent"])
    #expect(!host.accessibilityElements.compactMap(\.label).contains { $0.contains("Saved") })
  }

  @Test("without DSApp, a snack bar shown while a sheet is up is drawn above the sheet, once")
  func snackBarOverSheetWithoutApp() throws {
    let manager = SnackBarManager(clock: ManualClock())
    let host = try ViewHost(Mailbox(snackBars: manager))
    let shown = try showSent(by: manager, on: host, Mailbox(snackBars: manager))
    #expect(shown.count == 1)
    #expect(shown.presented)
  }

  @Test("with the snack bar host outside DSApp, a snack bar is drawn above DSApp's sheet")
  func snackBarOverSheetOutsideApp() throws {
    let manager = SnackBarManager(clock: ManualClock())
    let toasts = DSToastManager(clock: ManualClock())
    func app() -> some View {
      DSApp(themeManager: ThemeManager(), toastManager: toasts) {
        Text("Inbox").dsSheet(isPresented: .constant(true), title: "Compose") { Text("Draft") }
      }
      .snackBarHost(manager: manager)
    }
    let host = try ViewHost(app())
    let shown = try showSent(by: manager, on: host, app())
    #expect(shown.count == 1)
    #expect(shown.presented)
  }

  /// The alert's panel is modal: VoiceOver does not leave it, so a snack bar shown while the
  /// alert is up is drawn above it and spoken, but is not among the elements VoiceOver visits
  /// until the alert closes. One with an action waits for a VoiceOver user (no timer), so its
  /// action is still there when the alert has closed.
  @Test("a snack bar shown over an alert is spoken, then reached once the alert closes")
  func snackBarOverAlert() throws {
    let manager = SnackBarManager(clock: ManualClock())
    var environment = EnvironmentValues()
    environment.setSystemValue("accessibilityVoiceOverEnabled", true)
    let host = try ViewHost(DeletingMailbox(snackBars: manager), environment: environment)
    let before = AccessibilityNotification.Announcement.posted.count
    manager.show(
      SnackBarData(id: "sent", message: "Message sent", action: NoticeAction(title: "Undo") {}))
    try host.update(DeletingMailbox(snackBars: manager))
    let drawn = sentMessage(in: host)
    #expect(drawn.count == 1 && drawn.presented)
    let spoken = AccessibilityNotification.Announcement.posted.dropFirst(before)
    #expect(spoken.contains { $0.contains("Message sent") }, "\(spoken)")
    #expect(
      host.accessibilityElements.compactMap(\.label) == ["Delete draft?", "Cancel", "Delete"])
    #expect(manager.dismissTimers["sent"] == nil)
    try host.activate("Cancel")
    #expect(host.presentations.isEmpty)
    let labels = host.accessibilityElements.compactMap(\.label)
    #expect(labels.contains("Message sent, Undo") && labels.contains("Inbox"), "\(labels)")
  }

  @Test("a snack bar shown while a popover is up stays in the window, not in the bubble")
  func snackBarBesidePopover() throws {
    let manager = SnackBarManager(clock: ManualClock())
    let host = try ViewHost(FilteredMailbox(snackBars: manager))
    #expect(host.presentations == ["popover"])
    let shown = try showSent(by: manager, on: host, FilteredMailbox(snackBars: manager))
    #expect(shown.count == 1)
    #expect(!shown.presented)
  }

  /// Shows the snack bar "Message sent" with `manager` while `root` is on screen, and says how
  /// it is drawn.
  private func showSent<Root: View>(
    by manager: SnackBarManager, on host: ViewHost<Root>, _ root: Root
  ) throws -> (count: Int, presented: Bool) {
    manager.show(SnackBarData(id: "sent", message: "Message sent"))
    try host.update(root)
    return sentMessage(in: host)
  }

  /// How many times the snack bar "Message sent" is drawn, and whether a presentation (a
  /// sheet, a popover) draws it.
  private func sentMessage<Root: View>(in host: ViewHost<Root>) -> (count: Int, presented: Bool) {
    let message = Node.Kind.text("Message sent")
    return (
      host.allNodes.filter { $0.kind == message }.count,
      host.presentedNodes.contains { $0.kind == message }
    )
  }

  @Test("a toast container placed by the app, without DSApp, speaks each toast that appears")
  func toastContainerAnnounces() throws {
    let manager = DSToastManager(clock: ManualClock())
    let host = try ViewHost(Text("Inbox").overlay { DSToastContainer(manager: manager) })
    let before = AccessibilityNotification.Announcement.posted.count
    manager.show(DSToastData(id: "sent", title: "Message sent", style: .success))
    try host.update(Text("Inbox").overlay { DSToastContainer(manager: manager) })
    let spoken = AccessibilityNotification.Announcement.posted.dropFirst(before)
    #expect(spoken.contains { $0.contains("Message sent") }, "\(spoken)")
  }

  /// How long a toast stays is the scheduler's, unit-tested with a manual clock
  /// (`AssistiveNoticeTimingTests`); here, that the views tell it who is listening. It is read
  /// from the timer the manager starts, not by advancing time, so no test waits on the main
  /// actor while other tests hold it.
  @Test("an Undo toast gets no timer for VoiceOver and Switch Control users; otherwise one")
  func toastWaitsForAssistiveTechnologies() throws {
    for setting in [nil, "accessibilityVoiceOverEnabled", "accessibilitySwitchControlEnabled"] {
      let manager = DSToastManager(clock: ManualClock())
      var environment = EnvironmentValues()
      if let setting { environment.setSystemValue(setting, true) }
      let host = try ViewHost(DSToastContainer(manager: manager), environment: environment)
      manager.show(
        DSToastData(id: "deleted", title: "Deleted", action: NoticeAction(title: "Undo") {}))
      try host.render()
      #expect(
        (manager.dismissTimers["deleted"] == nil) == (setting != nil), "\(setting ?? "neither")")
      manager.dismiss(id: "deleted")
    }
  }

  @Test("a manager passed in later is set up as the first was: spoken, and waiting")
  func swappedManager() throws {
    let first = DSToastManager(clock: ManualClock())
    let second = DSToastManager(clock: ManualClock())
    var environment = EnvironmentValues()
    environment.setSystemValue("accessibilityVoiceOverEnabled", true)
    let host = try ViewHost(DSToastContainer(manager: first), environment: environment)
    #expect(first.isVoiceOverRunning && first.announcer != nil)
    // The app swaps its manager (a new session) while VoiceOver runs.
    try host.update(DSToastContainer(manager: second))
    #expect(second.isVoiceOverRunning)
    #expect(second.announcer != nil)
    // The window is the new manager's now; the old one no longer draws in it.
    #expect(second.windows.presenter != nil && first.windows.presenter == nil)
    second.show(
      DSToastData(id: "deleted", title: "Deleted", action: NoticeAction(title: "Undo") {}))
    try host.render()
    #expect(second.dismissTimers["deleted"] == nil)
    #expect(host.accessibilityElements.contains { $0.label?.contains("Deleted") == true })
  }

  @Test("a snack bar manager passed in later while a sheet is up draws above the sheet")
  func swappedManagerOverSheet() throws {
    let first = SnackBarManager(clock: ManualClock())
    let second = SnackBarManager(clock: ManualClock())
    let host = try ViewHost(Mailbox(snackBars: first))
    try host.update(Mailbox(snackBars: second))
    let shown = try showSent(by: second, on: host, Mailbox(snackBars: second))
    #expect(shown.count == 1)
    #expect(shown.presented)
  }

  @Test("a toast with an action says the action's name, which activating it runs")
  func toastActionSpoken() throws {
    let calls = Calls()
    let toast = DSToastData(
      id: "upload", title: "Upload failed", style: .error,
      action: NoticeAction(title: "Retry") { calls.names.append("retry") })
    let host = try ViewHost(DSToastView(toast: toast) { calls.names.append("dismiss") })
    let element = try #require(host.accessibilityElements.first)
    #expect(element.label == "Error: Upload failed. Retry.")
    try host.activate("Error: Upload failed. Retry.")
    #expect(calls.names == ["retry", "dismiss"])
  }

  /// Issue #29 item 5: a toast's timer pauses while it is swiped and must run again when the
  /// system cancels the swipe (a call, a system gesture), which `onEnded` never hears about.
  @Test("a cancelled swipe on a toast lets its timer run again; a full swipe dismisses it")
  func toastSwipeCancelled() throws {
    let manager = DSToastManager(clock: ManualClock())
    manager.show(DSToastData(id: "saved", title: "Saved", message: "Your changes are safe."))
    let host = try ViewHost(DSToastContainer(manager: manager))
    let swipe = try host.startDrag("Saved")
    try swipe.move(by: CGSize(width: 0, height: -30))
    #expect(manager.isPaused(id: "saved"))
    try swipe.finish(.cancelled)
    #expect(!manager.isPaused(id: "saved"))
    #expect(manager.toasts.map(\.id) == ["saved"])
    // The next swipe starts afresh: it pauses the timer again, and a full swipe up dismisses.
    let again = try host.startDrag("Saved")
    try again.move(by: CGSize(width: 0, height: -30))
    #expect(manager.isPaused(id: "saved"))
    try again.move(by: CGSize(width: 0, height: -300))
    try again.finish(.ended)
    #expect(manager.toasts.isEmpty)
  }

  /// A queued snack bar takes the place of the one the app dismissed in the same change: it
  /// must be a new view, or the swipe begun on the last one goes on acting on it.
  @Test("a snack bar dismissed by the app mid-swipe: the next one is not swiped away")
  func snackBarReplacedMidSwipe() throws {
    let manager = SnackBarManager(clock: ManualClock())
    manager.show(SnackBarData(id: "archived", message: "Message archived"))
    manager.show(SnackBarData(id: "saved", message: "Draft saved"))
    let host = try ViewHost(Text("Inbox").snackBarHost(manager: manager))
    let swipe = try host.startDrag("Message archived")
    try swipe.move(by: CGSize(width: 0, height: 30))
    manager.dismiss(id: "archived")
    try host.render()
    #expect(host.texts.contains("Draft saved"))
    try? swipe.move(by: CGSize(width: 0, height: 300))
    try? swipe.finish(.ended)
    #expect(manager.current?.id == "saved")
  }

  /// The container picks how many toasts fit; the toast on screen must stay the same view
  /// when a second one comes, or the swipe on it is lost with its timer paused for good.
  @Test("a toast swiped while another arrives: a cancelled swipe still lets its timer run")
  func toastSwipedWhileAnotherArrives() throws {
    let manager = DSToastManager(clock: ManualClock())
    manager.show(DSToastData(id: "saved", title: "Saved"))
    let host = try ViewHost(DSToastContainer(manager: manager))
    let swipe = try host.startDrag("Saved")
    try swipe.move(by: CGSize(width: 0, height: -30))
    #expect(manager.isPaused(id: "saved"))
    manager.show(DSToastData(id: "sent", title: "Sent"))
    try host.render()
    #expect(host.texts.contains("Sent"))
    try swipe.finish(.cancelled)
    #expect(!manager.isPaused(id: "saved"))
    #expect(manager.toasts.map(\.id) == ["saved", "sent"])
  }

  @Test("a toast let go short, or whose swipe is cancelled, springs back; at once without motion")
  func toastSpringsBackStill() throws {
    for reduceMotion in [false, true] {
      for end in [ViewHost<DSToastContainer>.DragEnd.ended, .cancelled] {
        let manager = DSToastManager(clock: ManualClock())
        manager.show(DSToastData(id: "saved", title: "Saved"))
        var environment = EnvironmentValues()
        environment.setSystemValue("accessibilityReduceMotion", reduceMotion)
        let host = try ViewHost(DSToastContainer(manager: manager), environment: environment)
        // Slowly, so it is not a flick.
        let swipe = try host.startDrag("Saved", interval: 0.5)
        try swipe.move(by: CGSize(width: 0, height: -30))
        let start = animationLog.count
        try swipe.finish(end)
        #expect(manager.toasts.map(\.id) == ["saved"])
        let animations = animationLog[start...]
        #expect(!animations.isEmpty, "\(end)")
        #expect(
          animations.allSatisfy { $0 == "none" } == reduceMotion, "\(end): \(animations)")
      }
    }
  }

  @Test("radios: choosing one moves the selected trait; the group reads one selected")
  func radios() throws {
    let host = try ViewHost(Shipping())
    func selected() -> [String] {
      host.accessibilityElements.filter { $0.traits.contains(.isSelected) }.compactMap(\.label)
    }
    #expect(selected() == ["Standard"])
    try host.activate("Express")
    #expect(selected() == ["Express"])
    try host.tap("Standard")
    #expect(selected() == ["Standard"])
  }

  @Test("a dimmed radio ignores taps and VoiceOver")
  func disabledRadio() throws {
    var chosen = 0
    let host = try ViewHost(DSRadio("Express", isSelected: false) { chosen += 1 }.disabled(true))
    #expect(throws: RuntimeError.self) { try host.activate("Express") }
    #expect(chosen == 0)
  }

  @Test("the theme provider forces the manager's scheme on the window and follows the system")
  func themeProvider() throws {
    let manager = ThemeManager()
    var system = EnvironmentValues()
    system.colorScheme = .light
    let host = try ViewHost(
      DSThemeProvider(themeManager: manager) { SchemeProbe() }, environment: system)
    #expect(host.texts == ["light, system"])
    manager.colorSchemePreference = .dark
    try host.render()
    #expect(host.texts == ["dark, dark"])
    manager.colorSchemePreference = .system
    try host.render()
    #expect(host.texts == ["light, system"])
  }
}
