/// One match, with ranges in UTF-16 offsets as `NSRegularExpression` reports them.
public struct PatternMatch: Sendable, Hashable {
  /// The matched range of the text.
  public var range: Range<Int>
  /// The capture groups in pattern order: `captures[0]` is group 1. `nil` when a group did not
  /// take part in the match.
  public var captures: [Range<Int>?]
  /// The named groups that took part in the match.
  public var namedCaptures: [String: Range<Int>]

  /// Creates a match.
  public init(range: Range<Int>, captures: [Range<Int>?], namedCaptures: [String: Range<Int>]) {
    self.range = range
    self.captures = captures
    self.namedCaptures = namedCaptures
  }
}
