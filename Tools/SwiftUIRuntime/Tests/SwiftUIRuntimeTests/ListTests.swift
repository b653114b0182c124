import Foundation
import Testing

@testable import SwiftUI

/// The EditButton page's example without its navigation: fruits in a `List` whose `ForEach`
/// moves them with `move(fromOffsets:toOffset:)`, in edit mode as the Edit button would put it
/// (`editing` false leaves it out of edit mode), and the order shown below.
private struct Fruits: View {
  @State var fruits = ["Apple", "Banana", "Papaya", "Mango"]
  @State var editMode = EditMode.active
  var inList = true
  var body: some View {
    if inList {
      List {
        ForEach(fruits, id: \.self) { fruit in Text(fruit) }
          .onMove { fruits = moved(fruits, $0, $1) }
      }
      .environment(\.editMode, $editMode)
    } else {
      // The same dynamic content, not in a list.
      VStack {
        ForEach(fruits, id: \.self) { fruit in Text(fruit) }
          .onMove { fruits = moved(fruits, $0, $1) }
      }
      .environment(\.editMode, $editMode)
    }
    Button("Done") { editMode = .inactive }
    Text("order \(fruits.joined(separator: "+"))")
  }
}

/// `move(fromOffsets:toOffset:)` as its page describes it: the elements at the offsets go,
/// in order, just before the element at the destination offset; the rest keep their order.
private func moved(_ items: [String], _ offsets: IndexSet, _ destination: Int) -> [String] {
  let before = items.indices.filter { $0 < destination && !offsets.contains($0) }
  let after = items.indices.filter { $0 >= destination && !offsets.contains($0) }
  return (before + offsets.sorted() + after).map { items[$0] }
}

@MainActor
@Suite("Lists: rows a person moves, and their layout")
struct ListTests {
  private func order<Root: View>(_ host: ViewHost<Root>) -> String? {
    host.texts.last { $0.hasPrefix("order ") }
  }

  @Test("in edit mode a drag moves rows through onMove, in move(fromOffsets:toOffset:)'s terms")
  func moveInEditMode() throws {
    let host = try ViewHost(Fruits())
    // Apple to just before Mango (offset 3 counts the rows before the move).
    try host.moveRows(fromOffsets: [0], toOffset: 3)
    #expect(order(host) == "order Banana+Papaya+Apple+Mango")
    // Two rows at once, to the top.
    try host.moveRows(fromOffsets: [2, 3], toOffset: 0)
    #expect(order(host) == "order Apple+Mango+Banana+Papaya")
    // Rows that are not there, or a destination past the end, are no drag a person can make.
    #expect(throws: RuntimeError.self) { try host.moveRows(fromOffsets: [4], toOffset: 0) }
    #expect(throws: RuntimeError.self) { try host.moveRows(fromOffsets: [0], toOffset: 5) }
    #expect(order(host) == "order Apple+Mango+Banana+Papaya")
  }

  @Test("out of edit mode the list shows no move controls, so no drag moves a row")
  func noMoveOutOfEditMode() throws {
    let host = try ViewHost(Fruits())
    try host.tap("Done")
    #expect(throws: RuntimeError.self) { try host.moveRows(fromOffsets: [0], toOffset: 2) }
    #expect(order(host) == "order Apple+Banana+Papaya+Mango")
  }

  @Test("onMove outside a List moves nothing")
  func noMoveOutsideList() throws {
    let host = try ViewHost(Fruits(inList: false))
    #expect(throws: RuntimeError.self) { try host.moveRows(fromOffsets: [0], toOffset: 2) }
    #expect(order(host) == "order Apple+Banana+Papaya+Mango")
  }

  @Test("a disabled list takes no drags")
  func disabledList() throws {
    let host = try ViewHost(Fruits().disabled(true))
    #expect(throws: RuntimeError.self) { try host.moveRows(fromOffsets: [0], toOffset: 2) }
    #expect(order(host) == "order Apple+Banana+Papaya+Mango")
  }

  @Test("the list adds no VoiceOver actions of its own to its rows")
  func noSystemActions() throws {
    let host = try ViewHost(Fruits())
    #expect(try host.element(labelled: "Apple").actionNames == [])
  }

  @Test("rows stack from the list's top, each at least the default minimum row height")
  func rowHeights() throws {
    // Body text is 22 pt high at Large; a 60 pt minimum makes each row 60 pt, and a row whose
    // insets make it taller keeps its own height (22 + 2 × 30 = 82 pt).
    let host = try ViewHost(
      List {
        Text("One")
        Text("Two").listRowInsets(EdgeInsets(top: 30, leading: 8, bottom: 30, trailing: 8))
        Text("Three")
      }
      .environment(\.defaultMinListRowHeight, 60))
    #expect(try host.layout(in: CGSize(width: 390, height: 844)) == [])
    let one = try #require(host.frame(ofText: "One"))
    let two = try #require(host.frame(ofText: "Two"))
    let three = try #require(host.frame(ofText: "Three"))
    // Each text is centred in its row: row one spans 0-60, row two 60-142, row three 142-202.
    #expect(abs(one.midY - 30) < 0.01)
    #expect(abs(two.midY - 101) < 0.01)
    #expect(abs(three.midY - 172) < 0.01)
  }

  @Test("a list fills the height it is offered, and collapses in a vertical scroll view")
  func listHeight() throws {
    let filled = try ViewHost(List { Text("One") })
    _ = try filled.layout(in: CGSize(width: 390, height: 844))
    let list = try #require(filled.allNodes.first { $0.kind == .container("List") })
    #expect(list.frames.first?.height == 844)
    let nested = try ViewHost(ScrollView { List { Text("One") } })
    _ = try nested.layout(in: CGSize(width: 390, height: 844))
    let collapsed = try #require(nested.allNodes.first { $0.kind == .container("List") })
    #expect(collapsed.frames.first?.height == 10)
  }
}
