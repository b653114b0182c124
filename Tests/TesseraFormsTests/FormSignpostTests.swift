import TesseraSignposts
import TesseraTestSupport
import Testing

@testable import TesseraForms
@testable import TesseraPatterns

@Suite("Signposts: form validation is an interval Instruments can show")
struct FormSignpostTests {
  @Test("validating a form begins one 'Validate form' interval in the Forms category")
  func validation() {
    let schema = FormSchema(fields: [FormField(id: "email", type: .email, required: true)])
    let events = LockedValue<[String]>([])
    let errors = Signposts.$recorder.withValue({ category, name in
      events.withLock { $0.append("\(category)/\(name)") }
    }) {
      schema.validate(["email": .text("not an address")])
    }
    #expect(errors.map(\.fieldID) == ["email"])
    #expect(events.withLock { $0 }.filter { $0.hasPrefix("Forms/") } == ["Forms/Validate form"])
  }
}
