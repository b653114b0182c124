import Foundation

/// A domain name after IDNA processing (UTS #46 mapping, then the IDNA 2008 label rules of
/// RFC 5891-5893, as browsers and the `idna` package apply them): its Unicode and ASCII forms.
///
/// ```swift
/// let domain = try DomainName("Пример。РФ")
/// domain.unicode  // "пример.рф"
/// domain.ascii    // "xn--e1afmkfd.xn--p1ai"
/// ```
struct DomainName: Sendable, Hashable {
  /// The labels in their Unicode form (U-labels; ASCII labels as they are), lowercase.
  let unicodeLabels: [String]
  /// The labels in their ASCII form (A-labels `xn--...` for the non-ASCII ones).
  let asciiLabels: [String]

  /// The domain with U-labels: `пример.рф`.
  var unicode: String { unicodeLabels.joined(separator: ".") }
  /// The domain with A-labels: `xn--e1afmkfd.xn--p1ai`, the form DNS and SMTP use.
  var ascii: String { asciiLabels.joined(separator: ".") }

  /// The most octets a label may have in its A-label form (RFC 1034, RFC 5890 2.3.2.1).
  static let maximumLabelLength = 63
  /// The most octets the ASCII form may have (RFC 1034 3.1, without the root's trailing dot).
  static let maximumLength = 253

