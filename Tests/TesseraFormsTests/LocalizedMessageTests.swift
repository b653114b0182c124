import TesseraForms
import TesseraLocalization
import Testing

@Suite struct LocalizedMessageTests {
  @Test("built-in validation messages are translated with plural forms; English stays the message")
  func builtInMessages() throws {
    let failure = try #require(Validator.minLength(5).validate("ab"))
    #expect(failure.message == "Enter at least 5 characters.")
    #expect(failure.message(in: .russian) == "Введите не менее 5 символов.")
    #expect(failure.message(in: .arabic) == "أدخل 5 أحرف على الأقل.")
    #expect(Validator.minLength(1).validate("")?.message == nil)
    #expect(Validator.maxLength(1).validate("ab")?.message == "Enter at most 1 character.")
    #expect(
      Validator.required().validate("")?.message(in: .german) == "Dieses Feld ist erforderlich.")
    #expect(
      Validator.email().validate("ada@")?.message(in: .japanese) == "有効なメールアドレスを入力してください。")
    #expect(
      Validator.email().validate("x")?.message(in: .japanese)
        == "@ を含むメールアドレスを入力してください（例: name@example.com）。")
  }

  @Test("a message the app wrote is kept as written in every language")
  func customMessages() {
    let failure = Validator.required(message: "Name, please.").validate("")
    #expect(failure?.message(in: .french) == "Name, please.")
    #expect(failure?.phrase == nil)
  }

  @Test("card errors and schema errors come in the asked language")
  func cardAndSchema() {
    #expect(CardInputError.expired.phrase.string(in: .turkish) == "Bu kartın süresi dolmuş.")
    #expect(
      CardInputError.invalidCVV(expectedLength: 4).phrase.string(in: .german)
        == "Gib den 4-stelligen Sicherheitscode ein.")
    let schema = FormSchema(fields: [FormField(id: "name", type: .text, required: true)])
    #expect(schema.errors(in: [:], language: .spanish) == ["name": "Este campo es obligatorio."])
    #expect(schema.errors(in: [:]) == ["name": "This field is required."])
  }
}
