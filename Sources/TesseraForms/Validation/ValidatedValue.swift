import TesseraLocalization

/// A text value with its validator, which shows an error only once the person has edited the
/// field or tried to submit the form, so an untouched form does not open full of red.
///
/// ```swift
/// var email = ValidatedValue("", .required().and(.email()))
/// email.visibleError        // nil: not edited, not submitted
/// email.value = "ada@"
/// email.visibleError        // "Enter a valid email address."
/// ```
public struct ValidatedValue: Sendable {
  /// The current text; assigning a different value marks the field as edited.
  public var value: String {
    didSet { if value != oldValue { isEdited = true } }
  }
  /// The rule the value must pass.
  public var validator: Validator
  /// The other fields' values, for rules such as `equals(field:)`.
  public var context: ValidationContext
  /// Whether the value was changed since it was created or reset.
  public private(set) var isEdited = false
  /// Whether the form was submitted since the value was created or reset.
  public private(set) var isSubmitted = false

  /// Creates a value that is neither edited nor submitted.
  public init(
    _ value: String, _ validator: Validator = .always,
    context: ValidationContext = ValidationContext()
  ) {
    self.value = value
    self.validator = validator
    self.context = context
  }

  /// Why the current value is rejected, whether or not it is shown yet.
  public var failure: ValidationFailure? { validator.validate(value, in: context) }

  /// Whether the current value passes the validator.
  public var isValid: Bool { failure == nil }

  /// Whether an error should be shown now: the field was edited or the form submitted.
  public var showsError: Bool { (isEdited || isSubmitted) && failure != nil }

  /// The message to display now, in English for a built-in message, or nil while the field
  /// is untouched or valid.
  public var visibleError: String? {
    guard isEdited || isSubmitted else { return nil }
    return failure?.message
  }

  /// The message to display now in `language`, or nil while the field is untouched or valid.
  public func visibleError(in language: LocalizationLanguage) -> String? {
    guard isEdited || isSubmitted else { return nil }
    return failure?.message(in: language)
  }

  /// Records a submit attempt, so errors become visible, and returns whether the value is valid.
  @discardableResult
  public mutating func submit() -> Bool {
    isSubmitted = true
    return isValid
  }

  /// Replaces the value and forgets that it was edited or submitted.
  public mutating func reset(to value: String = "") {
    self.value = value
    isEdited = false
    isSubmitted = false
  }
}
