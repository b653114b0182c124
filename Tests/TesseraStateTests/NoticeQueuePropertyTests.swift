import TesseraTestSupport
import Testing

@testable import TesseraState

/// Replays thousands of seeded random show/replace/dismiss/pause/resume/advance sequences
/// against ``NoticeQueue`` with a simulated timer wheel, checking the invariants the seed's
/// toast race broke.
@Suite("Notice queue invariants under random sequences")
struct NoticeQueuePropertyTests {
  private static let ids = ["a", "b", "c", "d", "e", "f"]
  private static let durations: [Double] = [
    0.25, 0.5, 1, 1.5, 2, 3, 0, -1, .nan, .infinity, 1e300,
  ]

  private struct PendingTimer: Equatable {
    var id: String
    var generation: UInt64
    var deadline: Duration
  }

  /// Independent bookkeeping of how long each visible notice has been on screen untouched.
  private struct Simulation {
    var queue: NoticeQueue<DSToastData>
    var now: Duration = .zero
    var pending: [PendingTimer] = []
    var cancelledGenerations: [(id: String, generation: UInt64)] = []
    var touched: Set<String> = []
    var earned: [String: Duration] = [:]
    var runningSince: [String: Duration] = [:]
    var enqueueOrder: [String: Int] = [:]
    var enqueueCounter = 0

    init(maxVisible: Int) { queue = NoticeQueue(maxVisible: maxVisible) }

    func earnedTime(_ id: String) -> Duration {
      (earned[id] ?? .zero) + (runningSince[id].map { now - $0 } ?? .zero)
    }

    mutating func startAccounting(_ id: String) {
      earned[id] = .zero
      runningSince[id] = touched.contains(id) ? nil : now
    }

    mutating func apply(_ effects: [NoticeQueue<DSToastData>.Effect]) {
      for effect in effects {
        switch effect {
        case .startTimer(let id, let generation, let deadline):
          cancel(id)
          pending.append(PendingTimer(id: id, generation: generation, deadline: deadline))
        case .cancelTimer(let id):
          cancel(id)
        case .announce:
          break
        }
      }
    }

    mutating func cancel(_ id: String) {
      for timer in pending where timer.id == id {
        cancelledGenerations.append((id, timer.generation))
      }
      pending.removeAll { $0.id == id }
    }

    /// Runs `operation`, then records visibility changes (promotions start accounting).
    mutating func perform(
      replacing replacedID: String? = nil,
      _ operation: (inout NoticeQueue<DSToastData>, Duration) -> [NoticeQueue<DSToastData>.Effect]
    ) -> (appeared: [String], disappeared: [String]) {
      let before = queue.visible.map(\.id)
      let queuedBefore = Set(queue.queued.map(\.id))
      let effects = operation(&queue, now)
      apply(effects)
      let after = queue.visible.map(\.id)
      let appeared = after.filter { !before.contains($0) }
      let disappeared = before.filter { !after.contains($0) }
      for id in disappeared {
        touched.remove(id)
        earned[id] = nil
        runningSince[id] = nil
      }
      for id in appeared { startAccounting(id) }
      if let replacedID, before.contains(replacedID) { startAccounting(replacedID) }
      for notice in queue.queued where !queuedBefore.contains(notice.id) {
        enqueueCounter += 1
        enqueueOrder[notice.id] = enqueueCounter
      }
      return (appeared, disappeared)
    }
  }

  @Test("no notice is dismissed by another's timer or early, no timer outlives its notice")
  func invariantsHold() throws {
    var rng = SeededRandomNumberGenerator(seed: 0x7E55_E8A5)
    for sequence in 0..<2_000 {
      var sim = Simulation(maxVisible: Int.random(in: 1...3, using: &rng))
      for step in 0..<40 {
        let context = "sequence \(sequence) step \(step)"
        try runRandomStep(&sim, rng: &rng, context: context)
        try checkInvariants(sim, context: context)
      }
    }
  }

