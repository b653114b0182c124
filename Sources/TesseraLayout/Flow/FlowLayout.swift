/// How items sit within a line of a ``FlowLayout``.
public enum FlowAlignment: String, Sendable, Hashable, Codable, CaseIterable {
  /// At the line's start (left in left-to-right layouts).
  case leading
  /// Centred in the line.
  case center
  /// At the line's end.
  case trailing
  /// Spread so the line fills the width; the last line and single-item lines stay leading.
  case justified
}

/// The direction lines fill in.
public enum FlowDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// First item at the left.
  case leftToRight
  /// First item at the right.
  case rightToLeft
}

/// Places items in lines, left to right, wrapping to a new line when the next item does not
/// fit: the layout of tags, chips and tokens.
///
/// ```swift
/// let result = FlowLayout.arrange(sizes: chipSizes, maxWidth: 320, spacing: 8)
/// result.frames[17]  // where item 17 goes
/// result.size        // the space the whole flow needs
/// ```
///
/// Robust by design: an item wider than the line gets a line of its own; NaN, negative and
/// infinite item sizes are treated as zero (an infinite width fills its line); a NaN or
/// negative width is zero (every item on its own line) and an infinite width never wraps.
public struct FlowLayout: Sendable, Hashable, Codable {
  /// The horizontal gap between items in a line.
  public var spacing: Double
  /// The vertical gap between lines.
  public var lineSpacing: Double
  /// Where items sit within each line.
  public var alignment: FlowAlignment
  /// Which side the first item is on.
  public var direction: FlowDirection
  /// The most lines to place; items after them are left out. `nil` for no limit.
  public var maximumLines: Int?

  /// Creates a flow layout; non-finite or negative gaps become zero.
  public init(
    spacing: Double = 8, lineSpacing: Double? = nil, alignment: FlowAlignment = .leading,
    direction: FlowDirection = .leftToRight, maximumLines: Int? = nil
  ) {
    self.spacing = sanitizedLength(spacing)
    self.lineSpacing = sanitizedLength(lineSpacing ?? spacing)
    self.alignment = alignment
    self.direction = direction
    self.maximumLines = maximumLines.map { max(0, $0) }
  }

  /// Places `sizes` in lines no wider than `maxWidth`, `spacing` apart in both directions,
  /// leading-aligned, left to right.
  /// - Complexity: O(n).
  public static func arrange(sizes: [LayoutSize], maxWidth: Double, spacing: Double = 8)
    -> FlowLayoutResult
  {
    FlowLayout(spacing: spacing).arrange(sizes: sizes, maxWidth: maxWidth)
  }

  /// Places `sizes` in lines no wider than `maxWidth`.
  /// - Complexity: O(n): one pass to break lines, one to align them.
  public func arrange(sizes: [LayoutSize], maxWidth: Double) -> FlowLayoutResult {
    let limit = maxWidth.isNaN || maxWidth < 0 ? 0 : maxWidth
    let tolerance = limit.isFinite ? limit * 1e-12 : 0
    let gap = sanitizedLength(spacing)
    let lineGap = sanitizedLength(lineSpacing)
    let lineLimit = maximumLines.map { max(0, $0) } ?? Int.max

    var frames: [LayoutRect] = []
    frames.reserveCapacity(sizes.count)
    var lines: [FlowLine] = []
    var lineStart = 0
    var lineWidth = 0.0
    var lineHeight = 0.0
    var y = 0.0
    var placed = 0

    if lineLimit > 0 {
      for size in sizes {
        let width = Self.itemWidth(size.width, limit: limit)
        let height = sanitizedLength(size.height)
        if placed > lineStart, lineWidth + gap + width > limit + tolerance {
          lines.append(
            FlowLine(range: lineStart..<placed, width: lineWidth, height: lineHeight, y: y))
          if lines.count == lineLimit { break }
          y += lineHeight + lineGap
          lineStart = placed
          lineWidth = 0
          lineHeight = 0
        }
        let x = placed > lineStart ? lineWidth + gap : 0
        frames.append(LayoutRect(x: x, y: y, width: width, height: height))
        lineWidth = x + width
        lineHeight = max(lineHeight, height)
        placed += 1
      }
      if placed > lineStart, lines.count < lineLimit {
        lines.append(
          FlowLine(range: lineStart..<placed, width: lineWidth, height: lineHeight, y: y))
      }
    }

    var widest = 0.0
    for line in lines { widest = max(widest, line.width) }
    let container = limit.isFinite ? limit : widest
    for (index, line) in lines.enumerated() {
      align(line, isLast: index == lines.count - 1, container: container, frames: &frames)
    }
    var width = 0.0
    for frame in frames { width = max(width, frame.maxX) }
    let height = lines.last.map { $0.y + $0.height } ?? 0
    return FlowLayoutResult(
      frames: frames, lines: lines.map(\.range), size: LayoutSize(width: width, height: height))
  }

  /// An item's width: NaN and negative are zero; infinite fills the line.
  @inline(__always)
  static func itemWidth(_ width: Double, limit: Double) -> Double {
    if width == .infinity { return limit.isFinite ? limit : 0 }
    return sanitizedLength(width)
  }

  private func align(
    _ line: FlowLine, isLast: Bool, container: Double, frames: inout [LayoutRect]
  ) {
    let lineContainer = max(container, line.width)
    let free = lineContainer - line.width
    var shift = 0.0
    var extraGap = 0.0
    switch alignment {
    case .leading: shift = 0
    case .center: shift = free / 2
    case .trailing: shift = free
    case .justified:
      if !isLast, line.range.count > 1 { extraGap = free / Double(line.range.count - 1) }
    }
    for (position, index) in line.range.enumerated() {
      var frame = frames[index]
      frame.origin.x += shift + extraGap * Double(position)
      frame.origin.y = line.y
      if direction == .rightToLeft {
        frame.origin.x = lineContainer - frame.origin.x - frame.size.width
      }
      frames[index] = frame
    }
  }
}

/// One line while arranging (internal).
struct FlowLine {
  var range: Range<Int>
  var width: Double
  var height: Double
  var y: Double
}

/// Where a ``FlowLayout`` put its items.
public struct FlowLayoutResult: Sendable, Hashable, Codable {
  /// One frame per placed item, in item order; items past the line limit have none.
  public var frames: [LayoutRect]
  /// The item indices of each line, top to bottom.
  public var lines: [Range<Int>]
  /// The bounding size of all frames from the origin.
  public var size: LayoutSize

  /// Creates a result.
  public init(frames: [LayoutRect], lines: [Range<Int>], size: LayoutSize) {
    self.frames = frames
    self.lines = lines
    self.size = size
  }

  /// How many items were placed (fewer than given when the line limit cut the rest).
  public var placedCount: Int { frames.count }
}
