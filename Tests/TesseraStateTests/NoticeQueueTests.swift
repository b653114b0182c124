import Testing

@testable import TesseraState

@Suite("Notice queue state machine")
struct NoticeQueueTests {
  private func toast(_ id: String, _ seconds: Double = 3, title: String? = nil) -> DSToastData {
    DSToastData(id: id, title: title ?? id, style: .info, duration: seconds)
  }

  @Test("showing a notice starts its timer and announces it")
  func showStartsTimer() {
    var queue = NoticeQueue<DSToastData>(maxVisible: 2)
    let effects = queue.show(toast("a", 2), at: .seconds(1))
    #expect(queue.visible.map(\.id) == ["a"])
    let generation = try? #require(queue.timers["a"]?.generation)
    #expect(
      effects == [
        .startTimer(id: "a", generation: generation ?? 0, deadline: .seconds(3)),
        .announce(AccessibilityAnnouncement(text: "a")),
      ])
  }

  @Test("replacing a notice cancels the old timer, and the old timer's firing is ignored")
  func replaceIgnoresOldTimer() throws {
    var queue = NoticeQueue<DSToastData>(maxVisible: 3)
    _ = queue.show(toast("a", 1), at: .zero)
    let oldGeneration = try #require(queue.timers["a"]?.generation)
    let effects = queue.show(toast("a", 5, title: "new"), at: .milliseconds(500))
    let newTimer = try #require(queue.timers["a"])
    #expect(effects.first == .cancelTimer(id: "a"))
    #expect(newTimer.generation != oldGeneration)
    #expect(newTimer.deadline == .milliseconds(5_500))
    #expect(queue.timerFired(id: "a", generation: oldGeneration, at: .seconds(1)).isEmpty)
    #expect(queue.visible.map(\.title) == ["new"])
    #expect(effects.contains(.announce(AccessibilityAnnouncement(text: "new"))))
  }

  @Test("replacing with identical text does not announce again")
  func replaceWithSameTextIsQuiet() {
    var queue = NoticeQueue<DSToastData>(maxVisible: 3)
    _ = queue.show(toast("a"), at: .zero)
    let effects = queue.show(toast("a"), at: .seconds(1))
    #expect(!effects.contains { if case .announce = $0 { true } else { false } })
  }

  @Test("a notice beyond the visible maximum waits and is promoted in order")
  func queuePromotesInOrder() throws {
    var queue = NoticeQueue<DSToastData>(maxVisible: 2)
    for id in ["a", "b", "c", "d"] { _ = queue.show(toast(id), at: .zero) }
    #expect(queue.visible.map(\.id) == ["a", "b"])
    #expect(queue.queued.map(\.id) == ["c", "d"])
    #expect(queue.timers.keys.sorted() == ["a", "b"])
    let effects = queue.dismiss(id: "a", at: .seconds(1))
    #expect(queue.visible.map(\.id) == ["b", "c"])
    #expect(queue.queued.map(\.id) == ["d"])
    let promoted = try #require(queue.timers["c"])
    #expect(promoted.deadline == .seconds(4))
    #expect(effects.first == .cancelTimer(id: "a"))
  }

  @Test("replacing a queued notice keeps its place in the queue")
  func replaceQueuedKeepsPlace() {
    var queue = NoticeQueue<DSToastData>(maxVisible: 1)
    for id in ["a", "b", "c"] { _ = queue.show(toast(id), at: .zero) }
    #expect(queue.show(toast("b", title: "B2"), at: .zero).isEmpty)
    #expect(queue.queued.map(\.title) == ["B2", "c"])
  }

  @Test("a timer that wakes early is re-armed instead of dismissing")
  func earlyWakeRearms() throws {
    var queue = NoticeQueue<DSToastData>(maxVisible: 1)
    _ = queue.show(toast("a", 3), at: .zero)
    let generation = try #require(queue.timers["a"]?.generation)
    let effects = queue.timerFired(id: "a", generation: generation, at: .seconds(1))
    #expect(queue.visible.map(\.id) == ["a"])
    let rearmed = try #require(queue.timers["a"])
    #expect(
      effects == [.startTimer(id: "a", generation: rearmed.generation, deadline: .seconds(3))])
  }

  @Test("pausing keeps the time left and resuming restarts with it")
  func pauseAndResume() throws {
    var queue = NoticeQueue<DSToastData>(maxVisible: 1)
    _ = queue.show(toast("a", 3), at: .zero)
    let first = try #require(queue.timers["a"]?.generation)
    #expect(queue.pause(id: "a", at: .seconds(1)) == [.cancelTimer(id: "a")])
    #expect(queue.timers["a"]?.isPaused == true)
    #expect(queue.timerFired(id: "a", generation: first, at: .seconds(5)).isEmpty)
    #expect(queue.visible.count == 1)
    let effects = queue.resume(id: "a", at: .seconds(10))
    let resumed = try #require(queue.timers["a"])
    #expect(
      effects == [.startTimer(id: "a", generation: resumed.generation, deadline: .seconds(12))])
    _ = queue.timerFired(id: "a", generation: resumed.generation, at: .seconds(12))
    #expect(queue.visible.isEmpty)
    #expect(queue.timers.isEmpty)
  }

  @Test("notices that stay have no timer and cannot be paused")
  func stayingNoticeHasNoTimer() {
    var queue = NoticeQueue<DSToastData>(maxVisible: 1)
    _ = queue.show(toast("a", .infinity), at: .zero)
    #expect(queue.timers.isEmpty)
    #expect(queue.pause(id: "a", at: .seconds(1)).isEmpty)
    #expect(queue.resume(id: "a", at: .seconds(1)).isEmpty)
  }

  @Test("dismiss all clears everything and cancels every running timer")
  func dismissAllClears() {
    var queue = NoticeQueue<DSToastData>(maxVisible: 2)
    for id in ["a", "b", "c"] { _ = queue.show(toast(id), at: .zero) }
    let effects = queue.dismissAll()
    #expect(Set(effects) == [.cancelTimer(id: "a"), .cancelTimer(id: "b")])
    #expect(queue.visible.isEmpty && queue.queued.isEmpty && queue.timers.isEmpty)
  }

  @Test("a maximum below one means one")
  func clampsMaxVisible() {
    #expect(NoticeQueue<DSToastData>(maxVisible: 0).maxVisible == 1)
    #expect(NoticeQueue<DSToastData>(maxVisible: -4).maxVisible == 1)
  }
}
