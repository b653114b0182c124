import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

private struct Chore: Identifiable, Hashable {
  let id: Int
  let title: String
}

/// A to-do screen that owns its order and shows it.
private struct Chores: View {
  @State var chores = [
    Chore(id: 1, title: "Wash"), Chore(id: 2, title: "Dry"), Chore(id: 3, title: "Fold"),
  ]
  var body: some View {
    ReorderableList(items: $chores) { Text($0.title) }
    Text("order \(chores.map(\.title).joined(separator: "+"))")
  }
}

/// A to-do screen that also records each order its list reports.
private struct LoggedChores: View {
  let log: RowLog
  @State var chores = [
    Chore(id: 1, title: "Wash"), Chore(id: 2, title: "Dry"), Chore(id: 3, title: "Fold"),
  ]
  var body: some View {
    ReorderableList(
      items: $chores,
      onReorder: { order in
        log.done.append(order.map(\.title).joined(separator: "+"))
      }
    ) { Text($0.title) }
    Text("order \(chores.map(\.title).joined(separator: "+"))")
  }
}

/// Records what a swipeable row's actions did.
@MainActor
private final class RowLog {
  var done: [String] = []
}

/// Mail tabs that own the selection.
private struct Tabs: View {
  @State var tab = "inbox"
  var body: some View {
    DSTabBar(
      selection: $tab,
      tabs: [
        DSTabBar.Tab(id: "inbox", title: "Inbox", systemImage: "tray"),
        DSTabBar.Tab(id: "settings", title: "Settings", systemImage: "gear"),
      ])
    Text("tab \(tab)")
  }
}

/// A filter bar that owns one chip's selection.
private struct Filters: View {
  @State var vegetarian = false
  @State var added = 0
  var body: some View {
    DSChip("Vegetarian", isSelected: $vegetarian)
    DSChip("Add filter", icon: "plus") { added += 1 }
    Text("filters \(vegetarian) \(added)")
  }
}

@MainActor
@Suite("Reorderable lists, swipeable rows, tab bars and chips, executed")
struct ListAndBarBehaviourTests {
  private func shown<Root: View>(_ host: ViewHost<Root>, _ prefix: String) -> String? {
    host.texts.last { $0.hasPrefix(prefix) }
  }

  @Test("each row offers only the moves it can make, and VoiceOver's move reorders the list")
  func reorderActions() throws {
    let host = try ViewHost(Chores())
    #expect(try host.element(labelled: "Wash").actionNames == ["Move down"])
    #expect(try host.element(labelled: "Dry").actionNames == ["Move up", "Move down"])
    #expect(try host.element(labelled: "Fold").actionNames == ["Move up"])
    try host.perform("Move up", on: "Fold")
    #expect(shown(host, "order ") == "order Wash+Fold+Dry")
    try host.perform("Move down", on: "Wash")
    #expect(shown(host, "order ") == "order Fold+Wash+Dry")
    #expect(try host.element(labelled: "Fold").actionNames == ["Move down"])
  }

  @Test("a person's drag moves a row: the binding follows and onReorder hears the order once")
  func reorderByDrag() throws {
    let log = RowLog()
    let host = try ViewHost(LoggedChores(log: log))
    // "Wash" dragged below "Fold": offset 0 to the end, in move(fromOffsets:toOffset:)'s terms.
    try host.moveRows(fromOffsets: [0], toOffset: 3)
    #expect(shown(host, "order ") == "order Dry+Fold+Wash")
    #expect(log.done == ["Dry+Fold+Wash"])
    // "Wash" dragged back to the top.
    try host.moveRows(fromOffsets: [2], toOffset: 0)
    #expect(shown(host, "order ") == "order Wash+Dry+Fold")
    #expect(log.done == ["Dry+Fold+Wash", "Wash+Dry+Fold"])
    // A row dropped where it was changes nothing and reports nothing.
    try host.moveRows(fromOffsets: [1], toOffset: 2)
    #expect(log.done.count == 2)
    #expect(host.accessibilityElements.compactMap(\.label).prefix(3) == ["Wash", "Dry", "Fold"])
  }

