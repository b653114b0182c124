import TesseraPatterns

/// One region's numbering plan as the metadata file records it: plain text, not yet compiled.
struct PhonePlan: Sendable {
  /// The region code of plans that belong to a calling code, not a region (800, 882 ...).
  static let nonGeographicRegion = "001"

  var region: String
  var callingCode: Int
  var isMainRegion: Bool
  var internationalPrefix: String
  var preferredInternationalPrefix: String
  var nationalPrefix: String
  var nationalPrefixForParsing: String
  var nationalPrefixTransformRule: String
  var leadingDigits: String
  var sameMobileAndFixedLinePattern: Bool
  /// The general description first (`.unknown`), then one per number type the plan has.
  var descriptions: [(PhoneNumberType, Description)] = []
  var nationalFormats: [Format] = []
  var internationalFormats: [Format] = []

  /// The numbers of one type: their pattern and lengths.
  struct Description: Sendable {
    var pattern: String
    /// Sorted; `[-1]` when the type has no numbers here.
    var possibleLengths: [Int]
    var localOnlyLengths: [Int]
  }

  /// How numbers that start with some digits are grouped.
  struct Format: Sendable {
    var pattern: String
    /// The replacement, with `$1` ... for the pattern's groups.
    var format: String
    /// How the first group is written with the national prefix ("0$1", "($1)"); empty if none.
    var nationalPrefixFormattingRule: String
    var nationalPrefixOptionalWhenFormatting: Bool
    var hasCarrierCodeFormattingRule: Bool
    /// Ever longer prefixes the number must start with; the last is the most precise.
    var leadingDigitsPatterns: [String]
  }
}

/// Reads the tab-separated records of `phone-metadata.txt`.
struct PhoneMetadataReader {
  var sourceVersion = ""
  var plans: [PhonePlan] = []
  var regionsForCallingCode: [Int: [String]] = [:]

  private static let typeCodes: [Character: PhoneNumberType] = [
    "G": .unknown, "F": .fixedLine, "M": .mobile, "T": .tollFree, "P": .premiumRate,
    "S": .sharedCost, "V": .voip, "N": .personalNumber, "A": .pager, "U": .uan, "X": .voicemail,
  ]

