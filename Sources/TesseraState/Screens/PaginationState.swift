/// The pure bookkeeping of a paginated list: which page comes next, which request is in
/// flight, whether the end was reached. ``PaginatedListViewModel`` delegates to it.
///
/// Guarantees: the same page is never requested twice within one generation (a refresh starts
/// a new generation), at most one request is in flight, and a response from an older generation
/// or for a request that is no longer in flight is rejected.
public struct PaginationState: Sendable, Hashable {
  /// A request tagged with the generation it belongs to.
  public struct Ticket: Sendable, Hashable {
    /// The page requested.
    public var request: PageRequest
    /// The refresh generation that issued it.
    public var generation: UInt64
  }

  /// Items per page.
  public let pageSize: Int
  /// The index of the next page to load.
  public private(set) var nextPageIndex = 0
  /// Whether the last page was loaded.
  public private(set) var reachedEnd = false
  /// The request in flight, if any.
  public private(set) var inFlight: Ticket?
  /// Every page index loaded in this generation.
  public private(set) var loadedPages: Set<Int> = []
  /// Increases with each refresh.
  public private(set) var generation: UInt64 = 0
  private var beforeRefresh: Progress?

  private struct Progress: Sendable, Hashable {
    var nextPageIndex: Int
    var reachedEnd: Bool
    var loadedPages: Set<Int>
  }

  /// Creates the state for a list with `pageSize` items per page (at least 1).
  public init(pageSize: Int) { self.pageSize = max(1, pageSize) }

  /// The next page to request, or `nil` when a request is in flight, the end was reached or
  /// the page was already loaded.
  public mutating func beginNextPage() -> Ticket? {
    guard inFlight == nil, !reachedEnd, !loadedPages.contains(nextPageIndex) else { return nil }
    let ticket = Ticket(
      request: PageRequest(index: nextPageIndex, size: pageSize), generation: generation)
    inFlight = ticket
    return ticket
  }

  /// Starts over: a new generation (outdating any request in flight) and page 0. If the
  /// refresh fails, the progress from before it comes back, so loading more continues where
  /// the items on screen end instead of loading page 0 again.
  public mutating func beginRefresh() -> Ticket {
    if beforeRefresh == nil {
      beforeRefresh = Progress(
        nextPageIndex: nextPageIndex, reachedEnd: reachedEnd, loadedPages: loadedPages)
    }
    generation += 1
    nextPageIndex = 0
    reachedEnd = false
    loadedPages = []
    let ticket = Ticket(request: PageRequest(index: 0, size: pageSize), generation: generation)
    inFlight = ticket
    return ticket
  }

  /// Records a successful response; returns `false` (and changes nothing) when the ticket is
  /// stale, so its items must be dropped.
  public mutating func complete(_ ticket: Ticket, isLastPage: Bool) -> Bool {
    guard inFlight == ticket else { return false }
    inFlight = nil
    beforeRefresh = nil
    loadedPages.insert(ticket.request.index)
    nextPageIndex = ticket.request.index + 1
    reachedEnd = isLastPage
    return true
  }

  /// Records a failed or cancelled request; returns `false` when the ticket is stale. The
  /// same page can be requested again afterwards (retry); a failed refresh restores the
  /// progress from before it.
  public mutating func fail(_ ticket: Ticket) -> Bool {
    guard inFlight == ticket else { return false }
    inFlight = nil
    if let progress = beforeRefresh {
      nextPageIndex = progress.nextPageIndex
      reachedEnd = progress.reachedEnd
      loadedPages = progress.loadedPages
      beforeRefresh = nil
    }
    return true
  }
}
