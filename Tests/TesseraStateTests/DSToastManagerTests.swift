import TesseraTestSupport
import Testing

@testable import TesseraState

@Suite("Toast manager")
@MainActor
struct DSToastManagerTests {
  @Test("a toast dismisses itself when its own timer fires, not before")
  func autoDismissesAfterDuration() async throws {
    let clock = ManualClock()
    let manager = DSToastManager(clock: clock)
    manager.show(DSToastData(id: "short", title: "Bye", duration: 0.05))
    #expect(manager.toasts.count == 1)
    let timer = try #require(manager.dismissTimers["short"])

    await clock.advance(by: .milliseconds(49))
    #expect(manager.toasts.map(\.id) == ["short"])

    await clock.advance(by: .milliseconds(1))
    // Await the timer itself, not a deadline.
    try await boundedValue(of: timer, "timer finished")
    #expect(manager.toasts.isEmpty)
    #expect(manager.dismissTimers.isEmpty)
  }

  @Test("a replaced toast's old timer does not dismiss the new toast")
  func replacementOutlivesOldTimer() async throws {
    let clock = ManualClock()
    let manager = DSToastManager(clock: clock)
    manager.show(DSToastData(id: "upload", title: "Uploading", duration: 1))
    let oldTimer = try #require(manager.dismissTimers["upload"])
    await clock.advance(by: .milliseconds(500))
    manager.show(DSToastData(id: "upload", title: "Uploaded", duration: 3))
    #expect(oldTimer.isCancelled)
    let newTimer = try #require(manager.dismissTimers["upload"])

    await clock.advance(by: .milliseconds(600))  // past the old deadline
    try await boundedValue(of: oldTimer, "the replaced toast's old timer ended")
    #expect(manager.toasts.map(\.title) == ["Uploaded"])

    await clock.advance(by: .milliseconds(2_400))  // 3 s after the replacement
    try await boundedValue(of: newTimer, "newTimer finished")
    #expect(manager.toasts.isEmpty)
  }

  @Test("dismissing early cancels the timer and a later toast with that id is unaffected")
  func earlyDismissCancelsTimer() async throws {
    let clock = ManualClock()
    let manager = DSToastManager(clock: clock)
    manager.show(DSToastData(id: "a", title: "First", duration: 1))
    let firstTimer = try #require(manager.dismissTimers["a"])
    manager.dismiss(id: "a")
    #expect(firstTimer.isCancelled)
    #expect(manager.dismissTimers["a"] == nil)
    manager.show(DSToastData(id: "a", title: "Second", duration: 5))
    await clock.advance(by: .seconds(2))
    try await boundedValue(of: firstTimer, "the dismissed toast's timer ended")
    #expect(manager.toasts.map(\.title) == ["Second"])
  }

  @Test(
    "zero, negative, NaN and infinite durations never crash and the toast stays",
    arguments: [0, -3, Double.nan, Double.infinity, -Double.infinity])
  func pathologicalDurationsStay(duration: Double) async {
    let clock = ManualClock()
    let manager = DSToastManager(clock: clock)
    manager.show(DSToastData(id: "odd", title: "Odd", duration: duration))
    #expect(manager.dismissTimers.isEmpty)
    await clock.advance(by: .seconds(200_000))
    #expect(manager.toasts.map(\.id) == ["odd"])
  }

  @Test(
    "durations above 24 hours never crash and end after 24 hours",
    arguments: [1e300, Double.greatestFiniteMagnitude, 100_000])
  func hugeDurationsClampTo24Hours(duration: Double) async throws {
    let clock = ManualClock()
    let manager = DSToastManager(clock: clock)
    manager.show(DSToastData(id: "long", title: "Long", duration: duration))
    let timer = try #require(manager.dismissTimers["long"])
    await clock.advance(by: .seconds(86_399))
    #expect(manager.toasts.count == 1)
    await clock.advance(by: .seconds(1))
    try await boundedValue(of: timer, "timer finished")
    #expect(manager.toasts.isEmpty)
  }

