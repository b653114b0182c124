/// Why a JSON document was refused: a syntax error or a limit it broke, with the byte offset,
/// line and column where reading stopped.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, as a case a caller can map to its own error.
  public enum Kind: Sendable, Equatable {
    /// The input is larger than ``JSONLimits/maximumBytes``.
    case tooLarge(bytes: Int, limit: Int)
    /// An array or object opens deeper than ``JSONLimits/maximumDepth``; `depth` is the depth
    /// it would have had (the limit plus one).
    case tooDeep(depth: Int, limit: Int)
    /// The document holds more than ``JSONLimits/maximumValues`` values.
    case tooManyValues(limit: Int)
    /// The bytes are not JSON (RFC 8259) or not UTF-8.
    case syntax(String)
  }

  /// What went wrong.
  public var kind: Kind
  /// The byte offset in the input.
  public var offset: Int
  /// The 1-based line.
  public var line: Int
  /// The 1-based column (in bytes).
  public var column: Int

  /// Creates an error.
  public init(kind: Kind, offset: Int, line: Int, column: Int) {
    self.kind = kind
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// What is wrong, without the position.
  public var reason: String {
    switch kind {
    case .tooLarge(let bytes, let limit):
      return "input is \(bytes) bytes, more than the limit of \(limit)"
    case .tooDeep(_, let limit): return "nested deeper than \(limit) levels"
    case .tooManyValues(let limit): return "more than \(limit) values"
    case .syntax(let message): return message
    }
  }

  /// The reason followed by the position: `expected ':' after key "a" at line 2, column 6
  /// (byte offset 14)`, for callers that put their own prefix in front.
  public var located: String {
    "\(reason) at line \(line), column \(column) (byte offset \(offset))"
  }

  /// A message naming the problem and where it is.
  public var description: String { "JSON error at line \(line), column \(column): \(reason)" }
}
