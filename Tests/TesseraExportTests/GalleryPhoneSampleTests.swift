import TesseraComponents
import TesseraForms
import Testing

@testable import TesseraExport

/// The gallery's phone numbers are what the phone model shows for their digits, so a page
/// never teaches a format Tessera's own field would not produce.
@Suite("Gallery phone samples")
struct GalleryPhoneSampleTests {
  /// The sample's digits in ASCII.
  static func digits(_ text: String) -> String {
    String(text.compactMap { $0.wholeNumberValue.map { Character(String($0)) } })
  }

  @Test(
    "each state's number is the phone model's text for it, valid except in error",
    arguments: [
      (ComponentState.focused, false, "KR"), (.error, false, "IN"), (.disabled, false, "CN"),
      (.normal, true, "SA"),
    ])
  func samples(state: ComponentState, rightToLeft: Bool, region: String) throws {
    let sample = GalleryDrawing.phoneSample(state: state, rightToLeft: rightToLeft)
    let number = try #require(sample.number)
    let digits = Self.digits(number)
    let edit = PhoneAsYouTypeFormatter.edit(
      previous: "", edited: digits, caret: digits.count, region: region)
    #expect(Self.digits(edit.text) == digits)
    #expect(
      edit.text == String(number.map { $0.wholeNumberValue.map { Character(String($0)) } ?? $0 }))
    #expect(sample.code == "+\(PhoneMetadata.shared.callingCode(forRegion: region) ?? 0)")
    let valid = try PhoneNumber(parsing: digits, region: region).isValid()
    #expect(valid == (state != .error))
  }

  @Test("the normal state shows the placeholder, not a number")
  func placeholder() {
    #expect(GalleryDrawing.phoneSample(state: .normal, rightToLeft: false).number == nil)
  }
}
