/// Where a dragged row of a list lands and how the rows between make room, for rows of the
/// heights the list measured (`rowHeights`, which grow with Dynamic Type and with their content)
/// separated by `spacing`: a row's slot is its height plus the gap after it.
///
/// A drag's translation is vertical, positive downward. The dragged row lands in the slot its
/// center is over, clamped to the list; the rows it passes shift toward where it came from by
/// the dragged row's slot. Moves are "from index, to index" in the list after the move, and
/// ``swiftUIOffset(from:to:)`` converts one to the `toOffset` of SwiftUI's
/// `move(fromOffsets:toOffset:)`, which counts in the list before the move.
///
/// ```swift
/// let list = ReorderMath(rowHeights: [44, 120, 44, 44])
/// list.destination(ofRowAt: 0, translation: 150)    // 2: its center is over the third row
/// list.offset(ofRowAt: 1, dragging: 0, to: 2)       // -44: moves up by the dragged row
/// ReorderMath.moved(["a", "b", "c"], from: 0, to: 2)   // ["b", "c", "a"]
/// ReorderMath.swiftUIOffset(from: 0, to: 2)            // 3
/// ```
public struct ReorderMath: Sendable, Hashable, Codable {
  /// Each row's height in points, in list order.
  public let rowHeights: [Double]
  /// The gap between rows in points.
  public let spacing: Double

  /// Creates the math for rows of the measured `rowHeights`; heights and a spacing that are
  /// negative or not finite count as 0.
  public init(rowHeights: [Double], spacing: Double = 0) {
    self.rowHeights = rowHeights.map { $0.isFinite ? Swift.max(0, $0) : 0 }
    self.spacing = spacing.isFinite ? Swift.max(0, spacing) : 0
  }

  /// Creates the math for `count` rows of one height; negative counts count as 0, and sizes
  /// that are negative or not finite as 0.
  public init(count: Int, rowHeight: Double, spacing: Double = 0) {
    self.init(
      rowHeights: Array(repeating: rowHeight, count: Swift.max(0, count)), spacing: spacing)
  }

  /// The number of rows.
  public var count: Int { rowHeights.count }

  /// The first row's height (every row's, for a list of one height); 0 for an empty list.
  public var rowHeight: Double { rowHeights.first ?? 0 }

  /// The first row's slot: its height and the gap after it.
  public var slot: Double { rowHeight + spacing }

  /// The slot of the row at `index` (clamped): its height and the gap after it.
  public func slot(ofRowAt index: Int) -> Double {
    rowHeights.isEmpty ? 0 : rowHeights[clamped(index)] + spacing
  }

  /// The index the row at `index` lands at after a drag of `translation` points: the slot
  /// its center is over, in the list as it was laid out before the drag, clamped to the list;
  /// `index` itself for a translation that is not finite or a list without height.
  public func destination(ofRowAt index: Int, translation: Double) -> Int {
    let start = clamped(index)
    let total = rowHeights.reduce(0, +) + spacing * Double(count)
    guard count > 0, total > 0, translation.isFinite else { return start }
    var top = 0.0
    for row in 0..<start { top += slot(ofRowAt: row) }
    let center = top + rowHeights[start] / 2 + translation
    var slotTop = 0.0
    for row in 0..<count {
      slotTop += slot(ofRowAt: row)
      if center < slotTop { return row }
    }
    return count - 1
  }

  /// How many slots the row at `row` moves while the row at `dragging` is held over
  /// `destination`: -1 (up) for rows it passed going down, +1 (down) for rows it passed going
  /// up, 0 for the others and for the dragged row itself.
  public func shift(ofRowAt row: Int, dragging: Int, to destination: Int) -> Int {
    guard row != dragging else { return 0 }
    if dragging < destination, row > dragging, row <= destination { return -1 }
    if dragging > destination, row < dragging, row >= destination { return 1 }
    return 0
  }

