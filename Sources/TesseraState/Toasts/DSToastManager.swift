import Observation

/// Shows toasts, at most ``maxVisible`` at once with a queue behind, each with its own dismiss
/// timer on the injected clock.
///
/// The seed's timer race cannot happen: timers live in ``dismissTimers`` keyed by id, showing
/// or dismissing a toast cancels its old timer, a woken timer checks cancellation, and the
/// decision itself is made by ``NoticeQueue``, which ignores timers of older generations.
///
/// ```swift
/// let clock = ManualClock()
/// let toasts = DSToastManager(clock: clock)
/// toasts.show(DSToastData(id: "short", title: "Bye", duration: 0.05))
/// let timer = toasts.dismissTimers["short"]
/// await clock.advance(by: .milliseconds(50))
/// await timer?.value                            // toasts.toasts is now empty
/// ```
@MainActor
@Observable
public final class DSToastManager {
  /// The instance `DSApp` uses. Tests and previews create their own.
  public static let shared = DSToastManager()

  /// The longest a toast stays before its timer fires: 24 hours, in seconds.
  public static let maximumDuration: Double = NoticeDuration.maximumSeconds

  @ObservationIgnored private let scheduler: NoticeScheduler<DSToastData>

  /// Creates a manager.
  /// - Parameters:
  ///   - maxVisible: toasts on screen at once; more wait in ``queuedToasts``.
  ///   - clock: the clock timers sleep on (a `ManualClock` in tests).
  ///   - announcer: speaks each toast that appears (VoiceOver in the SwiftUI layer).
  public init(
    maxVisible: Int = 3, clock: any Clock<Duration> = ContinuousClock(),
    announcer: (any AccessibilityAnnouncer)? = nil
  ) {
    scheduler = NoticeScheduler(maxVisible: maxVisible, clock: clock, announcer: announcer)
  }

  /// The visible toasts, oldest first.
  public var toasts: [DSToastData] { scheduler.queue.visible }

  /// Toasts waiting for a free slot, in the order they were shown.
  public var queuedToasts: [DSToastData] { scheduler.queue.queued }

  /// The running dismiss timer of each visible toast, keyed by id; tests await `.value`.
  public var dismissTimers: [String: Task<Void, Never>] { scheduler.tasks }

  /// The most toasts visible at once.
  public var maxVisible: Int { scheduler.queue.maxVisible }

  /// Whether the timer of toast `id` is paused.
  public func isPaused(id: String) -> Bool { scheduler.queue.timers[id]?.isPaused ?? false }

  /// Which window draws the toasts when several windows share this manager.
  public var windows = NoticeWindows()

  /// Whether VoiceOver is running; the SwiftUI hosts set it from the environment. While it
  /// runs, a toast with an action stays until dismissed and the others stay longer
  /// (``AssistiveNoticeTiming``); changing it restarts the visible timers.
  public var isVoiceOverRunning: Bool {
    get { scheduler.isVoiceOverRunning }
    set { scheduler.isVoiceOverRunning = newValue }
  }

  /// Speaks each toast that appears; `nil` stays silent.
  public var announcer: (any AccessibilityAnnouncer)? {
    get { scheduler.announcer }
    set { scheduler.announcer = newValue }
  }

  /// Shows `toast`, replacing a toast with the same id (and restarting its timer).
  public func show(_ toast: DSToastData) { scheduler.show(toast) }

  /// Dismisses toast `id` and cancels its timer; the next queued toast takes its place.
  public func dismiss(id: String) { scheduler.dismiss(id: id) }

  /// Dismisses every toast, visible and queued.
  public func dismissAll() { scheduler.dismissAll() }

  /// Pauses toast `id`'s timer while the user touches it.
  public func pauseTimer(id: String) { scheduler.pause(id: id) }

  /// Resumes toast `id`'s timer with the time it had left.
  public func resumeTimer(id: String) { scheduler.resume(id: id) }

  /// Dismisses toast `id` and runs its action.
  public func performAction(id: String) { scheduler.performAction(id: id) { $0.action } }
}
