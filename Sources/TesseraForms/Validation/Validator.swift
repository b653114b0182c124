import TesseraLocalization

/// A composable validation rule for a text value, with a message for each way it can fail.
///
/// Rules combine with `and`, `or` and `not`:
///
/// ```swift
/// let email = Validator.required().and(.email())
/// email.validate("")?.message          // "This field is required."
/// email.validate("ada@example")?.rule  // .email
/// email.validate("ada@example.com")    // nil
/// ```
///
/// Only `required` and `equals` look at an empty value; every other rule accepts an empty value,
/// so an optional field can carry `.email()` and still be left blank. Lengths count characters
/// as a person sees them (`Character`), not bytes.
public struct Validator: Sendable {
  private let check: @Sendable (String, ValidationContext) -> ValidationFailure?

  /// Creates a rule from a closure that returns nil to accept the value.
  public init(_ check: @escaping @Sendable (String, ValidationContext) -> ValidationFailure?) {
    self.check = check
  }

  /// Returns why `value` is rejected, or nil when it is accepted.
  public func validate(_ value: String, in context: ValidationContext = ValidationContext())
    -> ValidationFailure?
  {
    check(value, context)
  }

  /// Whether `value` is accepted.
  public func isValid(_ value: String, in context: ValidationContext = ValidationContext())
    -> Bool
  {
    check(value, context) == nil
  }

  /// A rule that accepts every value.
  public static let always = Validator { _, _ in nil }

  /// Whether a value counts as empty: no characters other than whitespace and newlines.
  public static func isBlank(_ value: String) -> Bool {
    value.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
  }

  // MARK: Combinators

  /// Accepts a value that both rules accept; reports the first rule's failure first.
  public func and(_ other: Validator) -> Validator {
    Validator { value, context in
      self.check(value, context) ?? other.check(value, context)
    }
  }

  /// Accepts a value that either rule accepts; when both reject it, reports the second
  /// rule's failure, or `message` when given.
  public func or(_ other: Validator, message: String? = nil) -> Validator {
    Validator { value, context in
      guard self.check(value, context) != nil else { return nil }
      guard let failure = other.check(value, context) else { return nil }
      if let message { return ValidationFailure(rule: failure.rule, message: message) }
      return failure
    }
  }

  /// Accepts exactly the values that `rule` rejects.
  public static func not(_ rule: Validator, message: String? = nil)
    -> Validator
  {
    Validator { value, context in
      rule.check(value, context) == nil
        ? ValidationFailure(.not, message, LocalizedPhrase(.validationNotAllowed)) : nil
    }
  }

  /// The same rule with every failure message replaced by `message`.
  public func message(_ message: String) -> Validator {
    Validator { value, context in
      self.check(value, context).map { ValidationFailure(rule: $0.rule, message: message) }
    }
  }

  // MARK: Rules

  /// Rejects a blank value (empty or only whitespace).
  public static func required(message: String? = nil) -> Validator {
    Validator { value, _ in
      isBlank(value)
        ? ValidationFailure(.required, message, LocalizedPhrase(.validationRequired)) : nil
    }
  }

  /// Rejects a value that is not an email address as `EmailAddress` reads it (surrounding
  /// whitespace trimmed, the domain through IDNA), saying why: no `@`, a misplaced dot, a
  /// character an address cannot hold, a domain IDNA refuses, or too long.
  ///
  /// - Complexity: O(n log r) in the length of the value (r, the IDNA tables' runs, is fixed).
  public static func email(message: String? = nil) -> Validator {
    Validator { value, _ in
      if EmailAddress.trimmed(value).isEmpty { return nil }
      do throws(EmailAddressError) {
        _ = try EmailAddress(value)
        return nil
      } catch {
        return ValidationFailure(.email, message, error.phrase)
      }
    }
  }

  /// Rejects a non-empty value that is not a valid phone number (libphonenumber's
  /// `is_valid_number`, through ``PhoneNumber``): with a region, a national number of it or an
  /// international number of its calling code; without, an international number (`+...`) of
  /// any country. The message says what is wrong where the model knows: digits missing, too
  /// many digits, the area code missing, the country code unknown
  /// (``PhoneNumberError/phrase``).
  public static func phone(region: String?, message: String? = nil) -> Validator {
    Validator { value, _ in
      if value.allSatisfy(\.isWhitespace) { return nil }
      do throws(PhoneNumberError) {
        let number = try PhoneNumber(validating: value, region: region)
        if let region, PhoneMetadata.shared.callingCode(forRegion: region) != number.callingCode {
          return ValidationFailure(.phone, message, LocalizedPhrase(.validationPhone))
        }
        return nil
      } catch {
        return ValidationFailure(.phone, message, error.phrase)
      }
    }
  }

  /// Rejects a non-empty value with fewer than `count` characters.
  public static func minLength(_ count: Int, message: String? = nil) -> Validator {
    Validator { value, _ in
      if value.isEmpty || value.count >= count { return nil }
      return ValidationFailure(.minLength, message, .minLength(count))
    }
  }