  /// Reads every record of `text`.
  ///
  /// Lines and fields are split on the UTF-8 bytes (newline, tab), never on `Character`s: the
  /// file is 170 KB of ASCII-delimited records, and grapheme breaking made splitting the
  /// largest part of the load time.
  mutating func read(_ text: String) throws(PhoneMetadataError) {
    var lineNumber = 0
    var sawHeader = false
    var text = text
    text.makeContiguousUTF8()
    for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
      lineNumber += 1
      if line.isEmpty { continue }
      let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
        String(Substring($0))
      }
      try readRecord(fields, lineNumber: lineNumber, sawHeader: &sawHeader)
    }
    guard sawHeader else { throw PhoneMetadataError(line: 1, reason: "missing header") }
  }

  private mutating func readRecord(
    _ fields: [String], lineNumber: Int, sawHeader: inout Bool
  ) throws(PhoneMetadataError) {
    func fail(_ reason: String) -> PhoneMetadataError {
      PhoneMetadataError(line: lineNumber, reason: reason)
    }
    func field(_ index: Int) throws(PhoneMetadataError) -> String {
      guard index < fields.count else { throw fail("record \(fields[0]) lacks field \(index)") }
      return fields[index]
    }
    switch fields[0] {
    case "#tessera-phone-metadata":
      guard fields.count > 1, fields[1] == "1" else { throw fail("unknown format version") }
      sawHeader = true
    case "#source":
      sourceVersion = String(try field(1).split(separator: " ").last ?? "")
    case _ where fields[0].utf8.first == UInt8(ascii: "#"):
      return
    case "C":
      guard let code = Int(try field(1)) else { throw fail("calling code is not a number") }
      regionsForCallingCode[code] = try field(2).split(separator: ",").map(String.init)
    case "R":
      guard sawHeader else { throw fail("record before the header line") }
      guard let code = Int(try field(2)) else { throw fail("calling code is not a number") }
      plans.append(
        PhonePlan(
          region: try field(1), callingCode: code, isMainRegion: try field(3) == "1",
          internationalPrefix: try field(4), preferredInternationalPrefix: try field(5),
          nationalPrefix: try field(6), nationalPrefixForParsing: try field(7),
          nationalPrefixTransformRule: try field(8), leadingDigits: try field(9),
          sameMobileAndFixedLinePattern: try field(10) == "1"))
    case "D":
      guard !plans.isEmpty else { throw fail("description before a region") }
      guard let code = try field(1).first, let type = Self.typeCodes[code] else {
        throw fail("unknown number type \(fields[1])")
      }
      let description = PhonePlan.Description(
        pattern: try field(2), possibleLengths: try lengths(field(3), fail),
        localOnlyLengths: try lengths(field(4), fail))
      plans[plans.count - 1].descriptions.append((type, description))
    case "N":
      guard !plans.isEmpty else { throw fail("format before a region") }
      plans[plans.count - 1].nationalFormats.append(try format(fields, field))
    case "I":
      guard !plans.isEmpty else { throw fail("format before a region") }
      plans[plans.count - 1].internationalFormats.append(try format(fields, field))
    default:
      throw fail("unknown record \(fields[0])")
    }
  }

  /// An N or I record: pattern, format, national prefix rule, flags, leading digits.
  private func format(
    _ fields: [String], _ field: (Int) throws(PhoneMetadataError) -> String
  ) throws(PhoneMetadataError) -> PhonePlan.Format {
    let leading = fields.count > 6 ? Array(fields[6...]) : []
    return PhonePlan.Format(
      pattern: try field(1), format: try field(2), nationalPrefixFormattingRule: try field(3),
      nationalPrefixOptionalWhenFormatting: try field(4) == "1",
      hasCarrierCodeFormattingRule: try field(5) == "1", leadingDigitsPatterns: leading)
  }

  /// "4-6,8" → [4, 5, 6, 8]; "-1" → [-1].
  private func lengths(
    _ text: String, _ fail: (String) -> PhoneMetadataError
  ) throws(PhoneMetadataError) -> [Int] {
    if text.isEmpty { return [] }
    if text == "-1" { return [-1] }
    var result: [Int] = []
    for part in text.split(separator: ",") {
      let pieces = part.split(separator: "-", omittingEmptySubsequences: false)
      let bounds = pieces.compactMap { Int($0) }
      guard bounds.count == pieces.count else { throw fail("bad length list \(text)") }
      switch bounds.count {
      case 1: result.append(bounds[0])
      case 2 where bounds[0] <= bounds[1]: result.append(contentsOf: bounds[0]...bounds[1])
      default: throw fail("bad length list \(text)")
      }
    }
    return result
  }
}

/// A pattern of the metadata, compiled for the one way libphonenumber applies it.
struct PhonePattern: Sendable {
  /// The metadata's text.
  let source: String
  private let compiled: CompiledPattern?

  /// The limits the metadata needs: its longest pattern has about 1,500 characters.
  static let limits = PatternLimits(
    maxPatternLength: 8000, maxRepetition: 1000, maxNestingDepth: 100, maxProgramSize: 400_000)

  enum Anchoring { case whole, prefix }

  init(_ source: String, _ anchoring: Anchoring) {
    self.source = source
    let text: String
    switch anchoring {
    case .whole: text = "^(?:" + source + ")$"
    case .prefix: text = "^(?:" + source + ")"
    }
    compiled = source.isEmpty ? nil : try? CompiledPattern(text, limits: Self.limits)
  }

  /// Whether the metadata had a pattern and it compiled.
  var isUsable: Bool { compiled != nil }
  /// Whether the metadata had a pattern that TesseraPatterns refused.
  var failedToCompile: Bool { !source.isEmpty && compiled == nil }

  /// Whether the pattern matches `text` (all of it, or a prefix, as compiled).
  func matches(_ text: String) -> Bool { compiled?.isMatch(text) ?? false }

  /// The match at the start of `text` with its groups, as substrings of the ASCII `text`.
  func match(_ text: String) -> (end: Int, groups: [String?])? {
    guard let found = compiled?.firstMatch(in: text) else { return nil }
    let utf8 = Array(text.utf8)
    let groups = found.captures.map { range in
      range.map { String(decoding: utf8[$0], as: UTF8.self) }
    }
    return (found.range.upperBound, groups)
  }
}

