/// An e-mail address as a browser's `<input type="email">` accepts it, with its domain through
/// IDNA, and the reasons it can be refused.
///
/// Parsing follows the WHATWG "valid e-mail address" after the browser's own steps: newlines
/// are removed and surrounding ASCII whitespace trimmed; the domain goes through UTS #46
/// (`example。com`, full-width letters and upper case become `example.com`; a soft hyphen or a
/// zero-width space is dropped) and the IDNA 2008 label rules, and each label's length is
/// counted in its A-label form (63 octets, as DNS counts). Tessera is stricter than WHATWG
/// where a sign-up form needs a deliverable, public address, and broader for one thing:
///
/// - the part before the `@` is an RFC 5321 dot-atom (no dot at either end, no two dots
///   together), at most 64 octets, and may hold letters and digits of any script (RFC 6531,
///   `иван@пример.рф`), which WHATWG's ASCII-only expression refuses;
/// - the domain has at least two labels, and the top-level label is not all digits nor one
///   character;
/// - the whole address, its domain in ASCII, is at most 254 octets (RFC 5321 4.5.3.1.3).
///
/// ```swift
/// let address = try EmailAddress("  Ada@Пример。РФ ")
/// address.unicode  // "Ada@пример.рф"
/// address.ascii    // "Ada@xn--e1afmkfd.xn--p1ai"
/// try EmailAddress("ada@example")  // throws EmailAddressError(.missingDot)
/// ```
///
/// Quoted local parts and IP-literal domains are refused: a sign-up form has no use for them.
public struct EmailAddress: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The part before the `@`, as typed (its case matters to the receiving server).
  public let localPart: String
  /// The domain in its Unicode form after UTS #46 mapping: `пример.рф`.
  public let domain: String
  /// The domain in its ASCII form, with A-labels: `xn--e1afmkfd.xn--p1ai`.
  public let asciiDomain: String

  /// The most octets the part before the `@` may have.
  public static let maximumLocalPartLength = 64
  /// The most octets the address may have, its domain in ASCII.
  public static let maximumLength = 254

  /// The address with its domain in Unicode: what to show the person.
  public var unicode: String { localPart + "@" + domain }
  /// The address with its domain in ASCII: what to store and send.
  public var ascii: String { localPart + "@" + asciiDomain }
  /// The address with its domain in Unicode.
  public var description: String { unicode }

  /// Parses `text` as a browser does before validating it: newlines removed, surrounding
  /// ASCII whitespace trimmed.
  ///
  /// - Throws: `EmailAddressError` saying why the text is not an address.
  /// - Complexity: O(n log r) in the length of the text (r, the IDNA tables' runs, is fixed).
  public init(_ text: String) throws(EmailAddressError) {
    // Split at the last `@` scalar: a combining mark after it would hide it from `Character`.
    let trimmed = Self.trimmed(text).unicodeScalars
    guard let at = trimmed.lastIndex(of: "@") else { throw EmailAddressError(.missingAt) }
    let local = Substring(trimmed[..<at])
    let domainText = Substring(trimmed[trimmed.index(after: at)...])
    guard !local.isEmpty else { throw EmailAddressError(.missingLocalPart) }
    guard !domainText.isEmpty else { throw EmailAddressError(.missingDomain) }
    try Self.checkLocalPart(local)
    let domain = try DomainName(domainText)
    guard domain.asciiLabels.count >= 2 else { throw EmailAddressError(.missingDot) }
    if let top = domain.asciiLabels.last,
      top.count < 2 || top.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    {
      throw EmailAddressError(.invalidTopLevel(domain.unicodeLabels.last ?? top))
    }
    let length = local.utf8.count + 1 + domain.ascii.utf8.count
    guard length <= Self.maximumLength else { throw EmailAddressError(.addressTooLong(length)) }
    localPart = String(local)
    self.domain = domain.unicode
    asciiDomain = domain.ascii
  }

  /// Whether `text` is an address.
  public static func isValid(_ text: String) -> Bool {
    (try? EmailAddress(text)) != nil
  }

  /// WHATWG's value sanitization for e-mail inputs: strip newlines, then leading and trailing
  /// ASCII whitespace (tab, line feed, form feed, carriage return, space).
  static func trimmed(_ text: String) -> Substring {
    let whitespace: Set<Unicode.Scalar> = ["\t", "\n", "\u{0C}", "\r", " "]
    var scalars = text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }
    while let first = scalars.first, whitespace.contains(first) { scalars.removeFirst() }
    while let last = scalars.last, whitespace.contains(last) { scalars.removeLast() }
    return Substring(String(String.UnicodeScalarView(scalars)))
  }

  private static let atextSymbols = Set("!#$%&'*+/=?^_`{|}~-".unicodeScalars)

  /// RFC 5321's dot-atom of RFC 5322 `atext`, plus letters, digits and marks of any script
  /// (RFC 6531).
  private static func checkLocalPart(_ local: Substring) throws(EmailAddressError) {
    let length = local.utf8.count
    guard length <= maximumLocalPartLength else {
      throw EmailAddressError(.localPartTooLong(length))
    }
    for character in local where character != "." {
      let allowed = character.unicodeScalars.allSatisfy { scalar in
        if scalar.isASCII {
          return isASCIIAlphanumeric(scalar) || atextSymbols.contains(scalar)
        }
        return isLetterOrDigit(scalar)
      }
      guard allowed else { throw EmailAddressError(.invalidLocalCharacter(character)) }
    }
    if local.first == "." || local.last == "." || local.contains("..") {
      throw EmailAddressError(.misplacedDot)
    }
  }

  private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .nonspacingMark, .spacingMark:
      return true
    default:
      return false
    }
  }
}
