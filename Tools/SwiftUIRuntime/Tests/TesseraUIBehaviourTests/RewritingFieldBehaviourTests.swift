import Foundation
import SwiftUI
import TesseraForms
import Testing

@testable import TesseraUI

/// A sign-up row that owns the number and its region.
private struct MobileRow: View {
  @State var number = ""
  @State var region: String
  init(region: String = "US") { _region = State(initialValue: region) }
  var body: some View {
    PhoneInput("Mobile", phoneNumber: $number, region: $region)
  }
}

/// A mobile number the app stores as digits only, writing them back when the person saves.
private struct StoredMobile: View {
  @State var number = ""
  @State var region = "US"
  var body: some View {
    PhoneInput("Mobile", phoneNumber: $number, region: $region)
    Button("Save") { number = number.filter(\.isNumber) }
  }
}

/// How many digits come before `caret` characters of `text`.
private func digits(before caret: Int, in text: String) -> Int {
  text.prefix(caret).filter(\.isNumber).count
}

/// The caret offset just after the `count`th digit of `text`.
private func offset(afterDigit count: Int, in text: String) -> Int {
  var seen = 0
  for (index, character) in text.enumerated() where character.isNumber {
    seen += 1
    if seen == count { return index + 1 }
  }
  return text.count
}

@MainActor
@Suite("PhoneInput, executed")
struct PhoneInputBehaviourTests {
  /// The field's text as VoiceOver reads it.
  private func shown(_ host: ViewHost<MobileRow>) throws -> String {
    try host.element(labelled: "Mobile").value ?? ""
  }

  @Test("a digit typed in the middle of a grouped number keeps the caret after it")
  func typeInTheMiddle() throws {
    let host = try ViewHost(MobileRow())
    try host.type("212550100", into: "Mobile")
    let partial = try shown(host)
    try host.moveCaret(to: offset(afterDigit: 5, in: partial))
    try host.typeKeystrokes("5")
    let text = try shown(host)
    #expect(text.filter(\.isNumber) == "2125550100")
    #expect(text != "2125550100", "the number is grouped, so the caret has separators to cross")
    let caret = try #require(host.caret)
    #expect(digits(before: caret, in: text) == 6, "after the 5 typed, in \(text) at \(caret)")
    #expect(caret < text.count, "not thrown to the end")

    // Typed in the middle or in order, the number reads the same.
    let inOrder = try ViewHost(MobileRow())
    try inOrder.type("2125550100", into: "Mobile")
    #expect(try shown(inOrder) == text)
  }

  @Test("deleting in the middle keeps the caret where the deleted digit was")
  func deleteInTheMiddle() throws {
    let host = try ViewHost(MobileRow())
    try host.type("2125550100", into: "Mobile")
    let full = try shown(host)
    try host.moveCaret(to: offset(afterDigit: 6, in: full))
    try host.deleteBackward()
    let text = try shown(host)
    #expect(text.filter(\.isNumber) == "212550100")
    let caret = try #require(host.caret)
    #expect(digits(before: caret, in: text) == 5, "in \(text) at \(caret)")
    try host.typeKeystrokes("7")
    #expect(try shown(host).filter(\.isNumber) == "2125570100", "the next digit goes there too")
  }

  @Test("the code button opens a searchable list of every region; picking one sets the region")
  func regionList() throws {
    let host = try ViewHost(MobileRow())
    try host.tap("Country code")
    #expect(host.presentations.count == 1, "the list is a sheet")
    let rows = host.accessibilityElements.filter { $0.label?.contains("  +") == true }
    #expect(rows.count > 240, "every region libphonenumber knows: \(rows.count)")
    try host.type("korea", into: "Search")
    let found = host.accessibilityElements.compactMap(\.label).filter { $0.contains("  +") }
    #expect(found.contains { $0.hasSuffix("+82") }, "\(found)")
    let korea = try #require(found.first { $0.hasSuffix("+82") })
    try host.tap(korea)
    #expect(host.presentations.isEmpty, "picking closes the list")
    #expect(try host.element(labelled: "Country code").value?.hasSuffix("+82") == true)
    try host.tap("Country code")
    try host.pressShortcut(.cancelAction)
    #expect(host.presentations.isEmpty, "Escape closes the list")
    #expect(try host.element(labelled: "Country code").value?.hasSuffix("+82") == true)
  }

