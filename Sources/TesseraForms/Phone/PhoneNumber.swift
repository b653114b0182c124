/// A phone number as libphonenumber reads it: a country calling code and a national
/// significant number (NSN), kept as the digits typed (leading zeros included).
///
/// ```swift
/// let number = try PhoneNumber(parsing: "081234 56789", region: "IN")
/// number.callingCode                 // 91
/// number.nationalNumber              // "8123456789": the trunk 0 is not part of it
/// number.isValid                     // true
/// number.type                        // .mobile
/// number.formatted(.international)   // "+91 81234 56789"
/// ```
///
/// Parsing follows libphonenumber's `parse`: a leading `+` or the region's international
/// prefix (`00`, `011` ...) introduces a calling code; otherwise the digits are a national
/// number of `region`, whose national prefix is removed when the metadata says so. Parsing
/// never guesses: input it cannot read as one number is a `PhoneNumberParseError`, and a
/// number that parses is the number libphonenumber reads from the same text.
public struct PhoneNumber: Sendable, Hashable, Codable {
  /// The country calling code (44 for the United Kingdom).
  public let callingCode: Int
  /// The national significant number as ASCII digits, without national prefix.
  public let nationalNumber: String

  /// A number from its parts; `nationalNumber` must be ASCII digits.
  public init(callingCode: Int, nationalNumber: String) {
    self.callingCode = callingCode
    self.nationalNumber = nationalNumber
  }
}

/// The kinds of numbers libphonenumber tells apart (`PhoneNumberType`).
public enum PhoneNumberType: String, Sendable, Hashable, Codable, CaseIterable {
  /// A landline.
  case fixedLine
  /// A mobile number.
  case mobile
  /// A number that may be either (the plan does not tell them apart, as in the US).
  case fixedLineOrMobile
  /// A freephone number.
  case tollFree
  /// A premium-rate number.
  case premiumRate
  /// A number whose cost is shared between caller and callee.
  case sharedCost
  /// A voice-over-IP number.
  case voip
  /// A personal number, routed to another line.
  case personalNumber
  /// A pager.
  case pager
  /// A universal access number (one number for a company's offices).
  case uan
  /// A voicemail access number.
  case voicemail
  /// Not a number of any type in its plan.
  case unknown
}

/// Whether a number's length can be a number of its plan (libphonenumber's
/// `ValidationResult`, from `is_possible_number_with_reason`).
public enum PhoneNumberPossibility: String, Sendable, Hashable, Codable, CaseIterable {
  /// The length is one of the plan's.
  case isPossible
  /// The length is only dialable within a local area (a number without its area code).
  case isPossibleLocalOnly
  /// The calling code is not one libphonenumber knows.
  case invalidCountryCode
  /// Shorter than every number of the plan.
  case tooShort
  /// Between the plan's shortest and longest, but not one of its lengths.
  case invalidLength
  /// Longer than every number of the plan.
  case tooLong
}

/// Why text could not be read as a phone number (libphonenumber's parse error types).
public enum PhoneNumberParseError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// No calling code: the text names one that does not exist, or has no `+` while no region
  /// was chosen.
  case invalidCountryCode
  /// Not a phone number: fewer than two digits, or letters and symbols a number does not have.
  case notANumber
  /// Too few digits after the international prefix or `+`.
  case tooShortAfterInternationalPrefix
  /// The national number has fewer than two digits.
  case tooShortNationalNumber
  /// The national number has more than 17 digits, or the text more than 250 characters.
  case tooLong

  /// What is wrong, in English (the form validators give translated messages).
  public var description: String {
    switch self {
    case .invalidCountryCode: return "The country calling code is missing or unknown."
    case .notANumber: return "The text is not a phone number."
    case .tooShortAfterInternationalPrefix:
      return "Too few digits follow the international prefix."
    case .tooShortNationalNumber: return "The national number is too short."
    case .tooLong: return "The number is too long."
    }
  }
}

/// The written forms of a number (libphonenumber's `PhoneNumberFormat`).
public enum PhoneNumberStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// `+4930123456`: what systems store and dial.
  case e164
  /// `+49 30 123456`: grouped, with the calling code.
  case international
  /// `030 123456`: grouped, with the national prefix, as dialled within the country.
  case national
}

/// Why text is not a usable phone number: it cannot be read, or it was read but its length or
/// digits are not a number of its plan.
public enum PhoneNumberError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text is not one phone number.
  case unreadable(PhoneNumberParseError)
  /// The calling code is unknown.
  case invalidCountryCode
  /// Digits are missing.
  case tooShort
  /// There are too many digits.
  case tooLong
  /// The length is between the plan's shortest and longest, but not one of its lengths.
  case invalidLength
  /// A local number: the area code is missing.
  case localOnly
  /// The length fits, but no number range of the plan has these digits.
  case notAssigned

  /// What is wrong, in English.
  public var description: String {
    switch self {
    case .unreadable(let reason): return reason.description
    case .invalidCountryCode: return "The country calling code is unknown."
    case .tooShort: return "The number is missing digits."
    case .tooLong: return "The number has too many digits."
    case .invalidLength: return "No number of this country has this many digits."
    case .localOnly: return "The area code is missing."
    case .notAssigned: return "No number of this country starts with these digits."
    }
  }
}

extension PhoneNumber {
  /// Reads `text` and accepts it only when libphonenumber calls it a valid number.
  ///
  /// ```swift
  /// try PhoneNumber(validating: "0301234", region: "DE")      // a short Berlin line
  /// try PhoneNumber(validating: "+91 81234 567890", region: nil)  // throws .tooLong
  /// ```
  /// - Throws: `PhoneNumberError` saying whether the text was unreadable, too short, too
  ///   long, of a length the plan does not have, or of no assigned range.
  public init(
    validating text: String, region: String?, metadata: PhoneMetadata = .shared
  ) throws(PhoneNumberError) {
    let number: PhoneNumber
    do {
      number = try PhoneNumber(parsing: text, region: region, metadata: metadata)
    } catch {
      throw .unreadable(error)
    }
    switch number.possibility(metadata: metadata) {
    case .invalidCountryCode: throw .invalidCountryCode
    case .tooShort: throw .tooShort
    case .tooLong: throw .tooLong
    case .invalidLength: throw .invalidLength
    case .isPossibleLocalOnly: if !number.isValid(metadata: metadata) { throw .localOnly }
    case .isPossible: break
    }
    guard number.isValid(metadata: metadata) else { throw .notAssigned }
    self = number
  }
}
