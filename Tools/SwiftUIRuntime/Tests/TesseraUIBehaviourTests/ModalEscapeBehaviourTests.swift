import SwiftUI
import TesseraComponents
import TesseraState
import Testing

@testable import TesseraUI

/// A page that shows a modal while `isShown` is true and writes what happened into `outcome`.
private struct ModalPage<Modal: View>: View {
  @State var isShown = true
  @State var outcome = "none"
  let modal: (Binding<Bool>, Binding<String>) -> Modal

  var body: some View {
    VStack {
      Text("Outcome: \(outcome)")
      if isShown { modal($isShown, $outcome) }
    }
  }
}

/// VoiceOver's escape gesture (a two-finger scrub) is how a blind person closes a modal view.
/// Each modal Tessera draws itself handles it; the tests fail when that action is dropped.
@MainActor
@Suite("Tessera's modal views close with VoiceOver's escape gesture, executed")
struct ModalEscapeBehaviourTests {
  @Test("a DSAlert takes VoiceOver's focus; escape closes it without running either action")
  func alert() throws {
    let host = try ViewHost(
      ModalPage { isShown, outcome in
        DSAlert(
          "Delete draft?", message: "It cannot be restored.",
          primary: .init("Delete", role: .destructive) { outcome.wrappedValue = "deleted" },
          secondary: .init("Keep", role: .secondary) { outcome.wrappedValue = "kept" }
        ) { isShown.wrappedValue = false }
      })
    #expect(host.voiceOverFocus == "Delete draft?")
    #expect(try host.escape())
    #expect(host.texts == ["Outcome: none"])
  }

  @Test("an alert whose only action is destructive stays up on escape, as on a keyboard")
  func destructiveOnlyAlert() throws {
    let host = try ViewHost(
      ModalPage { isShown, outcome in
        DSAlert("Erase all?", primary: .init("Erase", role: .destructive) {}) {
          isShown.wrappedValue = false
        }
      })
    try host.escape(from: "Erase all?")
    #expect(host.texts.contains("Erase all?"))
  }

  @Test("a DSModal takes VoiceOver's focus, closes on escape and calls onDismiss once")
  func modal() throws {
    let host = try ViewHost(
      ModalPage { isShown, outcome in
        DSModal(
          isPresented: isShown, title: "Filters",
          onDismiss: { outcome.wrappedValue += " dismissed" }
        ) {
          Text("Only unread")
        }
      })
    // VoiceOver is moved into the panel, to its title; escape from there closes it.
    #expect(host.voiceOverFocus == "Filters")
    #expect(try host.escape())
    #expect(host.texts == ["Outcome: none dismissed"])
  }

  @Test("dsModal disables the screen it covers: a field focused before takes no keys")
  func modalModifier() throws {
    struct Page: View {
      @State var name = ""
      @State var sent = 0
      @State var showsTerms = false
      var body: some View {
        VStack {
          DSTextField("Name", text: $name).onSubmit { sent += 1 }
          Button("Terms") { showsTerms = true }
          Text("sent \(sent)")
        }
        .dsModal(isPresented: $showsTerms, title: "Terms") { Text("Be kind") }
      }
    }
    let host = try ViewHost(Page())
    try host.type("Ada", into: "Name")
    try host.tap("Terms")
    #expect(host.texts.contains("Be kind"))
    // The keyboard still shows the field's focus, but the covered screen takes nothing.
    #expect(throws: RuntimeError.self) { try host.typeKeystrokes("x") }
    #expect(throws: RuntimeError.self) { try host.submit() }
    #expect(host.texts.contains("sent 0"))
    // VoiceOver reaches only the modal; escape closes it, and the screen takes keys again.
    #expect(!host.accessibilityElements.contains { $0.label == "Terms" && $0.isActivatable })
    #expect(try host.escape())
    try host.submit()
    #expect(host.texts.contains("sent 1"))
  }

  /// A form whose Delete button asks before deleting, through `dsConfirmationDialog`.
  private struct DeletePage: View {
    @State var name = ""
    @State var sent = 0
    @State var asks = false
    @State var outcome = "none"
    var body: some View {
      VStack {
        DSTextField("Name", text: $name).onSubmit { sent += 1 }
        Button("Delete") { asks = true }
        Text("sent \(sent), \(outcome), asks \(asks)")
      }
      .dsConfirmationDialog(
        "Delete the draft?", isPresented: $asks,
        actions: [.init("Delete draft", role: .destructive) { outcome = "deleted" }]
      ) { outcome = "kept" }
    }
  }

