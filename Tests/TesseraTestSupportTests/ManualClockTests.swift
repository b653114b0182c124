import TesseraTestSupport
import Testing

/// A value shared between a test and the tasks it starts.
final class Shared<Value: Sendable>: Sendable {
  private let storage: LockedValue<Value>
  init(_ value: Value) { storage = LockedValue(value) }
  var value: Value { storage.withLock { $0 } }
  func update(_ body: @Sendable (inout Value) -> Void) { storage.withLock { body(&$0) } }
}

@Suite("ManualClock")
struct ManualClockTests {
  @Test("a sleeper wakes only when time reaches its deadline")
  func wakesAtDeadline() async throws {
    let clock = ManualClock()
    let woke = Shared(false)
    let task = Task {
      try await clock.sleep(for: .seconds(2))
      woke.update { $0 = true }
    }
    try await waitUntil("the task sleeps on the clock") { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    #expect(!woke.value)
    await clock.advance(by: .seconds(1))
    try await boundedValue(of: task, "the sleeper woke at its deadline")
    #expect(woke.value)
    #expect(clock.now.offset == .seconds(2))
  }

  @Test("sleepers wake in deadline order")
  func order() async throws {
    let clock = ManualClock()
    let log = Shared<[Int]>([])
    var tasks: [Task<Void, any Error>] = []
    for (index, seconds) in [3, 1, 2].enumerated() {
      tasks.append(
        Task {
          try await clock.sleep(for: .seconds(seconds))
          log.update { $0.append(index) }
        })
      try await waitUntil("sleeper \(index) sleeps") { clock.sleeperCount == index + 1 }
    }
    await clock.advance(by: .seconds(5))
    for task in tasks { try await boundedValue(of: task, "every sleeper woke") }
    #expect(log.value == [1, 2, 0])
  }

  @Test("cancelling a sleeper throws CancellationError and removes it")
  func cancellation() async throws {
    let clock = ManualClock()
    let task = Task { try await clock.sleep(for: .seconds(10)) }
    try await waitUntil("the task sleeps on the clock") { clock.sleeperCount == 1 }
    task.cancel()
    await #expect(throws: CancellationError.self) {
      try await boundedValue(of: task, "the cancelled sleeper returned")
    }
    #expect(clock.sleeperCount == 0)
  }
}
