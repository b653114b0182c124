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
  /// A resolver document's `$ref` source cannot be read: a URL, a path leaving the resolver's
  /// folder, a missing file, a pointer that names nothing.
  case sourceReference(DTCGSourceReferenceError)

  /// A message listing the problems with their paths.
  public var description: String {
    switch self {
    case .json(let error): return error.description
    case .invalid(let issues):
      return "invalid design tokens:\n" + issues.map { "  \($0)" }.joined(separator: "\n")
    case .limit(let issue): return "design tokens exceed a limit: \(issue)"
    case .sourceReference(let error): return error.description
    }
  }

  /// The issues, for programmatic checks.
  public var issues: [DTCGIssue] {
    switch self {
    case .json(let error): return [DTCGIssue(path: "(root)", message: error.description)]
    case .invalid(let issues): return issues
    case .limit(let issue): return [issue]
    case .sourceReference(let error):
      return [DTCGIssue(path: error.path, message: error.reasonWithReference)]
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

/// Why a resolver document's `{"$ref": ...}` source was refused, with where it is and what it
/// says.
public struct DTCGSourceReferenceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with the reference.
  public enum Problem: Error, Sendable, Hashable {
    /// A URL (`https://...`, `file:...`): only files in the resolver's folder are read.
    case url
    /// An absolute path (`/etc/...`, `~/...`, `C:\...`).
    case absolutePath
    /// A path with a `..` segment, leaving the resolver's folder.
    case leavesFolder
    /// A path that reaches outside the resolver's folder through a symbolic link.
    case linkLeavesFolder
    /// A character a portable path does not hold (`\`, NUL).
    case unsafeCharacter(String)
    /// An empty reference.
    case empty
    /// The resolver was not read from a file, so there is no folder to read sources from.
    case noFolder
    /// The file could not be read or parsed; the reason says why.
    case file(String)
    /// A JSON Pointer that names nothing.
    case pointer(String)
    /// A source that names a modifier (only `resolutionOrder` may).
    case modifier
    /// A source that points into `resolutionOrder`.
    case resolutionOrder
    /// References that lead back to themselves.
    case cycle
    /// What the reference names is not a token object.
    case notTokens(String)
    /// More files than ``DTCGResolverDocument/maximumSourceFiles``.
    case tooManyFiles(Int)
    /// More sources, or more JSON values in them, than the resolver's limits
    /// (``DTCGResolverDocument/maximumSources``, ``DTCGResolverDocument/maximumSourceValues``).
    case tooLarge(String)
  }

  /// Where the reference is in the resolver (`sets.base.sources.0`).
  public var path: String
  /// The `$ref` string as written.
  public var reference: String
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  public init(path: String, reference: String, problem: Problem) {
    self.path = path
    self.reference = reference
    self.problem = problem
  }

  /// Why, in words a person can act on.
  public var reason: String {
    switch problem {
    case .url: return "is a URL; only files in the resolver's folder are read, never the network"
    case .absolutePath:
      return "is an absolute path; give a path relative to the resolver's folder"
    case .leavesFolder:
      return "leaves the resolver's folder ('..'); only files in it and its subfolders are read"
    case .linkLeavesFolder:
      return "is a symbolic link to a file outside the resolver's folder; it is not read"
    case .unsafeCharacter(let character):
      return "holds \(character); write relative paths with '/' only"
    case .empty: return "is empty"
    case .noFolder:
      return "names a file, but the resolver was not read from a file (import the resolver's path)"
    case .file(let reason): return "cannot be read: \(reason)"
    case .pointer(let reason): return "names nothing: \(reason)"
    case .modifier: return "names a modifier; only resolutionOrder may name modifiers"
    case .resolutionOrder: return "points into resolutionOrder, which sources may not name"
    case .cycle: return "leads back to itself (a cycle of references)"
    case .notTokens(let found): return "names \(found), not a token object"
    case .tooManyFiles(let limit): return "is past the limit of \(limit) source files"
    case .tooLarge(let what): return "is past the limit of \(what)"
    }
  }

  /// `$ref "x": reason`.
  var reasonWithReference: String { "$ref \"\(reference)\" \(reason)" }

  /// `path: $ref "x" reason`.
  public var description: String { "\(path): \(reasonWithReference)" }
}
