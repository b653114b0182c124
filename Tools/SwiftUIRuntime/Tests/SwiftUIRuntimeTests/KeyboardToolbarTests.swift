import SwiftUI
import Testing

/// A form whose number fields have no Return key: a keyboard toolbar item moves focus on.
private struct PaymentForm: View {
  enum Field { case amount, reference }
  @State private var amount = ""
  @State private var reference = ""
  @FocusState private var focused: Field?

  var body: some View {
    VStack {
      TextField("Amount", text: $amount).focused($focused, equals: .amount)
      TextField("Reference", text: $reference).focused($focused, equals: .reference)
    }
    .toolbar {
      ToolbarItem(id: "advance", placement: .keyboard) {
        Button {
          focused = focused == .amount ? .reference : nil
        } label: {
          // The runtime assumes no system minimum for a bar button's target (the stricter
          // case), so the label makes its own.
          Text(focused == .amount ? "Next" : "Done")
            .frame(minWidth: 44, minHeight: 44)
            .contentShape(Rectangle())
        }
      }
    }
  }
}

/// A form whose keyboard item is declared on one field only, beside another field.
private struct TwoFields: View {
  @State private var amount = ""
  @State private var note = ""
  @FocusState private var amountFocused: Bool
  let conditional: Bool

  var body: some View {
    VStack {
      TextField("Note", text: $note)
      TextField("Amount", text: $amount)
        .focused($amountFocused)
        .toolbar {
          if !conditional || amountFocused {
            ToolbarItem(id: "clear", placement: .keyboard) { Button("Clear") { amount = "" } }
          }
        }
    }
  }
}

/// `ToolbarItemPlacement.keyboard`: "On iOS, keyboard items are above the software keyboard
/// when present" (/documentation/SwiftUI/ToolbarItemPlacement/keyboard). The runtime's software
/// keyboard is up exactly while a text field has focus.
@MainActor
@Suite("Keyboard toolbars")
struct KeyboardToolbarTests {
  @Test("a keyboard item shows only while a field has focus, and acts on the form's state")
  func keyboardItem() throws {
    let host = try ViewHost(PaymentForm())
    #expect(host.focusedField == nil)
    #expect(!host.accessibilityElements.contains { $0.label == "Next" || $0.label == "Done" })
    try host.focus("Amount")
    #expect(try host.element(labelled: "Next").traits.contains(.isButton))
    try host.tap("Next")
    #expect(host.focusedField?.fieldLabel == "Reference")
    try host.tap("Done")
    #expect(host.focusedField == nil)
    #expect(!host.accessibilityElements.contains { $0.label == "Done" })
  }

  @Test("the bar is laid out on its own: its button's target is measured as any other")
  func layout() throws {
    let host = try ViewHost(PaymentForm())
    try host.focus("Amount")
    let findings = try host.layout()
    #expect(findings == [], "\(findings)")
  }

  @Test("a placement the runtime does not model fails by name")
  func otherPlacements() throws {
    #expect(throws: RuntimeError.unmodelled("a toolbar item placed automatic")) {
      try ViewHost(Text("Inbox").toolbar { ToolbarItem(id: "compose") { Button("New") {} } })
    }
  }

  @Test("a keyboard item shows for any focused field; an if in the toolbar limits it")
  func anyField() throws {
    let everywhere = try ViewHost(TwoFields(conditional: false))
    try everywhere.focus("Note")
    #expect(everywhere.texts.contains("Clear"), "the stricter reading: not only its own field")
    let limited = try ViewHost(TwoFields(conditional: true))
    try limited.focus("Note")
    #expect(!limited.texts.contains("Clear"))
    try limited.focus("Amount")
    #expect(limited.texts.contains("Clear"))
  }
}
