import SwiftUI
import Testing

// A password field whose reveal button swaps a SecureField for a TextField, as many do: the
// two branches are two identities, so the focused field goes away and focus with it
// (https://developer.apple.com/documentation/swiftui/focusstate: focus follows the view).
private struct Password: View {
  @State var text = ""
  @State var revealed = false
  @FocusState var focused: Bool
  var body: some View {
    VStack {
      if revealed {
        TextField("Password", text: $text).focused($focused)
      } else {
        SecureField(text: $text) { Text("Password") }.focused($focused)
      }
      Button("Reveal") { revealed.toggle() }
      Text(focused ? "focused" : "not focused")
    }
  }
}

private enum Field: Hashable {
  case name
  case email
}

private struct SignUp: View {
  @State var name = ""
  @State var email = ""
  @State var submitted: [String] = []
  @FocusState var focus: Field?
  var body: some View {
    VStack {
      TextField("Name", text: $name).focused($focus, equals: .name)
        .onSubmit { focus = .email }
      TextField("Email", text: $email).focused($focus, equals: .email)
        .onSubmit { submitted.append(email) }
      Text("focus \(focus.map { "\($0)" } ?? "none")")
      Text("submitted \(submitted.joined(separator: ","))")
    }
  }
}

@MainActor
@Suite("Focus and text input")
struct FocusAndInputTests {
  @Test("typing goes keystroke by keystroke into the focused field, re-rendering each time")
  func keystrokes() throws {
    struct Echo: View {
      @State var text = ""
      @State var changes = 0
      var body: some View {
        VStack {
          TextField("Code", text: $text).onChange(of: text) { changes += 1 }
          Text("\(text)/\(changes)")
        }
      }
    }
    let host = try ViewHost(Echo())
    try host.type("123", into: "Code")
    #expect(host.texts == ["123/3"])
    #expect(try host.element(labelled: "Code").value == "123")
  }

  @Test("submitting moves focus where onSubmit says; the second submit runs the second action")
  func submitAndFocus() throws {
    let host = try ViewHost(SignUp())
    try host.type("Ada", into: "Name")
    #expect(host.texts.contains("focus name"))
    try host.submit()
    #expect(host.texts.contains("focus email"))
    #expect(host.focusedField?.fieldLabel == "Email")
    try host.typeKeystrokes("a@b.c")
    try host.submit()
    #expect(host.texts.contains("submitted a@b.c"))
  }

  @Test("a focused field swapped for another by if/else loses focus, and keystrokes go nowhere")
  func swapLosesFocus() throws {
    let host = try ViewHost(Password())
    try host.type("se", into: "Password")
    #expect(host.texts.last == "focused")
    try host.tap("Reveal")
    #expect(host.texts.last == "not focused")
    #expect(host.focusedField == nil)
    #expect(throws: RuntimeError.self) { try host.typeKeystrokes("cret") }
  }

  @Test("a secure field's value is not spoken; a text field's is")
  func secureValue() throws {
    let host = try ViewHost(Password())
    try host.type("pw", into: "Password")
    #expect(try host.element(labelled: "Password").value == nil)
  }

  @Test("an empty field reads its prompt as its value; typed text replaces it")
  func emptyFieldPrompt() throws {
    struct Name: View {
      @State var text = ""
      var body: some View { TextField("Name", text: $text, prompt: Text("Jane Appleseed")) }
    }
    let host = try ViewHost(Name())
    #expect(try host.element(labelled: "Name").value == "Jane Appleseed")
    try host.type("Ada", into: "Name")
    #expect(try host.element(labelled: "Name").value == "Ada")
  }
}