  @Test("the open region list follows a change of the app's language")
  func regionListLanguage() throws {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "en")
    let host = try ViewHost(MobileRow(), environment: environment)
    try host.tap("Country code")
    func germany() -> String? {
      host.accessibilityElements.compactMap(\.label).first { $0.hasSuffix("  +49") }
    }
    #expect(germany() == "Germany  +49")
    // The app switches its language while the list is open.
    host.environment.locale = Locale(identifier: "de")
    try host.update(host.root)
    #expect(germany() == "Deutschland  +49")
  }

  /// The field tells the person's edits from the app's writes by focus: only a person
  /// deletes a separator (and with it the digit before), and only in a focused field.
  @Test("the app writing the number back without its grouping loses no digit")
  func appWritesDigits() throws {
    let host = try ViewHost(StoredMobile())
    try host.type("2079460958", into: "Mobile")
    try host.unfocus()
    try host.tap("Save")
    let shown = try host.element(labelled: "Mobile").value ?? ""
    #expect(shown.filter(\.isNumber) == "2079460958", "\(shown)")
  }

  @Test("a number typed before its region is picked is grouped as if typed in that region")
  func regionPickedAfterTyping() throws {
    let host = try ViewHost(MobileRow())
    try host.type("2079460958", into: "Mobile")
    let american = try shown(host)
    try host.tap("Country code")
    try host.type("united kingdom", into: "Search")
    let row = try #require(
      host.accessibilityElements.compactMap(\.label).first { $0.hasSuffix("  +44") })
    try host.tap(row)
    let british = try ViewHost(MobileRow(region: "GB"))
    try british.type("2079460958", into: "Mobile")
    #expect(try shown(british) != american, "the two regions group these digits alike")
    let picked = try shown(host)
    let typed = try shown(british)
    #expect(picked == typed, "picked \(picked), typed \(typed), was \(american)")
  }

  /// A button does not take focus on iOS, so the field is still focused when the app writes:
  /// the field tells the person's edits by their coming through it, not by focus alone.
  @Test("the app writing the number back while the field is focused loses no digit")
  func appWritesDigitsWhileFocused() throws {
    let host = try ViewHost(StoredMobile())
    try host.type("2079460958", into: "Mobile")
    try host.tap("Save")
    #expect(host.focusedField != nil)
    let shown = try host.element(labelled: "Mobile").value ?? ""
    #expect(shown.filter(\.isNumber) == "2079460958", "\(shown)")
  }

  @Test("a calling code typed after + moves the region and the caret stays at the end")
  func callingCode() throws {
    let host = try ViewHost(MobileRow())
    try host.type("+447400123456", into: "Mobile")
    let text = try shown(host)
    #expect(text.filter(\.isNumber) == "447400123456")
    #expect(host.caret == text.count)
    #expect(try host.element(labelled: "Country code").value?.hasSuffix("+44") == true)
  }
}

/// A checkout form that owns the card.
/// The card beside another field, as a checkout screen has it.
private struct CheckoutScreen: View {
  @State var card = CreditCardInput()
  @State var name = ""
  var body: some View {
    VStack {
      DSTextField("Name on card", text: $name)
      CreditCardInputView(card: $card, now: { Date(timeIntervalSince1970: 1_800_000_000) })
    }
  }
}

private struct CheckoutForm: View {
  @State var card = CreditCardInput()
  var body: some View {
    CreditCardInputView(card: $card, now: { Date(timeIntervalSince1970: 1_800_000_000) })
  }
}

/// A checkout form whose app clears the card once it is paid.
private struct PayingForm: View {
  @State var card = CreditCardInput()
  var body: some View {
    CreditCardInputView(card: $card, now: { Date(timeIntervalSince1970: 1_800_000_000) })
    Button("Pay") { card = CreditCardInput() }
  }
}

