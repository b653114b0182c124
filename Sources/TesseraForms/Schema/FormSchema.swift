import Foundation
import TesseraPatterns

/// A form described in JSON, usually sent by a server: its fields, their types and rules, and
/// conditions that show or require fields depending on other answers.
///
/// ```swift
/// let schema = try FormSchema.decode(from: Data("""
///   {"fields": [
///     {"id": "email", "type": "email", "required": true},
///     {"id": "zip", "type": "text", "pattern": "[0-9]{5}"}
///   ]}
///   """.utf8))
/// schema.errors(in: ["email": .text("ada@")])
/// // ["email": "Enter a valid email address."]
/// ```
///
/// Decoding treats the document as hostile: it is rejected when larger than 1 MiB, nested
/// deeper than 32 levels, not JSON, or with more than 200 fields or 500 options, all found
/// while `JSONReader` reads it once, before anything is decoded; then more than 50 pattern fields are refused before any pattern is
/// compiled. Every pattern is compiled by the linear-time engine, so no value can make
/// `errors(in:)` run away. (Decoding with `JSONDecoder` directly skips those limits and checks;
/// call `validated()` afterwards, or use `decode(from:)`.)
public struct FormSchema: Sendable, Hashable, Codable {
  /// The form's title.
  public var title: String?
  /// The fields in display order.
  public var fields: [FormField]
  /// The steps of a multi-step form, each listing its fields; nil for a single-page form.
  public var steps: [FormStep]?

  /// Creates a schema from fields; use `validated()` to check it as `decode` would.
  public init(title: String? = nil, fields: [FormField], steps: [FormStep]? = nil) {
    self.title = title
    self.fields = fields
    self.steps = steps
  }

  /// Decodes and checks a schema.
  ///
  /// - Throws: `FormSchemaError` naming the limit, the JSON path or the field at fault.
  /// - Complexity: O(n) in the document size, plus compiling each distinct pattern once.
  public static func decode(
    from data: Data, limits: FormSchemaLimits = .default, matcher: PatternMatcher = .shared
  ) throws(FormSchemaError) -> FormSchema {
    guard data.count <= limits.maximumBytes else {
      throw .tooLarge(bytes: data.count, limit: limits.maximumBytes)
    }
    try readBounded([UInt8](data), limits: limits, countsSchemaArrays: true)
    let schema: FormSchema = try decodeJSON(FormSchema.self, from: data)
    return try schema.validated(limits: limits, matcher: matcher)
  }

  /// Decodes a values document: an object mapping field ids to strings, numbers, booleans,
  /// arrays of strings or `null` (no value), under the same size and depth limits as schemas.
  public static func decodeValues(
    from data: Data, limits: FormSchemaLimits = .default
  ) throws(FormSchemaError) -> [String: FormValue] {
    guard data.count <= limits.maximumBytes else {
      throw .tooLarge(bytes: data.count, limit: limits.maximumBytes)
    }
    try readBounded([UInt8](data), limits: limits, countsSchemaArrays: false)
    let raw: [String: FormValue?] = try decodeJSON([String: FormValue?].self, from: data)
    return raw.compactMapValues { $0 }
  }

  /// Checks the schema as `decode` does: limits, unique ids, bounds, patterns, options,
  /// references and conditions. Returns the schema unchanged when it passes.
  public func validated(
    limits: FormSchemaLimits = .default, matcher: PatternMatcher = .shared
  ) throws(FormSchemaError) -> FormSchema {
    guard fields.count <= limits.maximumFields else {
      throw .tooManyFields(count: fields.count, limit: limits.maximumFields)
    }
    let optionCount = fields.reduce(0) { $0 + ($1.options?.count ?? 0) }
    guard optionCount <= limits.maximumOptions else {
      throw .tooManyOptions(count: optionCount, limit: limits.maximumOptions)
    }
    let patternCount = fields.count(where: { $0.pattern != nil })
    guard patternCount <= limits.maximumPatternFields else {
      throw .tooManyPatternFields(count: patternCount, limit: limits.maximumPatternFields)
    }
    var firstIndex: [String: Int] = [:]
    for (index, field) in fields.enumerated() {
      let path = Self.path(index)
      if field.id.isEmpty { throw .invalidValue(path: path + ".id", detail: "field id is empty") }
      if let first = firstIndex[field.id] {
        throw .duplicateID(path: path + ".id", id: field.id, firstPath: Self.path(first) + ".id")
      }
      firstIndex[field.id] = index
    }
    for (index, field) in fields.enumerated() {
      try field.check(at: Self.path(index), ids: firstIndex, matcher: matcher)
    }
    try checkConditionCycles(ids: firstIndex)
    try checkSteps(ids: firstIndex)
    return self
  }

  /// The field with `id`, if any.
  public func field(_ id: String) -> FormField? { fields.first { $0.id == id } }

  static func path(_ index: Int) -> String { "$.fields[\(index)]" }

  /// Follows `visibleWhen` references from every field; a path that returns to a field on it
  /// is a cycle. Each field is finished once, so this is O(fields).
  private func checkConditionCycles(ids: [String: Int]) throws(FormSchemaError) {
    var state = [UInt8](repeating: 0, count: fields.count)  // 0 new, 1 on path, 2 done
    for start in fields.indices where state[start] == 0 {
      var chain: [Int] = []
      var current: Int? = start
      while let index = current {
        if state[index] == 2 { break }
        if state[index] == 1 {
          let loopStart = chain.firstIndex(of: index) ?? 0
          let names = chain[loopStart...].map { fields[$0].id } + [fields[index].id]
          throw .conditionCycle(path: Self.path(index) + ".visibleWhen", fields: names)
        }
        state[index] = 1
        chain.append(index)
        current = fields[index].visibleWhen.flatMap { ids[$0.field] }
      }
      for index in chain { state[index] = 2 }
    }
  }
}

/// Runs `JSONDecoder`, turning its errors into `FormSchemaError` with a JSON path.
func decodeJSON<T: Decodable>(_ type: T.Type, from data: Data) throws(FormSchemaError) -> T {
  do {
    return try JSONDecoder().decode(type, from: data)
  } catch let error as FormSchemaError {
    throw error
  } catch let error as DecodingError {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      throw .malformedJSON(path: "$", detail: context.debugDescription)
    case .dataCorrupted(let context):
      throw .invalidValue(path: jsonPath(context.codingPath), detail: context.debugDescription)
    case .keyNotFound(let key, let context):
      throw .invalidValue(
        path: jsonPath(context.codingPath + [key]), detail: "required key is missing")
    case .typeMismatch(let expected, let context):
      throw .invalidValue(
        path: jsonPath(context.codingPath), detail: "expected \(describe(expected))")
    case .valueNotFound(let expected, let context):
      throw .invalidValue(
        path: jsonPath(context.codingPath), detail: "expected \(describe(expected)), found null")
    @unknown default:
      throw .malformedJSON(path: "$", detail: "\(error)")
    }
  } catch {
    throw .malformedJSON(path: "$", detail: "\(error)")
  }
}

private func describe(_ type: Any.Type) -> String {
  switch type {
  case is String.Type: return "a string"
  case is Bool.Type: return "true or false"
  case is Int.Type: return "an integer"
  case is Double.Type: return "a number"
  default:
    let name = "\(type)"
    if name.hasPrefix("Array") { return "an array" }
    if name.hasPrefix("Dictionary") { return "an object" }
    return name
  }
}
