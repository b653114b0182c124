import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Reorder math")
struct ReorderMathTests {
  static let list = ReorderMath(count: 5, rowHeight: 50)

  @Test(
    "a dragged row lands in the slot its center is over, clamped to the list",
    arguments: [
      (1, 80.0, 3), (1, 24, 1), (1, 25, 2), (1, -26, 0), (1, -25, 1), (0, -500, 0),
      (4, 500, 4), (2, .nan, 2), (9, 0, 4),
    ])
  func destination(index: Int, translation: Double, expected: Int) {
    #expect(Self.list.destination(ofRowAt: index, translation: translation) == expected)
  }

  @Test("spacing widens each slot")
  func spacing() {
    let list = ReorderMath(count: 5, rowHeight: 50, spacing: 10)
    #expect(list.slot == 60)
    #expect(list.destination(ofRowAt: 0, translation: 35) == 1)
    #expect(list.destination(ofRowAt: 0, translation: 34) == 0)
  }

  /// Rows of unequal measured heights (a two-line row among one-line rows, as Dynamic Type
  /// and wrapping give): slots are where the rows are, not multiples of one height.
  static let measured = ReorderMath(rowHeights: [40, 120, 40, 40])

  @Test(
    "with measured heights a dragged row lands in the measured slot its center is over",
    arguments: [
      // Row 0 (center 20): the tall row 1 spans 40..<160, row 2 160..<200, row 3 200..<240.
      (0, 19.0, 0), (0, 20, 1), (0, 139, 1), (0, 140, 2), (0, 179, 2), (0, 180, 3),
      (0, 900, 3),
      // Row 3 (center 220) going up.
      (3, -20, 3), (3, -21, 2), (3, -60, 2), (3, -61, 1), (3, -180, 1), (3, -181, 0),
      // The tall row 1 (center 100) going down past row 2.
      (1, 59, 1), (1, 60, 2), (1, 100, 3),
    ])
  func measuredDestination(index: Int, translation: Double, expected: Int) {
    #expect(Self.measured.destination(ofRowAt: index, translation: translation) == expected)
  }

  @Test("with measured heights and spacing each slot is its row's height plus the gap")
  func measuredSpacing() {
    let list = ReorderMath(rowHeights: [40, 120, 40], spacing: 8)
    #expect(list.slot(ofRowAt: 1) == 128)
    // Row 0's center is at 20; row 1's slot is 48..<176 and row 2's 176..<224.
    #expect(list.destination(ofRowAt: 0, translation: 155) == 1)
    #expect(list.destination(ofRowAt: 0, translation: 156) == 2)
  }

