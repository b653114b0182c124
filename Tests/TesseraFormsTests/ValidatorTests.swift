import Testing

@testable import TesseraForms

@Suite("Validator")
struct ValidatorTests {
  @Test(
    "email addresses",
    arguments: [
      ("ada@example.com", true), ("a.b+c@sub.example.co.uk", true), ("ö@exämple.de", true),
      ("", true), ("ada@", false), ("@example.com", false), ("ada@example", false),
      ("ada@@example.com", false), ("a..b@example.com", false), (".a@example.com", false),
      ("ada@-example.com", false), ("ada@example.c", false), ("ada @example.com", false),
      ("ada@example.123", false), (String(repeating: "a", count: 65) + "@example.com", false),
      ("a@" + String(repeating: "b", count: 250) + ".com", false),
    ])
  func email(value: String, valid: Bool) {
    #expect(Validator.email().isValid(value) == valid)
  }

  @Test(
    "internationalized domains pass in Unicode and as Punycode A-labels, malformed ones fail",
    arguments: [
      ("иван@пример.рф", true), ("user@xn--e1afmkfd.xn--p1ai", true),
      ("user@XN--E1AFMKFD.XN--P1AI", true), ("user@example.xn--p1ai", true),
      ("user@xn--bcher-kva.de", true), ("user@example.xn--fiqs8s", true),
      ("user@xn--e1afmkfd.xn--80akhbyknj4f", true), ("user@xn--zzzzzz.com", false),
      // Not Punycode: a digit sequence cut short, a non-base-36 byte, nothing after `xn--`.
      ("user@xn--80akhbyknj4.com", false), ("user@xn--e1a_mkfd.com", false),
      ("user@xn--.com", false),
      // Decodes to plain ASCII, or to a label that is not letters and digits.
      ("user@xn--abc-.com", false), ("user@xn--ls8h.com", false),
      // A top-level label must decode to letters; `ab--` is reserved for encodings.
      ("user@example.xn--1", false), ("user@ab--cd.com", false),
    ])
  func internationalizedDomains(value: String, valid: Bool) {
    #expect(Validator.email().isValid(value) == valid)
  }

  @Test(
    "Punycode decodes RFC 3492's sample strings and the labels of пример.рф",
    arguments: [
      ("ihqwcrb4cv8a8dqg056pqjye", "他们为什么不说中文"),
      ("b1abfaaepdrnnbgefbadotcwatmq2g4l", "почемужеонинеговорятпорусски"),
      ("3B-ww4c5e180e575a65lsy2b", "3年B組金八先生"),
      ("e1afmkfd", "пример"), ("p1ai", "рф"), ("bcher-kva", "bücher"),
    ])
  func punycode(encoded: String, decoded: String) {
    #expect(Punycode.decode(ArraySlice(encoded.utf8)) == decoded)
    #expect(Punycode.decodeLabel("xn--" + encoded) == decoded)
  }

  @Test("required rejects blank values, including whitespace-only ones")
  func required() {
    let rule = Validator.required()
    #expect(rule.validate("")?.rule == .required)
    #expect(rule.validate(" \n\u{3000}")?.rule == .required)
    #expect(rule.isValid("x"))
    #expect(Validator.required(message: "Name?").validate("")?.message == "Name?")
    // An empty or blank message is no message: the failure says the built-in one.
    #expect(Validator.required(message: "").validate("")?.message == "This field is required.")
    #expect(Validator.required(message: " \n").validate("")?.message == "This field is required.")
  }

  @Test("required().and(email()) reports the first failing rule")
  func andChain() {
    let rule = Validator.required().and(.email())
    #expect(rule.validate("")?.rule == .required)
    #expect(rule.validate("ada@")?.rule == .email)
    #expect(rule.validate("ada@example.com") == nil)
  }

  @Test("or passes when either side passes and reports the second failure otherwise")
  func orChain() {
    let rule = Validator.matches("[0-9]{5}").or(.matches("[A-Z]{2}-[0-9]{3}"), message: "Postcode?")
    #expect(rule.isValid("34000"))
    #expect(rule.isValid("AB-123"))
    #expect(rule.validate("nope")?.message == "Postcode?")
    #expect(Validator.email().or(.number()).validate("x")?.rule == .number)
  }

  @Test("not inverts a rule")
  func notRule() {
    let rule = Validator.not(.equals(value: "admin"), message: "Reserved.")
    #expect(rule.validate("admin")?.message == "Reserved.")
    #expect(rule.isValid("ada"))
    #expect(Validator.not(.always).validate("x")?.rule == .not)
  }

