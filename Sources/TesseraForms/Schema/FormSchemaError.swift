import TesseraPatterns

/// Why a form schema (or a values file) was rejected. Every case says where: a JSON path such
/// as `$.fields[3].pattern`, the field's id when it is known, or a byte offset for problems
/// found before the JSON is parsed.
public enum FormSchemaError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The document is larger than the limit (bytes).
  case tooLarge(bytes: Int, limit: Int)
  /// Arrays and objects nest deeper than the limit; `offset` is the byte that went too deep.
  case tooDeep(offset: Int, limit: Int)
  /// The schema has more fields than the limit.
  case tooManyFields(count: Int, limit: Int)
  /// More fields carry a pattern than the limit.
  case tooManyPatternFields(count: Int, limit: Int)
  /// The schema offers more choice options in total than the limit.
  case tooManyOptions(count: Int, limit: Int)
  /// The bytes are not JSON, or not UTF-8.
  case malformedJSON(path: String, detail: String)
  /// A key holds a value of the wrong kind, or a required key is missing.
  case invalidValue(path: String, detail: String)
  /// A field's `type` is not one of `FieldType`.
  case unknownType(path: String, field: String, type: String)
  /// Two fields share an id.
  case duplicateID(path: String, id: String, firstPath: String)
  /// A field's lower bound exceeds its upper bound, or a bound is negative.
  case impossibleBounds(path: String, field: String, detail: String)
  /// A field's pattern does not compile; the error carries the offset in the pattern.
  case invalidPattern(path: String, field: String, error: PatternError)
  /// A key names a field that does not exist.
  case unknownReference(path: String, field: String, reference: String)
  /// Visibility conditions refer to each other in a loop.
  case conditionCycle(path: String, fields: [String])
  /// A key does not apply to the field's type, or a required key for the type is missing.
  case inapplicable(path: String, field: String, detail: String)

  /// The JSON path (or `$` for whole-document problems) the error is about.
  public var path: String {
    switch self {
    case .tooLarge, .tooDeep, .tooManyFields, .tooManyPatternFields, .tooManyOptions: return "$"
    case .malformedJSON(let path, _), .invalidValue(let path, _),
      .unknownType(let path, _, _), .duplicateID(let path, _, _),
      .impossibleBounds(let path, _, _), .invalidPattern(let path, _, _),
      .unknownReference(let path, _, _), .conditionCycle(let path, _),
      .inapplicable(let path, _, _):
      return path
    }
  }

  /// A message that says what is wrong and where.
  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      return "schema is \(bytes) bytes; the limit is \(limit) bytes"
    case .tooDeep(let offset, let limit):
      return "JSON nests deeper than \(limit) levels at byte offset \(offset)"
    case .tooManyFields(let count, let limit):
      return "schema has \(count > limit ? "more than \(limit)" : "\(count)") fields; "
        + "the limit is \(limit)"
    case .tooManyPatternFields(let count, let limit):
      return "schema has \(count) fields with a pattern; the limit is \(limit)"
    case .tooManyOptions(let count, let limit):
      return "schema has \(count > limit ? "more than \(limit)" : "\(count)") choice options; "
        + "the limit is \(limit)"
    case .malformedJSON(let path, let detail):
      return "\(path): malformed JSON: \(detail)"
    case .invalidValue(let path, let detail):
      return "\(path): \(detail)"
    case .unknownType(let path, let field, let type):
      let known = FieldType.allCases.map(\.rawValue).joined(separator: ", ")
      return "\(path) (field '\(field)'): unknown type '\(type)'; expected one of \(known)"
    case .duplicateID(let path, let id, let firstPath):
      return "\(path): duplicate field id '\(id)', first used at \(firstPath)"
    case .impossibleBounds(let path, let field, let detail):
      return "\(path) (field '\(field)'): impossible bounds: \(detail)"
    case .invalidPattern(let path, let field, let error):
      return "\(path) (field '\(field)'): invalid pattern: \(error.description)"
    case .unknownReference(let path, let field, let reference):
      return "\(path) (field '\(field)'): refers to unknown field '\(reference)'"
    case .conditionCycle(let path, let fields):
      return "\(path): visibleWhen conditions form a cycle: "
        + fields.map { "'\($0)'" }.joined(separator: " -> ")
    case .inapplicable(let path, let field, let detail):
      return "\(path) (field '\(field)'): \(detail)"
    }
  }
}

/// Formats a Codable coding path as a JSON path: `$.fields[3].pattern`.
func jsonPath(_ codingPath: [any CodingKey]) -> String {
  var path = "$"
  for key in codingPath {
    if let index = key.intValue {
      path += "[\(index)]"
    } else {
      path += "." + key.stringValue
    }
  }
  return path
}
