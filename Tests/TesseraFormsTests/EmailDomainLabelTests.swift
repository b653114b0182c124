import TesseraForms
import Testing

/// Through the public validator only, so the checks hold whatever scanner sits behind it.
@Suite("E-mail domain labels")
struct EmailDomainLabelTests {
  @Test(
    "a domain with an empty label is refused: trailing, doubled or leading dot",
    arguments: [
      "ada@example.com.", "ada@example..com", "ada@.example.com", "ada@.", "ada@..",
      "ada@example.com..",
    ])
  func emptyLabel(address: String) {
    #expect(!Validator.email().isValid(address), "\(address) has an empty domain label")
    #expect(Validator.email().validate(address)?.rule == .email)
  }

  @Test("the same domains without the stray dot are accepted")
  func withoutStrayDot() {
    for address in ["ada@example.com", "ada@sub.example.com"] {
      #expect(Validator.email().isValid(address), "\(address) is a valid address")
    }
  }
}
