import TesseraLocalization

/// The name of a validation rule, carried by every failure so code can react to a kind of
/// failure without parsing its message.
public struct ValidationRule: RawRepresentable, Hashable, Sendable, Codable,
  CustomStringConvertible
{
  /// The rule's name, such as `required` or `pattern`.
  public let rawValue: String

  /// Wraps a rule name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The rule's name.
  public var description: String { rawValue }

  /// A value must be present.
  public static let required = ValidationRule(rawValue: "required")
  /// A value must be an email address.
  public static let email = ValidationRule(rawValue: "email")
  /// A value must have at least a number of characters.
  public static let minLength = ValidationRule(rawValue: "minLength")
  /// A value must have at most a number of characters.
  public static let maxLength = ValidationRule(rawValue: "maxLength")
  /// A value must be a decimal number.
  public static let number = ValidationRule(rawValue: "number")
  /// A number must lie in a range.
  public static let range = ValidationRule(rawValue: "range")
  /// A value must match a regular expression.
  public static let pattern = ValidationRule(rawValue: "pattern")
  /// A value was too long to be matched against a pattern.
  public static let inputTooLong = ValidationRule(rawValue: "inputTooLong")
  /// A pattern could not be compiled.
  public static let invalidPattern = ValidationRule(rawValue: "invalidPattern")
  /// A value must equal another field or a fixed value.
  public static let equals = ValidationRule(rawValue: "equals")
  /// A number must pass the Luhn check.
  public static let luhn = ValidationRule(rawValue: "luhn")
  /// A value must fail another rule.
  public static let not = ValidationRule(rawValue: "not")
  /// A custom closure rejected the value.
  public static let custom = ValidationRule(rawValue: "custom")
  /// A value must be one of the offered choices.
  public static let choice = ValidationRule(rawValue: "choice")
  /// A value must be a calendar date.
  public static let date = ValidationRule(rawValue: "date")
  /// A value must be a card number of a known brand.
  public static let card = ValidationRule(rawValue: "card")
  /// A value must be a phone number.
  public static let phone = ValidationRule(rawValue: "phone")
  /// A value must be a URL.
  public static let url = ValidationRule(rawValue: "url")
}

/// Why a value was rejected: the rule that failed and a message a person can act on.
///
/// A built-in message carries its `phrase`, so `message(in:)` can give it in the user's
/// language; a message the app wrote is its own text in every language.
public struct ValidationFailure: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The rule that rejected the value.
  public var rule: ValidationRule
  /// The message to show beside the field, in English for a built-in message.
  public var message: String
  /// The built-in message before it is put into a language, or nil for the app's own text.
  public var phrase: LocalizedPhrase?

  /// Creates a failure with the app's own message.
  public init(rule: ValidationRule, message: String) {
    self.rule = rule
    self.message = message
    self.phrase = nil
  }

  /// Creates a failure with a built-in message.
  public init(rule: ValidationRule, phrase: LocalizedPhrase) {
    self.rule = rule
    self.message = phrase.english
    self.phrase = phrase
  }

  /// The message in `language`: the built-in phrase translated, or the app's own text.
  public func message(in language: LocalizationLanguage) -> String {
    phrase?.string(in: language) ?? message
  }

  /// Failures are equal when their rule and (English) message are; the phrase is how the
  /// message is translated, not a different failure.
  public static func == (lhs: ValidationFailure, rhs: ValidationFailure) -> Bool {
    lhs.rule == rhs.rule && lhs.message == rhs.message
  }

  /// Hashes the rule and message.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rule)
    hasher.combine(message)
  }

  /// The message.
  public var description: String { message }
}

/// The values of the other fields of a form, for rules such as `equals(field:)` that compare
/// one field with another.
public struct ValidationContext: Hashable, Sendable, Codable {
  /// Field values as text, keyed by field id.
  public var values: [String: String]

  /// Creates a context from field values keyed by id.
  public init(values: [String: String] = [:]) { self.values = values }

  /// The value of `field`, or nil when the form has no such field.
  public func value(of field: String) -> String? { values[field] }
}