  @Test(
    "lengths count characters as a person sees them",
    arguments: [
      ("", true), ("ab", false), ("abc", true), ("abcde", true), ("abcdef", false),
      ("👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧", true), ("e\u{0301}e\u{0301}", false),
    ])
  func lengths(value: String, valid: Bool) {
    #expect(Validator.minLength(3).and(.maxLength(5)).isValid(value) == valid)
  }

  @Test(
    "numbers and ranges",
    arguments: [
      ("18", true), ("120", true), ("17.99", false), ("1e2", true), ("-5", false),
      (" 42 ", true), ("42a", false), ("nan", false), ("inf", false), ("0x10", false),
      ("", true), ("1e400", false), (".5e1", false), ("+20", true),
    ])
  func numbers(value: String, valid: Bool) {
    #expect(Validator.range(18...120).isValid(value) == valid)
  }

  @Test("range reports a value that is not a number as such, whatever the range message")
  func rangeMessages() {
    let rule = Validator.range(1...9, message: "One digit.")
    #expect(rule.validate("12") == ValidationFailure(rule: .range, message: "One digit."))
    #expect(rule.validate("x")?.rule == .number)
    #expect(
      Validator.range(1.5...2)
        .validate("3")?.message == "Enter a number from 1.5 to 2.")
  }

  @Test("equals compares with another field or a fixed value")
  func equals() {
    let confirm = Validator.equals(field: "password")
    let context = ValidationContext(values: ["password": "s3cret"])
    #expect(confirm.isValid("s3cret", in: context))
    #expect(confirm.validate("s3cre", in: context)?.rule == .equals)
    #expect(confirm.isValid("", in: ValidationContext()))
    #expect(!confirm.isValid("x", in: ValidationContext()))
  }

  @Test("luhn and custom rules")
  func luhnAndCustom() {
    #expect(Validator.luhn().isValid("4111 1111 1111 1111"))
    #expect(Validator.luhn().validate("4111 1111 1111 1112")?.rule == .luhn)
    let even = Validator.custom(message: "Even please.") { ($0.count % 2) == 0 }
    #expect(even.isValid("ab"))
    #expect(even.validate("abc") == ValidationFailure(rule: .custom, message: "Even please."))
    #expect(even.message("Other.").validate("abc")?.message == "Other.")
  }

  @Test("a pattern must match the whole value; an over-long value and a bad pattern are failures")
  func patterns() {
    let matcher = PatternMatcher(maximumInputLength: 10)
    let zip = Validator.matches("[0-9]{5}", matcher: matcher, message: "Five digits.")
    #expect(zip.isValid("34000"))
    #expect(zip.validate("340001")?.message == "Five digits.")
    #expect(zip.validate("x34000")?.rule == .pattern)
    #expect(zip.isValid(""))
    #expect(zip.validate("12345678901")?.rule == .inputTooLong)
    let anywhere = Validator.matches("[0-9]{5}", coverage: .anywhere, matcher: matcher)
    #expect(anywhere.isValid("x34000"))
    #expect(Validator.matches("(", matcher: matcher).validate("a")?.rule == .invalidPattern)
  }
}

@Suite("ValidatedValue")
struct ValidatedValueTests {
  @Test("an untouched field shows no error until it is edited")
  func editing() {
    var email = ValidatedValue("", .required().and(.email()))
    #expect(!email.isValid)
    #expect(email.visibleError == nil)
    #expect(!email.showsError)
    email.value = "ada@"
    #expect(email.isEdited)
    #expect(email.visibleError == "Enter a valid email address.")
    email.value = "ada@example.com"
    #expect(email.visibleError == nil)
  }

  @Test("submitting reveals the error of an untouched field")
  func submitting() {
    var name = ValidatedValue("", .required())
    let submitted = name.submit()
    #expect(!submitted)
    #expect(name.visibleError == "This field is required.")
    name.reset()
    #expect(name.visibleError == nil)
    #expect(!name.isSubmitted && !name.isEdited)
  }

  @Test("assigning the same value does not count as an edit")
  func sameValue() {
    var value = ValidatedValue("a", .minLength(3))
    value.value = "a"
    #expect(!value.isEdited)
    #expect(value.visibleError == nil)
  }

  @Test("the context feeds rules that compare fields")
  func context() {
    var confirm = ValidatedValue(
      "", .equals(field: "password"), context: ValidationContext(values: ["password": "pw"]))
    confirm.value = "p"
    #expect(confirm.failure?.rule == .equals)
    confirm.value = "pw"
    #expect(confirm.isValid)
  }
}
