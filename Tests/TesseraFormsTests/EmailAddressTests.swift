import Testing

@testable import TesseraForms
@testable import TesseraLocalization

@Suite struct EmailAddressTests {
  static let label63 = String(repeating: "b", count: 63)
  static let tooLongDomain = "ada@" + [label63, label63, label63, label63].joined(separator: ".")
  static let tooLongAddress: String =
    String(repeating: "a", count: 64) + "@" + label63 + "." + label63 + "."
    + String(repeating: "c", count: 58) + ".com"
  static let reasonCases: [(String, EmailAddressError.Kind)] = [
    ("ada", .missingAt), ("@example.com", .missingLocalPart), ("ada@", .missingDomain),
    (".ada@example.com", .misplacedDot), ("a..b@example.com", .misplacedDot),
    ("ada.@example.com", .misplacedDot), ("a,b@example.com", .invalidLocalCharacter(",")),
    ("a b@example.com", .invalidLocalCharacter(" ")), ("ada@example", .missingDot),
    ("ada@example..com", .emptyLabel), ("ada@.example.com", .emptyLabel),
    ("ada@example.com.", .emptyLabel), ("ada@-example.com", .misplacedHyphen("-example")),
    ("ada@ab--cd.com", .misplacedHyphen("ab--cd")),
    ("ada@ex_ample.com", .disallowedCharacter("_")), ("ada@💩.la", .disallowedCharacter("💩")),
    ("ada@ab\u{200C}cd.example", .joinerNotAllowed("ab\u{200C}cd")),
    ("ada@1שלום.example", .bidiRule("1שלום")),
    ("ada@\u{0301}abc.example", .leadingCombiningMark("\u{0301}abc")),
    ("ada@xn--zzzzzz.com", .invalidPunycode("xn--zzzzzz")),
    ("ada@example.123", .invalidTopLevel("123")), ("ada@example.c", .invalidTopLevel("c")),
    (String(repeating: "a", count: 65) + "@example.com", .localPartTooLong(65)),
    (
      "ada@" + String(repeating: "a", count: 64) + ".com",
      .labelTooLong(String(repeating: "a", count: 64), 64)
    ),
    (tooLongDomain, .domainTooLong(255)), (tooLongAddress, .addressTooLong(255)),
  ]

  @Test("each refusal names its reason", arguments: reasonCases)
  func reasons(_ text: String, _ kind: EmailAddressError.Kind) {
    #expect(throws: EmailAddressError(kind)) { try EmailAddress(text) }
  }

  @Test("surrounding whitespace and newlines go, as in a browser; inner spaces do not")
  func trimming() throws {
    #expect(try EmailAddress(" \tada@example.com\r\n").ascii == "ada@example.com")
    #expect(try EmailAddress("ada@exam\nple.com").ascii == "ada@example.com")
    #expect(throws: EmailAddressError(.invalidLocalCharacter("\u{A0}"))) {
      try EmailAddress("\u{A0}ada@example.com")
    }
  }

  @Test("UTS #46 maps full stops, full-width and upper-case forms, and drops ignored characters")
  func mapping() throws {
    let address = try EmailAddress("  Ada@Пример。РФ ")
    #expect(address.localPart == "Ada")
    #expect(address.unicode == "Ada@пример.рф")
    #expect(address.ascii == "Ada@xn--e1afmkfd.xn--p1ai")
    #expect(try EmailAddress("ada@ｅｘａｍｐｌｅ．ｃｏｍ").ascii == "ada@example.com")
    #expect(try EmailAddress("ada@example｡com").ascii == "ada@example.com")
    #expect(try EmailAddress("ada@exam\u{AD}ple.com").ascii == "ada@example.com")
    #expect(try EmailAddress("ada@exam\u{200B}ple.com").ascii == "ada@example.com")
    #expect(try EmailAddress("ada@Straße.de").ascii == "ada@xn--strae-oqa.de")
  }

  @Test("ZWNJ and ZWJ stay where CONTEXTJ allows them: Persian words, Indic conjuncts")
  func joiners() throws {
    let persian = try EmailAddress("user@می\u{200C}خواهم.ایران")
    #expect(persian.domain == "می\u{200C}خواهم.ایران")
    #expect(persian.asciiDomain == "xn--mgbn2ecje63gr19l.xn--mgba3a4f16a")
    let devanagari = try EmailAddress("user@क्\u{200D}ष.example")
    #expect(devanagari.domain.unicodeScalars.contains("\u{200D}"))
  }

  @Test("Indic top-level labels with viramas pass, in Unicode and as A-labels")
  func indicTopLevel() throws {
    #expect(try EmailAddress("user@example.இந்தியா").asciiDomain == "example.xn--xkc2dl3a5ee0h")
    #expect(try EmailAddress("user@example.xn--xkc2dl3a5ee0h").domain == "example.இந்தியா")
    #expect(try EmailAddress("user@उदाहरण.भारतम्").asciiDomain.hasSuffix(".xn--h2breg3eve"))
  }

  @Test("label length is counted in the A-label form DNS stores")
  func aLabelLength() throws {
    // 64 octets of UTF-8, 57 as an A-label.
    let long = "администрациягородаекатеринбурга"
    #expect(long.utf8.count > 63)
    let address = try EmailAddress("user@\(long).рф")
    #expect(address.asciiDomain.split(separator: ".")[0].utf8.count <= 63)
    #expect(try EmailAddress(address.ascii).domain == "\(long).рф")
  }

  @Test("the domain labels a mutation test relies on stay refused")
  func emptyLabels() {
    for text in ["ada@example.com.", "ada@example..com", "ada@.example.com"] {
      #expect(!EmailAddress.isValid(text), "\(text)")
      #expect(Validator.email().validate(text)?.rule == .email)
    }
  }

  @Test("the validator says why, in all eleven languages")
  func localizedReasons() throws {
    let kinds: [EmailAddressError.Kind] = [
      .missingAt, .misplacedDot, .missingDot, .invalidLocalCharacter(","), .addressTooLong(300),
    ]
    for language in LocalizationLanguage.allCases {
      var seen: Set<String> = []
      for kind in kinds {
        let phrase = EmailAddressError(kind).phrase
        let text = phrase.string(in: language)
        #expect(text != phrase.key.rawValue, "\(language) \(kind)")
        #expect(!text.isEmpty)
        seen.insert(text)
      }
      #expect(seen.count == kinds.count, "\(language): reasons share a message")
      let comma = EmailAddressError(.invalidLocalCharacter(",")).phrase.string(in: language)
      #expect(comma.contains(","), "\(language)")
    }
    let failure = Validator.email().validate("ada,b@example.com")
    #expect(failure?.message == "An email address cannot contain “,”.")
    #expect(failure?.message(in: .german) == "Eine E-Mail-Adresse darf „,“ nicht enthalten.")
    #expect(Validator.email().validate("ada")?.message(in: .french).contains("@") == true)
  }

  @Test("Punycode encodes RFC 3492's samples and the labels of пример.рф")
  func punycodeEncoding() {
    let samples = [
      ("ihqwcrb4cv8a8dqg056pqjye", "他们为什么不说中文"),
      ("b1abfaaepdrnnbgefbadotcwatmq2g4l", "почемужеонинеговорятпорусски"),
      ("3B-ww4c5e180e575a65lsy2b", "3年B組金八先生"),
      ("e1afmkfd", "пример"), ("p1ai", "рф"), ("bcher-kva", "bücher"),
    ]
    for (encoded, decoded) in samples {
      #expect(Punycode.encode(Array(decoded.unicodeScalars)) == encoded, "\(decoded)")
    }
  }
}