/// A plan with its patterns compiled.
final class CompiledPhonePlan: Sendable {
  let plan: PhonePlan
  let internationalPrefix: PhonePattern
  /// `\+|` and the international prefix: how the as-you-type formatter finds one.
  let plusOrInternationalPrefix: PhonePattern
  let nationalPrefixForParsing: PhonePattern
  let leadingDigits: PhonePattern
  let descriptions: [PhoneNumberType: CompiledDescription]
  let nationalFormats: [CompiledFormat]
  let internationalFormats: [CompiledFormat]

  struct CompiledDescription: Sendable {
    let description: PhonePlan.Description
    let pattern: PhonePattern
  }

  struct CompiledFormat: Sendable {
    let format: PhonePlan.Format
    /// The pattern matching a whole national number.
    let pattern: PhonePattern
    /// The pattern matching at the start (the as-you-type formatter's template).
    let prefixPattern: PhonePattern
    let leadingDigits: [PhonePattern]
  }

  init(_ plan: PhonePlan) {
    self.plan = plan
    internationalPrefix = PhonePattern(plan.internationalPrefix, .prefix)
    plusOrInternationalPrefix = PhonePattern(#"\+|"# + plan.internationalPrefix, .prefix)
    nationalPrefixForParsing = PhonePattern(plan.nationalPrefixForParsing, .prefix)
    leadingDigits = PhonePattern(plan.leadingDigits, .prefix)
    var descriptions: [PhoneNumberType: CompiledDescription] = [:]
    for (type, description) in plan.descriptions {
      descriptions[type] = CompiledDescription(
        description: description, pattern: PhonePattern(description.pattern, .whole))
    }
    self.descriptions = descriptions
    func compile(_ format: PhonePlan.Format) -> CompiledFormat {
      CompiledFormat(
        format: format, pattern: PhonePattern(format.pattern, .whole),
        prefixPattern: PhonePattern(format.pattern, .prefix),
        leadingDigits: format.leadingDigitsPatterns.map { PhonePattern($0, .prefix) })
    }
    nationalFormats = plan.nationalFormats.map(compile)
    internationalFormats = plan.internationalFormats.map(compile)
  }

  var callingCode: Int { plan.callingCode }
  var general: CompiledDescription? { descriptions[.unknown] }

  /// Every pattern TesseraPatterns refused (none, for the shipped metadata).
  var refusedPatterns: [String] {
    var all = [
      internationalPrefix, plusOrInternationalPrefix, nationalPrefixForParsing, leadingDigits,
    ]
    all += descriptions.values.map(\.pattern)
    for format in nationalFormats + internationalFormats {
      all += [format.pattern, format.prefixPattern]
      all += format.leadingDigits
    }
    return all.filter(\.failedToCompile).map(\.source)
  }

  /// libphonenumber's `matchNationalNumber`: the whole NSN matches the type's pattern.
  func matchesPattern(_ nsn: String, _ type: PhoneNumberType) -> Bool {
    descriptions[type]?.pattern.matches(nsn) ?? false
  }

  /// libphonenumber's `isNumberMatchingDesc`: a possible length of the type and its pattern.
  func matchesDescription(_ nsn: String, _ type: PhoneNumberType) -> Bool {
    guard let entry = descriptions[type] else { return false }
    let lengths = entry.description.possibleLengths
    if !lengths.isEmpty, !lengths.contains(nsn.utf8.count) { return false }
    return entry.pattern.matches(nsn)
  }
}

extension CompiledPhonePlan {
  /// The plan of an unknown region: no formats, no prefixes (international prefix "NA", as
  /// libphonenumber's empty metadata).
  static let empty = CompiledPhonePlan(
    PhonePlan(
      region: "ZZ", callingCode: 0, isMainRegion: false, internationalPrefix: "NA",
      preferredInternationalPrefix: "", nationalPrefix: "", nationalPrefixForParsing: "",
      nationalPrefixTransformRule: "", leadingDigits: "", sameMobileAndFixedLinePattern: false))
}
