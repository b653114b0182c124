import TesseraLocalization

extension PhoneNumberError {
  /// The message for the person typing the number, before it is put into a language: what
  /// is wrong where a person can act on it (digits missing, too many digits, the area code
  /// missing, the country code unknown), else "Enter a valid phone number."
  public var phrase: LocalizedPhrase {
    switch self {
    case .tooShort, .unreadable(.tooShortNationalNumber),
      .unreadable(.tooShortAfterInternationalPrefix):
      return LocalizedPhrase(.validationPhoneTooShort)
    case .tooLong, .unreadable(.tooLong):
      return LocalizedPhrase(.validationPhoneTooLong)
    case .localOnly:
      return LocalizedPhrase(.validationPhoneAreaCode)
    case .invalidCountryCode, .unreadable(.invalidCountryCode):
      return LocalizedPhrase(.validationPhoneCountryCode)
    case .invalidLength, .notAssigned, .unreadable(.notANumber):
      return LocalizedPhrase(.validationPhone)
    }
  }
}
