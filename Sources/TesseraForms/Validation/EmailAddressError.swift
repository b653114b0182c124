import TesseraLocalization

/// Why text is not an e-mail address, in terms a person can act on.
public struct EmailAddressError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reason.
  public enum Kind: Hashable, Sendable {
    /// There is no `@`.
    case missingAt
    /// The part before the `@` is empty.
    case missingLocalPart
    /// The part after the `@` is empty.
    case missingDomain
    /// The part before the `@` has more than 64 octets (RFC 5321 4.5.3.1.1).
    case localPartTooLong(Int)
    /// The part before the `@` holds this character, which an address cannot (a second `@`,
    /// a space, a comma...).
    case invalidLocalCharacter(Character)
    /// A dot begins or ends the part before the `@`, or two dots follow each other.
    case misplacedDot
    /// The domain has only one label (`ada@example`): a public address needs a dot.
    case missingDot
    /// A label of the domain is empty (`example..com`, `.example.com`, `example.com.`).
    case emptyLabel
    /// A label begins or ends with a hyphen, or has `--` in third and fourth place.
    case misplacedHyphen(String)
    /// The domain holds a character IDNA does not allow (a symbol, an emoji, `_`...).
    case disallowedCharacter(Unicode.Scalar)
    /// A label begins with a combining mark.
    case leadingCombiningMark(String)
    /// A zero-width joiner or non-joiner where IDNA's CONTEXTJ rules do not allow it.
    case joinerNotAllowed(String)
    /// A label mixes directions as RFC 5893's Bidi Rule forbids.
    case bidiRule(String)
    /// An `xn--` label that is not valid Punycode of a valid label.
    case invalidPunycode(String)
    /// A label is longer than 63 octets in its A-label (`xn--`) form, which has this length.
    case labelTooLong(String, Int)
    /// The domain's ASCII form is longer than 253 octets; it has this length.
    case domainTooLong(Int)
    /// The top-level label is all digits or a single character.
    case invalidTopLevel(String)
    /// The whole address, with its domain in ASCII, is longer than 254 octets.
    case addressTooLong(Int)
  }

  /// The reason.
  public let kind: Kind

  /// Creates an error.
  public init(_ kind: Kind) { self.kind = kind }

  /// The message for the person typing the address, before it is put into a language.
  public var phrase: LocalizedPhrase {
    switch kind {
    case .missingAt:
      return LocalizedPhrase(.validationEmailMissingAt)
    case .missingLocalPart, .missingDomain:
      return LocalizedPhrase(.validationEmail)
    case .localPartTooLong, .labelTooLong, .domainTooLong, .addressTooLong:
      return LocalizedPhrase(.validationEmailTooLong)
    case .invalidLocalCharacter(let character):
      return .emailCharacter(String(character))
    case .disallowedCharacter(let scalar):
      return .emailCharacter(String(Character(scalar)))
    case .misplacedDot:
      return LocalizedPhrase(.validationEmailLocalPart)
    case .missingDot, .emptyLabel, .misplacedHyphen, .leadingCombiningMark, .joinerNotAllowed,
      .bidiRule, .invalidPunycode, .invalidTopLevel:
      return LocalizedPhrase(.validationEmailDomain)
    }
  }

  /// What is wrong, in English, naming the part at fault.
  public var description: String {
    switch kind {
    case .missingAt: return "the address has no @"
    case .missingLocalPart: return "nothing comes before the @"
    case .missingDomain: return "nothing comes after the @"
    case .localPartTooLong(let length):
      return "the part before the @ has \(length) octets; at most 64 are allowed"
    case .invalidLocalCharacter(let character):
      return "the part before the @ cannot hold \"\(character)\""
    case .misplacedDot: return "a dot begins or ends the part before the @, or two dots meet"
    case .missingDot: return "the domain needs at least two labels, such as example.com"
    case .emptyLabel: return "the domain has an empty label (two dots, or a dot at an end)"
    case .misplacedHyphen(let label):
      return "label \"\(label)\" begins or ends with a hyphen, or has -- in place 3-4"
    case .disallowedCharacter(let scalar):
      let code = String(scalar.value, radix: 16, uppercase: true)
      return
        "the domain cannot hold U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code)"
    case .leadingCombiningMark(let label): return "label \"\(label)\" begins with a combining mark"
    case .joinerNotAllowed(let label):
      return "label \"\(label)\" has a zero-width joiner where IDNA does not allow one"
    case .bidiRule(let label): return "label \"\(label)\" breaks the Bidi Rule (RFC 5893)"
    case .invalidPunycode(let label): return "\"\(label)\" is not a valid A-label"
    case .labelTooLong(let label, let length):
      return "label \"\(label)\" has \(length) octets as an A-label; at most 63 are allowed"
    case .domainTooLong(let length):
      return "the domain has \(length) octets in ASCII; at most 253 are allowed"
    case .invalidTopLevel(let label):
      return "top-level label \"\(label)\" is all digits or a single character"
    case .addressTooLong(let length):
      return "the address has \(length) octets; at most 254 are allowed"
    }
  }
}