  @Test("dsConfirmationDialog disables the screen it covers: a field focused before takes no keys")
  func confirmationDialogModifier() throws {
    let host = try ViewHost(DeletePage())
    try host.type("Ada", into: "Name")
    try host.tap("Delete")
    #expect(host.texts.contains("Delete the draft?"))
    #expect(host.voiceOverFocus == "Delete the draft?")
    // The keyboard still shows the field's focus, but the covered screen takes nothing.
    #expect(throws: RuntimeError.self) { try host.typeKeystrokes("x") }
    #expect(throws: RuntimeError.self) { try host.submit() }
    #expect(!host.accessibilityElements.contains { $0.label == "Delete" && $0.isActivatable })
    // Choosing the action closes the dialog and runs it; the screen takes keys again.
    try host.tap("Delete draft")
    #expect(host.texts.contains("sent 0, deleted, asks false"))
    #expect(!host.texts.contains("Delete the draft?"))
    try host.submit()
    #expect(host.texts.contains("sent 1, deleted, asks false"))
  }

  @Test("dsConfirmationDialog: Escape and the added Cancel close it and call onCancel")
  func confirmationDialogModifierCancel() throws {
    let escaped = try ViewHost(DeletePage())
    try escaped.tap("Delete")
    #expect(try escaped.escape())
    #expect(escaped.texts.contains("sent 0, kept, asks false"))
    let cancelled = try ViewHost(DeletePage())
    try cancelled.tap("Delete")
    try cancelled.tap("Cancel")
    #expect(cancelled.texts.contains("sent 0, kept, asks false"))
    #expect(!cancelled.texts.contains("Delete the draft?"))
  }

  @Test("a Tessera sheet closes on escape")
  func sheet() throws {
    struct Page: View {
      @State var isPresented = true
      var body: some View {
        Text(isPresented ? "Sheet up" : "Sheet closed")
          .dsSheet(isPresented: $isPresented, title: "Details") { Text("Body") }
      }
    }
    let host = try ViewHost(Page())
    #expect(host.presentations == ["sheet"])
    #expect(try host.escape(from: "Body"))
    #expect(host.presentations.isEmpty)
    #expect(host.texts == ["Sheet closed"])
  }

  @Test("a Tessera popover closes on escape")
  func popover() throws {
    struct Page: View {
      @State var isPresented = true
      var body: some View {
        Text(isPresented ? "Popover up" : "Popover closed")
          .dsPopover(isPresented: $isPresented) { Text("Sort by date") }
      }
    }
    let host = try ViewHost(Page())
    #expect(host.presentations == ["popover"])
    #expect(try host.escape(from: "Sort by date"))
    #expect(host.presentations.isEmpty)
    #expect(host.texts == ["Popover closed"])
  }

  @Test("a BottomSheet closes on escape")
  func bottomSheet() throws {
    let host = try ViewHost(
      ModalPage { isShown, _ in
        BottomSheet(isPresented: isShown) { Text("Route details") }
      })
    #expect(try host.escape(from: "Route details"))
    #expect(host.texts == ["Outcome: none"])
  }

  @Test("a ConfirmationDialog takes VoiceOver's focus and cancels on escape")
  func confirmationDialog() throws {
    let host = try ViewHost(
      ModalPage { isShown, outcome in
        ConfirmationDialog(
          "Leave without saving?",
          actions: [.init("Leave", role: .destructive) { outcome.wrappedValue = "left" }]
        ) {
          outcome.wrappedValue = "cancelled"
          isShown.wrappedValue = false
        }
      })
    #expect(host.voiceOverFocus == "Leave without saving?")
    #expect(try host.escape())
    #expect(host.texts == ["Outcome: cancelled"])
  }

  @Test("a ConfirmationDialog: Return does the default action, Escape cancels, on a keyboard")
  func confirmationDialogKeys() throws {
    func dialog(_ role: ConfirmationActionRole) -> some View {
      ModalPage { isShown, outcome in
        ConfirmationDialog(
          "Move to the archive?",
          actions: [.init("Archive", role: role) { outcome.wrappedValue = "archived" }]
        ) {
          outcome.wrappedValue = "cancelled"
          isShown.wrappedValue = false
        }
      }
    }
    let standard = try ViewHost(dialog(.standard))
    try standard.pressShortcut(.defaultAction)
    #expect(standard.texts.contains("Outcome: archived"))
    let escaped = try ViewHost(dialog(.standard))
    try escaped.pressShortcut(.cancelAction)
    #expect(escaped.texts == ["Outcome: cancelled"])
    // A destructive action is never the default: Return does nothing, Escape still cancels.
    let destructive = try ViewHost(dialog(.destructive))
    #expect(throws: RuntimeError.self) { try destructive.pressShortcut(.defaultAction) }
    try destructive.pressShortcut(.cancelAction)
    #expect(destructive.texts == ["Outcome: cancelled"])
  }
}
