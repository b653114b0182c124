/// How a navigation bar's large title collapses into the inline title while content scrolls.
///
/// ```swift
/// let collapse = NavigationBarCollapse(largeTitleHeight: 52)
/// collapse.progress(scrollOffset: 26)    // 0.5
/// collapse.inlineTitleOpacity(scrollOffset: 52)  // 1
/// ```
public struct NavigationBarCollapse: Sendable, Hashable, Codable {
  /// The height of the large title area that scrolls away, in points (at least 1).
  public let largeTitleHeight: Double

  /// Creates a collapse rule; a height that is not positive and finite becomes 52.
  public init(largeTitleHeight: Double = 52) {
    self.largeTitleHeight =
      largeTitleHeight.isFinite && largeTitleHeight >= 1 ? largeTitleHeight : 52
  }

  /// How collapsed the bar is, 0 (large title fully shown) to 1 (inline); pulling down past
  /// the top (a negative offset) stays at 0, and NaN counts as 0.
  public func progress(scrollOffset: Double) -> Double {
    guard !scrollOffset.isNaN else { return 0 }
    return min(1, max(0, scrollOffset / largeTitleHeight))
  }

  /// The inline title fades in over the last third of the collapse.
  public func inlineTitleOpacity(scrollOffset: Double) -> Double {
    min(1, max(0, (progress(scrollOffset: scrollOffset) - 2.0 / 3) * 3))
  }

  /// Whether the bar's bottom separator shows: only once content scrolls under it.
  public func showsSeparator(scrollOffset: Double) -> Bool {
    progress(scrollOffset: scrollOffset) >= 1
  }
}
