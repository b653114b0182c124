import Foundation
import TesseraLocalization

extension FormField {
  /// The first rule this field's value fails, or nil.
  func failure(in environment: FieldEnvironment) -> ValidationFailure? {
    let value = environment.values[id]
    let isRequired =
      required || (requiredWhen.map { $0.isSatisfied(by: environment.values[$0.field]) } ?? false)
    if let equalTo {
      let mine = value?.text ?? ""
      let theirs = environment.values[equalTo]?.text ?? ""
      if mine != theirs {
        return ValidationFailure(rule: .equals, phrase: LocalizedPhrase(.validationMismatch))
      }
    }
    guard let value, value.hasValue else {
      guard isRequired else { return nil }
      let builtIn = LocalizedPhrase(
        type == .toggle ? .validationRequiredToggle : .validationRequired)
      return ValidationFailure(.required, requiredMessage, builtIn)
    }
    return typeFailure(value, in: environment)
  }

  private func typeFailure(_ value: FormValue, in environment: FieldEnvironment)
    -> ValidationFailure?
  {
    switch type {
    case .text, .textArea, .password, .email, .phone, .url:
      return textValidator(environment).validate(value.text)
    case .number:
      return numberValidator().validate(value.text)
    case .date:
      return dateFailure(value.text)
    case .choice:
      let allowed = Set(options?.map(\.value) ?? [])
      if case .text(let text) = value, allowed.contains(text) { return nil }
      return ValidationFailure(rule: .choice, phrase: LocalizedPhrase(.validationChoice))
    case .multiChoice:
      return selectionFailure(value)
    case .toggle:
      if case .bool = value { return nil }
      return ValidationFailure(rule: .custom, phrase: LocalizedPhrase(.validationToggle))
    case .card:
      return CreditCardInput.validateNumber(value.text).map {
        ValidationFailure(rule: $0 == .failedLuhnCheck ? .luhn : .card, phrase: $0.phrase)
      }
    case .cardExpiry:
      do {
        _ = try CardExpiry.parse(value.text).validated(
          now: environment.now, calendar: environment.calendar)
        return nil
      } catch {
        return ValidationFailure(rule: .date, phrase: error.phrase)
      }
    case .cvv:
      let number = cardField.flatMap { environment.values[$0]?.text } ?? ""
      return CreditCardInput.validateCVV(value.text, forNumber: number).map {
        ValidationFailure(rule: .card, phrase: $0.phrase)
      }
    }
  }

  private func textValidator(_ environment: FieldEnvironment) -> Validator {
    var validator = Validator.always
    switch type {
    case .email: validator = .email()
    case .url: validator = Self.urlValidator
    case .phone: validator = .phone(region: region)
    default: break
    }
    if let minLength { validator = validator.and(.minLength(minLength)) }
    if let maxLength { validator = validator.and(.maxLength(maxLength)) }
    if let pattern {
      validator = validator.and(
        .matches(
          pattern, matcher: environment.matcher,
          message: patternMessage))
    }
    return validator
  }

  private func numberValidator() -> Validator {
    let message: LocalizedPhrase
    switch (min, max) {
    case (let low?, let high?):
      message = .numberRange(from: DecimalText.format(low), to: DecimalText.format(high))
    case (let low?, nil): message = .numberMinimum(DecimalText.format(low))
    case (nil, let high?): message = .numberMaximum(DecimalText.format(high))
    case (nil, nil): message = LocalizedPhrase(.validationNumber)
    }
    let low = min
    let high = max
    // Compared one bound at a time rather than through a ClosedRange, so a hand-built field
    // with crossed or NaN bounds rejects values instead of trapping.
    return Validator { value, _ in
      guard let number = DecimalText.parse(value) else {
        return ValidationFailure(rule: .number, phrase: LocalizedPhrase(.validationNumber))
      }
      let aboveLow = low.map { number >= $0 } ?? true
      let belowHigh = high.map { number <= $0 } ?? true
      return aboveLow && belowHigh ? nil : ValidationFailure(rule: .range, phrase: message)
    }
  }

  private func dateFailure(_ text: String) -> ValidationFailure? {
    guard let date = FormDate(iso: text.trimmingWhitespace()) else {
      return ValidationFailure(rule: .date, phrase: LocalizedPhrase(.validationDate))
    }
    if let minDate, date < minDate {
      return ValidationFailure(rule: .range, phrase: .dateMinimum("\(minDate)"))
    }
    if let maxDate, date > maxDate {
      return ValidationFailure(rule: .range, phrase: .dateMaximum("\(maxDate)"))
    }
    return nil
  }

  private func selectionFailure(_ value: FormValue) -> ValidationFailure? {
    let chosen: [String]
    switch value {
    case .list(let items): chosen = items
    case .text(let text): chosen = [text]
    case .number, .bool:
      return ValidationFailure(rule: .choice, phrase: LocalizedPhrase(.validationChoices))
    }
    let allowed = Set(options?.map(\.value) ?? [])
    if chosen.contains(where: { !allowed.contains($0) }) || Set(chosen).count != chosen.count {
      return ValidationFailure(rule: .choice, phrase: LocalizedPhrase(.validationChoices))
    }
    if let minSelections, chosen.count < minSelections {
      return ValidationFailure(rule: .choice, phrase: .minSelections(minSelections))
    }
    if let maxSelections, chosen.count > maxSelections {
      return ValidationFailure(rule: .choice, phrase: .maxSelections(maxSelections))
    }
    return nil
  }

  private static let urlValidator = Validator.custom(
    phrase: LocalizedPhrase(.validationURL), rule: .url
  ) {
    text in
    guard text.utf16.count <= 2_048,
      !text.unicodeScalars.contains(where: { $0.properties.isWhitespace }),
      let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else { return false }
    return true
  }
}