  @Test("rows passed make room by the dragged row's own slot")
  func measuredOffsets() {
    // Dragging the 120-point row 1 down over row 3: rows 2 and 3 move up by 120.
    #expect(
      (0..<4).map { Self.measured.offset(ofRowAt: $0, dragging: 1, to: 3) } == [0, 0, -120, -120])
    // Dragging the 40-point row 3 up over row 0: rows 0 to 2 move down by 40.
    #expect(
      (0..<4).map { Self.measured.offset(ofRowAt: $0, dragging: 3, to: 0) } == [40, 40, 40, 0])
  }

  @Test("measured heights that are negative or not finite count as 0")
  func measuredBadHeights() {
    let list = ReorderMath(rowHeights: [-10, .infinity, 50])
    #expect(list.rowHeights == [0, 0, 50])
    #expect(ReorderMath(rowHeights: []).destination(ofRowAt: 3, translation: 10) == 0)
    #expect(ReorderMath(rowHeights: [0, 0]).destination(ofRowAt: 1, translation: 10) == 1)
  }

  @Test("the rows a dragged row passes move one slot toward where it came from")
  func shifts() {
    #expect((0..<5).map { Self.list.shift(ofRowAt: $0, dragging: 1, to: 3) } == [0, 0, -1, -1, 0])
    #expect((0..<5).map { Self.list.shift(ofRowAt: $0, dragging: 3, to: 0) } == [1, 1, 1, 0, 0])
    #expect((0..<5).map { Self.list.shift(ofRowAt: $0, dragging: 2, to: 2) } == [0, 0, 0, 0, 0])
  }

  @Test("moves reorder the items and convert to SwiftUI's offsets")
  func moves() {
    #expect(ReorderMath.moved(["a", "b", "c", "d"], from: 0, to: 2) == ["b", "c", "a", "d"])
    #expect(ReorderMath.moved(["a", "b", "c", "d"], from: 3, to: 1) == ["a", "d", "b", "c"])
    #expect(ReorderMath.moved(["a", "b"], from: 5, to: -2) == ["b", "a"])
    #expect(ReorderMath.moved([String](), from: 0, to: 1).isEmpty)
    #expect(ReorderMath.swiftUIOffset(from: 0, to: 2) == 3)
    #expect(ReorderMath.swiftUIOffset(from: 3, to: 1) == 1)
    // The same move done SwiftUI's way: remove at 0, insert before original index 3.
    var items = ["a", "b", "c", "d"]
    let moving = items[0]
    let offset = ReorderMath.swiftUIOffset(from: 0, to: 2)
    items.insert(moving, at: offset)
    items.remove(at: 0)
    #expect(items == ReorderMath.moved(["a", "b", "c", "d"], from: 0, to: 2))
  }

  /// The examples of `MutableCollection.move(fromOffsets:toOffset:)`'s documentation (a
  /// `List`'s `onMove` action hands its offsets in these terms): the lowercase letters of
  /// "ABcDefgHIJKlmNO" moved to offset 2, then to the end.
  @Test("a List's move offsets reorder as move(fromOffsets:toOffset:) documents")
  func listMoves() {
    let letters = Array("ABcDefgHIJKlmNO")
    let lowercase = letters.indices.filter { letters[$0].isLowercase }
    #expect(
      String(ReorderMath.moved(letters, fromOffsets: lowercase, toOffset: 2))
        == "ABcefglmDHIJKNO")
    #expect(
      String(ReorderMath.moved(letters, fromOffsets: lowercase, toOffset: 15))
        == "ABDHIJKNOcefglm")
    // One row down past the next two, and one row up to the top.
    #expect(
      ReorderMath.moved(["a", "b", "c", "d"], fromOffsets: [0], toOffset: 3) == [
        "b", "c", "a", "d",
      ])
    #expect(
      ReorderMath.moved(["a", "b", "c", "d"], fromOffsets: [3], toOffset: 0) == [
        "d", "a", "b", "c",
      ])
    // A row dropped where it was stays, whichever side of it the offset names.
    #expect(ReorderMath.moved(["a", "b", "c"], fromOffsets: [1], toOffset: 1) == ["a", "b", "c"])
    #expect(ReorderMath.moved(["a", "b", "c"], fromOffsets: [1], toOffset: 2) == ["a", "b", "c"])
    // Offsets outside the list are ignored; a destination past either end is clamped.
    #expect(ReorderMath.moved(["a", "b"], fromOffsets: [7, -1], toOffset: 0) == ["a", "b"])
    #expect(ReorderMath.moved(["a", "b", "c"], fromOffsets: [0], toOffset: 99) == ["b", "c", "a"])
    #expect(ReorderMath.moved(["a", "b", "c"], fromOffsets: [2], toOffset: -5) == ["c", "a", "b"])
    // Where the moved row ends: one before the offset going down.
    #expect(ReorderMath.index(movingRowAt: 0, toOffset: 3) == 2)
    #expect(ReorderMath.index(movingRowAt: 3, toOffset: 1) == 1)
    #expect(ReorderMath.index(movingRowAt: 1, toOffset: 2) == 1)
  }

  @Test("keys move the focused row: up toward the top, Home and End to the ends")
  func keys() {
    #expect(Self.list.index(movingRowAt: 2, by: KeyAdjustment.Outcome.step(1)) == 1)
    #expect(Self.list.index(movingRowAt: 2, by: KeyAdjustment.Outcome.step(-1)) == 3)
    #expect(Self.list.index(movingRowAt: 0, by: KeyAdjustment.Outcome.step(1)) == nil)
    #expect(Self.list.index(movingRowAt: 1, by: .step(10)) == 0)
    #expect(Self.list.index(movingRowAt: 1, by: .step(Int.min)) == 4)
    #expect(Self.list.index(movingRowAt: 3, by: .minimum) == 0)
    #expect(Self.list.index(movingRowAt: 3, by: .maximum) == 4)
    #expect(Self.list.index(movingRowAt: 4, by: .maximum) == nil)
  }

  @Test("Move up and Move down stop at the ends")
  func steps() {
    #expect(Self.list.index(movingRowAt: 0, by: -1) == nil)
    #expect(Self.list.index(movingRowAt: 0, by: 1) == 1)
    #expect(Self.list.index(movingRowAt: 4, by: 1) == nil)
    #expect(ReorderMath(count: 0, rowHeight: 50).destination(ofRowAt: 0, translation: 80) == 0)
  }
}

@Suite("Reorderable list appearance")
struct ReorderableListAppearanceTests {
  @Test("rows have a 3:1 handle with a 44-point hit area and lift while dragged")
  func rows() {
    let theme = PresetThemes.default.resolved(for: .light)
    let rest = theme.appearance(.reorderableList)
    #expect(rest.icon?.role == .textSecondary)
    #expect(rest.background == nil && rest.shadows.isEmpty)
    let target = rest.tapTarget(.dragHandle)
    #expect(target.width >= 44 && target.height >= 44)
    let lifted = theme.appearance(.reorderableList, state: .pressed)
    #expect(lifted.background?.role == .backgroundElevated)
    #expect(!lifted.shadows.isEmpty)
  }
}
