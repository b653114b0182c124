/// Formats a phone number while it is typed, character by character, as libphonenumber's
/// `AsYouTypeFormatter` does: `+`, `4`, `9`, `3`, `0`, `1` … gives `+`, `+4`, `+49 `,
/// `+49 3`, `+49 30`, `+49 30 1` ….
///
/// ```swift
/// var formatter = PhoneAsYouTypeFormatter(region: "IN")
/// var text = ""
/// for character in "08123456789" { text = formatter.input(character) }
/// text  // "081234 56789"
/// ```
///
/// The formatter starts from the region's national numbering (national prefix, national
/// formats) and switches to a calling code's plan once `+` or the international prefix and
/// a known code have been typed. As soon as a character other than a digit or a leading `+`
/// arrives, it stops formatting and shows what was typed. It only inserts spaces and
/// punctuation: the digits shown are always the digits typed, in order.
public struct PhoneAsYouTypeFormatter: Sendable {
  private static let placeholder: Character = "\u{2008}"
  private static let minimumLeadingDigits = 3

  private let metadata: PhoneMetadata
  private let defaultRegion: String
  private let defaultPlan: CompiledPhonePlan
  private var plan: CompiledPhonePlan

  /// The text after the last character typed.
  public private(set) var text = ""
  private var accruedInput: [Character] = []
  private var accruedDigits: [Character] = []
  private var template: [Character] = []
  private var lastMatchPosition = 0
  private var currentFormatPattern = ""
  private var prefixBeforeNationalNumber = ""
  private var shouldAddSpaceAfterNationalPrefix = false
  private var extractedNationalPrefix = ""
  private var nationalNumber = ""
  private var ableToFormat = true
  private var inputHasFormatting = false
  private var positionToRemember = 0
  private var originalPosition = 0
  private var isCompleteNumber = false
  private var isExpectingCallingCode = false
  private var possibleFormats: [CompiledPhonePlan.CompiledFormat] = []

  /// A formatter for numbers typed in `region` ("GB"); an unknown region accepts only
  /// numbers that start with `+`.
  public init(region: String, metadata: PhoneMetadata = .shared) {
    self.metadata = metadata
    defaultRegion = region.uppercased()
    defaultPlan = Self.mainPlan(ofRegion: defaultRegion, metadata: metadata)
    plan = defaultPlan
  }

  /// The plan of the main region of `region`'s calling code (all regions of a code share its
  /// formats), or an empty plan.
  private static func mainPlan(ofRegion region: String, metadata: PhoneMetadata)
    -> CompiledPhonePlan
  {
    metadata.callingCode(forRegion: region).flatMap { metadata.mainPlan(forCallingCode: $0) }
      ?? CompiledPhonePlan.empty
  }

  /// Starts over with an empty number.
  public mutating func clear() {
    self = PhoneAsYouTypeFormatter(region: defaultRegion, metadata: metadata)
  }

  /// Where the character typed with `rememberingPosition: true` now is in ``text``
  /// (a `Character` offset), so a caret can stay after it while spaces are inserted.
  public var rememberedPosition: Int {
    if !ableToFormat { return originalPosition }
    let output = Array(text)
    var inputIndex = 0
    var outputIndex = 0
    while inputIndex < positionToRemember && outputIndex < output.count {
      if accruedDigits[inputIndex] == output[outputIndex] { inputIndex += 1 }
      outputIndex += 1
    }
    return outputIndex
  }

  /// Adds one typed character and returns the formatted text.
  /// - Complexity: O(n × m): the digits so far against the candidate formats' patterns.
  @discardableResult
  public mutating func input(_ character: Character, rememberingPosition: Bool = false)
    -> String
  {
    text = step(character, remember: rememberingPosition)
    return text
  }

