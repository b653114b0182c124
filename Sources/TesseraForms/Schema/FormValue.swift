import Foundation

/// A value a form field holds: text, a number, a switch or a list of chosen options.
///
/// In JSON a value is a string, a number, `true`/`false` or an array of strings; `null` means no
/// value.
public enum FormValue: Sendable, Hashable, Codable {
  /// Typed text.
  case text(String)
  /// A number.
  case number(Double)
  /// A switch.
  case bool(Bool)
  /// The values chosen in a multiple-choice field.
  case list([String])

  /// The value as the text a rule checks: numbers without a trailing `.0`, switches as
  /// `true`/`false`, lists joined with commas.
  public var text: String {
    switch self {
    case .text(let text): return text
    case .number(let number): return DecimalText.format(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .list(let items): return items.joined(separator: ",")
    }
  }

  /// Whether the value counts as filled in: non-blank text, any number, a switch that is on, or
  /// at least one chosen option.
  public var hasValue: Bool {
    switch self {
    case .text(let text): return !Validator.isBlank(text)
    case .number: return true
    case .bool(let flag): return flag
    case .list(let items): return !items.isEmpty
    }
  }

  /// Reads a string, number, boolean or array of strings.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .text(text)
    } else if let items = try? container.decode([String].self) {
      self = .list(items)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "expected a string, number, boolean or array of strings")
    }
  }

  /// Writes the value as a JSON string, number, boolean or array.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .text(let text): try container.encode(text)
    case .number(let number): try container.encode(number)
    case .bool(let flag): try container.encode(flag)
    case .list(let items): try container.encode(items)
    }
  }
}

/// A condition on another field's value, used by `visibleWhen` and `requiredWhen`.
///
/// JSON: `{"field": "contact", "equals": "phone"}`, `{"field": "country", "oneOf": ["TR", "DE"]}`
/// or `{"field": "newsletter"}` (true when the field has a value; `"hasValue": false` inverts).
/// A hidden field has no value as far as conditions are concerned.
public struct FieldCondition: Sendable, Hashable, Codable {
  /// The id of the field the condition reads.
  public var field: String
  /// The value the field must equal (compared as text; for a list, it must contain it).
  public var equals: FormValue?
  /// Values of which the field must equal one.
  public var oneOf: [FormValue]?
  /// Whether the field must have a value (`true`, the default) or be empty (`false`).
  public var hasValue: Bool?

  /// Creates a condition.
  public init(
    field: String, equals: FormValue? = nil, oneOf: [FormValue]? = nil, hasValue: Bool? = nil
  ) {
    self.field = field
    self.equals = equals
    self.oneOf = oneOf
    self.hasValue = hasValue
  }

  /// Whether the condition holds for the other field's value (nil when it has none).
  public func isSatisfied(by value: FormValue?) -> Bool {
    if let equals { return value.map { Self.matches($0, equals) } ?? false }
    if let oneOf {
      return value.map { value in oneOf.contains { Self.matches(value, $0) } } ?? false
    }
    let filled = value?.hasValue ?? false
    return filled == (hasValue ?? true)
  }

  private static func matches(_ value: FormValue, _ expected: FormValue) -> Bool {
    if case .list(let items) = value { return items.contains(expected.text) }
    if case .number(let number) = value, let other = DecimalText.parse(expected.text) {
      return number == other
    }
    return value.text == expected.text
  }
}
