/// Why an untrusted theme spec was rejected. Every case says what and where.
public enum ThemeSpecError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The data is larger than the limit (1 MB).
  case tooLarge(bytes: Int, limit: Int)
  /// Arrays and objects nest deeper than the limit (32), first exceeded at a byte offset.
  case tooDeep(depth: Int, limit: Int, offset: Int)
  /// The data is not JSON, or not a JSON object at the top.
  case malformedJSON(String)
  /// The spec's version is newer than this library understands, or not positive.
  case unsupportedVersion(Int)
  /// A required value is missing.
  case missingValue(path: String)
  /// A value has the wrong JSON type: `expected` and `found` are phrases (`a number`, `the
  /// string "16px"`).
  case typeMismatch(path: String, expected: String, found: String)
  /// A member the spec does not have: a misspelled section (`colour`) or a role that does not
  /// exist (`acent`); `noun` says which (`key`, `role`) and `suggestion` is the nearest name.
  case unknownKey(path: String, key: String, noun: String, suggestion: String?)
  /// A value has the right type but is not acceptable (bad hex, unknown role, NaN, negative).
  case invalidValue(path: String, reason: String)

  /// The JSON path of the problem, such as `colors.accent.dark`, when there is one.
  public var path: String? {
    switch self {
    case .missingValue(let path), .typeMismatch(let path, _, _), .invalidValue(let path, _),
      .unknownKey(let path, _, _, _):
      return path
    default:
      return nil
    }
  }

  /// A message a person can act on.
  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      return "theme spec is \(bytes) bytes; the limit is \(limit)"
    case .tooDeep(let depth, let limit, let offset):
      return "theme spec nests \(depth) levels deep at byte \(offset); the limit is \(limit)"
    case .malformedJSON(let message):
      return "theme spec is not valid JSON: \(message)"
    case .unsupportedVersion(let version):
      return
        "specVersion \(version) is not supported (this library reads 1...\(ThemeSpec.currentVersion))"
    case .missingValue(let path):
      return "\(path): required value is missing"
    case .typeMismatch(let path, let expected, let found):
      return "\(path): expected \(expected), found \(found)"
    case .unknownKey(let path, let key, let noun, let suggestion):
      return "\(path): unknown \(noun) '\(key)'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .invalidValue(let path, let reason):
      return "\(path): \(reason)"
    }
  }
}
