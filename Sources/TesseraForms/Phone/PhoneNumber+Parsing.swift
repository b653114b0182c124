extension PhoneNumber {
  /// libphonenumber's limits: the shortest and longest national significant number, and the
  /// longest text it reads.
  static let minimumNationalLength = 2
  static let maximumNationalLength = 17
  static let maximumInputLength = 250

  /// Reads `text` as a phone number, as libphonenumber's `parse(text, region)` does.
  ///
  /// `region` ("GB"; nil or unknown when the text must start with `+`) is where the number
  /// was typed: it supplies the calling code of national numbers and the international
  /// prefix that may replace `+`. Digits of any script are read; spaces, dashes, dots,
  /// slashes and brackets are ignored. Letters are refused (libphonenumber would spell out
  /// vanity numbers and split extensions; Tessera does not).
  /// - Throws: `PhoneNumberParseError` when the text is not one number.
  /// - Complexity: O(n × m), m the size of the region's patterns.
  public init(
    parsing text: String, region: String?, metadata: PhoneMetadata = .shared
  ) throws(PhoneNumberParseError) {
    guard text.utf16.count <= Self.maximumInputLength else { throw .tooLong }
    let input = try PhoneInputText(text)
    let regionCode = region?.uppercased()
    let regionPlan = regionCode.flatMap { metadata.plan(forRegion: $0) }
    if regionPlan == nil, !input.hasPlus { throw .invalidCountryCode }

    var extracted: (code: Int, national: String)?
    do {
      extracted = try Self.extractCallingCode(
        plus: input.hasPlus, digits: input.digits, plan: regionPlan, metadata: metadata)
    } catch .invalidCountryCode where input.hasPlus {
      // libphonenumber tries once more without the plus sign ("+0044 ..." typed in GB).
      extracted = try Self.extractCallingCode(
        plus: false, digits: input.digits, plan: regionPlan, metadata: metadata)
      if extracted == nil { throw .invalidCountryCode }
    }

    var callingCode: Int
    var national: String
    var plan = regionPlan
    if let extracted {
      callingCode = extracted.code
      national = extracted.national
      let main = metadata.regions(forCallingCode: callingCode).first
      if main != regionCode {
        plan = metadata.plan(forCallingCode: callingCode, region: main)
      }
    } else {
      national = input.digits
      guard let regionPlan else { throw .invalidCountryCode }
      callingCode = regionPlan.callingCode
    }
    guard national.utf8.count >= Self.minimumNationalLength else { throw .tooShortNationalNumber }
    if let plan, let stripped = Self.strippingNationalPrefix(national, plan: plan) {
      // The rest must still be long enough to be a number of the plan, or the "prefix" was
      // part of a short number.
      switch Self.possibility(ofLength: stripped.utf8.count, in: plan, type: .unknown) {
      case .tooShort, .isPossibleLocalOnly, .invalidLength: break
      default: national = stripped
      }
    }
    let length = national.utf8.count
    guard length >= Self.minimumNationalLength else { throw .tooShortNationalNumber }
    guard length <= Self.maximumNationalLength else { throw .tooLong }
    self.init(callingCode: callingCode, nationalNumber: national)
  }

  /// libphonenumber's `maybeExtractCountryCode`: the calling code and national digits when
  /// the text names a code (after `+`, after the region's international prefix, or as the
  /// region's own code typed without `+`), nil when the digits are a national number.
  static func extractCallingCode(
    plus: Bool, digits: String, plan: CompiledPhonePlan?, metadata: PhoneMetadata
  ) throws(PhoneNumberParseError) -> (code: Int, national: String)? {
    if digits.isEmpty && !plus { return nil }
    var full = Substring(digits)
    var international = plus
    if !plus, let plan, let prefix = plan.internationalPrefix.match(digits) {
      // A prefix followed by 0 is not one: calling codes never start with 0.
      if full.dropFirst(prefix.end).first != "0" {
        full = full.dropFirst(prefix.end)
        international = true
      }
    }
    if international {
      guard full.utf8.count > minimumNationalLength else {
        throw .tooShortAfterInternationalPrefix
      }
      guard let (code, rest) = leadingCallingCode(full, metadata: metadata) else {
        throw .invalidCountryCode
      }
      return (code, String(rest))
    }
    guard let plan else { return nil }
    let ownCode = String(plan.callingCode)
    guard full.hasPrefix(ownCode) else { return nil }
    // The region's own code typed without "+": keep it as the code only when that makes the
    // number fit the plan, or the digits are too long for a national number.
    var rest = String(full.dropFirst(ownCode.utf8.count))
    if let stripped = strippingNationalPrefix(rest, plan: plan) { rest = stripped }
    let fullText = String(full)
    if (!plan.matchesPattern(fullText, .unknown) && plan.matchesPattern(rest, .unknown))
      || possibility(ofLength: fullText.utf8.count, in: plan, type: .unknown) == .tooLong
    {
      return (plan.callingCode, rest)
    }
    return nil
  }

  /// The calling code the digits start with (one to three digits) and the digits after it.
  static func leadingCallingCode(
    _ digits: Substring, metadata: PhoneMetadata
  ) -> (Int, Substring)? {
    guard let first = digits.first, first != "0" else { return nil }
    for length in 1...min(3, digits.count) {
      if let code = Int(digits.prefix(length)), !metadata.regions(forCallingCode: code).isEmpty {
        return (code, digits.dropFirst(length))
      }
    }
    return nil
  }

  /// libphonenumber's `maybeStripNationalPrefixAndCarrierCode`: the national number without
  /// the plan's national prefix (and carrier code), or nil when nothing is removed.
  static func strippingNationalPrefix(_ number: String, plan: CompiledPhonePlan) -> String? {
    guard !number.isEmpty, plan.nationalPrefixForParsing.isUsable,
      let found = plan.nationalPrefixForParsing.match(number)
    else { return nil }
    let viableBefore = plan.matchesPattern(number, .unknown)
    let rule = plan.plan.nationalPrefixTransformRule
    let result: String
    if rule.isEmpty || found.groups.last.flatMap({ $0 }) == nil {
      result = String(number.dropFirst(found.end))
    } else {
      result = substitute(rule, groups: found.groups) + number.dropFirst(found.end)
    }
    if viableBefore && !plan.matchesPattern(result, .unknown) { return nil }
    return result
  }

  /// `rule` with `$1` ... replaced by the groups (absent groups by nothing).
  static func substitute(_ rule: String, groups: [String?]) -> String {
    var result = ""
    var characters = rule.makeIterator()
    while let character = characters.next() {
      guard character == "$" else {
        result.append(character)
        continue
      }
      guard let digit = characters.next() else {
        result.append(character)
        break
      }
      if let index = digit.wholeNumberValue, index >= 1, index <= groups.count {
        result += groups[index - 1] ?? ""
      } else {
        result.append(character)
        result.append(digit)
      }
    }
    return result
  }
}

