import TesseraTokens

/// How many lines expandable text shows and whether it needs its toggle.
///
/// The limit grows with Dynamic Type's accessibility sizes (one more line per accessibility
/// size, up to twice the limit), since fewer words fit on each larger line. The toggle is
/// shown only when the text is actually cut: its full height exceeds its height at the limit
/// by more than half a point (measurements round).
///
/// ```swift
/// let lines = ExpandableTextLines(lineLimit: 3)
/// lines.lineLimit(isExpanded: false, contentSize: .large)            // 3
/// lines.lineLimit(isExpanded: false, contentSize: .accessibility2)   // 5
/// lines.needsToggle(fullHeight: 120, limitedHeight: 66)              // true
/// ```
public struct ExpandableTextLines: Sendable, Hashable, Codable {
  /// The lines shown while collapsed at the standard text sizes (at least 1).
  public let lineLimit: Int

  /// Creates the rule; a limit below 1 counts as 1.
  public init(lineLimit: Int) {
    self.lineLimit = Swift.max(1, lineLimit)
  }

  /// The line limit to apply: nil (no limit) when expanded.
  public func lineLimit(isExpanded: Bool, contentSize: ContentSize = .large) -> Int? {
    guard !isExpanded else { return nil }
    let extra: Int
    switch contentSize {
    case .accessibility1: extra = 1
    case .accessibility2: extra = 2
    case .accessibility3: extra = 3
    case .accessibility4: extra = 4
    case .accessibility5: extra = 5
    default: extra = 0
    }
    return Swift.min(lineLimit * 2, lineLimit + extra)
  }

  /// Whether text `fullHeight` points tall when unlimited, `limitedHeight` at its limit, is
  /// cut and so needs the toggle; false for heights that are not finite.
  public func needsToggle(fullHeight: Double, limitedHeight: Double) -> Bool {
    guard fullHeight.isFinite, limitedHeight.isFinite else { return false }
    return fullHeight - limitedHeight > 0.5
  }
}
