import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraState

@Suite("Pagination state")
struct PaginationStateTests {
  private func next(_ state: inout PaginationState) -> PaginationState.Ticket? {
    state.beginNextPage()
  }

  private func complete(
    _ state: inout PaginationState, _ ticket: PaginationState.Ticket, isLastPage: Bool
  ) -> Bool {
    state.complete(ticket, isLastPage: isLastPage)
  }

  private func fail(_ state: inout PaginationState, _ ticket: PaginationState.Ticket) -> Bool {
    state.fail(ticket)
  }

  @Test("pages are requested in order, one at a time, and never twice")
  func requestsInOrder() throws {
    var state = PaginationState(pageSize: 10)
    let first = try #require(next(&state))
    #expect(first.request == PageRequest(index: 0, size: 10))
    #expect(next(&state) == nil)
    #expect(complete(&state, first, isLastPage: false))
    #expect(!complete(&state, first, isLastPage: false))
    let second = try #require(next(&state))
    #expect(second.request.index == 1)
    #expect(complete(&state, second, isLastPage: true))
    #expect(state.reachedEnd)
    #expect(next(&state) == nil)
  }

  @Test("a refresh outdates the request in flight")
  func refreshOutdatesInFlight() throws {
    var state = PaginationState(pageSize: 5)
    let page0 = try #require(next(&state))
    _ = state.complete(page0, isLastPage: false)
    let page1 = try #require(next(&state))
    let refresh = state.beginRefresh()
    #expect(refresh.request.index == 0 && refresh.generation > page1.generation)
    #expect(!complete(&state, page1, isLastPage: false))
    #expect(!fail(&state, page1))
    #expect(complete(&state, refresh, isLastPage: false))
    #expect(next(&state)?.request.index == 1)
  }

  @Test("a failed refresh restores the progress from before it")
  func failedRefreshRestores() throws {
    var state = PaginationState(pageSize: 5)
    for _ in 0..<3 {
      let ticket = try #require(next(&state))
      _ = state.complete(ticket, isLastPage: false)
    }
    let refresh = state.beginRefresh()
    #expect(fail(&state, refresh))
    #expect(state.loadedPages == [0, 1, 2])
    #expect(next(&state)?.request.index == 3)
  }

  @Test("a failed page can be retried")
  func failedPageRetries() throws {
    var state = PaginationState(pageSize: 5)
    let ticket = try #require(next(&state))
    #expect(fail(&state, ticket))
    #expect(next(&state)?.request.index == 0)
  }

  @Test("page size below one means one")
  func clampsPageSize() {
    #expect(PaginationState(pageSize: 0).pageSize == 1)
  }
}

@Suite("Paginated list view model")
@MainActor
struct PaginatedListViewModelTests {
  @Test("loads the first page, then more, and detects the end from a short page")
  func loadsUntilEnd() async {
    let service = StubPageService(totalItems: 25)
    let model = PaginatedListViewModel(service: service, pageSize: 10)
    #expect(model.phase == .idle)
    await model.load()
    #expect(model.phase == .loaded)
    #expect(model.items == Array(0..<10))
    await model.loadMore()
    await model.loadMore()
    #expect(model.items == Array(0..<25))
    #expect(!model.hasMorePages)
    await model.loadMore()
    await model.load()
    #expect(service.requests.map(\.index) == [0, 1, 2])
  }

  @Test("an exactly full last page ends the list with the following empty page")
  func emptyPageEndsList() async {
    let service = StubPageService(totalItems: 20)
    let model = PaginatedListViewModel(service: service, pageSize: 10)
    for _ in 0..<5 { await model.loadMore() }
    #expect(model.items.count == 20)
    #expect(!model.hasMorePages)
    #expect(service.requests.map(\.index) == [0, 1, 2])
  }

  @Test("load more while a load is in flight does not request the same page again")
  func neverSamePageTwice() async throws {
    let service = GatedPageService()
    let model = PaginatedListViewModel(service: service, pageSize: 2)
    let first = Task { await model.loadMore() }
    try await service.waitForRequests(1)
    await model.loadMore()
    await model.loadMoreIfNeeded(currentIndex: 0)
    #expect(model.phase == .loading)
    await service.answer(0, with: .success(Page(items: [1, 2], isLastPage: false)))
    try await boundedValue(of: first, "first finished")
    #expect(await service.requests.map(\.index) == [0])
    #expect(model.items == [1, 2])
  }