  @Test("VoiceOver's moves reach onReorder once each, and every row's actions appear once")
  func reorderActionsOnce() throws {
    let log = RowLog()
    let host = try ViewHost(LoggedChores(log: log))
    for label in ["Wash", "Dry", "Fold"] {
      let names = try host.element(labelled: label).actionNames
      #expect(Set(names).count == names.count, "\(label): \(names)")
    }
    try host.perform("Move down", on: "Wash")
    #expect(log.done == ["Dry+Wash+Fold"])
  }

  @Test("with a hardware keyboard the arrows move the focused row through the same move")
  func reorderByKeys() throws {
    let log = RowLog()
    let host = try ViewHost(LoggedChores(log: log))
    #expect(try host.pressKey(.downArrow, on: "Wash"))
    #expect(shown(host, "order ") == "order Dry+Wash+Fold")
    #expect(try host.pressKey(.upArrow, on: "Fold"))
    #expect(shown(host, "order ") == "order Dry+Fold+Wash")
    #expect(log.done == ["Dry+Wash+Fold", "Dry+Fold+Wash"])
  }

  @Test("at AX5 the rows grow with their text: none is clipped and none overlaps the next")
  func reorderLargeText() throws {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility5
    let host = try ViewHost(
      ReorderableList(
        items: .constant([
          Chore(id: 1, title: "Water the plants on the balcony"),
          Chore(id: 2, title: "Take out the bins"), Chore(id: 3, title: "Call the bank"),
        ])
      ) { Text($0.title) }
      .environment(\.dynamicTypeSize, .accessibility5))
    #expect(try host.layout(in: CGSize(width: 390, height: 844)) == [])
    let frames = try ["Water the plants on the balcony", "Take out the bins", "Call the bank"].map {
      try #require(host.frame(ofText: $0))
    }
    for (above, below) in zip(frames, frames.dropFirst()) {
      #expect(above.maxY <= below.minY, "\(above) overlaps \(below)")
    }
    // The first row wraps at AX5: it is taller than the scaled minimum of one line.
    #expect(frames[0].height > frames[1].height)
  }

  @Test("a list the app reorders while on screen shows the new order and its moves")
  func reorderExternal() throws {
    let host = try ViewHost(
      ReorderableList(items: .constant([Chore(id: 1, title: "Wash"), Chore(id: 2, title: "Dry")])) {
        Text($0.title)
      })
    try host.update(
      ReorderableList(items: .constant([Chore(id: 2, title: "Dry"), Chore(id: 1, title: "Wash")])) {
        Text($0.title)
      })
    #expect(host.accessibilityElements.compactMap(\.label).prefix(2) == ["Dry", "Wash"])
    #expect(try host.element(labelled: "Dry").actionNames == ["Move down"])
  }

  @Test("disabled, VoiceOver's moves do nothing")
  func reorderDisabled() throws {
    let host = try ViewHost(Chores().disabled(true))
    #expect(throws: RuntimeError.self) { try host.perform("Move down", on: "Wash") }
    #expect(shown(host, "order ") == "order Wash+Dry+Fold")
  }

  @Test("a swipeable row is one element whose actions VoiceOver runs by name")
  func swipeActions() throws {
    let log = RowLog()
    let host = try ViewHost(
      SwipeableRow(
        leadingActions: [
          .init(title: "Archive", icon: Image(systemName: "archivebox")) {
            log.done.append("archive")
          }
        ],
        trailingActions: [.delete { log.done.append("delete") }]
      ) { Text("Meeting notes") })
    let row = try host.element(labelled: "Meeting notes")
    #expect(row.actionNames == ["Archive", "Delete"])
    try host.perform("Archive", on: "Meeting notes")
    try host.perform("Delete", on: "Meeting notes")
    #expect(log.done == ["archive", "delete"])
  }