/// What a person typed, reduced as libphonenumber reduces it before parsing: whether it
/// starts with a plus sign, and its digits in ASCII.
struct PhoneInputText {
  var hasPlus = false
  var digits = ""

  /// Characters a phone number may be written with besides digits and a leading plus.
  static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case " ", "\u{A0}", "\u{2000}"..."\u{200B}", "\u{2060}", "\u{3000}", "-",
      "\u{2010}"..."\u{2015}",
      "\u{2212}", "\u{30FC}", "\u{FF0D}", "(", ")", "\u{FF08}", "\u{FF09}", "[", "]", "\u{FF3B}",
      "\u{FF3D}", ".", "\u{FF0E}", "/", "\u{FF0F}", "~", "\u{2053}", "\u{223C}", "\u{FF5E}",
      "\u{AD}", "\t", "\n", "\r":
      return true
    default:
      return false
    }
  }

  static func isPlus(_ scalar: Unicode.Scalar) -> Bool { scalar == "+" || scalar == "\u{FF0B}" }

  /// The ASCII digit of a decimal digit in any script.
  static func digit(_ scalar: Unicode.Scalar) -> Character? {
    guard scalar.properties.numericType == .decimal,
      let value = scalar.properties.numericValue, value >= 0, value <= 9
    else { return nil }
    return Character(String(Int(value)))
  }

  init(_ text: String) throws(PhoneNumberParseError) {
    var digitCount = 0
    var other = false
    var seenDigit = false
    var punctuationAfterDigit = false
    for scalar in text.unicodeScalars {
      if let digit = Self.digit(scalar) {
        digits.append(digit)
        digitCount += 1
        seenDigit = true
        if punctuationAfterDigit { other = true }
      } else if Self.isPlus(scalar), !seenDigit {
        // Plus signs count only before the first digit (libphonenumber: one or more).
        hasPlus = true
        other = true
      } else if Self.isPunctuation(scalar) {
        if seenDigit { punctuationAfterDigit = true }
      } else {
        throw .notANumber
      }
    }
    // libphonenumber's "viable phone number": two digits alone, or at least three.
    guard digitCount >= 3 || (digitCount == 2 && !other) else { throw .notANumber }
  }
}