  private mutating func step(_ typed: Character, remember: Bool) -> String {
    var character = typed
    accruedInput.append(character)
    if remember { originalPosition = accruedInput.count }
    if !isDigitOrLeadingPlus(character) {
      ableToFormat = false
      inputHasFormatting = true
    } else {
      character = normalizeAndAccrue(character, remember: remember)
    }
    if !ableToFormat {
      if inputHasFormatting { return String(accruedInput) }
      if extractInternationalPrefix() {
        if extractCallingCode() { return choosePatternAfterPrefix() }
      } else if extractLongerNationalPrefix() {
        prefixBeforeNationalNumber += " "
        return choosePatternAfterPrefix()
      }
      return String(accruedInput)
    }
    switch accruedDigits.count {
    case 0...2:
      return String(accruedInput)
    case 3:
      if extractInternationalPrefix() {
        isExpectingCallingCode = true
      } else {
        extractedNationalPrefix = removeNationalPrefix()
        return chooseFormattingPattern()
      }
    default:
      break
    }
    if isExpectingCallingCode {
      if extractCallingCode() { isExpectingCallingCode = false }
      return prefixBeforeNationalNumber + nationalNumber
    }
    guard !possibleFormats.isEmpty else { return chooseFormattingPattern() }
    let partial = inputIntoTemplate(character)
    let formatted = formatAccruedDigits()
    if !formatted.isEmpty { return formatted }
    narrowFormats(by: nationalNumber)
    if createNewTemplate() { return inputAccruedNationalNumber() }
    return ableToFormat ? appendingNationalNumber(partial) : String(accruedInput)
  }

  private func isDigitOrLeadingPlus(_ character: Character) -> Bool {
    if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
      scalar.properties.numericType == .decimal || scalar.properties.numericType == .digit
    {
      return true
    }
    return accruedInput.count == 1 && (character == "+" || character == "\u{FF0B}")
  }

  /// Keeps the digit (in ASCII) or `+` in the digits typed so far; returns what was kept.
  private mutating func normalizeAndAccrue(_ character: Character, remember: Bool) -> Character {
    var normalized = character
    if character == "+" {
      accruedDigits.append(character)
    } else {
      if let scalar = character.unicodeScalars.first, let digit = PhoneInputText.digit(scalar) {
        normalized = digit
      }
      accruedDigits.append(normalized)
      nationalNumber.append(normalized)
    }
    if remember { positionToRemember = accruedDigits.count }
    return normalized
  }

  private mutating func choosePatternAfterPrefix() -> String {
    ableToFormat = true
    isExpectingCallingCode = false
    possibleFormats = []
    lastMatchPosition = 0
    template = []
    currentFormatPattern = ""
    return chooseFormattingPattern()
  }

  /// Puts a national prefix taken too early back, and tries to take a longer one.
  private mutating func extractLongerNationalPrefix() -> Bool {
    if !extractedNationalPrefix.isEmpty {
      nationalNumber = extractedNationalPrefix + nationalNumber
      // Cut the prefix text at the last place the national prefix appears in it.
      let prefix = Array(prefixBeforeNationalNumber)
      let needle = Array(extractedNationalPrefix)
      let last = stride(from: prefix.count - needle.count, through: 0, by: -1).first {
        Array(prefix[$0..<$0 + needle.count]) == needle
      }
      prefixBeforeNationalNumber = String(prefix[..<(last ?? max(prefix.count - 1, 0))])
    }
    return extractedNationalPrefix != removeNationalPrefix()
  }

  private mutating func chooseFormattingPattern() -> String {
    guard nationalNumber.count >= Self.minimumLeadingDigits else {
      return appendingNationalNumber(nationalNumber)
    }
    collectFormats(leadingDigits: nationalNumber)
    let formatted = formatAccruedDigits()
    if !formatted.isEmpty { return formatted }
    return createNewTemplate() ? inputAccruedNationalNumber() : String(accruedInput)
  }

