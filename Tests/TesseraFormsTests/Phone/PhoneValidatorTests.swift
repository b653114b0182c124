import Foundation
import TesseraLocalization
import Testing

@testable import TesseraForms

@Suite("Phone validator: what is wrong, as the phone model says")
struct PhoneValidatorTests {
  // Cases follow libphonenumber's `is_possible_number_with_reason` for the US plan: national
  // numbers of 10 digits, 7 dialable only locally (without the area code).
  @Test(
    "each failure names what the person can fix",
    arguments: [
      ("+1 415 555 01", "This number is missing digits."),
      ("+1 415 555 01000", "This number has too many digits."),
      ("555 0100", "Add the area code."),
      ("+999 1234", "Check the country code."),
    ])
  func reasons(text: String, message: String) {
    let failure = Validator.phone(region: "US").validate(text)
    #expect(failure?.rule == .phone)
    #expect(failure?.message(in: .english) == message, "\(text)")
  }

  @Test("libphonenumber's US example number passes; an empty value is left to required")
  func passes() {
    #expect(Validator.phone(region: "US").validate("(201) 555-0123") == nil)
    #expect(Validator.phone(region: nil).validate("+1 201 555 0123") == nil)
    #expect(Validator.phone(region: "US").validate("  ") == nil)
  }

  @Test("a valid number of another country fails a field bound to a region")
  func otherCountry() {
    let failure = Validator.phone(region: "US").validate("+44 7400 123456")
    #expect(Validator.phone(region: "GB").validate("+44 7400 123456") == nil)
    #expect(failure?.message(in: .english) == "Enter a valid phone number.")
  }

  @Test("the messages come in the person's language, and the app's message wins")
  func languages() {
    #expect(
      Validator.phone(region: "US").validate("+1 415 555 01")?.message(in: .german)
        == "Dieser Nummer fehlen Ziffern.")
    #expect(
      Validator.phone(region: "US", message: "Call us instead.").validate("555 0100")?
        .message(in: .french) == "Call us instead.")
  }

  @Test("a schema's phone field reports the same message as the validator")
  func schemaField() throws {
    let schema = try FormSchema.decode(
      from: Data(#"{"fields": [{"id": "mobile", "type": "phone", "region": "US"}]}"#.utf8))
    let errors = schema.validate(["mobile": .text("+1 415 555 01")])
    #expect(errors.map(\.fieldID) == ["mobile"])
    #expect(errors.first?.failure.message(in: .english) == "This number is missing digits.")
  }
}
