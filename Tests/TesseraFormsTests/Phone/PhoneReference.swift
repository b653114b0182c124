import Foundation

@testable import TesseraForms

/// The reference cases of `References/phone/phone-reference.txt` (beside this target's
/// tests): what libphonenumber (PyPI `phonenumbers`, written once by `Tools/phone/generate.sh`)
/// answers for numbers of every region, typed internationally and nationally, valid and one
/// digit short or long.
struct PhoneReferenceCase: Sendable {
  /// The region the case belongs to ("GB", or "001/800" for a non-geographic code).
  var group: String
  /// The region the text is parsed with ("ZZ", no region, for non-geographic codes).
  var parseRegion: String
  var input: String
  /// "cc:nsn" or "!ERROR_NAME".
  var parsed: String
  var isValid: String
  var type: String
  var possibility: String
  var e164: String
  var international: String
  var national: String
  /// The as-you-type formatter's text after each character.
  var typed: [String]

  var parseError: String? { parsed.hasPrefix("!") ? String(parsed.dropFirst()) : nil }
}

enum PhoneReference {
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("References/phone/phone-reference.txt")

  /// The file's `#source` line.
  static let source: String = {
    (try? String(contentsOf: url, encoding: .utf8))?.split(separator: "\n")
      .first { $0.hasPrefix("#source") }.map(String.init) ?? ""
  }()

  static let cases: [PhoneReferenceCase] = {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var cases: [PhoneReferenceCase] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 10 else { continue }
      let group = fields[0]
      let parseRegion = group.hasPrefix("001/") ? "ZZ" : group
      var typed: [String] = []
      var previous = ""
      let characters = Array(fields[1])
      for (index, step) in fields[9].split(separator: "|", omittingEmptySubsequences: false)
        .enumerated()
      {
        if step.isEmpty {
          previous.append(characters[index])
        } else if let tilde = step.firstIndex(of: "~"), let keep = Int(step[..<tilde]) {
          previous = String(previous.prefix(keep)) + step[step.index(after: tilde)...]
        }
        typed.append(previous)
      }
      let parsed = fields[2]
      var e164 = fields[6]
      if e164 == "=", let colon = parsed.firstIndex(of: ":") {
        e164 = "+" + parsed[..<colon] + parsed[parsed.index(after: colon)...]
      }
      cases.append(
        PhoneReferenceCase(
          group: group, parseRegion: parseRegion, input: fields[1], parsed: parsed,
          isValid: fields[3], type: fields[4], possibility: fields[5], e164: e164,
          international: fields[7], national: fields[8], typed: typed))
    }
    return cases
  }()

  /// libphonenumber's name of a parse error.
  static func name(_ error: PhoneNumberParseError) -> String {
    switch error {
    case .invalidCountryCode: return "INVALID_COUNTRY_CODE"
    case .notANumber: return "NOT_A_NUMBER"
    case .tooShortAfterInternationalPrefix: return "TOO_SHORT_AFTER_IDD"
    case .tooShortNationalNumber: return "TOO_SHORT_NSN"
    case .tooLong: return "TOO_LONG"
    }
  }

  /// libphonenumber's name of a number type.
  static func name(_ type: PhoneNumberType) -> String {
    switch type {
    case .fixedLine: return "FIXED_LINE"
    case .mobile: return "MOBILE"
    case .fixedLineOrMobile: return "FIXED_LINE_OR_MOBILE"
    case .tollFree: return "TOLL_FREE"
    case .premiumRate: return "PREMIUM_RATE"
    case .sharedCost: return "SHARED_COST"
    case .voip: return "VOIP"
    case .personalNumber: return "PERSONAL_NUMBER"
    case .pager: return "PAGER"
    case .uan: return "UAN"
    case .voicemail: return "VOICEMAIL"
    case .unknown: return "UNKNOWN"
    }
  }

  /// libphonenumber's name of a possibility.
  static func name(_ possibility: PhoneNumberPossibility) -> String {
    switch possibility {
    case .isPossible: return "IS_POSSIBLE"
    case .isPossibleLocalOnly: return "IS_POSSIBLE_LOCAL_ONLY"
    case .invalidCountryCode: return "INVALID_COUNTRY_CODE"
    case .tooShort: return "TOO_SHORT"
    case .invalidLength: return "INVALID_LENGTH"
    case .tooLong: return "TOO_LONG"
    }
  }
}

/// Agreement with the reference per capability and per region.
struct PhoneAgreement {
  /// capability → region → (agreeing, total).
  var counts: [String: [String: (agree: Int, total: Int)]] = [:]
  /// capability → a few disagreements, for the failure message.
  var examples: [String: [String]] = [:]

  mutating func record(
    _ capability: String, _ group: String, _ agrees: Bool, _ detail: @autoclosure () -> String
  ) {
    var entry = counts[capability, default: [:]][group] ?? (0, 0)
    entry.total += 1
    if agrees {
      entry.agree += 1
    } else if examples[capability, default: []].count < 400 {
      examples[capability, default: []].append(detail())
    }
    counts[capability, default: [:]][group] = entry
  }

  /// The regions of `capability` whose agreement is below `threshold`, with their ratio.
  func regions(of capability: String, below threshold: Double) -> [(String, Double)] {
    (counts[capability] ?? [:]).compactMap { group, entry in
      let ratio = Double(entry.agree) / Double(entry.total)
      return ratio < threshold ? (group, ratio) : nil
    }.sorted { $0.0 < $1.0 }
  }

  /// "capability: min 97.1% (XX), 3 regions below 99%".
  func summary(_ capability: String) -> String {
    let entries = counts[capability] ?? [:]
    let worst = entries.min {
      Double($0.value.agree) / Double($0.value.total)
        < Double($1.value.agree) / Double($1.value.total)
    }
    let agree = entries.values.reduce(0) { $0 + $1.agree }
    let total = entries.values.reduce(0) { $0 + $1.total }
    let below = regions(of: capability, below: 0.99).count
    let minimum = worst.map { Double($0.value.agree) / Double($0.value.total) * 100 } ?? 0
    return
      "\(capability): \(agree)/\(total) cases agree, min \(String(format: "%.1f", minimum))% "
      + "(\(worst?.key ?? "-")), \(below) of \(entries.count) regions below 99%"
  }
}