  private mutating func collectFormats(leadingDigits: String) {
    let isInternational = isCompleteNumber && extractedNationalPrefix.isEmpty
    let formats =
      isInternational && !plan.internationalFormats.isEmpty
      ? plan.internationalFormats : plan.nationalFormats
    for candidate in formats {
      let format = candidate.format
      let firstGroupOnly = Self.hasFirstGroupOnly(format.nationalPrefixFormattingRule)
      if !extractedNationalPrefix.isEmpty && firstGroupOnly
        && !format.nationalPrefixOptionalWhenFormatting && !format.hasCarrierCodeFormattingRule
      {
        // Typed with a national prefix: formats that never show one do not apply.
        continue
      } else if extractedNationalPrefix.isEmpty && !isCompleteNumber && !firstGroupOnly
        && !format.nationalPrefixOptionalWhenFormatting
      {
        // Typed without the national prefix a format requires.
        continue
      }
      if Self.isEligible(format.format) { possibleFormats.append(candidate) }
    }
    narrowFormats(by: leadingDigits)
  }

  private mutating func narrowFormats(by leadingDigits: String) {
    let index = leadingDigits.count - Self.minimumLeadingDigits
    possibleFormats.removeAll { candidate in
      let patterns = candidate.leadingDigits
      guard !patterns.isEmpty else { return false }
      var chosen = min(index, patterns.count - 1)
      if chosen < 0 { chosen += patterns.count }
      return !patterns[max(chosen, 0)].matches(leadingDigits)
    }
  }

  /// Whether a national prefix rule shows only the first group: empty, `$1`, `($1)`.
  static func hasFirstGroupOnly(_ rule: String) -> Bool {
    rule.isEmpty || ["$1", "($1", "$1)", "($1)"].contains(rule)
  }

  /// Whether a format is only group references (`$1` first) and punctuation.
  static func isEligible(_ format: String) -> Bool {
    var characters = Array(format)[...]
    func skipPunctuation() {
      while let first = characters.first, first.unicodeScalars.count == 1,
        let scalar = first.unicodeScalars.first, isPunctuation(scalar)
      {
        characters.removeFirst()
      }
    }
    skipPunctuation()
    guard characters.starts(with: ["$", "1"]) else { return false }
    characters.removeFirst(2)
    skipPunctuation()
    while !characters.isEmpty {
      guard characters.count >= 2, characters.first == "$",
        characters[characters.startIndex + 1].isASCII,
        characters[characters.startIndex + 1].isWholeNumber
      else { return false }
      characters.removeFirst(2)
      skipPunctuation()
    }
    return true
  }

