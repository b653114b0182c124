/// How one country calling code's numbers are written: the national number's lengths, how its
/// digits are grouped, and the trunk prefix people dial before it at home.
///
/// The table (``PhoneNumberFormat/table``) is small and honest: 14 calling codes, with the
/// grouping most used for mobile numbers there. It does not know area codes, number ranges or
/// carriers (the full rules are Google's libphonenumber), so a number it accepts has a plausible
/// length, not an existing line.
public struct CallingCodeFormat: Sendable, Hashable, Codable {
  /// The calling code's digits, without "+" ("44").
  public let code: String
  /// ISO 3166 regions that use it, the main one first (["US", "CA", ...] for "1").
  public let regions: [String]
  /// The lengths a national number may have here.
  public let nationalLengths: ClosedRange<Int>
  /// The group sizes of a national number of the usual length (UK: [4, 6] for "7400 123456").
  public let groups: [Int]
  /// The trunk prefix dialled before national numbers at home ("0" in the UK, "8" in Russia),
  /// which is dropped after the calling code; nil where there is none.
  public let trunkPrefix: String?

  /// Creates a calling code's format.
  public init(
    code: String, regions: [String], nationalLengths: ClosedRange<Int>, groups: [Int],
    trunkPrefix: String?
  ) {
    self.code = code
    self.regions = regions
    self.nationalLengths = nationalLengths
    self.groups = groups
    self.trunkPrefix = trunkPrefix
  }

  /// `national` digits grouped by ``groups`` as far as they go (as typed, group by group),
  /// with digits past the last group appended to it.
  public func grouped(_ national: String) -> String {
    var rest = Substring(national)
    var parts: [Substring] = []
    for (index, size) in groups.enumerated() where !rest.isEmpty {
      let isLast = index == groups.count - 1
      let take = isLast ? rest.count : Swift.min(size, rest.count)
      parts.append(rest.prefix(take))
      rest = rest.dropFirst(take)
    }
    if !rest.isEmpty { parts.append(rest) }
    return parts.joined(separator: " ")
  }
}

/// Whether a phone number has a plausible length for its calling code.
public enum PhoneNumberValidity: String, Sendable, Hashable, Codable {
  /// Its national number has one of the code's lengths.
  case plausible
  /// Digits are missing.
  case tooShort
  /// There are too many digits (or more than E.164's 15 in all).
  case tooLong
  /// The number starts with "+" or "00" and a calling code the table does not know.
  case unknownCallingCode
}

/// A phone number read from what a person typed or pasted: its calling code and national
/// digits, grouped as the country writes them, and its E.164 form.
///
/// Digits in any script are read (Arabic-Indic `٠٥٠`, full-width `０９０`), spaces, dashes,
/// dots and brackets are ignored, and everything else is dropped. A number starting with "+"
/// or the international prefix "00" names its calling code (the longest known prefix: calling
/// codes are prefix-free); other numbers are national numbers of `defaultCode`. A trunk prefix
/// is dropped once the digits after it are long enough to be a national number.
///
/// ```swift
/// let number = PhoneNumberFormat.parse("+44 07400 123456", defaultCode: "1")
/// number.callingCode?.code   // "44"
/// number.national            // "7400123456": the trunk "0" is dropped
/// number.formatted           // "+44 7400 123456"
/// number.e164                // "+447400123456"
/// PhoneNumberFormat.parse("(415) 555-01", defaultCode: "1").validity  // .tooShort
/// ```
public struct PhoneNumberFormat: Sendable, Hashable, Codable {
  /// The calling code, or nil when the number names one the table does not know.
  public let callingCode: CallingCodeFormat?
  /// The national number's digits (ASCII), without the trunk prefix; for an unknown calling
  /// code, every digit after "+".
  public let national: String

