import Observation

/// Shows snack bars one at a time; later ones wait in a queue. Same timer discipline as
/// ``DSToastManager`` (per-id timers, cancelled on replace and dismiss, stale timers ignored).
///
/// Unlike the seed, whose `.snackBarHost()` could only use the shared instance, every manager
/// here can be created and injected.
///
/// ```swift
/// let snackBars = SnackBarManager(clock: clock)
/// snackBars.show(SnackBarData(message: "Message archived",
///                             action: NoticeAction(title: "Undo") { restore() }))
/// ```
@MainActor
@Observable
public final class SnackBarManager {
  /// The instance the default snack bar host uses.
  public static let shared = SnackBarManager()

  @ObservationIgnored private let scheduler: NoticeScheduler<SnackBarData>

  /// Creates a manager whose timers sleep on `clock`, speaking snack bars through `announcer`.
  public init(
    clock: any Clock<Duration> = ContinuousClock(), announcer: (any AccessibilityAnnouncer)? = nil
  ) {
    scheduler = NoticeScheduler(maxVisible: 1, clock: clock, announcer: announcer)
  }

  /// The snack bar on screen, if any.
  public var current: SnackBarData? { scheduler.queue.visible.first }

  /// Snack bars waiting their turn, in the order they were shown.
  public var queue: [SnackBarData] { scheduler.queue.queued }

  /// The running dismiss timer of the current snack bar, keyed by id.
  public var dismissTimers: [String: Task<Void, Never>] { scheduler.tasks }

  /// Which window draws the snack bars when several windows share this manager.
  public var windows = NoticeWindows()

  /// Whether VoiceOver is running; the SwiftUI hosts set it from the environment. While it
  /// runs, a snack bar with an action stays until dismissed and the others stay longer
  /// (``AssistiveNoticeTiming``); changing it restarts the visible timers.
  public var isVoiceOverRunning: Bool {
    get { scheduler.isVoiceOverRunning }
    set { scheduler.isVoiceOverRunning = newValue }
  }

  /// Speaks each snack bar that appears; `nil` stays silent.
  public var announcer: (any AccessibilityAnnouncer)? {
    get { scheduler.announcer }
    set { scheduler.announcer = newValue }
  }

  /// Shows `snackBar` now if none is visible, replaces one with the same id, or queues it.
  public func show(_ snackBar: SnackBarData) { scheduler.show(snackBar) }

  /// Dismisses snack bar `id` (current or queued); the next one in the queue appears.
  public func dismiss(id: String) { scheduler.dismiss(id: id) }

  /// Dismisses the current snack bar, if any.
  public func dismissCurrent() {
    if let current { scheduler.dismiss(id: current.id) }
  }

  /// Dismisses every snack bar.
  public func dismissAll() { scheduler.dismissAll() }

  /// Pauses the timer of snack bar `id` while the user touches it.
  public func pauseTimer(id: String) { scheduler.pause(id: id) }

  /// Resumes the timer of snack bar `id`.
  public func resumeTimer(id: String) { scheduler.resume(id: id) }

  /// Dismisses snack bar `id` and runs its action.
  public func performAction(id: String) { scheduler.performAction(id: id) { $0.action } }
}
