import TesseraLocalization

/// Which dots a page indicator shows and how large each is, for any number of pages.
///
/// Up to `maximumVisibleDots` pages show one full-size dot each. Beyond that the window of
/// dots follows the current page and the dots at a window edge shrink, hinting that more pages
/// lie that way (the iOS behaviour).
///
/// ```swift
/// let layout = PageIndicatorLayout(pageCount: 20, currentPage: 10, maximumVisibleDots: 7)
/// layout.visiblePages   // 7..<14
/// layout.dots.map(\.scale)  // [0.5, 0.75, 1, 1, 1, 0.75, 0.5]
/// ```
public struct PageIndicatorLayout: Sendable, Hashable, Codable {
  /// One drawn dot.
  public struct Dot: Sendable, Hashable, Codable {
    /// The page this dot stands for.
    public var page: Int
    /// Whether it is the current page.
    public var isCurrent: Bool
    /// Its size relative to a full dot: 1, 0.75 or 0.5.
    public var scale: Double
  }

  /// The number of pages, 0 or more.
  public let pageCount: Int
  /// The current page, clamped to the pages (0 when there are none).
  public let currentPage: Int
  /// The most dots drawn at once, at least 3.
  public let maximumVisibleDots: Int

  /// Creates a layout; counts and indices out of range are clamped.
  public init(pageCount: Int, currentPage: Int, maximumVisibleDots: Int = 7) {
    self.pageCount = max(0, pageCount)
    self.currentPage = min(max(0, pageCount - 1), max(0, currentPage))
    self.maximumVisibleDots = max(3, maximumVisibleDots)
  }

  /// The pages that have a dot.
  public var visiblePages: Range<Int> {
    guard pageCount > maximumVisibleDots else { return 0..<pageCount }
    let half = maximumVisibleDots / 2
    let start = min(pageCount - maximumVisibleDots, max(0, currentPage - half))
    return start..<(start + maximumVisibleDots)
  }

  /// The dots to draw, leading to trailing.
  public var dots: [Dot] {
    let window = visiblePages
    return window.map { page in
      var scale = 1.0
      let moreBefore = window.lowerBound > 0
      let moreAfter = window.upperBound < pageCount
      if moreBefore && page == window.lowerBound { scale = 0.5 }
      if moreBefore && page == window.lowerBound + 1 { scale = 0.75 }
      if moreAfter && page == window.upperBound - 1 { scale = 0.5 }
      if moreAfter && page == window.upperBound - 2 { scale = 0.75 }
      if page == currentPage { scale = 1 }
      return Dot(page: page, isCurrent: page == currentPage, scale: scale)
    }
  }

  /// What VoiceOver reads, "Page 3 of 20", before it is put into a language.
  public var accessibilityPhrase: LocalizedPhrase {
    pageCount == 0 ? LocalizedPhrase(.pageEmpty) : .page(currentPage + 1, of: pageCount)
  }

  /// What VoiceOver reads, in English: "Page 3 of 20".
  public var accessibilityValue: String { accessibilityPhrase.english }
}
