import TesseraTestSupport
import Testing

@testable import TesseraState

@Suite("Snack bar manager")
@MainActor
struct SnackBarManagerTests {
  @Test("one snack bar at a time; the next appears when the current one times out")
  func oneAtATime() async throws {
    let clock = ManualClock()
    let manager = SnackBarManager(clock: clock)
    manager.show(SnackBarData(id: "1", message: "Archived", duration: 4))
    manager.show(SnackBarData(id: "2", message: "Sent", duration: 2))
    #expect(manager.current?.id == "1")
    #expect(manager.queue.map(\.id) == ["2"])
    let first = try #require(manager.dismissTimers["1"])
    #expect(manager.dismissTimers.count == 1)

    await clock.advance(by: .seconds(4))
    try await boundedValue(of: first, "first finished")
    #expect(manager.current?.id == "2")
    let second = try #require(manager.dismissTimers["2"])
    await clock.advance(by: .milliseconds(1_999))
    #expect(manager.current?.id == "2")
    await clock.advance(by: .milliseconds(1))
    try await boundedValue(of: second, "second finished")
    #expect(manager.current == nil)
  }

  @Test("the action runs and dismisses; the queued snack bar then shows")
  func actionAndQueue() {
    let counter = TapCounter()
    let manager = SnackBarManager(clock: ManualClock())
    let undo = NoticeAction(title: "Undo") { counter.tap() }
    manager.show(SnackBarData(id: "a", message: "Deleted", action: undo))
    manager.show(SnackBarData(id: "b", message: "Next"))
    manager.performAction(id: "a")
    #expect(counter.taps == 1)
    #expect(manager.current?.id == "b")
  }

  @Test("replacing the current snack bar restarts its own timer only")
  func replaceRestartsTimer() async throws {
    let clock = ManualClock()
    let manager = SnackBarManager(clock: clock)
    manager.show(SnackBarData(id: "s", message: "Saving", duration: 1))
    let old = try #require(manager.dismissTimers["s"])
    manager.show(SnackBarData(id: "s", message: "Saved", duration: 3))
    await clock.advance(by: .seconds(2))
    try await boundedValue(of: old, "old finished")
    #expect(manager.current?.message == "Saved")
    manager.dismissCurrent()
    #expect(manager.current == nil && manager.dismissTimers.isEmpty)
  }

  @Test("the announcement mentions the action")
  func announcementMentionsAction() {
    let announcer = RecordingAnnouncer()
    let manager = SnackBarManager(clock: ManualClock(), announcer: announcer)
    manager.show(SnackBarData(message: "Deleted", action: NoticeAction(title: "Undo") {}))
    #expect(announcer.spoken.map(\.text) == ["Deleted. Action available: Undo"])
  }
}

@Suite("Banner manager")
@MainActor
struct BannerManagerTests {
  @Test("banners stay until dismissed by default")
  func persistentByDefault() async {
    let clock = ManualClock()
    let manager = BannerManager(clock: clock)
    manager.show(BannerData(id: "offline", title: "You're offline", style: .warning))
    #expect(manager.dismissTimers.isEmpty)
    await clock.advance(by: .seconds(100_000))
    #expect(manager.banners.map(\.id) == ["offline"])
    manager.dismiss(id: "offline")
    #expect(manager.banners.isEmpty)
  }

  @Test("a timed banner ends on its own timer while a persistent one stays")
  func timedBannerEnds() async throws {
    let clock = ManualClock()
    let manager = BannerManager(maxVisible: 2, clock: clock)
    manager.show(BannerData(id: "sync", title: "Synced", duration: 5))
    manager.show(BannerData(id: "beta", title: "Beta build"))
    let timer = try #require(manager.dismissTimers["sync"])
    await clock.advance(by: .seconds(5))
    try await boundedValue(of: timer, "timer finished")
    #expect(manager.banners.map(\.id) == ["beta"])
  }

  @Test("banners past the maximum queue, and an error banner is announced with high priority")
  func queueAndAnnouncement() {
    let announcer = RecordingAnnouncer()
    let manager = BannerManager(maxVisible: 1, clock: ManualClock(), announcer: announcer)
    manager.show(BannerData(id: "a", title: "Update available"))
    manager.show(BannerData(id: "b", title: "Sync failed", style: .error))
    #expect(manager.queuedBanners.map(\.id) == ["b"])
    manager.dismiss(id: "a")
    #expect(manager.banners.map(\.id) == ["b"])
    #expect(
      announcer.spoken.last == AccessibilityAnnouncement(text: "Sync failed", priority: .high))
  }

  @Test("two injected managers do not share state")
  func injectedInstancesAreIndependent() {
    let first = BannerManager(clock: ManualClock())
    let second = BannerManager(clock: ManualClock())
    first.show(BannerData(id: "x", title: "x"))
    #expect(second.banners.isEmpty)
    #expect(BannerManager.shared !== first)
  }
}
