/// A masonry (Pinterest-style) arrangement: equal-width columns, each item going to the
/// currently shortest column (the leftmost on a tie).
///
/// ```swift
/// let result = MasonryLayout.arrange(heights: [120, 80, 200, 90], columns: 2, in: 320)
/// result.frames[2].origin  // under item 1, in the second column
/// ```
public enum MasonryLayout {
  /// The most columns used; larger requests are reduced to it.
  public static let maximumColumns = 4096

  /// Places items of the given heights. Bad heights count as zero; `columns` is kept within 1...``maximumColumns``.
  /// - Complexity: O(n · c) for n items in c columns.
  public static func arrange(
    heights: [Double], columns: Int, in width: Double, spacing: Double = 0
  ) -> MasonryLayoutResult {
    let columnCount = max(1, min(columns, maximumColumns))
    let gap = sanitizedLength(spacing)
    let columnWidth = ColumnGrid.itemWidth(columns: columnCount, in: width, spacing: gap)
    var bottoms = [Double](repeating: 0, count: columnCount)
    var used = [Bool](repeating: false, count: columnCount)
    var frames: [LayoutRect] = []
    var assignments: [Int] = []
    frames.reserveCapacity(heights.count)
    assignments.reserveCapacity(heights.count)
    for rawHeight in heights {
      let height = sanitizedLength(rawHeight)
      var shortest = 0
      for column in 1..<columnCount where bottoms[column] < bottoms[shortest] {
        shortest = column
      }
      let y = used[shortest] ? bottoms[shortest] + gap : 0
      frames.append(
        LayoutRect(
          x: Double(shortest) * (columnWidth + gap), y: y, width: columnWidth, height: height))
      assignments.append(shortest)
      bottoms[shortest] = y + height
      used[shortest] = true
    }
    let totalWidth =
      heights.isEmpty ? 0 : Double(columnCount) * columnWidth + Double(columnCount - 1) * gap
    return MasonryLayoutResult(
      frames: frames, columns: assignments, columnHeights: bottoms,
      size: LayoutSize(width: totalWidth, height: bottoms.max() ?? 0))
  }

  /// Places items of the given sizes scaled to the column width, keeping each aspect ratio
  /// (an item with no width gets its height unscaled).
  /// - Complexity: O(n · c).
  public static func arrange(
    sizes: [LayoutSize], columns: Int, in width: Double, spacing: Double = 0
  ) -> MasonryLayoutResult {
    let columnCount = max(1, min(columns, maximumColumns))
    let columnWidth = ColumnGrid.itemWidth(columns: columnCount, in: width, spacing: spacing)
    let heights = sizes.map { size -> Double in
      let itemWidth = sanitizedLength(size.width)
      let itemHeight = sanitizedLength(size.height)
      guard itemWidth > 0 else { return itemHeight }
      let scaled = itemHeight * columnWidth / itemWidth
      return scaled.isFinite ? scaled : itemHeight
    }
    return arrange(heights: heights, columns: columnCount, in: width, spacing: spacing)
  }
}

/// Where a ``MasonryLayout`` put its items.
public struct MasonryLayoutResult: Sendable, Hashable, Codable {
  /// One frame per item, in item order.
  public var frames: [LayoutRect]
  /// The column each item went to.
  public var columns: [Int]
  /// The height of each column.
  public var columnHeights: [Double]
  /// The bounding size.
  public var size: LayoutSize
}