  private func runRandomStep(
    _ sim: inout Simulation, rng: inout SeededRandomNumberGenerator, context: String
  ) throws {
    let id = Self.ids.randomElement(using: &rng) ?? "a"
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<35:
      let duration = Self.durations.randomElement(using: &rng) ?? 1
      let title = "\(id)-\(Int.random(in: 0..<3, using: &rng))"
      let toast = DSToastData(id: id, title: title, duration: duration)
      let queuedIndex = sim.queue.queued.firstIndex { $0.id == id }
      let queuedIDs = sim.queue.queued.map(\.id)
      _ = sim.perform(replacing: id) { $0.show(toast, at: $1) }
      if queuedIndex != nil {
        #expect(
          sim.queue.queued.map(\.id) == queuedIDs, "replace moved a queued notice, \(context)")
      }
    case 35..<55:
      let queueBefore = sim.queue.queued.map(\.id)
      let wasVisible = sim.queue.visible.contains { $0.id == id }
      let change = sim.perform { $0.dismiss(id: id, at: $1) }
      #expect(
        !sim.queue.visible.contains { $0.id == id } && !sim.queue.queued.contains { $0.id == id })
      if wasVisible {
        // Promotion takes the head of the queue, in order.
        #expect(change.appeared == Array(queueBefore.prefix(change.appeared.count)), "\(context)")
      }
    case 55..<63:
      if sim.queue.visible.contains(where: { $0.id == id }), !sim.touched.contains(id) {
        sim.earned[id] = sim.earnedTime(id)
        sim.runningSince[id] = nil
        sim.touched.insert(id)
      }
      _ = sim.perform { $0.pause(id: id, at: $1) }
    case 63..<71:
      if sim.touched.remove(id) != nil { sim.runningSince[id] = sim.now }
      _ = sim.perform { $0.resume(id: id, at: $1) }
    case 71..<78:
      // A cancelled timer whose task woke anyway: it must change nothing.
      if let stale = sim.cancelledGenerations.randomElement(using: &rng) {
        let before = sim.queue
        let effects = sim.queue.timerFired(id: stale.id, generation: stale.generation, at: sim.now)
        #expect(effects.isEmpty && sim.queue == before, "stale timer acted, \(context)")
      }
    case 78..<80:
      _ = sim.perform { queue, _ in queue.dismissAll() }
    default:
      try advance(&sim, by: .milliseconds(Int.random(in: 0...2_500, using: &rng)), context)
    }
  }

  private func advance(_ sim: inout Simulation, by step: Duration, _ context: String) throws {
    let target = sim.now + step
    while let next = sim.pending.min(by: {
      ($0.deadline, $0.generation) < ($1.deadline, $1.generation)
    }),
      next.deadline <= target
    {
      sim.now = max(sim.now, next.deadline)
      sim.pending.removeAll { $0 == next }
      let untouchedBefore = !sim.touched.contains(next.id)
      let earned = sim.earnedTime(next.id)
      let duration = sim.queue.visible.first { $0.id == next.id }?.duration
      let change = sim.perform { $0.timerFired(id: next.id, generation: next.generation, at: $1) }
      #expect(
        change.disappeared.allSatisfy { $0 == next.id }, "another's timer dismissed, \(context)")
      if change.disappeared == [next.id] {
        let delay = try #require(NoticeDuration.delay(forSeconds: duration ?? .nan))
        #expect(untouchedBefore, "dismissed while touched, \(context)")
        #expect(earned >= delay, "dismissed after \(earned) of \(delay), \(context)")
      }
    }
    sim.now = target
    // Liveness: an untouched notice whose time is up must be gone (no timer was lost).
    for notice in sim.queue.visible where !sim.touched.contains(notice.id) {
      if let delay = NoticeDuration.delay(forSeconds: notice.duration) {
        #expect(sim.earnedTime(notice.id) < delay, "\(notice.id) overstayed, \(context)")
      }
    }
  }

  private func checkInvariants(_ sim: Simulation, context: String) throws {
    let visibleIDs = sim.queue.visible.map(\.id)
    let queuedIDs = sim.queue.queued.map(\.id)
    #expect(Set(visibleIDs).count == visibleIDs.count, "duplicate visible id, \(context)")
    #expect(Set(visibleIDs).isDisjoint(with: queuedIDs), "id both visible and queued, \(context)")
    #expect(visibleIDs.count <= sim.queue.maxVisible, "\(context)")
    #expect(queuedIDs.isEmpty || visibleIDs.count == sim.queue.maxVisible, "idle slot, \(context)")
    // No timer outlives its notice; every running timer has exactly one pending wake-up.
    #expect(Set(sim.queue.timers.keys).isSubset(of: visibleIDs), "orphan timer, \(context)")
    #expect(sim.pending.allSatisfy { visibleIDs.contains($0.id) }, "orphan wake-up, \(context)")
    for notice in sim.queue.visible {
      let timer = sim.queue.timers[notice.id]
      let staysForever = NoticeDuration.delay(forSeconds: notice.duration) == nil
      #expect((timer == nil) == staysForever, "timer presence wrong for \(notice.id), \(context)")
      let wakeUps = sim.pending.filter { $0.id == notice.id }
      if let timer, !timer.isPaused {
        #expect(wakeUps.map(\.generation) == [timer.generation], "\(context)")
      } else {
        #expect(wakeUps.isEmpty, "paused or untimed notice has a wake-up, \(context)")
      }
    }
    // Queue order: first come, first served (a replacement keeps its place).
    let order = queuedIDs.compactMap { sim.enqueueOrder[$0] }
    #expect(order == order.sorted(), "queue order broken, \(context)")
  }
}
