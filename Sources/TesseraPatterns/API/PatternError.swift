/// Why a pattern was not compiled: what went wrong and where, as a UTF-16 offset in the pattern.
public struct PatternError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kinds of failure.
  public enum Kind: Sendable, Equatable {
    /// A construct that needs backtracking or unbounded memory, such as a backreference.
    case unsupported(construct: String)
    /// The pattern is not well formed.
    case syntax(String)
    /// The pattern exceeds one of the `PatternLimits`.
    case limit(String)
  }

  /// What went wrong.
  public var kind: Kind
  /// The UTF-16 offset in the pattern where the problem starts.
  public var offset: Int

  /// Creates an error.
  public init(_ kind: Kind, at offset: Int) {
    self.kind = kind
    self.offset = offset
  }

  /// A one-line message naming the problem and its offset.
  public var description: String {
    switch kind {
    case .unsupported(let construct):
      return "unsupported construct \(construct) at offset \(offset)"
    case .syntax(let message):
      return "syntax error at offset \(offset): \(message)"
    case .limit(let message):
      return "limit exceeded at offset \(offset): \(message)"
    }
  }
}
