import TesseraJSON
import TesseraTokens

/// One problem in a DTCG file, at a token or group path.
public struct DTCGIssue: Sendable, Hashable, CustomStringConvertible {
  /// The dotted path of the token or group (`color.accent.primary`), or `(root)`.
  public var path: String
  /// What is wrong, in words a person can act on.
  public var message: String

  /// Creates an issue.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}

/// An error reading, validating or resolving a DTCG (Design Tokens Format Module 2025.10) file.
public enum DTCGError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is not valid JSON, or exceeds the JSON limits.
  case json(JSONParseError)
  /// The file is JSON but breaks the format; every problem found is listed.
  case invalid([DTCGIssue])
  /// The file exceeds a limit that bounds work (alias chains, expansion size).
  case limit(DTCGIssue)

  /// A message listing the problems with their paths.
  public var description: String {
    switch self {
    case .json(let error): return error.description
    case .invalid(let issues):
      return "invalid design tokens:\n" + issues.map { "  \($0)" }.joined(separator: "\n")
    case .limit(let issue): return "design tokens exceed a limit: \(issue)"
    }
  }

  /// The issues, for programmatic checks.
  public var issues: [DTCGIssue] {
    switch self {
    case .json(let error): return [DTCGIssue(path: "(root)", message: error.description)]
    case .invalid(let issues): return issues
    case .limit(let issue): return [issue]
    }
  }
}

/// Limits that bound the work of reading an untrusted DTCG file.
public struct DTCGLimits: Sendable, Hashable {
  /// Limits on the JSON itself (size, depth, number of values).
  public var json: JSONLimits
  /// The most tokens accepted.
  public var maximumTokens: Int
  /// The longest alias chain followed.
  public var maximumAliasDepth: Int
  /// The most JSON values a resolved file may expand to (guards against alias bombs).
  public var maximumExpandedValues: Int

  /// Creates limits.
  public init(
    json: JSONLimits, maximumTokens: Int, maximumAliasDepth: Int, maximumExpandedValues: Int
  ) {
    self.json = json
    self.maximumTokens = maximumTokens
    self.maximumAliasDepth = maximumAliasDepth
    self.maximumExpandedValues = maximumExpandedValues
  }

  /// 4 MB of JSON nested at most 32 deep, 50,000 tokens, alias chains of 32, 1,000,000 values.
  public static let `default` = DTCGLimits(
    json: JSONLimits(maximumBytes: 4 * 1024 * 1024, maximumDepth: 32, maximumValues: 1_000_000),
    maximumTokens: 50_000, maximumAliasDepth: 32, maximumExpandedValues: 1_000_000)
}
