/// What a search looks for.
struct SearchMode: Sendable {
  /// Only a match starting at the search start counts.
  var anchored: Bool
  /// Only a match ending at the end of the text counts.
  var requireEnd: Bool
  /// Any match will do: stop at the first one found, whatever its priority.
  var earliest: Bool
  /// With `requireEnd`, where the match must end when that is not the end of the text (a
  /// look-behind's body, which must end where the look-behind is); -1 for the end.
  var end = -1

  /// Where a match must end, or -1 when it may end anywhere.
  @inline(__always)
  func requiredEnd(_ count: Int) -> Int {
    requireEnd ? (end >= 0 ? end : count) : -1
  }

  /// Leftmost-first search with captures.
  static let first = SearchMode(anchored: false, requireEnd: false, earliest: false)
  /// Is there a match anywhere.
  static let any = SearchMode(anchored: false, requireEnd: false, earliest: true)
  /// Does the entire text match.
  static let whole = SearchMode(anchored: true, requireEnd: true, earliest: true)
}

/// A stack entry shared by the executors: explore `pc` at `value`, or (pc < 0) restore slot
/// `slot` to `value`. In the backtracker, an explore entry with `slot` > 0 is a run: it also
/// stands for exploring `pc` at the `slot` positions below `value`, highest first.
struct Frame {
  var pc: Int32
  var slot: Int32
  var value: Int
}