  @Test("toasts beyond the maximum wait in a queue and appear in order with fresh timers")
  func queueBehindMaximum() async throws {
    let clock = ManualClock()
    let manager = DSToastManager(maxVisible: 2, clock: clock)
    for id in ["1", "2", "3", "4"] { manager.show(DSToastData(id: id, title: id, duration: 2)) }
    #expect(manager.toasts.map(\.id) == ["1", "2"])
    #expect(manager.queuedToasts.map(\.id) == ["3", "4"])
    #expect(Set(manager.dismissTimers.keys) == ["1", "2"])

    await clock.advance(by: .seconds(1))
    manager.dismiss(id: "1")
    #expect(manager.toasts.map(\.id) == ["2", "3"])
    let third = try #require(manager.dismissTimers["3"])
    let second = try #require(manager.dismissTimers["2"])

    await clock.advance(by: .seconds(1))  // t = 2: toast 2 ends, 4 appears
    try await boundedValue(of: second, "second finished")
    #expect(manager.toasts.map(\.id) == ["3", "4"])
    await clock.advance(by: .seconds(1))  // t = 3: toast 3 (shown at 1) ends
    try await boundedValue(of: third, "third finished")
    #expect(manager.toasts.map(\.id) == ["4"])
    #expect(manager.queuedToasts.isEmpty)
  }

  @Test("touching a toast pauses its timer and releasing resumes the time left")
  func pauseAndResumeOnTouch() async throws {
    let clock = ManualClock()
    let manager = DSToastManager(clock: clock)
    manager.show(DSToastData(id: "t", title: "Touch me", duration: 3))
    let firstTimer = try #require(manager.dismissTimers["t"])
    await clock.advance(by: .seconds(2))
    manager.pauseTimer(id: "t")
    #expect(manager.isPaused(id: "t"))
    #expect(firstTimer.isCancelled)
    #expect(manager.dismissTimers["t"] == nil)
    await clock.advance(by: .seconds(60))
    try await boundedValue(of: firstTimer, "the dismissed toast's timer ended")
    #expect(manager.toasts.count == 1)

    manager.resumeTimer(id: "t")
    let resumed = try #require(manager.dismissTimers["t"])
    await clock.advance(by: .milliseconds(999))
    #expect(manager.toasts.count == 1)
    await clock.advance(by: .milliseconds(1))
    try await boundedValue(of: resumed, "resumed finished")
    #expect(manager.toasts.isEmpty)
  }

  @Test("every toast that appears is announced, errors with high priority")
  func announcesAppearingToasts() async throws {
    let clock = ManualClock()
    let announcer = RecordingAnnouncer()
    let manager = DSToastManager(maxVisible: 1, clock: clock, announcer: announcer)
    manager.show(DSToastData(id: "e", title: "Upload failed", message: "Retry", style: .error))
    manager.show(DSToastData(id: "s", title: "Saved", style: .success, duration: 1))
    #expect(announcer.spoken.map(\.text) == ["Error: Upload failed. Retry"])
    #expect(announcer.spoken.map(\.priority) == [.high])
    manager.dismiss(id: "e")
    #expect(announcer.spoken.last?.text == "Success: Saved")
    #expect(announcer.spoken.last?.priority == .default)
    #expect(announcer.spoken.count == 2)
  }

  @Test("performing an action runs its handler once and dismisses the toast")
  func performActionRunsHandler() {
    let counter = TapCounter()
    let manager = DSToastManager(clock: ManualClock())
    let undo = NoticeAction(title: "Undo") { counter.tap() }
    manager.show(DSToastData(id: "del", title: "Deleted", action: undo))
    manager.performAction(id: "del")
    manager.performAction(id: "del")
    #expect(counter.taps == 1)
    #expect(manager.toasts.isEmpty)
    #expect(manager.dismissTimers.isEmpty)
  }

  @Test("dismiss all cancels every timer")
  func dismissAllCancelsTimers() throws {
    let manager = DSToastManager(maxVisible: 2, clock: ManualClock())
    for id in ["a", "b", "c"] { manager.show(DSToastData(id: id, title: id)) }
    let timers = Array(manager.dismissTimers.values)
    manager.dismissAll()
    #expect(timers.count == 2 && timers.allSatisfy(\.isCancelled))
    #expect(manager.toasts.isEmpty && manager.queuedToasts.isEmpty && manager.dismissTimers.isEmpty)
  }

  @Test("the shared instance and injected instances are independent")
  func sharedIsSeparate() {
    let mine = DSToastManager(clock: ManualClock())
    mine.show(DSToastData(id: "x", title: "x", duration: .infinity))
    #expect(DSToastManager.shared !== mine)
    #expect(!DSToastManager.shared.toasts.contains { $0.id == "x" })
  }
}