  @Test("refresh cancels a load in flight and drops its late result")
  func refreshCancelsInFlight() async throws {
    let service = GatedPageService()
    let model = PaginatedListViewModel(service: service, pageSize: 2)
    let firstLoad = Task { await model.load() }
    try await service.waitForRequests(1)
    await service.answer(0, with: .success(Page(items: [1, 2], isLastPage: false)))
    try await boundedValue(of: firstLoad, "firstLoad finished")

    let more = Task { await model.loadMore() }
    try await service.waitForRequests(2)
    #expect(model.isLoadingMore)
    let moreTask = try #require(model.loadTask)
    let refresh = Task { await model.refresh() }
    try await service.waitForRequests(3)
    #expect(moreTask.isCancelled)
    #expect(model.isRefreshing && !model.isLoadingMore)
    #expect(model.items == [1, 2])

    // The service ignores cancellation and answers the stale page 1 anyway.
    await service.answer(1, with: .success(Page(items: [3, 4], isLastPage: false)))
    try await boundedValue(of: more, "more finished")
    #expect(model.items == [1, 2])
    await service.answer(2, with: .success(Page(items: [10, 20], isLastPage: false)))
    try await boundedValue(of: refresh, "refresh finished")
    #expect(model.items == [10, 20])
    #expect(!model.isRefreshing)
    #expect(await service.requests.map(\.index) == [0, 1, 0])
  }

  @Test("a first-page failure is normalized into a user-facing failure and can be retried")
  func firstPageFailure() async {
    let offline = NSError(domain: "NSURLErrorDomain", code: -1009)
    let service = StubPageService { _ in throw offline }
    let model = PaginatedListViewModel(service: service, pageSize: 10)
    await model.load()
    #expect(model.phase == .failed(.offline))
    #expect(model.items.isEmpty)
    await model.retry()
    #expect(service.requests.map(\.index) == [0, 0])
  }

  @Test("a later page failure keeps the items and retry asks for the same page once")
  func loadMoreFailureKeepsItems() async {
    let failures = LockedValue(1)
    let service = StubPageService { request in
      if request.index == 1,
        failures.withLock({ count in
          defer { count -= 1 }; return count > 0
        })
      {
        throw ServiceFailure.server(statusCode: 503)
      }
      return Page(items: [request.index], isLastPage: request.index == 2)
    }
    let model = PaginatedListViewModel(service: service, pageSize: 1)
    await model.load()
    await model.loadMore()
    #expect(model.phase == .loaded)
    #expect(model.items == [0])
    #expect(model.loadMoreFailure == .server(statusCode: 503))
    await model.retry()
    await model.loadMore()
    #expect(model.items == [0, 1, 2])
    #expect(model.loadMoreFailure == nil)
    #expect(service.requests.map(\.index) == [0, 1, 1, 2])
  }

  @Test("a failed refresh keeps the items and loading more continues after them")
  func failedRefreshKeepsPosition() async {
    let refreshFails = LockedValue(false)
    let service = StubPageService { request in
      if request.index == 0, refreshFails.withLock({ $0 }) {
        throw DecodingError.dataCorrupted(
          .init(codingPath: [], debugDescription: "bad"))
      }
      return Page(items: [request.index], isLastPage: false)
    }
    let model = PaginatedListViewModel(service: service, pageSize: 1)
    await model.load()
    await model.loadMore()
    refreshFails.withLock { $0 = true }
    await model.refresh()
    #expect(model.items == [0, 1])
    #expect(model.loadMoreFailure == .invalidResponse)
    await model.loadMore()
    #expect(model.items == [0, 1, 2])
    #expect(service.requests.map(\.index) == [0, 1, 0, 2])
  }

  @Test("cancelling the caller cancels the load and leaves the list idle")
  func callerCancellation() async throws {
    let service = GatedPageService()
    let model = PaginatedListViewModel(service: service, pageSize: 2)
    let caller = Task { await model.load() }
    try await service.waitForRequests(1)
    caller.cancel()
    await service.answer(0, with: .success(Page(items: [1], isLastPage: true)))
    try await boundedValue(of: caller, "caller finished")
    #expect(model.phase == .idle)
    #expect(model.items.isEmpty)
  }
}
