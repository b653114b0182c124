import Foundation
import SwiftUI
import TesseraComponents
import TesseraForms
import Testing

@testable import TesseraUI

/// Issue #29 item 24: the system offers AutoFill (saved cards and card scanning, one-time codes
/// from Messages, passwords, the person's phone number) only to a field that says what it
/// holds, with `textContentType(_:)`. The iOS branch runs here; the macOS and watchOS branches
/// (`NSTextContentType`, `WKTextContentType`) are type-checked on their platforms.
@MainActor
@Suite("Text fields say what they hold, for AutoFill, executed")
struct TextContentTypeBehaviourTests {
  /// Each text field's label, with the raw value of the content type set around it, or
  /// "none".
  private func contentTypes(in host: ViewHost<some View>) throws -> [String: String] {
    var types: [String: String] = [:]
    for field in host.allNodes {
      if case .textField = field.kind { types[field.fieldLabel ?? "?"] = "none" }
    }
    for modifier in host.modifiers(named: "View.textContentType(_:)") {
      let argument = modifier.arguments.first?.1 ?? ""
      let raw = try #require(
        argument.firstMatch(of: /rawValue: "([^"]*)"/)?.1, "recorded as \(argument)")
      for field in modifier.subtree {
        if case .textField = field.kind { types[field.fieldLabel ?? "?"] = String(raw) }
      }
    }
    return types
  }

  @Test("a card's number, expiry and security code: AutoFill from saved cards, and scanning")
  func card() throws {
    let host = try ViewHost(CreditCardInputView(card: .constant(CreditCardInput())))
    #expect(
      try contentTypes(in: host) == [
        "Card number": ExpectedContentType.creditCardNumber,
        "Expiry": ExpectedContentType.creditCardExpiration,
        "Security code": ExpectedContentType.creditCardSecurityCode,
      ])
  }

  @Test("a password field: the saved password, or a new one the system can suggest")
  func password() throws {
    let existing = try ViewHost(DSPasswordField("Password", text: .constant("")))
    #expect(
      Set(try contentTypes(in: existing).values) == [ExpectedContentType.password])
    let new = try ViewHost(
      DSPasswordField("New password", text: .constant(""), isNewPassword: true))
    #expect(Set(try contentTypes(in: new).values) == [ExpectedContentType.newPassword])
  }

  @Test("a one-time code field and a phone number field")
  func codeAndPhone() throws {
    let code = try ViewHost(DSOTPField(code: .constant(OTPCode(length: 6))))
    #expect(Set(try contentTypes(in: code).values) == [ExpectedContentType.oneTimeCode])
    let phone = try ViewHost(
      PhoneInput("Mobile", phoneNumber: .constant(""), region: .constant("US")))
    #expect(try contentTypes(in: phone) == ["Mobile": ExpectedContentType.telephoneNumber])
  }

  @Test("a plain text field claims no content type")
  func plain() throws {
    let host = try ViewHost(DSTextField("Nickname", text: .constant("")))
    #expect(try contentTypes(in: host) == ["Nickname": "none"])
  }
}
