import TesseraTestSupport
import Testing

@testable import TesseraState

@Suite("Notices wait for VoiceOver users")
struct AssistiveNoticeTimingTests {
  private let undo = NoticeAction(title: "Undo") {}

  @Test("without a screen reader every notice keeps its own duration")
  func sighted() {
    let timing = AssistiveNoticeTiming()
    #expect(timing.seconds(for: DSToastData(title: "Saved", duration: 3)) == 3)
    #expect(timing.seconds(for: DSToastData(title: "Saved", duration: 3, action: undo)) == 3)
    #expect(timing.seconds(for: SnackBarData(message: "Archived", duration: 4, action: undo)) == 4)
  }

  @Test("while VoiceOver runs a notice with an action stays until dismissed")
  func actionWaits() {
    let timing = AssistiveNoticeTiming(isVoiceOverRunning: true)
    #expect(
      timing.seconds(for: DSToastData(title: "Deleted", duration: 3, action: undo)) == .infinity)
    #expect(timing.seconds(for: SnackBarData(message: "Archived", action: undo)) == .infinity)
    #expect(NoticeDuration.delay(forSeconds: .infinity) == nil)
  }

  @Test(
    "while VoiceOver runs a notice without an action stays for its speech, at least 3 s more",
    arguments: [
      ("Saved", 3.0, 6.0),  // 5 characters speak in 0.36 s: the 3 s minimum applies
      (String(repeating: "a", count: 70), 2.0, 7.0),  // 70 characters at 14 per second
      ("Saved", 0.0, 0.0),  // already stays until dismissed
    ])
  func grows(title: String, duration: Double, expected: Double) {
    let timing = AssistiveNoticeTiming(isVoiceOverRunning: true)
    #expect(timing.seconds(for: DSToastData(title: title, duration: duration)) == expected)
  }

  @Test("bad speech rates and minimums fall back to the defaults")
  func badInput() {
    let timing = AssistiveNoticeTiming(
      isVoiceOverRunning: true, charactersPerSecond: .nan, minimumExtraSeconds: -1)
    #expect(timing.charactersPerSecond == 14 && timing.minimumExtraSeconds == 3)
  }

  @Test("turning VoiceOver on cancels an action notice's timer; turning it off restarts it")
  func queueRetimes() throws {
    var queue = NoticeQueue<DSToastData>(maxVisible: 3)
    _ = queue.show(DSToastData(id: "undo", title: "Deleted", duration: 3, action: undo), at: .zero)
    _ = queue.show(DSToastData(id: "saved", title: "Saved", duration: 3), at: .zero)
    let on = queue.setTiming(AssistiveNoticeTiming(isVoiceOverRunning: true), at: .seconds(1))
    #expect(queue.timers["undo"] == nil)
    #expect(on.contains(.cancelTimer(id: "undo")))
    #expect(queue.timers["saved"]?.deadline == .seconds(7))  // 1 s + 3 s + 3 s
    #expect(!on.contains { if case .announce = $0 { true } else { false } })

    #expect(
      queue.setTiming(AssistiveNoticeTiming(isVoiceOverRunning: true), at: .seconds(2)).isEmpty)
    _ = queue.setTiming(AssistiveNoticeTiming(), at: .seconds(10))
    #expect(queue.timers["undo"]?.deadline == .seconds(13))
    #expect(queue.timers["saved"]?.deadline == .seconds(13))
  }

  @Test("a notice shown while VoiceOver runs keeps its announcement and its priority")
  func priorityKept() {
    var queue = NoticeQueue<DSToastData>(maxVisible: 1)
    _ = queue.setTiming(AssistiveNoticeTiming(isVoiceOverRunning: true), at: .zero)
    let effects = queue.show(
      DSToastData(id: "e", title: "Upload failed", style: .error, duration: 3, action: undo),
      at: .zero)
    guard case .announce(let announcement) = effects.first, effects.count == 1 else {
      Issue.record("expected one announcement, got \(effects)")
      return
    }
    #expect(announcement.text == "Error: Upload failed. Action available: Undo")
    #expect(announcement.priority == .high)
  }

  @Test("the manager's action toast is still there long after its duration under VoiceOver")
  @MainActor
  func managerWaits() async throws {
    let clock = ManualClock()
    let manager = DSToastManager(clock: clock)
    manager.isVoiceOverRunning = true
    manager.show(DSToastData(id: "undo", title: "Deleted", duration: 1, action: undo))
    #expect(manager.dismissTimers["undo"] == nil)
    await clock.advance(by: .seconds(60))
    #expect(manager.toasts.map(\.id) == ["undo"])
    manager.isVoiceOverRunning = false
    let timer = try #require(manager.dismissTimers["undo"])
    await clock.advance(by: .seconds(1))
    try await boundedValue(of: timer, "timer finished")
    #expect(manager.toasts.isEmpty)
  }
}
