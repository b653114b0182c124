import Observation

/// A screen model for an endless list: loads pages from a ``PageLoading`` service, appends
/// them, detects the end, and normalizes errors into ``ServiceFailure``.
///
/// Pagination decisions live in ``PaginationState``: a page is never loaded twice, at most one
/// load runs at a time, and ``refresh()`` cancels a load in flight and drops its result even
/// when the service ignores cancellation.
///
/// ```swift
/// @State private var model = PaginatedListViewModel(service: ProductPages(), pageSize: 20)
/// // .task { await model.load() }
/// // .onAppear of row i: Task { await model.loadMoreIfNeeded(currentIndex: i) }
/// // .refreshable { await model.refresh() }
/// ```
@MainActor
@Observable
public final class PaginatedListViewModel<Item: Sendable> {
  /// Where the first page stands (later pages report through ``isLoadingMore`` and
  /// ``loadMoreFailure`` so the loaded items stay on screen).
  public enum Phase: Sendable, Hashable {
    /// Nothing requested yet.
    case idle
    /// The first page is loading and there is nothing to show yet.
    case loading
    /// Items are on screen (possibly none: an empty list).
    case loaded
    /// The first page failed; nothing to show.
    case failed(ServiceFailure)
  }

  /// Where the list stands.
  public private(set) var phase: Phase = .idle
  /// Every item loaded so far, in page order.
  public private(set) var items: [Item] = []
  /// Whether a page after the first is loading.
  public private(set) var isLoadingMore = false
  /// Whether a refresh is loading while the old items stay visible.
  public private(set) var isRefreshing = false
  /// Why the last load of a later page (or a refresh over loaded items) failed.
  public private(set) var loadMoreFailure: ServiceFailure?
  /// The pagination bookkeeping (next page, end reached, request in flight).
  public private(set) var pagination: PaginationState

  /// The load in flight; tests can await `.value`.
  @ObservationIgnored public private(set) var loadTask: Task<Void, Never>?
  @ObservationIgnored private let service: any PageLoading<Item>

  /// Creates a model loading `pageSize` items per page from `service`.
  public init(service: any PageLoading<Item>, pageSize: Int = 20) {
    self.service = service
    pagination = PaginationState(pageSize: pageSize)
  }

  /// Whether more pages may follow.
  public var hasMorePages: Bool { !pagination.reachedEnd }

  /// Loads the first page if nothing is loaded or loading yet (the seed's `load()`).
  public func load() async {
    guard items.isEmpty, pagination.loadedPages.isEmpty else { return }
    await loadMore()
  }

  /// Loads the next page, unless a load is in flight, the end was reached, or that page was
  /// already loaded. Returns when the load finished or was cancelled.
  public func loadMore() async {
    guard let ticket = pagination.beginNextPage() else { return }
    if items.isEmpty && ticket.request.index == 0 {
      phase = .loading
    } else {
      isLoadingMore = true
    }
    loadMoreFailure = nil
    await run(ticket)
  }

  /// Loads the next page when the row at `currentIndex` is within `threshold` rows of the end.
  public func loadMoreIfNeeded(currentIndex: Int, threshold: Int = 5) async {
    guard currentIndex >= items.count - max(1, threshold) else { return }
    await loadMore()
  }

  /// Cancels any load in flight and reloads from the first page. The current items stay
  /// visible until the new first page replaces them; if the refresh fails they are kept.
  public func refresh() async {
    loadTask?.cancel()
    let ticket = pagination.beginRefresh()
    isLoadingMore = false
    loadMoreFailure = nil
    if items.isEmpty {
      phase = .loading
    } else {
      isRefreshing = true
    }
    await run(ticket)
  }

  /// Retries what failed last: the first page or the next one.
  public func retry() async {
    if case .failed = phase {
      phase = .idle
      await load()
    } else if loadMoreFailure != nil {
      await loadMore()
    }
  }

  private func run(_ ticket: PaginationState.Ticket) async {
    let service = service
    let task = Task { [weak self] in
      let result: Result<Page<Item>, any Error>
      do {
        result = .success(try await service.loadPage(ticket.request))
      } catch {
        result = .failure(error)
      }
      self?.finish(ticket, with: result)
    }
    loadTask = task
    // Cancelling the caller (a SwiftUI `.task` that went away) cancels the load.
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  private func finish(_ ticket: PaginationState.Ticket, with result: Result<Page<Item>, any Error>)
  {
    let cancelled = Task.isCancelled
    switch result {
    case .success(let page) where !cancelled:
      // A stale ticket (refreshed since) is dropped, whatever the service returned.
      guard pagination.complete(ticket, isLastPage: page.isLastPage) else { return }
      if ticket.request.index == 0 {
        items = page.items
      } else {
        items += page.items
      }
      phase = .loaded
      isLoadingMore = false
      isRefreshing = false
      loadMoreFailure = nil
    case .success:
      recordFailure(of: ticket, error: nil)
    case .failure(let error):
      recordFailure(of: ticket, error: cancelled || error is CancellationError ? nil : error)
    }
  }

  /// Records a failed load; `error == nil` means it was cancelled (no message to show).
  private func recordFailure(of ticket: PaginationState.Ticket, error: (any Error)?) {
    guard pagination.fail(ticket) else { return }
    isLoadingMore = false
    isRefreshing = false
    guard let error else {
      if items.isEmpty { phase = .idle }
      return
    }
    let failure = ServiceFailure(normalizing: error)
    if items.isEmpty && ticket.request.index == 0 {
      phase = .failed(failure)
    } else {
      loadMoreFailure = failure
    }
  }
}