  @Test("at the largest text size the actions are wider, and a row swiped open stays open")
  func swipeActionsAtLargestText() throws {
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .accessibility5
    let log = RowLog()
    let host = try ViewHost(
      SwipeableRow(
        trailingActions: [
          .init(title: "Archive", icon: Image(systemName: "archivebox")) {
            log.done.append("archive")
          },
          .delete { log.done.append("delete") },
        ]
      ) { Text("Meeting notes") }, environment: environment)
    _ = try host.layout(in: CGSize(width: 390, height: 844))
    try host.drag(
      "Meeting notes", through: [CGSize(width: -60, height: 0), CGSize(width: -170, height: 0)])
    _ = try host.layout()
    // The family's 74 points less its insets leave 58 for a title; at AX5 an action is wider,
    // as far as keeps two of them, open, short of a full swipe.
    let title = try #require(host.frame(ofText: "Delete"), "\(host.layoutDescription)")
    #expect(title.width > 58)
    #expect(log.done.isEmpty)
    let lineLimits = host.modifiers(named: "View.lineLimit(_:)").flatMap { $0.arguments.map(\.1) }
    #expect(lineLimits.contains("Optional(2)"), "\(lineLimits)")
  }

  @Test("a swipe that is cancelled runs no action and lets the next swipe start afresh")
  func swipeCancelled() throws {
    let log = RowLog()
    let host = try ViewHost(
      SwipeableRow(trailingActions: [.delete { log.done.append("delete") }]) {
        Text("Meeting notes")
      })
    let drag = try host.startDrag("Meeting notes")
    try drag.move(by: CGSize(width: -400, height: 0))
    try drag.finish(.cancelled)
    #expect(log.done.isEmpty)
    let again = try host.startDrag("Meeting notes")
    try again.move(by: CGSize(width: -2, height: 0))
    try again.finish(.ended)
    #expect(log.done.isEmpty)
  }

  @Test("tabs: buttons with their place, the selected one selected; a tap or VoiceOver selects")
  func tabs() throws {
    let host = try ViewHost(Tabs())
    let inbox = try host.element(labelled: "Inbox")
    #expect(inbox.traits.contains(.isSelected))
    #expect(inbox.value == "1 of 2")
    try host.tap("Settings")
    #expect(shown(host, "tab ") == "tab settings")
    #expect(try host.element(labelled: "Settings").traits.contains(.isSelected))
    #expect(!(try host.element(labelled: "Inbox").traits.contains(.isSelected)))
    try host.activate("Inbox")
    #expect(shown(host, "tab ") == "tab inbox")
  }

  @Test("a tab bar follows a selection the app changes; disabled, it selects nothing")
  func tabsExternalAndDisabled() throws {
    let tabs = [
      DSTabBar.Tab(id: "inbox", title: "Inbox", systemImage: "tray"),
      DSTabBar.Tab(id: "settings", title: "Settings", systemImage: "gear"),
    ]
    let host = try ViewHost(DSTabBar(selection: .constant("inbox"), tabs: tabs))
    try host.update(DSTabBar(selection: .constant("settings"), tabs: tabs))
    #expect(try host.element(labelled: "Settings").traits.contains(.isSelected))
    let disabled = try ViewHost(Tabs().disabled(true))
    #expect(throws: RuntimeError.self) { try disabled.tap("Settings") }
    #expect(shown(disabled, "tab ") == "tab inbox")
  }

  @Test("a filter chip toggles its selected trait; an action chip acts; disabled, neither")
  func chips() throws {
    let host = try ViewHost(Filters())
    #expect(!(try host.element(labelled: "Vegetarian").traits.contains(.isSelected)))
    try host.tap("Vegetarian")
    #expect(try host.element(labelled: "Vegetarian").traits.contains(.isSelected))
    try host.activate("Add filter")
    #expect(shown(host, "filters ") == "filters true 1")
    let disabled = try ViewHost(Filters().disabled(true))
    #expect(throws: RuntimeError.self) { try disabled.tap("Vegetarian") }
    #expect(throws: RuntimeError.self) { try disabled.activate("Add filter") }
    #expect(shown(disabled, "filters ") == "filters false 0")
  }
}