  /// libphonenumber's VALID_PUNCTUATION.
  static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "-", "x", "\u{2010}"..."\u{2015}", "\u{2212}", "\u{30FC}", "\u{FF0D}"..."\u{FF0F}", " ",
      "\u{A0}", "\u{AD}", "\u{200B}", "\u{2060}", "\u{3000}", "(", ")", "\u{FF08}", "\u{FF09}",
      "\u{FF3B}", "\u{FF3D}", ".", "[", "]", "/", "~", "\u{2053}", "\u{223C}", "\u{FF5E}":
      return true
    default:
      return false
    }
  }

  /// Makes the template of the first candidate format that can hold the digits so far;
  /// false when the current one stays or none can.
  private mutating func createNewTemplate() -> Bool {
    let index = 0
    while index < possibleFormats.count {
      let candidate = possibleFormats[index]
      if currentFormatPattern == candidate.format.pattern { return false }
      if makeTemplate(candidate) {
        currentFormatPattern = candidate.format.pattern
        shouldAddSpaceAfterNationalPrefix = candidate.format.nationalPrefixFormattingRule
          .contains { $0 == "-" || $0 == " " }
        lastMatchPosition = 0
        return true
      }
      possibleFormats.remove(at: index)
    }
    ableToFormat = false
    return false
  }

  /// The format applied to the longest run of 9s its pattern takes, each 9 a placeholder.
  private mutating func makeTemplate(_ candidate: CompiledPhonePlan.CompiledFormat) -> Bool {
    let nines = String(repeating: "9", count: 15)
    guard let found = candidate.prefixPattern.match(nines), found.end >= nationalNumber.count
    else { return false }
    let formatted = PhoneNumber.substitute(candidate.format.format, groups: found.groups)
    guard !formatted.isEmpty else { return false }
    template = formatted.map { $0 == "9" ? Self.placeholder : $0 }
    return true
  }

  /// The digits so far in the first candidate format whose pattern takes all of them.
  private mutating func formatAccruedDigits() -> String {
    for candidate in possibleFormats {
      guard let found = candidate.pattern.match(nationalNumber) else { continue }
      shouldAddSpaceAfterNationalPrefix = candidate.format.nationalPrefixFormattingRule
        .contains { $0 == "-" || $0 == " " }
      let formatted = PhoneNumber.substitute(candidate.format.format, groups: found.groups)
      let full = appendingNationalNumber(formatted)
      let diallable = full.filter { $0.isASCII && ($0.isWholeNumber || "+*#".contains($0)) }
      if Array(diallable) == accruedDigits { return full }
    }
    return ""
  }

  private mutating func inputAccruedNationalNumber() -> String {
    guard !nationalNumber.isEmpty else { return prefixBeforeNationalNumber }
    var partial = ""
    for digit in nationalNumber { partial = inputIntoTemplate(digit) }
    return ableToFormat ? appendingNationalNumber(partial) : String(accruedInput)
  }

  /// Puts `digit` into the template's first free place; the template up to it.
  private mutating func inputIntoTemplate(_ digit: Character) -> String {
    guard lastMatchPosition <= template.count,
      template[lastMatchPosition...].contains(Self.placeholder),
      let first = template.firstIndex(of: Self.placeholder)
    else {
      if possibleFormats.count == 1 { ableToFormat = false }
      currentFormatPattern = ""
      return String(accruedInput)
    }
    template[first] = digit
    lastMatchPosition = first
    return String(template[...first])
  }

  private func appendingNationalNumber(_ national: String) -> String {
    if shouldAddSpaceAfterNationalPrefix, let last = prefixBeforeNationalNumber.last, last != " " {
      return prefixBeforeNationalNumber + " " + national
    }
    return prefixBeforeNationalNumber + national
  }

  /// Takes the national prefix (or NANPA's leading 1) off the national number.
  private mutating func removeNationalPrefix() -> String {
    var start = 0
    let digits = Array(nationalNumber)
    if plan.callingCode == 1, digits.count >= 2, digits[0] == "1", digits[1] != "0",
      digits[1] != "1"
    {
      start = 1
      prefixBeforeNationalNumber += "1 "
      isCompleteNumber = true
    } else if plan.nationalPrefixForParsing.isUsable,
      let found = plan.nationalPrefixForParsing.match(nationalNumber), found.end > 0
    {
      isCompleteNumber = true
      start = found.end
      prefixBeforeNationalNumber += String(digits[..<start])
    }
    nationalNumber = String(digits[start...])
    return String(digits[..<start])
  }

  /// Takes `+` or the international prefix off the digits typed so far.
  private mutating func extractInternationalPrefix() -> Bool {
    let digits = String(accruedDigits)
    guard let found = plan.plusOrInternationalPrefix.match(digits) else { return false }
    isCompleteNumber = true
    nationalNumber = String(accruedDigits[found.end...])
    prefixBeforeNationalNumber = String(accruedDigits[..<found.end])
    if accruedDigits.first != "+" { prefixBeforeNationalNumber += " " }
    return true
  }

  /// Takes a calling code off the national number and switches to its plan.
  private mutating func extractCallingCode() -> Bool {
    guard !nationalNumber.isEmpty,
      let (code, rest) = PhoneNumber.leadingCallingCode(
        Substring(nationalNumber), metadata: metadata)
    else { return false }
    nationalNumber = String(rest)
    let region = metadata.regions(forCallingCode: code).first ?? ""
    if region == PhonePlan.nonGeographicRegion {
      plan = metadata.plan(forCallingCode: code, region: region) ?? .empty
    } else if region != defaultRegion {
      plan = Self.mainPlan(ofRegion: region, metadata: metadata)
    }
    prefixBeforeNationalNumber += "\(code) "
    extractedNationalPrefix = ""
    return true
  }
}
