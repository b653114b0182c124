import Foundation
import TesseraLocalization
import TesseraPatterns
import TesseraSignposts

/// A field's value was rejected: which field, where it is in the schema, and why.
public struct FieldError: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The field's id.
  public var fieldID: String
  /// The field's JSON path in the schema, such as `$.fields[2]`.
  public var path: String
  /// The rule that failed and its message.
  public var failure: ValidationFailure

  /// Creates a field error.
  public init(fieldID: String, path: String, failure: ValidationFailure) {
    self.fieldID = fieldID
    self.path = path
    self.failure = failure
  }

  /// The message to show beside the field, in English for a built-in message.
  public var message: String { failure.message }

  /// The message to show beside the field, in `language`.
  public func message(in language: LocalizationLanguage) -> String {
    failure.message(in: language)
  }

  /// `id: message`.
  public var description: String { "\(fieldID): \(failure.message)" }
}

extension FormSchema {
  /// The ids of the fields that are visible for `values`: those without `visibleWhen`, and
  /// those whose condition holds on a visible field's value.
  ///
  /// - Complexity: O(fields).
  public func visibleFieldIDs(in values: [String: FormValue]) -> Set<String> {
    var index: [String: Int] = [:]
    for (position, field) in fields.enumerated() { index[field.id] = position }
    var memo = [Bool?](repeating: nil, count: fields.count)
    func isVisible(_ position: Int, depth: Int) -> Bool {
      if let known = memo[position] { return known }
      // A decoded schema has no cycles; the depth guard keeps a hand-built one safe too.
      guard depth <= fields.count, let condition = fields[position].visibleWhen else {
        memo[position] = depth <= fields.count
        return depth <= fields.count
      }
      var other: FormValue?
      if let target = index[condition.field], isVisible(target, depth: depth + 1) {
        other = values[condition.field]
      }
      let result = condition.isSatisfied(by: other)
      memo[position] = result
      return result
    }
    var result: Set<String> = []
    for position in fields.indices where isVisible(position, depth: 0) {
      result.insert(fields[position].id)
    }
    return result
  }

  /// Every visible field whose value fails, in field order, with the first failure of each.
  ///
  /// Hidden fields are skipped and count as empty for the conditions of others. `now` and
  /// `calendar` date card expiries; patterns run through `matcher`.
  ///
  /// - Complexity: O(fields × value length × pattern size); values are capped by the matcher.
  public func validate(
    _ values: [String: FormValue], now: Date = Date(),
    calendar: Calendar = Calendar(identifier: .gregorian), matcher: PatternMatcher = .shared
  ) -> [FieldError] {
    Signposts.interval(.forms, "Validate form") {
      let visible = visibleFieldIDs(in: values)
      let effective = values.filter { visible.contains($0.key) }
      let environment = FieldEnvironment(
        values: effective, now: now, calendar: calendar, matcher: matcher)
      var result: [FieldError] = []
      for (position, field) in fields.enumerated() where visible.contains(field.id) {
        if let failure = field.failure(in: environment) {
          result.append(FieldError(fieldID: field.id, path: Self.path(position), failure: failure))
        }
      }
      return result
    }
  }

  /// The message for each visible field whose value fails, keyed by field id, in `language`
  /// (built-in messages are translated, the schema's own are its text); empty when the form
  /// can be submitted.
  public func errors(
    in values: [String: FormValue], now: Date = Date(),
    calendar: Calendar = Calendar(identifier: .gregorian), matcher: PatternMatcher = .shared,
    language: LocalizationLanguage = .english
  ) -> [String: String] {
    var result: [String: String] = [:]
    for error in validate(values, now: now, calendar: calendar, matcher: matcher) {
      result[error.fieldID] = error.message(in: language)
    }
    return result
  }
}

/// What a field's checks can see: the visible values and the injected date and matcher.
struct FieldEnvironment {
  var values: [String: FormValue]
  var now: Date
  var calendar: Calendar
  var matcher: PatternMatcher
}
