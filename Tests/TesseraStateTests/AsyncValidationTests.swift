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
    return try await withCheckedThrowingContinuation { continuation in
      pending[name] = continuation
      let ready = waiters.filter { $0.count <= checked.count }
      waiters.removeAll { $0.count <= checked.count }
      for waiter in ready { waiter.continuation.resume() }
    }
  }

  func waitForChecks(_ count: Int) async {
    if checked.count >= count { return }
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
    await service.waitForChecks(1)
    await service.answer("ada", with: .success(true))
    await validation.validationTask?.value
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
    await service.waitForChecks(1)
    validation.validate("bobby")
    #expect(olderTask.isCancelled)
    await clock.advance(by: .milliseconds(300))
    await service.waitForChecks(2)
    await service.answer("bobby", with: .success(false))
    await validation.validationTask?.value
    #expect(validation.phase == .invalid("“bobby” is taken."))
    // The service ignores cancellation; its late "free" for "bob" must not win.
    await service.answer("bob", with: .success(true))
    await olderTask.value
    #expect(validation.phase == .invalid("“bobby” is taken."))
    #expect(validation.value == "bobby")
  }

  @Test("a throwing validator ends in a normalized failure")
  func failurePhase() async {
    let clock = ManualClock()
    let service = UsernameService()
    let validation = makeValidation(service, clock: clock)
    validation.validate("eve")
    await clock.advance(by: .milliseconds(300))
    await service.waitForChecks(1)
    await service.answer("eve", with: .failure(ServiceFailure.timedOut))
    await validation.validationTask?.value
    #expect(validation.phase == .failed(.timedOut))
    // A failed value can be checked again.
    validation.validate("eve")
    #expect(validation.phase == .validating)
  }

  @Test("the same decided value is not checked again, and reset returns to idle")
  func sameValueAndReset() async {
    let clock = ManualClock()
    let calls = LockedValue(0)
    let validation = AsyncValidation<Int>(debounce: .zero, clock: clock) { value in
      calls.withLock { $0 += 1 }
      return value.isMultiple(of: 2) ? .valid : .invalid("Must be even.")
    }
    validation.validate(4)
    await validation.validationTask?.value
    #expect(validation.phase == .valid)
    validation.validate(4)
    await validation.validationTask?.value
    #expect(calls.withLock { $0 } == 1)
    validation.validate(5)
    await validation.validationTask?.value
    #expect(validation.phase == .invalid("Must be even."))
    validation.reset()
    #expect(validation.phase == .idle)
    #expect(validation.value == nil)
  }

  @Test("reset during the debounce stops the check")
  func resetDuringDebounce() async {
    let clock = ManualClock()
    let service = UsernameService()
    let validation = makeValidation(service, clock: clock)
    validation.validate("zed")
    let task = validation.validationTask
    validation.reset()
    await clock.advance(by: .seconds(1))
    await task?.value
    #expect(await service.checked.isEmpty)
    #expect(validation.phase == .idle)
  }
}
