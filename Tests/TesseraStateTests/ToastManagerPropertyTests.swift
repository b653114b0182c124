import TesseraTestSupport
import Testing

@testable import TesseraState

/// Drives the real ``DSToastManager`` (tasks, ManualClock) through seeded random sequences and
/// checks what a user and a test can observe: timers match the visible toasts, no stale timer
/// survives, expired toasts are gone, and the queue stays first-in, first-out.
@Suite("Toast manager under random sequences")
@MainActor
struct ToastManagerPropertyTests {
  private static let ids = ["a", "b", "c", "d", "e"]
  private static let durations: [Double] = [0.25, 0.5, 1, 2, 0, .nan, .infinity, -2, 1e300]

  /// How long each visible toast has been on screen untouched, as the test observed it.
  private struct Observer {
    var earned: [String: Duration] = [:]
    var runningSince: [String: Duration] = [:]
    var touched: Set<String> = []
    var visible: [String] = []

    func elapsed(_ id: String, now: Duration) -> Duration {
      (earned[id] ?? .zero) + (runningSince[id].map { now - $0 } ?? .zero)
    }

    mutating func restart(_ id: String, now: Duration) {
      earned[id] = .zero
      runningSince[id] = touched.contains(id) ? nil : now
    }

    /// Records toasts that appeared (promotions) or vanished since the last look.
    mutating func observe(_ toasts: [DSToastData], now: Duration) {
      let ids = toasts.map(\.id)
      for id in visible where !ids.contains(id) {
        touched.remove(id)
        earned[id] = nil
        runningSince[id] = nil
      }
      for id in ids where !visible.contains(id) { restart(id, now: now) }
      visible = ids
    }
  }

  @Test(
    "timers always match the visible toasts and expired toasts are gone", .timeLimit(.minutes(2)))
  func managerInvariants() async throws {
    var rng = SeededRandomNumberGenerator(seed: 0xD5_70A5_7E25)
    for sequence in 0..<250 {
      let clock = ManualClock()
      let manager = DSToastManager(maxVisible: Int.random(in: 1...3, using: &rng), clock: clock)
      var observer = Observer()
      var enqueueOrder: [String: Int] = [:]
      var counter = 0
      var retired: [Task<Void, Never>] = []
      for step in 0..<30 {
        let context = "sequence \(sequence) step \(step)"
        let now = clock.now.offset
        let before = manager.dismissTimers
        let id = Self.ids.randomElement(using: &rng) ?? "a"
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<40:
          let duration = Self.durations.randomElement(using: &rng) ?? 1
          let wasVisible = manager.toasts.contains { $0.id == id }
          manager.show(DSToastData(id: id, title: "\(id)\(step)", duration: duration))
          if wasVisible { observer.restart(id, now: now) }
        case 40..<55:
          manager.dismiss(id: id)
        case 55..<63:
          if manager.toasts.contains(where: { $0.id == id }), observer.touched.insert(id).inserted {
            observer.earned[id] = observer.elapsed(id, now: now)
            observer.runningSince[id] = nil
          }
          manager.pauseTimer(id: id)
        case 63..<71:
          if observer.touched.remove(id) != nil { observer.runningSince[id] = now }
          manager.resumeTimer(id: id)
        default:
          // Steps shorter than the shortest duration, so no promoted toast expires in the
          // same step it appeared.
          await clock.advance(by: .milliseconds(Int.random(in: 0...240, using: &rng)))
        }
        observer.observe(manager.toasts, now: clock.now.offset)

        // Timers that left the dictionary were cancelled or have fired; await the fired ones.
        for (timerID, task) in before where manager.dismissTimers[timerID] != task {
          retired.append(task)
        }
        // Expired, untouched toasts must go: await their timers, which must exist.
        for toast in manager.toasts where !observer.touched.contains(toast.id) {
          guard let delay = NoticeDuration.delay(forSeconds: toast.duration),
            observer.elapsed(toast.id, now: clock.now.offset) >= delay
          else { continue }
          let timer = try #require(manager.dismissTimers[toast.id], "lost timer, \(context)")
          try await boundedValue(of: timer, "the expired toast's timer, \(context)")
          #expect(!manager.toasts.contains { $0.id == toast.id }, "overstayed, \(context)")
        }
        observer.observe(manager.toasts, now: clock.now.offset)

        let visibleIDs = manager.toasts.map(\.id)
        #expect(visibleIDs.count <= manager.maxVisible, "\(context)")
        #expect(
          Set(manager.dismissTimers.keys).isSubset(of: visibleIDs), "orphan timer, \(context)")
        #expect(!manager.dismissTimers.values.contains { $0.isCancelled }, "cancelled timer kept")
        for toast in manager.toasts {
          let timed = NoticeDuration.delay(forSeconds: toast.duration) != nil
          let running = timed && !manager.isPaused(id: toast.id)
          #expect(
            (manager.dismissTimers[toast.id] != nil) == running, "timer for \(toast.id), \(context)"
          )
        }
        for toast in manager.queuedToasts where enqueueOrder[toast.id] == nil {
          counter += 1
          enqueueOrder[toast.id] = counter
        }
        for id in Array(enqueueOrder.keys)
        where !manager.queuedToasts.contains(where: { $0.id == id }) {
          enqueueOrder[id] = nil
        }
        let order = manager.queuedToasts.compactMap { enqueueOrder[$0.id] }
        #expect(order == order.sorted(), "queue order, \(context)")
      }
      // Every retired timer finishes (cancelled ones return at once, fired ones are done).
      manager.dismissAll()
      for task in retired {
        try await boundedValue(
          of: task, "sequence \(sequence): a retired timer ends once dismissed or fired")
      }
    }
  }
}
