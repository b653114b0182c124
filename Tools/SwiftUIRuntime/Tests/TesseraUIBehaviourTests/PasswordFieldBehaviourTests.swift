import SwiftUI
import Testing

@testable import TesseraUI

/// A sign-in form that owns the password.
private struct SignIn: View {
  @State var password = ""
  var body: some View {
    DSPasswordField("Password", text: $password)
    Text("typed \(password.count)")
  }
}

@MainActor
@Suite("DSPasswordField, executed")
struct PasswordFieldBehaviourTests {
  @Test("showing the password while typing keeps focus and the keyboard: typing goes on")
  func revealKeepsFocus() throws {
    let host = try ViewHost(SignIn())
    try host.type("se", into: "Password")
    #expect(host.focusedField?.kind == .textField(secure: true))
    try host.tap("Show password")
    #expect(host.focusedField?.kind == .textField(secure: false), "focus moved to the shown text")
    try host.typeKeystrokes("cret")
    #expect(host.texts.last == "typed 6")
    #expect(try host.element(labelled: "Password").value == "secret", "the shown text is read")
    try host.tap("Hide password")
    #expect(host.focusedField?.kind == .textField(secure: true))
    #expect(try host.element(labelled: "Password").value == nil, "a hidden password is not read")
  }

  @Test("VoiceOver finds one password field, never the hidden twin")
  func oneElement() throws {
    let host = try ViewHost(SignIn())
    #expect(host.accessibilityElements.filter { $0.label == "Password" }.count == 1)
    try host.tap("Show password")
    #expect(host.accessibilityElements.filter { $0.label == "Password" }.count == 1)
  }
}
