/// A zero-width condition on the position between two characters.
enum AssertionKind: Int32, Sendable, Hashable {
  /// `\A`, and `^` outside multiline mode.
  case textStart
  /// `\z`.
  case textEnd
  /// `\Z`, and `$` outside multiline mode: the end, or before a final line terminator.
  case textEndBeforeFinalTerminator
  /// `^` in multiline mode.
  case lineStart
  /// `$` in multiline mode.
  case lineEnd
  /// `\b`.
  case wordBoundary
  /// `\B`.
  case notWordBoundary
  /// Not between the CR and LF of a CRLF pair; used to make `(?s).` and `\R` take CRLF as one.
  case notInsideCRLF
  /// `^` in multiline mode with `(?d)`: only LF ends a line.
  case lineStartUnix
  /// `$` in multiline mode with `(?d)`.
  case lineEndUnix
  /// `$` outside multiline mode with `(?d)`: the end, or before a final LF.
  case textEndBeforeFinalNewline
  /// Between two extended grapheme clusters (UAX #29), for `\X`.
  case graphemeBoundary
  /// Inside an extended grapheme cluster, for `\X`.
  case notGraphemeBoundary
  /// `\b` with `(?w)`: a word boundary by UAX #29.
  case unicodeWordBoundary
  /// `\B` with `(?w)`.
  case notUnicodeWordBoundary
}

/// A parsed pattern node with its UTF-16 offset in the pattern. Flags such as `(?i)` are
/// already applied: literals became case-closed sets, anchors and `.` carry their mode.
struct PatternNode: Sendable {
  /// What the node matches.
  indirect enum Kind: Sendable {
    /// Matches the empty string.
    case empty
    /// One scalar.
    case scalar(UInt32)
    /// One scalar from a set.
    case set(ScalarSet)
    /// Any scalar; `dotAll` includes line terminators.
    case dot(dotAll: Bool)
    /// A zero-width assertion.
    case assertion(AssertionKind)
    /// A group; `capture` is the 1-based group number for a capturing group.
    case group(PatternNode, capture: Int?)
    /// A sequence.
    case concatenation([PatternNode])
    /// Alternatives in priority order.
    case alternation([PatternNode])
    /// A quantified node; `max == nil` means unbounded.
    case repetition(PatternNode, min: Int, max: Int?, greedy: Bool)
    /// A possessive repetition of one character or set (`[a-z]*+`, `(?>x?)`): as many as
    /// possible, never given back. The body is a `.scalar`, `.set` or `.dot`.
    case possessive(PatternNode, min: Int, max: Int?)
    /// A literal run under `(?i)`, fully case folded (`ß` is `ss`), of two or more scalars:
    /// it matches text whose full case folding, character by character, is this sequence.
    case foldedString([UInt32])
    /// A look-around, a zero-width assertion that `body` matches from here (`ahead`) or up to
    /// here (behind), or does not (`negative`). `index` numbers look-arounds innermost first:
    /// every look-around inside `body` has a smaller index.
    case lookaround(PatternNode, ahead: Bool, negative: Bool, index: Int)
  }

  var kind: Kind
  /// The UTF-16 offset of the node's first character in the pattern.
  var offset: Int
}

/// The parser's result: the tree and what the compiler needs about groups.
struct ParsedPattern: Sendable {
  var root: PatternNode
  /// How many capturing groups the pattern has.
  var captureCount: Int
  /// Group numbers by name.
  var names: [String: Int]
  /// A match can only start at a line start that is not between a CR and its LF: ICU skips
  /// those positions when the pattern begins with a multiline `^`.
  var startsAtLineStart = false
  /// How many look-arounds the pattern has.
  var lookaroundCount = 0
}
