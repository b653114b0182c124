import TesseraLayout
import TesseraTokens

/// Where a tooltip goes: on the preferred side of its anchor when it fits, else the opposite
/// side, else whichever side has the most room; then shifted to stay inside the container,
/// with the arrow still pointing at the anchor.
///
/// Sides are in reading order and frames on screen: `.leading` is the anchor's left in a
/// left-to-right layout and its right in a right-to-left one, while ``frame`` and
/// ``arrowOffset`` are measured from the left, as global frames and `GeometryProxy` anchors
/// are. A bubble too wide for the container keeps the start of its text visible: its left
/// edge left to right, its right edge right to left.
///
/// ```swift
/// let placement = TooltipPlacement(
///   anchor: LayoutRect(x: 10, y: 5, width: 40, height: 20), tooltip: LayoutSize(width: 120, height: 40),
///   container: LayoutRect(x: 0, y: 0, width: 320, height: 480), preferredEdge: .top)
/// placement.edge         // .bottom (no room above)
/// placement.frame.minX   // 8 (kept inside the container margin)
/// ```
public struct TooltipPlacement: Sendable, Hashable, Codable {
  /// A side of the anchor.
  public enum Edge: String, Sendable, Hashable, Codable, CaseIterable {
    /// Above the anchor.
    case top
    /// Below the anchor.
    case bottom
    /// Before the anchor in reading order (left in left-to-right layouts, right in
    /// right-to-left ones).
    case leading
    /// After the anchor in reading order.
    case trailing

    /// The opposite side.
    public var opposite: Edge {
      switch self {
      case .top: return .bottom
      case .bottom: return .top
      case .leading: return .trailing
      case .trailing: return .leading
      }
    }

    /// Whether this side is the anchor's left on screen in `direction`; nil for top and
    /// bottom.
    public func isLeft(in direction: HorizontalLayoutDirection) -> Bool? {
      switch self {
      case .top, .bottom: return nil
      case .leading: return direction == .leftToRight
      case .trailing: return direction == .rightToLeft
      }
    }
  }

  /// The side the tooltip sits on, in reading order.
  public let edge: Edge
  /// The tooltip's frame in the container's coordinates (x from the left).
  public let frame: LayoutRect
  /// The arrow's position along the tooltip's edge facing the anchor, from the tooltip's
  /// left (or top) edge, kept `margin` away from the tooltip's corners.
  public let arrowOffset: Double

  /// Places a tooltip of size `tooltip` next to `anchor` inside `container`.
  /// - Parameters:
  ///   - anchor: the frame of the view the tooltip points at, in the container's coordinates.
  ///   - tooltip: the tooltip's size, without its arrow.
  ///   - container: the frame the tooltip must stay inside.
  ///   - preferredEdge: the side of the anchor tried first, in reading order.
  ///   - layoutDirection: the reading direction that resolves `.leading` and `.trailing` to
  ///     the left or the right.
  ///   - arrowLength: how far an arrow on the side facing the anchor sticks out (a popover's);
  ///     the frame grows by it along the axis toward the anchor, and a side only fits with it.
  ///     Measuring the bubble without its arrow keeps the size the same whichever side wins.
  ///   - spacing: the gap between anchor and tooltip.
  ///   - margin: the gap kept between the tooltip and the container's edges.
  public init(
    anchor: LayoutRect, tooltip: LayoutSize, container: LayoutRect, preferredEdge: Edge = .top,
    layoutDirection: HorizontalLayoutDirection = .leftToRight, arrowLength: Double = 0,
    spacing: Double = 8, margin: Double = 8
  ) {
    let left = anchor.minX - container.minX - spacing - margin
    let right = container.maxX - anchor.maxX - spacing - margin
    let room: [Edge: Double] = [
      .top: anchor.minY - container.minY - spacing - margin,
      .bottom: container.maxY - anchor.maxY - spacing - margin,
      .leading: Edge.leading.isLeft(in: layoutDirection) == true ? left : right,
      .trailing: Edge.trailing.isLeft(in: layoutDirection) == true ? left : right,
    ]
    let arrow = arrowLength.isFinite ? max(0, arrowLength) : 0
    func needed(_ edge: Edge) -> Double {
      (edge == .top || edge == .bottom ? tooltip.height : tooltip.width) + arrow
    }
    let fits = { (edge: Edge) in (room[edge] ?? 0) >= needed(edge) }
    let chosen: Edge
    if fits(preferredEdge) {
      chosen = preferredEdge
    } else if fits(preferredEdge.opposite) {
      chosen = preferredEdge.opposite
    } else {
      chosen =
        Edge.allCases.max { (room[$0] ?? 0) - needed($0) < (room[$1] ?? 0) - needed($1) }
        ?? preferredEdge
    }
    let vertical = chosen == .top || chosen == .bottom
    let size = LayoutSize(
      width: tooltip.width + (vertical ? 0 : arrow), height: tooltip.height + (vertical ? arrow : 0)
    )
    var x: Double
    var y: Double
    switch (chosen, chosen.isLeft(in: layoutDirection)) {
    case (.top, _):
      (x, y) = (anchor.midX - size.width / 2, anchor.minY - spacing - size.height)
    case (.bottom, _):
      (x, y) = (anchor.midX - size.width / 2, anchor.maxY + spacing)
    case (_, true):
      (x, y) = (anchor.minX - spacing - size.width, anchor.midY - size.height / 2)
    default:
      (x, y) = (anchor.maxX + spacing, anchor.midY - size.height / 2)
    }
    x = Self.clamp(
      x, low: container.minX + margin, high: container.maxX - margin - size.width,
      favoringHigh: layoutDirection == .rightToLeft)
    y = Self.clamp(y, low: container.minY + margin, high: container.maxY - margin - size.height)
    edge = chosen
    frame = LayoutRect(x: x, y: y, width: size.width, height: size.height)
    let along = vertical ? anchor.midX - x : anchor.midY - y
    let length = vertical ? size.width : size.height
    arrowOffset = Self.clamp(
      along, low: min(margin, length / 2), high: max(length - margin, length / 2))
  }

