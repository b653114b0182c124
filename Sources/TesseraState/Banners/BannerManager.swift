import Observation

/// Shows banners that stay until dismissed (or until their finite duration passes), at most
/// `maxVisible` at once with a queue behind. Same timer discipline as ``DSToastManager``.
///
/// ```swift
/// let banners = BannerManager(clock: clock)
/// banners.show(BannerData(id: "offline", title: "You are offline", style: .warning))
/// banners.dismiss(id: "offline")
/// ```
@MainActor
@Observable
public final class BannerManager {
  /// The instance the default banner host uses.
  public static let shared = BannerManager()

  @ObservationIgnored private let scheduler: NoticeScheduler<BannerData>

  /// Creates a manager showing at most `maxVisible` banners, timing finite ones on `clock`.
  public init(
    maxVisible: Int = 2, clock: any Clock<Duration> = ContinuousClock(),
    announcer: (any AccessibilityAnnouncer)? = nil
  ) {
    scheduler = NoticeScheduler(maxVisible: maxVisible, clock: clock, announcer: announcer)
  }

  /// The visible banners, oldest first.
  public var banners: [BannerData] { scheduler.queue.visible }

  /// Banners waiting for a free slot.
  public var queuedBanners: [BannerData] { scheduler.queue.queued }

  /// The running dismiss timer of each timed banner, keyed by id.
  public var dismissTimers: [String: Task<Void, Never>] { scheduler.tasks }

  /// Which window draws the banners when several windows share this manager.
  public var windows = NoticeWindows()

  /// Whether VoiceOver is running; the SwiftUI hosts set it from the environment. While it
  /// runs, a banner with an action stays until dismissed and the others stay longer
  /// (``AssistiveNoticeTiming``); changing it restarts the visible timers.
  public var isVoiceOverRunning: Bool {
    get { scheduler.isVoiceOverRunning }
    set { scheduler.isVoiceOverRunning = newValue }
  }

  /// Speaks each banner that appears; `nil` stays silent.
  public var announcer: (any AccessibilityAnnouncer)? {
    get { scheduler.announcer }
    set { scheduler.announcer = newValue }
  }

  /// Shows `banner`, replacing a banner with the same id, or queues it.
  public func show(_ banner: BannerData) { scheduler.show(banner) }

  /// Dismisses banner `id` and cancels its timer.
  public func dismiss(id: String) { scheduler.dismiss(id: id) }

  /// Dismisses every banner.
  public func dismissAll() { scheduler.dismissAll() }

  /// Pauses the timer of banner `id` while the user touches it.
  public func pauseTimer(id: String) { scheduler.pause(id: id) }

  /// Resumes the timer of banner `id`.
  public func resumeTimer(id: String) { scheduler.resume(id: id) }

  /// Dismisses banner `id` and runs its action.
  public func performAction(id: String) { scheduler.performAction(id: id) { $0.action } }
}
