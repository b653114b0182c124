/// What a search looks for.
struct SearchMode: Sendable {
  /// Only a match starting at the search start counts.
  var anchored: Bool
  /// Only a match ending at the end of the text counts.
  var requireEnd: Bool
  /// Any match will do: stop at the first one found, whatever its priority.
  var earliest: Bool

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