  /// The calling codes Tessera knows, sorted by code.
  public static let table: [CallingCodeFormat] = [
    CallingCodeFormat(
      code: "1", regions: ["US", "CA"], nationalLengths: 10...10, groups: [3, 3, 4],
      trunkPrefix: "1"),
    CallingCodeFormat(
      code: "33", regions: ["FR"], nationalLengths: 9...9, groups: [1, 2, 2, 2, 2],
      trunkPrefix: "0"),
    CallingCodeFormat(
      code: "34", regions: ["ES"], nationalLengths: 9...9, groups: [3, 3, 3], trunkPrefix: nil),
    CallingCodeFormat(
      code: "39", regions: ["IT"], nationalLengths: 6...11, groups: [3, 3, 4], trunkPrefix: nil),
    CallingCodeFormat(
      code: "44", regions: ["GB"], nationalLengths: 9...10, groups: [4, 6], trunkPrefix: "0"),
    CallingCodeFormat(
      code: "49", regions: ["DE"], nationalLengths: 6...13, groups: [3, 8], trunkPrefix: "0"),
    CallingCodeFormat(
      code: "52", regions: ["MX"], nationalLengths: 10...10, groups: [2, 4, 4], trunkPrefix: nil
    ),
    CallingCodeFormat(
      code: "55", regions: ["BR"], nationalLengths: 10...11, groups: [2, 5, 4], trunkPrefix: "0"
    ),
    CallingCodeFormat(
      code: "61", regions: ["AU"], nationalLengths: 9...9, groups: [3, 3, 3], trunkPrefix: "0"),
    CallingCodeFormat(
      code: "7", regions: ["RU", "KZ"], nationalLengths: 10...10, groups: [3, 3, 2, 2],
      trunkPrefix: "8"),
    CallingCodeFormat(
      code: "81", regions: ["JP"], nationalLengths: 9...10, groups: [2, 4, 4], trunkPrefix: "0"),
    CallingCodeFormat(
      code: "86", regions: ["CN"], nationalLengths: 11...11, groups: [3, 4, 4], trunkPrefix: "0"
    ),
    CallingCodeFormat(
      code: "90", regions: ["TR"], nationalLengths: 10...10, groups: [3, 3, 2, 2],
      trunkPrefix: "0"),
    CallingCodeFormat(
      code: "91", regions: ["IN"], nationalLengths: 10...10, groups: [5, 5], trunkPrefix: "0"),
  ]

  /// E.164's limit on a whole number's digits, calling code included.
  public static let maximumDigits = 15

  /// The format of calling code `code` ("44" or "+44"), or nil when the table lacks it.
  public static func callingCode(_ code: String) -> CallingCodeFormat? {
    let digits = code.hasPrefix("+") ? String(code.dropFirst()) : code
    return table.first { $0.code == digits }
  }

  /// The format of region `region` ("GB"), or nil when the table lacks it.
  public static func callingCode(forRegion region: String) -> CallingCodeFormat? {
    table.first { $0.regions.contains(region.uppercased()) }
  }

  /// Reads `text`; numbers without "+" or "00" belong to `defaultCode` (a calling code such
  /// as "1" or "+90"), or stay without a code when the table does not know it.
  public static func parse(_ text: String, defaultCode: String) -> PhoneNumberFormat {
    var digits = ""
    var international = false
    for character in text {
      if let value = decimalValue(of: character) {
        digits.append(Character(String(value)))
      } else if character == "+", digits.isEmpty {
        international = true
      }
    }
    if !international, digits.hasPrefix("00") {
      international = true
      digits.removeFirst(2)
    }
    if international {
      for length in 1...3 where digits.count >= length {
        if let code = callingCode(String(digits.prefix(length))) {
          return PhoneNumberFormat(code: code, national: String(digits.dropFirst(length)))
        }
      }
      return PhoneNumberFormat(callingCode: nil, national: digits)
    }
    guard let code = callingCode(defaultCode) else {
      return PhoneNumberFormat(callingCode: nil, national: digits)
    }
    return PhoneNumberFormat(code: code, national: digits)
  }

  private init(code: CallingCodeFormat, national digits: String) {
    var national = Substring(digits)
    // The trunk prefix goes only when what follows is long enough to be a national number:
    // Russia's "8 800 …" keeps its 8 after "+7", a half-typed UK "0740" keeps its 0.
    if let trunk = code.trunkPrefix, national.hasPrefix(trunk),
      national.count - trunk.count >= code.nationalLengths.lowerBound
    {
      national = national.dropFirst(trunk.count)
    }
    self.init(callingCode: code, national: String(national))
  }

  private init(callingCode: CallingCodeFormat?, national: String) {
    self.callingCode = callingCode
    self.national = national
  }

  /// The number as its country writes it after the calling code: "+44 7400 123456", or the
  /// grouped national digits alone while no calling code is known.
  public var formatted: String {
    guard let callingCode else { return national.isEmpty ? "" : "+" + national }
    let grouped = callingCode.grouped(national)
    return grouped.isEmpty ? "+\(callingCode.code)" : "+\(callingCode.code) \(grouped)"
  }

  /// The national number grouped as the country writes it, without the calling code.
  public var formattedNational: String {
    callingCode.map { $0.grouped(national) } ?? national
  }

  /// Whether the number has a plausible length.
  public var validity: PhoneNumberValidity {
    guard let callingCode else { return .unknownCallingCode }
    if callingCode.code.count + national.count > Self.maximumDigits { return .tooLong }
    if national.count < callingCode.nationalLengths.lowerBound { return .tooShort }
    if national.count > callingCode.nationalLengths.upperBound { return .tooLong }
    return .plausible
  }

  /// The number in E.164 form ("+447400123456"), or nil unless it is plausible.
  public var e164: String? {
    guard validity == .plausible, let callingCode else { return nil }
    return "+" + callingCode.code + national
  }

  /// The value of a character that is one decimal digit in any script, or nil.
  static func decimalValue(of character: Character) -> Int? {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue
    else { return nil }
    return Int(value)
  }
}
