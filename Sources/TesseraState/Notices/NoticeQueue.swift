/// The pure state machine behind toasts, snack bars and banners: which notices are visible,
/// which wait in the queue, and which timer belongs to which notice.
///
/// Every operation takes the current time as an offset and returns the ``Effect``s a driver
/// must perform (start or cancel a timer, announce). The managers are thin drivers around it,
/// so the races the seeds describe are decided here, where a property test can replay
/// thousands of sequences without a clock.
///
/// Timers carry a *generation*: a timer that fires with a generation that is no longer its
/// notice's current one (the notice was replaced, dismissed, paused or resumed since) is
/// ignored, so a toast can never be dismissed by another toast's timer.
///
/// ```swift
/// var queue = NoticeQueue<DSToastData>(maxVisible: 3)
/// let effects = queue.show(DSToastData(id: "saved", title: "Saved"), at: .zero)
/// // effects == [.startTimer(id: "saved", generation: 1, deadline: .seconds(3)), .announce(...)]
/// ```
public struct NoticeQueue<Notice: TimedNotice>: Sendable, Equatable {
  /// What a driver must do after an operation, in order.
  public enum Effect: Sendable, Hashable {
    /// Start (or restart) the timer of `id`; when it fires at `deadline`, call
    /// ``NoticeQueue/timerFired(id:generation:at:)`` with `generation`.
    case startTimer(id: String, generation: UInt64, deadline: Duration)
    /// Cancel the running timer of `id`.
    case cancelTimer(id: String)
    /// Speak the announcement of a notice that became visible or changed its text.
    case announce(AccessibilityAnnouncement)
  }

  /// The timer bookkeeping of one visible notice.
  public struct TimerState: Sendable, Equatable {
    /// Identifies the current timer of the notice; stale timers carry older generations.
    public var generation: UInt64
    /// The time the notice still has to stay visible when the timer (re)started.
    public var remaining: Duration
    /// When the timer started, or `nil` while it is paused.
    public var startedAt: Duration?

    /// Whether the timer is paused (the user is touching the notice).
    public var isPaused: Bool { startedAt == nil }

    /// When the timer fires, or `nil` while paused.
    public var deadline: Duration? { startedAt.map { $0 + remaining } }
  }

  /// The most notices visible at once (at least 1).
  public let maxVisible: Int
  /// The visible notices, oldest first.
  public private(set) var visible: [Notice] = []
  /// The notices waiting for a free slot, in the order they were shown.
  public private(set) var queued: [Notice] = []
  /// The timer of every visible notice that dismisses itself, keyed by id.
  public private(set) var timers: [String: TimerState] = [:]
  /// Visible notices the user is touching: their timers stay paused, even across a
  /// replacement, until ``resume(id:at:)``.
  public private(set) var held: Set<String> = []
  /// How long notices stay while a screen reader runs; see ``setTiming(_:at:)``.
  public private(set) var timing = AssistiveNoticeTiming()
  private var lastGeneration: UInt64 = 0

  /// Creates an empty queue showing at most `maxVisible` notices (values below 1 mean 1).
  public init(maxVisible: Int) {
    self.maxVisible = max(1, maxVisible)
  }

  /// Shows `notice`: a visible or queued notice with the same id is replaced in place (its old
  /// timer cancelled, a new one started), otherwise it becomes visible or joins the queue.
  ///
  /// - Complexity: O(*v* + *q*), the visible and queued counts.
  public mutating func show(_ notice: Notice, at now: Duration) -> [Effect] {
    if let index = visible.firstIndex(where: { $0.id == notice.id }) {
      let old = visible[index]
      visible[index] = notice
      var effects = cancelTimer(notice.id)
      effects += startTimer(for: notice, at: now, paused: held.contains(notice.id))
      if old.announcement != notice.announcement { effects.append(.announce(notice.announcement)) }
      return effects
    }
    if let index = queued.firstIndex(where: { $0.id == notice.id }) {
      queued[index] = notice
      return []
    }
    if visible.count < maxVisible {
      visible.append(notice)
      return startTimer(for: notice, at: now, paused: false) + [.announce(notice.announcement)]
    }
    queued.append(notice)
    return []
  }

