/// Which page to load: a zero-based index and the page size.
public struct PageRequest: Sendable, Hashable, Codable {
  /// The zero-based page index.
  public var index: Int
  /// Items per page.
  public var size: Int

  /// Creates a request.
  public init(index: Int, size: Int) {
    self.index = index
    self.size = size
  }
}

/// One loaded page.
public struct Page<Item: Sendable>: Sendable {
  /// The items, in display order.
  public var items: [Item]
  /// Whether this is the last page.
  public var isLastPage: Bool

  /// Creates a page, saying explicitly whether more follow.
  public init(items: [Item], isLastPage: Bool) {
    self.items = items
    self.isLastPage = isLastPage
  }

  /// Creates a page whose end is detected from its length: fewer items than requested
  /// (including none) means the list ended.
  public init(items: [Item], for request: PageRequest) {
    self.init(items: items, isLastPage: items.count < request.size)
  }
}

extension Page: Equatable where Item: Equatable {}

/// Loads pages for a ``PaginatedListViewModel``. `Sendable` so the model can call it from the
/// main actor while the work (network, decoding) runs elsewhere; implementations should honour
/// task cancellation, though the model discards results of cancelled loads regardless.
public protocol PageLoading<Item>: Sendable {
  /// The element type.
  associatedtype Item: Sendable
  /// Loads the page `request` asks for.
  func loadPage(_ request: PageRequest) async throws -> Page<Item>
}