  /// How far, in points, the row at `row` moves to make room while the row at `dragging` is
  /// held over `destination`: the dragged row's slot, up for rows it passed going down and
  /// down for rows it passed going up; 0 for the others.
  public func offset(ofRowAt row: Int, dragging: Int, to destination: Int) -> Double {
    Double(shift(ofRowAt: row, dragging: dragging, to: destination)) * slot(ofRowAt: dragging)
  }

  /// `items` with the element at `from` moved to index `to` (both clamped); the same array
  /// when either is outside an empty list.
  public static func moved<Element>(_ items: [Element], from: Int, to: Int) -> [Element] {
    guard !items.isEmpty else { return items }
    let source = Swift.min(items.count - 1, Swift.max(0, from))
    let target = Swift.min(items.count - 1, Swift.max(0, to))
    var result = items
    let element = result.remove(at: source)
    result.insert(element, at: target)
    return result
  }

  /// `items` after SwiftUI's `move(fromOffsets:toOffset:)`, which a `List`'s `onMove` action
  /// is given: the elements at `offsets` (in order; offsets outside `items` are ignored) go
  /// just before the element that was at `toOffset` before the move (clamped to
  /// `0...items.count`), and every other element keeps its order.
  ///
  /// ```swift
  /// ReorderMath.moved(["a", "b", "c"], fromOffsets: [0], toOffset: 3)   // ["b", "c", "a"]
  /// ReorderMath.moved(["a", "b", "c"], fromOffsets: [2], toOffset: 0)   // ["c", "a", "b"]
  /// ```
  public static func moved<Element>(
    _ items: [Element], fromOffsets offsets: some Sequence<Int>, toOffset: Int
  ) -> [Element] {
    let moving = Set(offsets.filter { items.indices.contains($0) })
    guard !moving.isEmpty else { return items }
    let destination = Swift.min(items.count, Swift.max(0, toOffset))
    var before: [Element] = []
    var moved: [Element] = []
    var after: [Element] = []
    for (offset, element) in items.enumerated() {
      if moving.contains(offset) {
        moved.append(element)
      } else if offset < destination {
        before.append(element)
      } else {
        after.append(element)
      }
    }
    return before + moved + after
  }

  /// The index a single row moved by `move(fromOffsets: [from], toOffset:)` ends at: one less
  /// than `toOffset` when it moves down, since the offset counts the row before it is removed.
  public static func index(movingRowAt from: Int, toOffset: Int) -> Int {
    toOffset > from ? toOffset - 1 : toOffset
  }

  /// The `toOffset` SwiftUI's `move(fromOffsets:toOffset:)` needs for a move from `from` to
  /// `to`: one past `to` when moving down, since SwiftUI counts before removing the row.
  public static func swiftUIOffset(from: Int, to: Int) -> Int {
    to > from ? to + 1 : to
  }

  /// The index a "Move up" (`steps` -1) or "Move down" (+1) action moves the row at `index`
  /// to, or nil when it is already at that end.
  public func index(movingRowAt index: Int, by steps: Int) -> Int? {
    let target = clamped(index + steps)
    return target == clamped(index) ? nil : target
  }

  private func clamped(_ index: Int) -> Int {
    Swift.min(Swift.max(0, count - 1), Swift.max(0, index))
  }
}

extension ReorderMath {
  /// The index a key's outcome (``KeyAdjustment``, vertical: up is +1) moves the row at
  /// `index` to, or nil when it stays: an arrow moves it one row up (toward index 0) or down,
  /// Page Up and Page Down by a page, Home to the top and End to the bottom.
  public func index(movingRowAt index: Int, by outcome: KeyAdjustment.Outcome) -> Int? {
    let start = clamped(index)
    let destination: Int
    switch outcome {
    case .step(let steps):
      // Up (+1) is toward index 0.
      let (moved, overflow) = start.subtractingReportingOverflow(steps)
      destination = overflow ? (steps > 0 ? 0 : clamped(count - 1)) : clamped(moved)
    case .minimum: destination = 0
    case .maximum: destination = clamped(count - 1)
    }
    return destination == start ? nil : destination
  }
}