@MainActor
@Suite("CreditCardInputView, executed")
struct CardInputBehaviourTests {
  private func number(_ host: ViewHost<CheckoutForm>) throws -> String {
    try host.element(labelled: "Card number").value ?? ""
  }

  @Test("a card the app clears after paying shows no errors; the person's next edit does")
  func appClearsCard() throws {
    let host = try ViewHost(PayingForm())
    try host.type("4242", into: "Card number")
    try host.type("1", into: "Expiry")
    try host.type("12", into: "Security code")
    try host.unfocus()
    let labels = { host.accessibilityElements.compactMap(\.label) }
    // The person's short values show their errors once they left the fields.
    #expect(labels().contains { $0.hasPrefix("Card number, ") })
    try host.tap("Pay")
    #expect(!labels().contains { $0.hasPrefix("Card number, ") }, "\(labels())")
    #expect(!labels().contains { $0.hasPrefix("Expiry, ") }, "\(labels())")
    #expect(!labels().contains { $0.hasPrefix("Security code, ") }, "\(labels())")
    try host.type("4", into: "Card number")
    try host.unfocus()
    #expect(labels().contains { $0.hasPrefix("Card number, ") })
  }

  @Test("the number is grouped in fours as it is typed")
  func grouping() throws {
    let host = try ViewHost(CheckoutForm())
    try host.type("4242424242424242", into: "Card number")
    #expect(try number(host) == "4242 4242 4242 4242")
    #expect(host.caret == 19)
  }

  @Test("a digit typed in the middle keeps the caret after it")
  func typeInTheMiddle() throws {
    let host = try ViewHost(CheckoutForm())
    try host.type("424242424242424", into: "Card number")
    #expect(try number(host) == "4242 4242 4242 424")
    try host.moveCaret(to: 6)  // "4242 4|242 4242 424"
    try host.typeKeystrokes("9")
    #expect(try number(host) == "4242 4924 2424 2424")
    #expect(host.caret == 7, "after the 9")
    try host.typeKeystrokes("1")
    #expect(try number(host) == "4242 4912 4242 4242 4")
  }

  @Test("delete just after a space deletes the digit before it, and the caret stays there")
  func deleteOverSpace() throws {
    let host = try ViewHost(CheckoutForm())
    try host.type("4242424242424242", into: "Card number")
    try host.moveCaret(to: 10)  // "4242 4242 |4242 4242"
    try host.deleteBackward()
    #expect(try number(host) == "4242 4244 2424 242")
    #expect(host.caret == 8, "where the deleted 2 was")
  }

  /// "TesseraUI on a device" 24: the number pad has no Return key, and there was no keyboard
  /// toolbar, so nothing on screen put the keyboard away.
  @Test("the number pad's keyboard bar moves through the fields, then puts the keyboard away")
  func keyboardBar() throws {
    let host = try ViewHost(CheckoutForm())
    #expect(!host.texts.contains("Next"), "no keyboard, no bar")
    try host.focus("Card number")
    #expect(try host.element(labelled: "Next").traits.contains(.isButton))
    #expect(try host.layout() == [], "the key is a full-size target")
    try host.tap("Next")
    #expect(host.focusedField?.fieldLabel == "Expiry")
    try host.tap("Next")
    #expect(host.focusedField?.fieldLabel == "Security code")
    try host.tap("Done")
    #expect(host.focusedField == nil)
    #expect(!host.texts.contains("Done"), "the bar went with the keyboard")
  }

  /// Keyboard items show above the keyboard whichever field has focus: the card's bar must not
  /// offer a "Next" that does nothing to a field that is not the card's.
  @Test("another field on the screen gets no card keyboard bar")
  func keyboardBarOnlyForCardFields() throws {
    let host = try ViewHost(CheckoutScreen())
    try host.focus("Name on card")
    #expect(!host.texts.contains("Next") && !host.texts.contains("Done"))
    try host.focus("Card number")
    #expect(host.texts.contains("Next"))
  }
}
