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

/// A field that shows its text and how many times the text changed.
private struct Echo: View {
  @State var text: String
  @State var changes = 0
  var body: some View {
    VStack {
      TextField("Code", text: $text).onChange(of: text) { changes += 1 }
      Text("\(text)/\(changes)")
    }
  }
}

@MainActor
@Suite("Focus and text input")
struct FocusAndInputTests {
  @Test("typing goes keystroke by keystroke into the focused field, re-rendering each time")
  func keystrokes() throws {
    let host = try ViewHost(Echo(text: ""))
    try host.type("123", into: "Code")
    #expect(host.texts == ["123/3"])
    #expect(try host.element(labelled: "Code").value == "123")
  }

  @Test("a paste is one change of the text at the caret, however long")
  func paste() throws {
    let host = try ViewHost(Echo(text: "ab"))
    try host.focus("Code")
    try host.moveCaret(to: 1)
    try host.paste("12345", into: "Code")
    #expect(host.texts == ["a12345b/1"])
    try host.typeKeystrokes("x")
    #expect(host.texts == ["a12345xb/2"])
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

  @Test("a keystroke goes in at the caret and delete removes the character before it")
  func caretEditing() throws {
    struct Word: View {
      @State var text = ""
      var body: some View { TextField("Word", text: $text) }
    }
    let host = try ViewHost(Word())
    try host.type("acd", into: "Word")
    #expect(host.caret == 3)
    try host.moveCaret(to: 1)
    try host.typeKeystrokes("b")
    #expect(try host.element(labelled: "Word").value == "abcd")
    #expect(host.caret == 2)
    try host.moveCaret(to: 4)
    try host.deleteBackward()
    #expect(try host.element(labelled: "Word").value == "abc")
    #expect(host.caret == 3)
    try host.moveCaret(to: 0)
    try host.deleteBackward()
    #expect(try host.element(labelled: "Word").value == "abc", "nothing before the caret")
    #expect(throws: RuntimeError.self) { try host.moveCaret(to: 4) }
    try host.unfocus()
    #expect(host.caret == nil)
  }

  @Test("a field whose text the app rewrites puts the caret at the end: the person's place is lost")
  func rewriteMovesCaretToEnd() throws {
    // Groups digits in threes as they are typed, without managing the caret.
    struct Grouped: View {
      @State var text = ""
      var body: some View {
        TextField("Digits", text: $text).onChange(of: text) { _, edited in
          let digits = Array(edited.filter(\.isNumber))
          let grouped = stride(from: 0, to: digits.count, by: 3).map {
            String(digits[$0..<min($0 + 3, digits.count)])
          }.joined(separator: " ")
          if grouped != edited { text = grouped }
        }
      }
    }
    let host = try ViewHost(Grouped())
    try host.type("12456", into: "Digits")
    #expect(try host.element(labelled: "Digits").value == "124 56")
    try host.moveCaret(to: 2)
    try host.typeKeystrokes("3")
    #expect(try host.element(labelled: "Digits").value == "123 456")
    #expect(host.caret == 7, "the rewrite moved the caret to the end, not after the 3")
  }

  @Test("a field with a selection binding reports its caret and shows the app's selection")
  func selectionBinding() throws {
    // The same grouping, keeping the caret after the digit typed.
    struct Grouped: View {
      @State var text = ""
      @State var selection: TextSelection?
      @State var reported: [Int] = []
      var body: some View {
        VStack {
          TextField(text: $text, selection: $selection) { Text("Digits") }
            .onChange(of: text) { _, edited in
              guard case .selection(let range)? = selection?.indices else { return }
              let digitsBefore = edited[..<range.upperBound].filter(\.isNumber).count
              let digits = Array(edited.filter(\.isNumber))
              let grouped = stride(from: 0, to: digits.count, by: 3).map {
                String(digits[$0..<min($0 + 3, digits.count)])
              }.joined(separator: " ")
              reported.append(edited.distance(from: edited.startIndex, to: range.upperBound))
              guard grouped != edited else { return }
              // After digit n of the number: n digits and a space per full group before it.
              let caret = digitsBefore + (digitsBefore - 1) / 3
              text = grouped
              selection = TextSelection(
                insertionPoint: grouped.index(grouped.startIndex, offsetBy: max(caret, 0)))
            }
          Text("reported \(reported.map(String.init).joined(separator: ","))")
        }
      }
    }
    let host = try ViewHost(Grouped())
    try host.type("12456", into: "Digits")
    try host.moveCaret(to: 2)
    try host.typeKeystrokes("3")
    #expect(try host.element(labelled: "Digits").value == "123 456")
    #expect(host.caret == 3, "after the 3 the person typed")
    // Each keystroke's caret, and again the app's own caret after each rewrite ("124 5" put
    // it at 5, "123 456" at 3), since the rewrite changes the text once more.
    #expect(host.texts.last == "reported 1,2,3,4,5,6,3,3", "the field reported each caret")
    try host.typeKeystrokes("9")
    #expect(try host.element(labelled: "Digits").value == "123 945 6")
    #expect(host.caret == 5)
  }
}