  /// Rejects a value with more than `count` characters.
  public static func maxLength(_ count: Int, message: String? = nil) -> Validator {
    Validator { value, _ in
      // Counting stops one past the limit, so a huge value costs O(count), not O(length).
      if value.prefix(Swift.max(0, Swift.min(count, Int.max - 1)) + 1).count <= count {
        return nil
      }
      return ValidationFailure(.maxLength, message, .maxLength(count))
    }
  }

  /// Rejects a non-empty value that is not a finite decimal number such as `-12.5` or `1e3`.
  public static func number(message: String? = nil) -> Validator {
    Validator { value, _ in
      if value.isEmpty || DecimalText.parse(value) != nil { return nil }
      return ValidationFailure(.number, message, LocalizedPhrase(.validationNumber))
    }
  }

  /// Rejects a non-empty value that is not a number in `range`; `message` replaces the
  /// out-of-range message (a value that is not a number always gets "Enter a number.").
  public static func range(_ range: ClosedRange<Double>, message: String? = nil) -> Validator {
    Validator { value, _ in
      if value.isEmpty { return nil }
      guard let number = DecimalText.parse(value) else {
        return ValidationFailure(rule: .number, phrase: LocalizedPhrase(.validationNumber))
      }
      if range.contains(number) { return nil }
      return ValidationFailure(
        .range, message,
        .numberRange(
          from: DecimalText.format(range.lowerBound), to: DecimalText.format(range.upperBound)))
    }
  }

  /// Rejects a non-empty value that `pattern` does not match, run by `matcher`.
  ///
  /// A value longer than the matcher's input cap and a pattern the engine refuses are failures
  /// of their own (`.inputTooLong`, `.invalidPattern`), never a silent pass.
  ///
  /// - Complexity: O(pattern size × value length), the value capped by the matcher.
  public static func matches(
    _ pattern: String, coverage: PatternMatcher.Coverage = .wholeInput,
    matcher: PatternMatcher = .shared, message: String? = nil
  ) -> Validator {
    Validator { value, _ in
      if value.isEmpty { return nil }
      switch matcher.evaluate(pattern, on: value, coverage: coverage) {
      case .matched:
        return nil
      case .notMatched:
        return ValidationFailure(.pattern, message, LocalizedPhrase(.validationPattern))
      case .inputTooLong(_, let limit):
        return ValidationFailure(
          rule: .inputTooLong, phrase: .maxLength(limit))
      case .invalidPattern(let error):
        return ValidationFailure(
          rule: .invalidPattern, phrase: .invalidPattern(error.description))
      }
    }
  }

  /// Rejects a value that differs from the value of another field (a missing field counts as
  /// empty), as for a password confirmation.
  public static func equals(
    field: String, message: String? = nil
  ) -> Validator {
    Validator { value, context in
      value == (context.value(of: field) ?? "")
        ? nil
        : ValidationFailure(.equals, message, LocalizedPhrase(.validationValuesMismatch))
    }
  }

  /// Rejects a value that differs from `expected`.
  public static func equals(
    value expected: String, message: String? = nil
  ) -> Validator {
    Validator { value, _ in
      value == expected
        ? nil : ValidationFailure(.equals, message, LocalizedPhrase(.validationUnexpectedValue))
    }
  }

  /// Rejects a non-empty value whose digits fail the Luhn check; spaces and dashes are ignored.
  public static func luhn(message: String? = nil) -> Validator {
    Validator { value, _ in
      if value.isEmpty || CreditCardInput.isLuhnValid(value) { return nil }
      return ValidationFailure(.luhn, message, LocalizedPhrase(.validationCardNumber))
    }
  }

  /// Rejects a value for which `predicate` returns false.
  public static func custom(
    message: String, rule: ValidationRule = .custom,
    _ predicate: @escaping @Sendable (String) -> Bool
  ) -> Validator {
    Validator { value, _ in
      predicate(value) ? nil : ValidationFailure(rule: rule, message: message)
    }
  }

  /// Rejects a value for which `predicate` returns false, with a built-in message.
  static func custom(
    phrase: LocalizedPhrase, rule: ValidationRule,
    _ predicate: @escaping @Sendable (String) -> Bool
  ) -> Validator {
    Validator { value, _ in
      predicate(value) ? nil : ValidationFailure(rule: rule, phrase: phrase)
    }
  }
}

extension ValidationFailure {
  /// The app's `message` when it gave one, else the built-in `phrase`. An empty or blank
  /// message (a schema's `"patternMessage": ""`) counts as none: a failure always says something.
  init(_ rule: ValidationRule, _ message: String?, _ phrase: LocalizedPhrase) {
    if let message, message.contains(where: { !$0.isWhitespace }) {
      self.init(rule: rule, message: message)
    } else {
      self.init(rule: rule, phrase: phrase)
    }
  }
}
