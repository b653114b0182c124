/// The email address check behind `Validator.email()`: a hand-written scanner rather than a
/// regular expression, so it is linear and has no pattern of its own to get wrong.
///
/// Accepts `local@domain` where the local part is dot-separated atoms of RFC 5322 `atext`
/// (plus any non-ASCII letter or digit, as RFC 6531 allows), at most 64 bytes, and the domain
/// has at least two dot-separated labels of letters, digits and inner hyphens, each at most 63
/// bytes, with an alphabetic top-level label of two or more characters. A label may also be
/// written as its ASCII A-label (`xn--e1afmkfd` for `пример`, `xn--p1ai` for `рф`): it must
/// be valid Punycode whose decoded label passes the same rules, so `иван@пример.рф` and
/// `user@xn--e1afmkfd.xn--p1ai` are both accepted. The whole address is at most 254 bytes
/// (RFC 5321). Quoted local parts and IP-literal domains are refused: a sign-up form has no
/// use for them.
enum EmailAddress {
  static let maximumLength = 254

  /// - Complexity: O(n) in the UTF-8 length, with n capped at 254.
  static func isValid(_ text: String) -> Bool {
    guard text.utf8.count <= maximumLength else { return false }
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return false }
    let local = parts[0]
    let domain = parts[1]
    guard !local.isEmpty, local.utf8.count <= 64 else { return false }
    guard isDotAtom(local) else { return false }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy(isDomainLabel) else { return false }
    guard let last = labels.last else { return false }
    // The top-level label is checked in its Unicode form: `xn--p1ai` as `рф`.
    let top = Punycode.decodeLabel(last).map { Substring($0) } ?? last
    return top.count >= 2 && top.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic })
  }

  private static let atextSymbols = Set("!#$%&'*+/=?^_`{|}~-".unicodeScalars)

  private static func isDotAtom(_ text: Substring) -> Bool {
    let atoms = text.split(separator: ".", omittingEmptySubsequences: false)
    return atoms.allSatisfy { atom in
      !atom.isEmpty
        && atom.unicodeScalars.allSatisfy { scalar in
          if scalar.isASCII {
            return isASCIIAlphanumeric(scalar) || atextSymbols.contains(scalar)
          }
          return isLetterOrDigit(scalar)
        }
    }
  }

  private static func isDomainLabel(_ label: Substring) -> Bool {
    guard !label.isEmpty, label.utf8.count <= 63 else { return false }
    guard label.first != "-", label.last != "-" else { return false }
    if label.utf8.count >= 4, label.utf8.dropFirst(2).prefix(2).elementsEqual("--".utf8) {
      // `ab--` in third and fourth place is reserved for encodings (RFC 5891 4.2.3.1); the
      // one in use is Punycode's `xn--`, whose decoded label must itself be a valid label.
      guard let decoded = Punycode.decodeLabel(label), !decoded.unicodeScalars.allSatisfy(\.isASCII)
      else { return false }
      return isDomainLabel(Substring(decoded))
    }
    return label.unicodeScalars.allSatisfy { scalar in
      if scalar.isASCII { return isASCIIAlphanumeric(scalar) || scalar == "-" }
      return isLetterOrDigit(scalar)
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
