import TesseraForms
import Testing

@Suite("The caret after an edit, for fields that do not report it")
struct TextFieldEditTests {
  @Test(
    "the caret is after what was typed or pasted, or where text was deleted",
    arguments: [
      ("415 555", "415 9555", 5), ("415 555", "415 555 0", 9), ("", "+44", 3),
      ("415 555 0100", "415 55 0100", 6), ("415 555 0100", "", 0),
      ("415 555 0100", "415 020 7946 0100", 12), ("0100", "0100", 4), ("11", "111", 3),
    ])
  func caret(previous: String, edited: String, caret: Int) {
    #expect(TextFieldEdit.caret(previous: previous, edited: edited) == caret)
  }
}