  /// Processes `text` as UTS #46 does (non-transitional): maps each character (full stops
  /// `。．｡` to `.`, full-width and upper-case letters to their plain lower-case forms),
  /// removes ignored ones (the soft hyphen, zero-width space), normalizes to NFC, then checks
  /// every label: hyphens, PVALID code points, the CONTEXTJ rules for ZWNJ and ZWJ, the
  /// CONTEXTO rules, the Bidi Rule, and its length as an A-label.
  ///
  /// - Throws: `EmailAddressError` with the reason and the label or character at fault.
  /// - Complexity: O(n log r) for n scalars and r table runs, plus O(m²) per label of m
  ///   scalars for Punycode (m is at most 63).
  init(_ text: some StringProtocol) throws(EmailAddressError) {
    let data = IDNAData.shared
    var mapped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch data.status(of: scalar) {
      case .valid: mapped.append(scalar)
      case .mapped(let replacement): mapped.append(contentsOf: replacement)
      case .ignored: continue
      case .disallowed: throw EmailAddressError(.disallowedCharacter(scalar))
      }
    }
    let normalized = String(mapped).precomposedStringWithCanonicalMapping
    guard !normalized.isEmpty else { throw EmailAddressError(.missingDomain) }
    var unicodeLabels: [String] = []
    var asciiLabels: [String] = []
    for label in normalized.split(separator: ".", omittingEmptySubsequences: false) {
      guard !label.isEmpty else { throw EmailAddressError(.emptyLabel) }
      let (unicode, ascii) = try Self.process(String(label), data)
      unicodeLabels.append(unicode)
      asciiLabels.append(ascii)
    }
    let length = asciiLabels.reduce(asciiLabels.count - 1) { $0 + $1.utf8.count }
    guard length <= Self.maximumLength else { throw EmailAddressError(.domainTooLong(length)) }
    self.unicodeLabels = unicodeLabels
    self.asciiLabels = asciiLabels
  }

  /// One label's Unicode and ASCII forms, after its checks.
  private static func process(_ label: String, _ data: IDNAData) throws(EmailAddressError)
    -> (unicode: String, ascii: String)
  {
    let unicode: String
    let ascii: String
    if label.unicodeScalars.allSatisfy(\.isASCII) {
      if label.hasPrefix("xn--") {
        // An A-label: valid Punycode whose decoded label passes the same rules.
        guard label.count > 4, !label.hasSuffix("-"),
          let decoded = Punycode.decode(ArraySlice(label.utf8.dropFirst(4))),
          !decoded.unicodeScalars.allSatisfy(\.isASCII)
        else { throw EmailAddressError(.invalidPunycode(label)) }
        guard decoded == decoded.precomposedStringWithCanonicalMapping else {
          throw EmailAddressError(.invalidPunycode(label))
        }
        try check(decoded, data)
        unicode = decoded
      } else {
        try check(label, data)
        unicode = label
      }
      ascii = label
    } else {
      try check(label, data)
      guard let encoded = Punycode.encode(Array(label.unicodeScalars)) else {
        throw EmailAddressError(.labelTooLong(label, Int.max))
      }
      unicode = label
      ascii = "xn--" + encoded
    }
    guard ascii.utf8.count <= maximumLabelLength else {
      throw EmailAddressError(.labelTooLong(unicode, ascii.utf8.count))
    }
    return (unicode, ascii)
  }

  /// The IDNA 2008 rules for a U-label (RFC 5891 5.4, RFC 5892, RFC 5893).
  private static func check(_ label: String, _ data: IDNAData) throws(EmailAddressError) {
    let scalars = Array(label.unicodeScalars)
    // RFC 5891 4.2.3.1: no `--` in the third and fourth place, no leading or trailing hyphen.
    if scalars.count >= 4, scalars[2] == "-", scalars[3] == "-" {
      throw EmailAddressError(.misplacedHyphen(label))
    }
    if scalars.first == "-" || scalars.last == "-" {
      throw EmailAddressError(.misplacedHyphen(label))
    }
    // RFC 5891 4.2.3.2: a label does not start with a combining mark.
    if let first = scalars.first, isMark(first) {
      throw EmailAddressError(.leadingCombiningMark(label))
    }
    for (index, scalar) in scalars.enumerated() {
      switch data.idnaClass(of: scalar) {
      case .pvalid: continue
      case .contextJ:
        guard joinerAllowed(at: index, in: scalars, data) else {
          throw EmailAddressError(.joinerNotAllowed(label))
        }
      case .contextO:
        guard contextOAllowed(at: index, in: scalars, data) else {
          throw EmailAddressError(.disallowedCharacter(scalar))
        }
      case .disallowed:
        throw EmailAddressError(.disallowedCharacter(scalar))
      }
    }
    guard satisfiesBidiRule(scalars, data) else {
      throw EmailAddressError(.bidiRule(label))
    }
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// RFC 5892 A.1 and A.2: ZWNJ after a virama, or between a left- or dual-joining and a
  /// right- or dual-joining letter (transparent marks skipped), as Persian and Indic words
  /// need; ZWJ only after a virama.
  private static func joinerAllowed(
    at index: Int, in scalars: [Unicode.Scalar], _ data: IDNAData
  ) -> Bool {
    // Canonical_Combining_Class 9 is Virama.
    if index > 0, scalars[index - 1].properties.canonicalCombiningClass.rawValue == 9 {
      return true
    }
    guard scalars[index] == "\u{200C}" else { return false }
    let transparent = UInt8(ascii: "T")
    var before = index - 1
    while before >= 0, data.joiningType(of: scalars[before]) == transparent { before -= 1 }
    guard before >= 0, let left = data.joiningType(of: scalars[before]),
      left == UInt8(ascii: "L") || left == UInt8(ascii: "D")
    else { return false }
    var after = index + 1
    while after < scalars.count, data.joiningType(of: scalars[after]) == transparent {
      after += 1
    }
    guard after < scalars.count, let right = data.joiningType(of: scalars[after]) else {
      return false
    }
    return right == UInt8(ascii: "R") || right == UInt8(ascii: "D")
  }

  /// RFC 5892 A.3-A.9, the CONTEXTO rules.
  private static func contextOAllowed(
    at index: Int, in scalars: [Unicode.Scalar], _ data: IDNAData
  ) -> Bool {
    let scalar = scalars[index]
    switch scalar.value {
    case 0x00B7:  // Catalan middle dot: between two `l`.
      return index > 0 && index + 1 < scalars.count && scalars[index - 1] == "l"
        && scalars[index + 1] == "l"
    case 0x0375:  // Greek keraia: before a Greek letter.
      return index + 1 < scalars.count && data.greek.contains(scalars[index + 1].value)
    case 0x05F3, 0x05F4:  // Hebrew geresh and gershayim: after a Hebrew letter.
      return index > 0 && data.hebrew.contains(scalars[index - 1].value)
    case 0x30FB:  // Katakana middle dot: with Hiragana, Katakana or Han in the label.
      return scalars.contains { other in
        other != scalar
          && (data.hiragana.contains(other.value) || data.katakana.contains(other.value)
            || data.han.contains(other.value))
      }
    case 0x0660...0x0669:  // Arabic-Indic digits: not with extended Arabic-Indic digits.
      return !scalars.contains { (0x06F0...0x06F9).contains($0.value) }
    case 0x06F0...0x06F9:
      return !scalars.contains { (0x0660...0x0669).contains($0.value) }
    default:
      return false
    }
  }

  /// RFC 5893's Bidi Rule, for a label holding right-to-left characters (R, AL) or Arabic
  /// digits (AN), as the `idna` package applies it.
  private static func satisfiesBidiRule(_ scalars: [Unicode.Scalar], _ data: IDNAData) -> Bool {
    let classes = scalars.map { data.bidiClass(of: $0) }
    let rightToLeft: Set<UInt8> = [UInt8(ascii: "R"), UInt8(ascii: "A"), UInt8(ascii: "N")]
    guard classes.contains(where: { $0.map(rightToLeft.contains) ?? false }) else { return true }
    let letter = { (name: String) in UInt8(ascii: name.unicodeScalars.first ?? "?") }
    guard let first = classes.first ?? nil else { return false }
    let isRTL: Bool
    if first == letter("R") || first == letter("A") {
      isRTL = true
    } else if first == letter("L") {
      isRTL = false
    } else {
      return false
    }
    let allowed: Set<UInt8> = Set(
      (isRTL
        ? ["R", "A", "N", "E", "S", "C", "T", "O", "B", "M"]
        : ["L", "E", "S", "C", "T", "O", "B", "M"]).map(letter))
    let ending: Set<UInt8> = Set((isRTL ? ["R", "A", "E", "N"] : ["L", "E"]).map(letter))
    var validEnding = false
    var numberType: UInt8?
    for value in classes {
      guard let value, allowed.contains(value) else { return false }
      if ending.contains(value) {
        validEnding = true
      } else if value != letter("M") {
        validEnding = false
      }
      if isRTL, value == letter("E") || value == letter("N") {
        if let numberType, numberType != value { return false }
        numberType = value
      }
    }
    return validEnding
  }
}
