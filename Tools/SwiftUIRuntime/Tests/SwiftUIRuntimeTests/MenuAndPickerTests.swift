import SwiftUI
import Testing

private struct Actions: View {
  @State var log: [String] = []
  var body: some View {
    VStack {
      Text(log.isEmpty ? "Nothing yet" : log.joined(separator: " "))
      Menu {
        Button("Share") { log.append("share") }
        Button("Delete") { log.append("delete") }
      } label: {
        Text("Actions")
      }
    }
  }
}

private struct Sorting: View {
  @State var order = "Newest"
  var body: some View {
    VStack {
      Text("Sorted by \(order)")
      Menu {
        Picker(selection: $order) {
          Text("Newest").tag("Newest")
          Text("Oldest").tag("Oldest")
          Text("Name").tag("Name").disabled(true)
        } label: {
          EmptyView()
        }
        .pickerStyle(.inline)
      } label: {
        Text("Sort")
      }
    }
  }
}

@MainActor
@Suite("Menus and pickers")
struct MenuAndPickerTests {
  @Test("a menu's label is a button that presents its items modally; an item acts and closes it")
  func menu() throws {
    let host = try ViewHost(Actions())
    #expect(
      host.accessibilityElements.map(\.summary) == ["Nothing yet", "Actions; traits: button"])
    try host.activate("Actions")
    #expect(host.presentations == ["menu"])
    // Modal: VoiceOver reaches only the menu's items.
    #expect(host.accessibilityElements.compactMap(\.label) == ["Share", "Delete"])
    try host.tap("Delete")
    #expect(host.presentations.isEmpty)
    #expect(host.texts.first == "delete")
  }

  @Test("a tap outside or VoiceOver's escape closes a menu without acting")
  func menuDismissal() throws {
    let host = try ViewHost(Actions())
    try host.tap("Actions")
    try host.dismissPresentation()
    #expect(host.presentations.isEmpty)
    try host.tap("Actions")
    #expect(try host.escape(from: "Share"))
    #expect(host.presentations.isEmpty)
    #expect(host.texts.first == "Nothing yet")
  }

  @Test("a dimmed menu does not open")
  func disabledMenu() throws {
    let host = try ViewHost(Actions().disabled(true))
    #expect(throws: RuntimeError.self) { try host.activate("Actions") }
    #expect(host.presentations.isEmpty)
  }

  @Test(
    "a picker's options: the selection is selected; choosing writes the tag and closes the menu")
  func picker() throws {
    let host = try ViewHost(Sorting())
    try host.tap("Sort")
    let options = host.accessibilityElements
    #expect(
      options.map(\.summary) == [
        "Newest; traits: button, selected", "Oldest; traits: button", "Name; traits: button",
      ])
    try host.activate("Oldest")
    #expect(host.presentations.isEmpty)
    #expect(host.texts.first == "Sorted by Oldest")
    try host.tap("Sort")
    #expect(try host.element(labelled: "Oldest").traits.contains(.isSelected))
    #expect(try !host.element(labelled: "Newest").traits.contains(.isSelected))
  }

  @Test("a dimmed option cannot be chosen")
  func disabledOption() throws {
    let host = try ViewHost(Sorting())
    try host.tap("Sort")
    #expect(throws: RuntimeError.self) { try host.activate("Name") }
    #expect(host.presentations == ["menu"])
  }
}
