import SwiftUI
import TesseraComponents
import TesseraState
import Testing

@testable import TesseraUI

/// A page with a sort menu over three orders, the last one unavailable.
private struct SortPage: View {
  @State var order = "Newest"
  var body: some View {
    VStack {
      Text("Sorted by \(order)")
      DropdownMenu(
        "Sort", options: ["Newest", "Oldest", "Name"], selection: $order,
        isEnabled: { $0 != "Name" }
      ) { $0 }
      Button("Reset") { order = "Newest" }
    }
  }
}

/// A page with an actions menu whose rows are the app's own.
private struct ActionsPage: View {
  @State var isExpanded = false
  @State var log: [String] = []
  var body: some View {
    VStack {
      Text(log.isEmpty ? "No action" : log.joined(separator: " "))
      DropdownMenu(isExpanded: $isExpanded) {
        Text("Actions")
      } content: {
        DropdownItem("Share", icon: "square.and.arrow.up") {
          log.append("share")
          isExpanded = false
        }
      }
      Text(isExpanded ? "open" : "closed")
    }
  }
}

/// The device review's item 14: a dropdown's choices open in the system's menu (or a popover),
/// over the page, closing on a tap outside, instead of a list that pushes the page down.
@MainActor
@Suite("DropdownMenu, executed: the system's menu and a popover")
struct DropdownMenuBehaviourTests {
  @Test("the trigger is a button named after the field, with the choice as its value")
  func trigger() throws {
    let host = try ViewHost(SortPage())
    #expect(try host.element(labelled: "Sort").summary == "Sort; value: Newest; traits: button")
    #expect(host.presentations.isEmpty)
  }

  @Test("opening shows the choices as a menu over the page, the current one selected")
  func opens() throws {
    let host = try ViewHost(SortPage())
    try host.activate("Sort")
    #expect(host.presentations == ["menu"])
    let options = host.accessibilityElements.filter { $0.traits.contains(.isButton) }
    #expect(options.compactMap(\.label) == ["Newest", "Oldest", "Name"])
    #expect(options.filter { $0.traits.contains(.isSelected) }.compactMap(\.label) == ["Newest"])
    // The page below is out of reach while the menu is up.
    #expect(throws: RuntimeError.self) { try host.tap("Reset") }
  }

  @Test("choosing writes the selection and closes the menu; the trigger reads the new choice")
  func chooses() throws {
    let host = try ViewHost(SortPage())
    try host.tap("Sort")
    try host.activate("Oldest")
    #expect(host.presentations.isEmpty)
    #expect(host.texts.first == "Sorted by Oldest")
    #expect(try host.element(labelled: "Sort").value == "Oldest")
  }

  @Test("a disabled choice cannot be chosen; a tap outside or escape closes without choosing")
  func dismisses() throws {
    let host = try ViewHost(SortPage())
    try host.tap("Sort")
    #expect(throws: RuntimeError.self) { try host.activate("Name") }
    try host.dismissPresentation()
    #expect(host.presentations.isEmpty)
    try host.tap("Sort")
    #expect(try host.escape(from: "Oldest"))
    #expect(host.presentations.isEmpty)
    #expect(host.texts.first == "Sorted by Newest")
  }

  @Test("a selection the app changes while on screen shows on the trigger and in the menu")
  func externalChange() throws {
    let host = try ViewHost(SortPage())
    try host.tap("Sort")
    try host.activate("Oldest")
    try host.tap("Reset")
    #expect(try host.element(labelled: "Sort").value == "Newest")
    try host.tap("Sort")
    #expect(try host.element(labelled: "Newest").traits.contains(.isSelected))
  }

  @Test("the content version opens its rows in a popover; a tap outside closes it")
  func popover() throws {
    let host = try ViewHost(ActionsPage())
    #expect(host.texts.last == "closed")
    try host.tap("Actions")
    #expect(host.presentations == ["popover"])
    try host.dismissPresentation()
    #expect(host.presentations.isEmpty)
    #expect(host.texts.last == "closed")
    try host.tap("Actions")
    try host.activate("Share")
    #expect(host.presentations.isEmpty)
    #expect(host.texts.first == "share")
  }
}