  /// `value` inside `low...high`; when the range is empty (a tooltip wider than the container)
  /// `low` wins, or `high` when `favoringHigh` (the start of right-to-left text is on the
  /// right), so the start of the text stays visible. NaN gives the favoured bound.
  static func clamp(
    _ value: Double, low: Double, high: Double, favoringHigh: Bool = false
  ) -> Double {
    guard !value.isNaN else { return favoringHigh ? high : low }
    if high < low { return favoringHigh ? high : low }
    return max(low, min(value, high))
  }
}

extension ResolvedTheme {
  /// The widest a bubble may be in `container`: its width less the regular gap kept from each
  /// edge (the margin ``tooltipPlacement(anchor:tooltip:container:preferredEdge:layoutDirection:arrowLength:)``
  /// keeps), or nil without a container, where a bubble keeps its natural width. A bubble
  /// whose text is wider is laid out at this width, its text wrapped, so none of it is off
  /// screen at an accessibility text size.
  public func tooltipMaximumWidth(in container: LayoutRect?) -> Double? {
    guard let container, container.size.width.isFinite else { return nil }
    return max(0, container.size.width - 2 * gaps.regular)
  }

  /// Places a tooltip with the theme's spacing: `gaps.tight` between anchor and bubble and
  /// `gaps.regular` from the container's edges.
  ///
  /// `container` is the area the bubble must stay inside (the window, in the anchor's
  /// coordinates); nil when it is not known yet, in which case every side counts as having
  /// room and the bubble goes on the preferred edge.
  public func tooltipPlacement(
    anchor: LayoutRect, tooltip: LayoutSize, container: LayoutRect?,
    preferredEdge: TooltipPlacement.Edge = .top,
    layoutDirection: HorizontalLayoutDirection = .leftToRight, arrowLength: Double = 0
  ) -> TooltipPlacement {
    let spacing = gaps.tight
    let margin = gaps.regular
    let arrow = arrowLength.isFinite ? max(0, arrowLength) : 0
    let reach = LayoutSize(
      width: tooltip.width + arrow + spacing + margin,
      height: tooltip.height + arrow + spacing + margin)
    let bounds =
      container
      ?? LayoutRect(
        x: anchor.minX - reach.width, y: anchor.minY - reach.height,
        width: anchor.size.width + 2 * reach.width, height: anchor.size.height + 2 * reach.height)
    return TooltipPlacement(
      anchor: anchor, tooltip: tooltip, container: bounds, preferredEdge: preferredEdge,
      layoutDirection: layoutDirection, arrowLength: arrowLength, spacing: spacing,
      margin: margin)
  }
}
