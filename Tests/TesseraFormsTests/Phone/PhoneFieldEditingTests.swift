import Foundation
import Testing

@testable import TesseraForms

/// A phone field's edits (`PhoneAsYouTypeFormatter.edit`) against libphonenumber's
/// as-you-type texts in `References/phone/phone-reference.txt` (beside this target's tests),
/// and its region list.
@Suite("Phone field edits and region list")
struct PhoneFieldEditingTests {
  /// The digits and plus signs of `text`, in ASCII.
  static func dialable(_ text: String) -> String {
    String(
      text.compactMap { character -> Character? in
        if character == "+" { return "+" }
        return character.wholeNumberValue.flatMap { Character(String($0)) }
      })
  }

  /// Reference cases typed with digits, `+` and spaces only (every case today).
  static let plainCases = PhoneReference.cases.filter { reference in
    reference.input.allSatisfy { $0.isNumber || $0 == "+" || $0 == " " }
  }

  @Test("the reference file is read")
  func referenceRead() {
    #expect(Self.plainCases.count > 20_000)
  }

  @Test("a pasted number shows libphonenumber's text for it, the caret after its last digit")
  func pastedNumbers() {
    var wrong: [String] = []
    for reference in Self.plainCases {
      let input = reference.input
      let edit = PhoneAsYouTypeFormatter.edit(
        previous: "", edited: input, caret: input.count, region: reference.parseRegion)
      let expected = reference.typed.last ?? ""
      let afterLastDigit = (expected.lastIndex(where: \.isNumber)).map {
        expected.distance(from: expected.startIndex, to: $0) + 1
      }
      if edit.text != expected || edit.caret != afterLastDigit {
        wrong.append("\(reference.group) \(input): \(edit.text) caret \(edit.caret)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) differ, e.g. \(wrong.prefix(5))")
  }

  @Test("typing at the end shows libphonenumber's text after each character")
  func typedNumbers() {
    var wrong: [String] = []
    for (index, reference) in Self.plainCases.enumerated() where index % 7 == 0 {
      var text = ""
      for (step, character) in reference.input.enumerated() {
        let edited = text + String(character)
        text =
          PhoneAsYouTypeFormatter.edit(
            previous: text, edited: edited, caret: edited.count, region: reference.parseRegion
          ).text
        if text != reference.typed[step] {
          wrong.append("\(reference.group) \(reference.input) step \(step): \(text)")
          break
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) differ, e.g. \(wrong.prefix(5))")
  }

  @Test("a valid number typed after + moves the field to a region of its calling code")
  func internationalNumbersMoveTheRegion() {
    let metadata = PhoneMetadata.shared
    var checked = 0
    var wrong: [String] = []
    for reference in Self.plainCases
    where reference.input.hasPrefix("+") && reference.isValid == "1"
      && !reference.group.hasPrefix("001/")
    {
      let code = Int(reference.parsed.prefix { $0 != ":" })
      let start = code == 44 ? "US" : "GB"
      let edit = PhoneAsYouTypeFormatter.edit(
        previous: "", edited: reference.input, caret: reference.input.count, region: start)
      checked += 1
      // A number valid in several regions of a shared code (+1 800, +44 7700 in Jersey) is
      // given to the first of them, as libphonenumber's region_code_for_number does; a
      // code of one region must name exactly the case's region.
      let shared = (code.map { metadata.regions(forCallingCode: $0) } ?? []).count > 1
      let right =
        shared
        ? metadata.callingCode(forRegion: edit.region) == code : edit.region == reference.group
      if !right { wrong.append("\(reference.group) \(reference.input): \(edit.region)") }
    }
    #expect(checked > 1_000)
    #expect(wrong.isEmpty, "\(wrong.count) differ, e.g. \(wrong.prefix(5))")
  }

  @Test("a Canadian number typed with +1 moves the field to Canada, by its area code")
  func canadianNumbers() {
    let canadian = Self.plainCases.filter {
      $0.group == "CA" && $0.input.hasPrefix("+1") && $0.isValid == "1"
        && ["FIXED_LINE", "MOBILE", "FIXED_LINE_OR_MOBILE"].contains($0.type)
    }
    #expect(!canadian.isEmpty)
    for reference in canadian {
      let edit = PhoneAsYouTypeFormatter.edit(
        previous: "", edited: reference.input, caret: reference.input.count, region: "US")
      #expect(edit.region == "CA", "\(reference.input)")
    }
  }

  @Test(
    "an incomplete calling code moves to its main region unless the field's region shares it",
    arguments: [
      ("+44", "US", "GB"), ("+4", "US", "US"), ("+1", "CA", "CA"), ("+1", "GB", "US"),
      ("+82 10", "US", "KR"), ("+966", "DE", "SA"), ("+800 1234", "GB", "GB"),
    ])
  func incompleteCodes(typed: String, start: String, region: String) {
    let edit = PhoneAsYouTypeFormatter.edit(
      previous: "", edited: typed, caret: typed.count, region: start)
    #expect(edit.region == region)
  }

  @Test("digits typed nationally never move the region")
  func nationalDigitsStay() {
    // 416 is a Toronto area code: a national number in the shared +1 plan, typed in the US.
    let edit = PhoneAsYouTypeFormatter.edit(
      previous: "", edited: "4165550123", caret: 10, region: "US")
    #expect(edit.region == "US")
    #expect(Self.dialable(edit.text) == "4165550123")
  }

  @Test("a digit deleted mid-number keeps the caret beside the digits it was beside")
  func deletionMidNumber() throws {
    // libphonenumber groups 01212345678 in GB as the reference's last step shows.
    let reference = try #require(
      PhoneReference.cases.first { $0.group == "GB" && $0.input == "01212345678" })
    // "0121 29345 678" with its 9 deleted: the caret sat after "0121 2".
    let edit = PhoneAsYouTypeFormatter.edit(
      previous: "0121 29345 678", edited: "0121 2345 678", caret: 6, region: "GB")
    #expect(edit.text == reference.typed.last)
    #expect(edit.text == "0121 234 5678")
    #expect(edit.caret == 6)
  }

  @Test("a digit typed mid-number puts the caret after it")
  func insertionMidNumber() throws {
    // 0121 234 5678 typed without its 4, then the 4 typed after "0121 23".
    let reference = try #require(
      PhoneReference.cases.first { $0.group == "GB" && $0.input == "01212345678" })
    let edit = PhoneAsYouTypeFormatter.edit(
      previous: "0121 235 678", edited: "0121 2345 678", caret: 8, region: "GB")
    #expect(edit.text == reference.typed.last)
    #expect(edit.caret == 8)
  }

  @Test("a backspace after a space deletes the digit before it, not nothing")
  func backspaceOverSpace() {
    // "0121 234 |5678": the backspace takes the space; the 4 before it is what goes.
    let edit = PhoneAsYouTypeFormatter.edit(
      previous: "0121 234 5678", edited: "0121 2345678", caret: 8, region: "GB")
    #expect(Self.dialable(edit.text) == "0121235678")
    let caret = edit.text.index(edit.text.startIndex, offsetBy: edit.caret)
    #expect(Self.dialable(String(edit.text[..<caret])) == "012123")
  }

  @Test(
    "text that is not only a number is left as typed",
    arguments: ["+1 800 FLOWERS", "12+3", "020 7946 0018 ext 12", "*#06#"])
  func notANumber(text: String) {
    let edit = PhoneAsYouTypeFormatter.edit(
      previous: "", edited: text, caret: 3, region: "GB")
    #expect(edit == PhoneFieldEdit(text: text, caret: 3, region: "GB"))
  }

  @Test("digits of other scripts are read as the number they write")
  func otherScripts() throws {
    let reference = try #require(
      PhoneReference.cases.first { $0.group == "GB" && $0.input == "01212345678" })
    let arabicIndic = "٠١٢١٢٣٤٥٦٧٨"
    let edit = PhoneAsYouTypeFormatter.edit(
      previous: "", edited: arabicIndic, caret: 11, region: "GB")
    #expect(edit.text == reference.typed.last)
  }

  @Test("an emptied field is empty with the caret at its start")
  func emptied() {
    let edit = PhoneAsYouTypeFormatter.edit(previous: "4", edited: "", caret: 0, region: "US")
    #expect(edit == PhoneFieldEdit(text: "", caret: 0, region: "US"))
  }

  @Test("the region list has every region with a plan, named in the reader's language")
  func regionList() throws {
    let metadata = PhoneMetadata.shared
    let english = metadata.regions(localizedFor: Locale(identifier: "en"))
    #expect(english.count == metadata.regionCodes.count)
    #expect(Set(english.map(\.code)) == Set(metadata.regionCodes))
    let britain = try #require(english.first { $0.code == "GB" })
    #expect(britain.callingCode == 44)
    #expect(britain.name == "United Kingdom")
    #expect(english.prefix(3).map(\.code) == ["AF", "AX", "AL"])
    let french = metadata.regions(localizedFor: Locale(identifier: "fr"))
    #expect(french.first { $0.code == "GB" }?.name == "Royaume-Uni")
  }

  @Test(
    "the list's search finds regions by calling code, name without accents, or code",
    arguments: [
      ("+44", ["GB", "GG", "IM", "JE"]), ("44", ["GB", "GG", "IM", "JE"]),
      ("aland", ["AX"]), ("zea", ["NZ"]), ("gb", ["GB"]), ("+966", ["SA"]),
      ("korea", ["KP", "KR"]),
    ])
  func search(query: String, codes: [String]) {
    let english = PhoneMetadata.shared.regions(localizedFor: Locale(identifier: "en"))
    let found = english.filter { $0.matches(query, locale: Locale(identifier: "en")) }
    #expect(Set(found.map(\.code)) == Set(codes))
  }

  @Test("an empty search shows every region")
  func emptySearch() {
    let english = PhoneMetadata.shared.regions(localizedFor: Locale(identifier: "en"))
    #expect(english.filter { $0.matches("  ") }.count == english.count)
  }
}