  /// Removes the notice `id` (visible or queued), cancels its timer, and promotes queued
  /// notices into the free slots. Unknown ids do nothing.
  ///
  /// - Complexity: O(*v* + *q*).
  public mutating func dismiss(id: String, at now: Duration) -> [Effect] {
    if let index = queued.firstIndex(where: { $0.id == id }) {
      queued.remove(at: index)
      return []
    }
    guard let index = visible.firstIndex(where: { $0.id == id }) else { return [] }
    visible.remove(at: index)
    held.remove(id)
    return cancelTimer(id) + promote(at: now)
  }

  /// Removes every notice, visible and queued, and cancels every timer.
  public mutating func dismissAll() -> [Effect] {
    let effects = visible.flatMap { cancelTimer($0.id) }
    visible.removeAll()
    queued.removeAll()
    held.removeAll()
    return effects
  }

  /// Handles a timer that woke up. Only the current, running timer of a visible notice counts;
  /// a stale generation (replaced, dismissed, paused) is ignored, and a timer that woke early
  /// is re-armed for the time left.
  public mutating func timerFired(id: String, generation: UInt64, at now: Duration) -> [Effect] {
    guard let timer = timers[id], timer.generation == generation,
      let deadline = timer.deadline
    else { return [] }
    if now < deadline {
      // Woke early (a clock that does not honour deadlines): never dismiss before its time.
      lastGeneration += 1
      timers[id] = TimerState(generation: lastGeneration, remaining: deadline - now, startedAt: now)
      return [.startTimer(id: id, generation: lastGeneration, deadline: deadline)]
    }
    return dismiss(id: id, at: now)
  }

  /// Holds the visible notice `id` (the user touches it): its timer pauses, keeping the time
  /// left. Queued or unknown ids do nothing.
  public mutating func pause(id: String, at now: Duration) -> [Effect] {
    guard visible.contains(where: { $0.id == id }) else { return [] }
    held.insert(id)
    guard var timer = timers[id], let startedAt = timer.startedAt else { return [] }
    let elapsed = now - startedAt
    timer.remaining = max(.zero, timer.remaining - elapsed)
    timer.startedAt = nil
    timers[id] = timer
    return [.cancelTimer(id: id)]
  }

  /// Releases notice `id` and resumes its paused timer with the time it had left.
  public mutating func resume(id: String, at now: Duration) -> [Effect] {
    held.remove(id)
    guard let timer = timers[id], timer.isPaused else { return [] }
    lastGeneration += 1
    timers[id] = TimerState(generation: lastGeneration, remaining: timer.remaining, startedAt: now)
    return [.startTimer(id: id, generation: lastGeneration, deadline: now + timer.remaining)]
  }

  /// Changes how long notices stay while a screen reader runs (VoiceOver turned on or off)
  /// and restarts the timer of every visible notice under it, each with its full time: a
  /// notice with an action loses its timer when VoiceOver starts and gets it back, from the
  /// start, when VoiceOver stops. Held notices stay paused. The same timing does nothing.
  ///
  /// - Complexity: O(*v*), the visible count.
  public mutating func setTiming(_ timing: AssistiveNoticeTiming, at now: Duration) -> [Effect] {
    guard timing != self.timing else { return [] }
    self.timing = timing
    var effects: [Effect] = []
    for notice in visible {
      effects += cancelTimer(notice.id)
      effects += startTimer(for: notice, at: now, paused: held.contains(notice.id))
    }
    return effects
  }

  private mutating func startTimer(for notice: Notice, at now: Duration, paused: Bool) -> [Effect] {
    guard let delay = NoticeDuration.delay(forSeconds: timing.seconds(for: notice)) else {
      return []
    }
    lastGeneration += 1
    if paused {
      timers[notice.id] = TimerState(generation: lastGeneration, remaining: delay, startedAt: nil)
      return []
    }
    timers[notice.id] = TimerState(generation: lastGeneration, remaining: delay, startedAt: now)
    return [.startTimer(id: notice.id, generation: lastGeneration, deadline: now + delay)]
  }

  private mutating func cancelTimer(_ id: String) -> [Effect] {
    guard let timer = timers.removeValue(forKey: id) else { return [] }
    return timer.isPaused ? [] : [.cancelTimer(id: id)]
  }

  private mutating func promote(at now: Duration) -> [Effect] {
    var effects: [Effect] = []
    while visible.count < maxVisible, !queued.isEmpty {
      let next = queued.removeFirst()
      visible.append(next)
      effects += startTimer(for: next, at: now, paused: false)
      effects.append(.announce(next.announcement))
    }
    return effects
  }
}
