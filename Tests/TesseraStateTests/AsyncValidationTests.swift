import TesseraTestSupport
import Testing

@testable import TesseraState

/// A username service whose answers the test releases one by one.
actor UsernameService {
  private(set) var checked: [String] = []
  private var pending: [String: CheckedContinuation<Bool, any Error>] = [:]
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  func isFree(_ name: String) async throws -> Bool {
    checked.append(name)
    // bounded: the test answers each check; it awaits the validation through boundedValue.
    return try await withCheckedThrowingContinuation { continuation in
      pending[name] = continuation
      let ready = waiters.filter { $0.count <= checked.count }
      waiters.removeAll { $0.count <= checked.count }
      for waiter in ready { waiter.continuation.resume() }
    }
  }

  /// Suspends until at least `count` checks arrived; fails the test after the default limit.
  func waitForChecks(_ count: Int) async throws {
    try await withTimeLimit("the service received \(count) checks") {
      await self.suspendUntilChecked(count)
    }
  }

  private func suspendUntilChecked(_ count: Int) async {
    if checked.count >= count { return }
    // bounded: only reached through waitForChecks, which has a time limit.
    await withCheckedContinuation { waiters.append((count, $0)) }
  }

  func answer(_ name: String, with result: Result<Bool, any Error>) {
    pending.removeValue(forKey: name)?.resume(with: result)
  }
}

@Suite("Async validation")
@MainActor
struct AsyncValidationTests {
  private func makeValidation(
    _ service: UsernameService, clock: ManualClock
  ) -> AsyncValidation<String> {
    AsyncValidation(debounce: .milliseconds(300), clock: clock) { name in
      try await service.isFree(name) ? .valid : .invalid("“\(name)” is taken.")
    }
  }

  @Test("the validator runs only after the debounce, for the latest value")
  func debouncesOnInjectedClock() async throws {
    let clock = ManualClock()
    let service = UsernameService()
    let validation = makeValidation(service, clock: clock)
    validation.validate("a")
    await clock.advance(by: .milliseconds(200))
    validation.validate("ad")
    await clock.advance(by: .milliseconds(200))
    validation.validate("ada")
    #expect(validation.phase == .validating)
    await clock.advance(by: .milliseconds(299))
    #expect(await service.checked.isEmpty)
    await clock.advance(by: .milliseconds(1))
    try await service.waitForChecks(1)
    await service.answer("ada", with: .success(true))
    try await boundedValue(of: validation.validationTask, "validationTask finished")
    #expect(await service.checked == ["ada"])
    #expect(validation.phase == .valid)
    #expect(validation.isValid)
  }

  @Test("latest wins: an older check that answers late is dropped")
  func latestWins() async throws {
    let clock = ManualClock()
    let service = UsernameService()
    let validation = makeValidation(service, clock: clock)
    validation.validate("bob")
    let olderTask = try #require(validation.validationTask)
    await clock.advance(by: .milliseconds(300))
    try await service.waitForChecks(1)
    validation.validate("bobby")
    #expect(olderTask.isCancelled)
    await clock.advance(by: .milliseconds(300))
    try await service.waitForChecks(2)
    await service.answer("bobby", with: .success(false))
    try await boundedValue(of: validation.validationTask, "validationTask finished")
    #expect(validation.phase == .invalid("“bobby” is taken."))
    // The service ignores cancellation; its late "free" for "bob" must not win.
    await service.answer("bob", with: .success(true))
    try await boundedValue(of: olderTask, "olderTask finished")
    #expect(validation.phase == .invalid("“bobby” is taken."))
    #expect(validation.value == "bobby")
  }

  @Test("a throwing validator ends in a normalized failure")
  func failurePhase() async throws {
    let clock = ManualClock()
    let service = UsernameService()
    let validation = makeValidation(service, clock: clock)
    validation.validate("eve")
    await clock.advance(by: .milliseconds(300))
    try await service.waitForChecks(1)
    await service.answer("eve", with: .failure(ServiceFailure.timedOut))
    try await boundedValue(of: validation.validationTask, "validationTask finished")
    #expect(validation.phase == .failed(.timedOut))
    // A failed value can be checked again.
    validation.validate("eve")
    #expect(validation.phase == .validating)
  }

  @Test("the same decided value is not checked again, and reset returns to idle")
  func sameValueAndReset() async throws {
    let clock = ManualClock()
    let calls = LockedValue(0)
    let validation = AsyncValidation<Int>(debounce: .zero, clock: clock) { value in
      calls.withLock { $0 += 1 }
      return value.isMultiple(of: 2) ? .valid : .invalid("Must be even.")
    }
    validation.validate(4)
    try await boundedValue(of: validation.validationTask, "validationTask finished")
    #expect(validation.phase == .valid)
    validation.validate(4)
    try await boundedValue(of: validation.validationTask, "validationTask finished")
    #expect(calls.withLock { $0 } == 1)
    validation.validate(5)
    try await boundedValue(of: validation.validationTask, "validationTask finished")
    #expect(validation.phase == .invalid("Must be even."))
    validation.reset()
    #expect(validation.phase == .idle)
    #expect(validation.value == nil)
  }

  @Test("reset during the debounce stops the check")
  func resetDuringDebounce() async throws {
    let clock = ManualClock()
    let service = UsernameService()
    let validation = makeValidation(service, clock: clock)
    validation.validate("zed")
    let task = validation.validationTask
    validation.reset()
    await clock.advance(by: .seconds(1))
    try await boundedValue(of: task, "task finished")
    #expect(await service.checked.isEmpty)
    #expect(validation.phase == .idle)
  }
}
