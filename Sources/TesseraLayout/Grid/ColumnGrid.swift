/// A width from which a grid uses a given number of columns.
public struct ColumnBreakpoint: Sendable, Hashable, Codable {
  /// The smallest container width, in points, this breakpoint applies to.
  public var minimumWidth: Double
  /// Columns at and above `minimumWidth` (until the next breakpoint).
  public var columns: Int

  /// Creates a breakpoint.
  public init(minimumWidth: Double, columns: Int) {
    self.minimumWidth = minimumWidth
    self.columns = columns
  }

  /// 4 columns below 600 points, 8 from 600, 12 from 840: the common compact, medium and
  /// expanded window classes. Pass a theme's own breakpoints to use those instead.
  public static let defaults: [ColumnBreakpoint] = [
    ColumnBreakpoint(minimumWidth: 0, columns: 4),
    ColumnBreakpoint(minimumWidth: 600, columns: 8),
    ColumnBreakpoint(minimumWidth: 840, columns: 12),
  ]
}

/// Column arithmetic for grids: how many columns a width gets, and how wide each item is.
///
/// ```swift
/// let columns = ColumnGrid.columns(forWidth: 700)                          // 8
/// let width = ColumnGrid.itemWidth(columns: columns, in: 700, spacing: 16)  // 73.5
/// ```
public enum ColumnGrid {
  /// The columns for a container `width`: those of the breakpoint with the largest
  /// `minimumWidth` not above `width` (order does not matter), at least 1. A NaN or negative
  /// width uses the narrowest breakpoint; no breakpoints gives 1.
  /// - Complexity: O(b), b the number of breakpoints.
  public static func columns(
    forWidth width: Double, breakpoints: [ColumnBreakpoint] = ColumnBreakpoint.defaults
  ) -> Int {
    let valid = breakpoints.filter { !$0.minimumWidth.isNaN }
    guard let narrowest = valid.min(by: { $0.minimumWidth < $1.minimumWidth }) else { return 1 }
    var chosen = narrowest
    if !width.isNaN {
      for breakpoint in valid
      where breakpoint.minimumWidth <= width && breakpoint.minimumWidth > chosen.minimumWidth {
        chosen = breakpoint
      }
    }
    return max(1, chosen.columns)
  }

  /// The width of one item when `columns` items and the gaps between them fill `width`:
  /// `(width − (columns − 1) · spacing) / columns`, never negative. Bad values count as zero
  /// (and `columns` as at least 1).
  public static func itemWidth(columns: Int, in width: Double, spacing: Double = 0) -> Double {
    let count = max(1, columns)
    let available = sanitizedLength(width) - Double(count - 1) * sanitizedLength(spacing)
    return max(0, available / Double(count))
  }

  /// The most columns of at least `minimumItemWidth` that fit `width` with `spacing` between
  /// them (an adaptive grid), at least 1.
  public static func columns(
    fitting minimumItemWidth: Double, in width: Double, spacing: Double = 0
  ) -> Int {
    let item = sanitizedLength(minimumItemWidth)
    let gap = sanitizedLength(spacing)
    let available = sanitizedLength(width)
    guard item + gap > 0, available.isFinite else { return 1 }
    let count = ((available + gap) / (item + gap)).rounded(.down)
    guard count.isFinite else { return 1 }
    return max(1, Int(min(count, Double(Int32.max))))
  }

  /// Frames for `count` equal cells of height `itemHeight` in `columns` columns, row by row.
  /// - Complexity: O(count).
  public static func frames(
    count: Int, columns: Int, in width: Double, spacing: Double = 0, itemHeight: Double
  ) -> [LayoutRect] {
    let columnCount = max(1, columns)
    let gap = sanitizedLength(spacing)
    let cellWidth = itemWidth(columns: columnCount, in: width, spacing: gap)
    let height = sanitizedLength(itemHeight)
    return (0..<max(0, count)).map { index in
      let row = Double(index / columnCount)
      let column = Double(index % columnCount)
      return LayoutRect(
        x: column * (cellWidth + gap), y: row * (height + gap), width: cellWidth, height: height)
    }
  }
}
