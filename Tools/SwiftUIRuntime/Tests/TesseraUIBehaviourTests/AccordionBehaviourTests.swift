import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// An accordion of sections named `titles`, each showing "<title> body" when open.
@MainActor
private func accordion(_ titles: [String], allowMultiple: Bool = false) -> Accordion<Text> {
  Accordion(
    items: titles.map { title in .init(title: title) { Text("\(title) body") } },
    allowMultiple: allowMultiple)
}

@MainActor
@Suite("Accordion, executed")
struct AccordionBehaviourTests {
  /// The titles of the open sections, from the bodies on screen.
  private func open<Root: View>(_ host: ViewHost<Root>) -> [String] {
    host.texts.filter { $0.hasSuffix(" body") }.map { String($0.dropLast(5)) }
  }

  @Test("a header is a button saying collapsed or expanded; a tap opens it, another closes it")
  func tapToggles() throws {
    let host = try ViewHost(accordion(["Account", "Privacy"]))
    let header = try host.element(labelled: "Account")
    #expect(header.traits.contains(.isButton))
    #expect(header.value == "Collapsed")
    #expect(open(host).isEmpty)
    try host.tap("Account")
    #expect(open(host) == ["Account"])
    #expect(try host.element(labelled: "Account").value == "Expanded")
    try host.tap("Account")
    #expect(open(host).isEmpty)
    #expect(try host.element(labelled: "Account").value == "Collapsed")
  }

  @Test("a section with an id stays open when its title's count changes; without, it closes")
  func titleWithACount() throws {
    func inbox(_ unread: Int, id: String?) -> Accordion<Text> {
      Accordion(items: [.init(title: "Inbox (\(unread))", id: id) { Text("Inbox body") }])
    }
    let kept = try ViewHost(inbox(3, id: "inbox"))
    try kept.tap("Inbox (3)")
    try kept.update(inbox(4, id: "inbox"))
    #expect(open(kept) == ["Inbox"])
    #expect(try kept.element(labelled: "Inbox (4)").value == "Expanded")
    // Without an id the title is the identity, as the doc says: a new title, a new section.
    let renamed = try ViewHost(inbox(3, id: nil))
    try renamed.tap("Inbox (3)")
    try renamed.update(inbox(4, id: nil))
    #expect(open(renamed).isEmpty)
  }

  @Test("one open at a time: opening a section closes the open one")
  func single() throws {
    let host = try ViewHost(accordion(["Account", "Privacy"]))
    try host.tap("Account")
    try host.tap("Privacy")
    #expect(open(host) == ["Privacy"])
  }

  @Test("with allowMultiple, sections open independently")
  func multiple() throws {
    let host = try ViewHost(accordion(["Account", "Privacy"], allowMultiple: true))
    try host.tap("Account")
    try host.tap("Privacy")
    #expect(open(host) == ["Account", "Privacy"])
  }

  @Test("a section the app adds after the first tap opens like the others")
  func addedLater() throws {
    let host = try ViewHost(accordion(["Account", "Privacy"]))
    try host.tap("Account")
    try host.update(accordion(["Account", "Privacy", "Billing"]))
    #expect(open(host) == ["Account"])
    try host.tap("Billing")
    #expect(open(host) == ["Billing"])
    #expect(try host.element(labelled: "Billing").value == "Expanded")
  }

  @Test("a removed open section is forgotten, so the same title added back opens closed")
  func removedThenAddedBack() throws {
    let host = try ViewHost(accordion(["Account", "Privacy"]))
    try host.tap("Privacy")
    try host.update(accordion(["Account"]))
    #expect(open(host).isEmpty)
    try host.update(accordion(["Account", "Privacy"]))
    #expect(open(host).isEmpty)
  }

  @Test("a change of allowMultiple while on screen applies at once and is kept")
  func allowMultipleChanges() throws {
    let host = try ViewHost(accordion(["Account", "Privacy", "Billing"]))
    try host.tap("Account")
    try host.update(accordion(["Account", "Privacy", "Billing"], allowMultiple: true))
    try host.tap("Privacy")
    #expect(open(host) == ["Account", "Privacy"])
    try host.update(accordion(["Account", "Privacy", "Billing"], allowMultiple: false))
    #expect(open(host) == ["Account"])
    // Closed by the rule, Privacy stays closed when several are allowed again.
    try host.update(accordion(["Account", "Privacy", "Billing"], allowMultiple: true))
    #expect(open(host) == ["Account"])
    try host.update(accordion(["Account", "Privacy", "Billing"], allowMultiple: false))
    try host.tap("Billing")
    #expect(open(host) == ["Billing"])
  }

  @Test("VoiceOver's activation opens and closes a section")
  func voiceOver() throws {
    let host = try ViewHost(accordion(["Account", "Privacy"]))
    try host.activate("Privacy")
    #expect(open(host) == ["Privacy"])
    try host.activate("Privacy")
    #expect(open(host).isEmpty)
  }

  @Test("disabled, neither a tap nor VoiceOver opens a section")
  func disabled() throws {
    let host = try ViewHost(accordion(["Account"]).disabled(true))
    #expect(throws: RuntimeError.self) { try host.tap("Account") }
    #expect(throws: RuntimeError.self) { try host.activate("Account") }
    #expect(open(host).isEmpty)
  }
}
