import Observation

/// Drives a ``NoticeQueue``: performs its effects with one `Task` per timer, sleeping on the
/// injected clock. Shared by the toast, snack bar and banner managers.
@MainActor
@Observable
final class NoticeScheduler<Notice: TimedNotice> {
  /// The decisions: visible notices, queue, timer generations.
  private(set) var queue: NoticeQueue<Notice>
  /// The running timer task of each visible notice that dismisses itself, keyed by id.
  @ObservationIgnored private(set) var tasks: [String: Task<Void, Never>] = [:]
  /// Speaks announcements; `nil` stays silent.
  @ObservationIgnored var announcer: (any AccessibilityAnnouncer)?
  @ObservationIgnored private let clock: ElapsedClock

  init(maxVisible: Int, clock: any Clock<Duration>, announcer: (any AccessibilityAnnouncer)?) {
    queue = NoticeQueue(maxVisible: maxVisible)
    self.clock = ElapsedClock(clock)
    self.announcer = announcer
  }

  func show(_ notice: Notice) { apply(queue.show(notice, at: clock.now())) }

  func dismiss(id: String) { apply(queue.dismiss(id: id, at: clock.now())) }

  func dismissAll() { apply(queue.dismissAll()) }

  func pause(id: String) { apply(queue.pause(id: id, at: clock.now())) }

  func resume(id: String) { apply(queue.resume(id: id, at: clock.now())) }

  /// Whether a screen reader runs: notices with actions wait for the user, the others stay
  /// longer (``AssistiveNoticeTiming``).
  var isVoiceOverRunning: Bool {
    get { queue.timing.isVoiceOverRunning }
    set {
      var timing = queue.timing
      timing.isVoiceOverRunning = newValue
      apply(queue.setTiming(timing, at: clock.now()))
    }
  }

  /// Runs the action of the visible notice `id` (if it has one), then dismisses the notice.
  func performAction(id: String, action: (Notice) -> NoticeAction?) {
    guard let notice = queue.visible.first(where: { $0.id == id }) else { return }
    dismiss(id: id)
    action(notice)?.handler()
  }

  private func fire(id: String, generation: UInt64) {
    apply(queue.timerFired(id: id, generation: generation, at: clock.now()))
  }

  private func apply(_ effects: [NoticeQueue<Notice>.Effect]) {
    for effect in effects {
      switch effect {
      case .cancelTimer(let id):
        tasks.removeValue(forKey: id)?.cancel()
      case .startTimer(let id, let generation, let deadline):
        tasks.removeValue(forKey: id)?.cancel()
        let clock = clock
        tasks[id] = Task { [weak self] in
          do { try await clock.sleepUntil(deadline) } catch { return }
          // A cancelled timer belongs to a replaced, paused or dismissed notice.
          guard !Task.isCancelled else { return }
          self?.fire(id: id, generation: generation)
        }
      case .announce(let announcement):
        announcer?.announce(announcement)
      }
    }
  }
}
