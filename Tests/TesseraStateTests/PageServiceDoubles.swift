import TesseraState
import TesseraTestSupport

/// A page service that answers at once from a closure, logging every request.
final class StubPageService: PageLoading, Sendable {
  typealias Item = Int

  private let log = LockedValue<[PageRequest]>([])
  private let answer: @Sendable (PageRequest) throws -> Page<Int>

  init(answer: @escaping @Sendable (PageRequest) throws -> Page<Int>) { self.answer = answer }

  /// Serves `totalItems` integers 0..<totalItems in pages.
  convenience init(totalItems: Int) {
    self.init { request in
      let start = min(request.index * request.size, totalItems)
      let end = min(start + request.size, totalItems)
      return Page(items: Array(start..<end), for: request)
    }
  }

  var requests: [PageRequest] { log.withLock { $0 } }

  func loadPage(_ request: PageRequest) async throws -> Page<Int> {
    log.withLock { $0.append(request) }
    return try answer(request)
  }
}

/// A page service whose every request waits until the test answers it, and which ignores
/// cancellation (the worst case for the model).
actor GatedPageService: PageLoading {
  typealias Item = Int

  private(set) var requests: [PageRequest] = []
  private var pending: [Int: CheckedContinuation<Page<Int>, any Error>] = [:]
  private var requestWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  func loadPage(_ request: PageRequest) async throws -> Page<Int> {
    requests.append(request)
    let number = requests.count - 1
    // bounded: the test answers each request; it awaits the loads through boundedValue.
    return try await withCheckedThrowingContinuation { continuation in
      pending[number] = continuation
      let ready = requestWaiters.filter { $0.count <= requests.count }
      requestWaiters.removeAll { $0.count <= requests.count }
      for waiter in ready { waiter.continuation.resume() }
    }
  }

  /// Suspends until at least `count` requests arrived; fails the test after the default limit.
  func waitForRequests(_ count: Int) async throws {
    try await withTimeLimit("the service received \(count) requests") {
      await self.suspendUntilRequested(count)
    }
  }

  private func suspendUntilRequested(_ count: Int) async {
    if requests.count >= count { return }
    // bounded: only reached through waitForRequests, which has a time limit.
    await withCheckedContinuation { requestWaiters.append((count, $0)) }
  }

  /// Answers request number `number` (0-based, in arrival order).
  func answer(_ number: Int, with result: Result<Page<Int>, any Error>) {
    pending.removeValue(forKey: number)?.resume(with: result)
  }
}
