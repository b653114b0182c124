import TesseraLayout
import TesseraTokens

/// Where a tooltip goes: on the preferred side of its anchor when it fits, else the opposite
/// side, else whichever side has the most room; then shifted to stay inside the container,
/// with the arrow still pointing at the anchor.
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
    /// Before the anchor (left in left-to-right layouts).
    case leading
    /// After the anchor.
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
  }

  /// The side the tooltip sits on.
  public let edge: Edge
  /// The tooltip's frame in the container's coordinates.
  public let frame: LayoutRect
  /// The arrow's position along the tooltip's edge facing the anchor, from the tooltip's
  /// leading (or top) edge, kept `margin` away from the tooltip's corners.
  public let arrowOffset: Double

  /// Places a tooltip of size `tooltip` next to `anchor` inside `container`.
  /// - Parameters:
  ///   - anchor: the frame of the view the tooltip points at, in the container's coordinates.
  ///   - tooltip: the tooltip's size.
  ///   - container: the frame the tooltip must stay inside.
  ///   - preferredEdge: the side of the anchor tried first.
  ///   - spacing: the gap between anchor and tooltip.
  ///   - margin: the gap kept between the tooltip and the container's edges.
  public init(
    anchor: LayoutRect, tooltip: LayoutSize, container: LayoutRect, preferredEdge: Edge = .top,
    spacing: Double = 8, margin: Double = 8
  ) {
    let room: [Edge: Double] = [
      .top: anchor.minY - container.minY - spacing - margin,
      .bottom: container.maxY - anchor.maxY - spacing - margin,
      .leading: anchor.minX - container.minX - spacing - margin,
      .trailing: container.maxX - anchor.maxX - spacing - margin,
    ]
    func needed(_ edge: Edge) -> Double {
      edge == .top || edge == .bottom ? tooltip.height : tooltip.width
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
    var x: Double
    var y: Double
    switch chosen {
    case .top:
      (x, y) = (anchor.midX - tooltip.width / 2, anchor.minY - spacing - tooltip.height)
    case .bottom:
      (x, y) = (anchor.midX - tooltip.width / 2, anchor.maxY + spacing)
    case .leading:
      (x, y) = (anchor.minX - spacing - tooltip.width, anchor.midY - tooltip.height / 2)
    case .trailing:
      (x, y) = (anchor.maxX + spacing, anchor.midY - tooltip.height / 2)
    }
    x = Self.clamp(x, low: container.minX + margin, high: container.maxX - margin - tooltip.width)
    y = Self.clamp(y, low: container.minY + margin, high: container.maxY - margin - tooltip.height)
    edge = chosen
    frame = LayoutRect(x: x, y: y, width: tooltip.width, height: tooltip.height)
    let vertical = chosen == .top || chosen == .bottom
    let along = vertical ? anchor.midX - x : anchor.midY - y
    let length = vertical ? tooltip.width : tooltip.height
    arrowOffset = Self.clamp(
      along, low: min(margin, length / 2), high: max(length - margin, length / 2))
  }

  /// `value` inside `low...high`; when the range is empty (a tooltip wider than the container)
  /// `low` wins, so the start of the text stays visible. NaN gives `low`.
  static func clamp(_ value: Double, low: Double, high: Double) -> Double {
    guard !value.isNaN else { return low }
    return max(low, min(value, high))
  }
}

extension ResolvedTheme {
  /// Places a tooltip with the theme's spacing: `gaps.tight` between anchor and bubble and
  /// `gaps.regular` from the container's edges.
  ///
  /// `container` is the area the bubble must stay inside (the window, in the anchor's
  /// coordinates); nil when it is not known yet, in which case every side counts as having
  /// room and the bubble goes on the preferred edge.
  public func tooltipPlacement(
    anchor: LayoutRect, tooltip: LayoutSize, container: LayoutRect?,
    preferredEdge: TooltipPlacement.Edge = .top
  ) -> TooltipPlacement {
    let spacing = gaps.tight
    let margin = gaps.regular
    let bounds =
      container
      ?? LayoutRect(
        x: anchor.minX - tooltip.width - spacing - margin,
        y: anchor.minY - tooltip.height - spacing - margin,
        width: anchor.size.width + 2 * (tooltip.width + spacing + margin),
        height: anchor.size.height + 2 * (tooltip.height + spacing + margin))
    return TooltipPlacement(
      anchor: anchor, tooltip: tooltip, container: bounds, preferredEdge: preferredEdge,
      spacing: spacing, margin: margin)
  }
}
