import TesseraLayout

/// The side of a popover its arrow sticks out of, as SwiftUI-Components' `ArrowDirection`
/// names it: `.up` is an arrow on the top edge pointing up at an anchor above the bubble.
/// `.left` and `.right` are on screen, not in reading order: an arrow that points at an anchor
/// on the left is `.left` in both layout directions.
public enum PopoverArrowDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// On the top edge, pointing up.
  case up
  /// On the bottom edge, pointing down.
  case down
  /// On the left edge, pointing left.
  case left
  /// On the right edge, pointing right.
  case right

  /// The arrow of a bubble placed on `edge` of its anchor, `edge` in reading order for a
  /// layout in `direction` (``TooltipPlacement`` chooses it): a bubble below points up; a
  /// bubble on the leading side points right left to right and left right to left.
  public init(
    placedOn edge: TooltipPlacement.Edge, in direction: HorizontalLayoutDirection = .leftToRight
  ) {
    switch (edge, edge.isLeft(in: direction)) {
    case (.bottom, _): self = .up
    case (.top, _): self = .down
    case (_, true): self = .right
    default: self = .left
    }
  }

  /// The edge of the anchor a bubble with this arrow sits on, in reading order for a
  /// left-to-right layout: ``placementEdge(in:)`` with `.leftToRight`.
  public var placementEdge: TooltipPlacement.Edge { placementEdge(in: .leftToRight) }

  /// The edge of the anchor, in reading order for a layout in `direction`, a bubble with this
  /// arrow sits on: the preferred edge to place it with, and the `arrowEdge` of a native
  /// popover. An arrow pointing left means a bubble to the anchor's right: its trailing side
  /// left to right, its leading side right to left.
  public func placementEdge(in direction: HorizontalLayoutDirection) -> TooltipPlacement.Edge {
    switch self {
    case .up: return .bottom
    case .down: return .top
    case .left: return direction == .leftToRight ? .trailing : .leading
    case .right: return direction == .leftToRight ? .leading : .trailing
    }
  }

  /// The side of the bubble in layout terms, for a view laid out in `direction`: the left
  /// edge is the leading one left to right and the trailing one right to left.
  public func isOnLeadingEdge(in direction: HorizontalLayoutDirection) -> Bool? {
    switch self {
    case .up, .down: return nil
    case .left: return direction == .leftToRight
    case .right: return direction == .rightToLeft
    }
  }
}

/// Where a popover's arrow is drawn: the side and, along it, the arrow's center, measured
/// from the bubble's left (top and bottom arrows) or top (side arrows), kept clear of the
/// rounded corners so the arrow never sits on a curve.
///
/// ```swift
/// let arrow = PopoverArrow(direction: .up, bubble: LayoutSize(width: 200, height: 100),
///                          cornerRadius: 12, arrowWidth: 16, pointingAt: 5)
/// arrow.center   // 20: 12 + 8, the nearest point clear of the corner
/// ```
public struct PopoverArrow: Sendable, Hashable, Codable {
  /// The side it sticks out of.
  public let direction: PopoverArrowDirection
  /// Its center along that side.
  public let center: Double

  /// The arrow on side `direction` of a bubble of size `bubble`, centered on `target` (the
  /// anchor's center along that side, in the same measure), clamped so the arrow's base stays
  /// `cornerRadius` from the bubble's corners; a side too short for that centers it.
  public init(
    direction: PopoverArrowDirection, bubble: LayoutSize, cornerRadius: Double,
    arrowWidth: Double, pointingAt target: Double
  ) {
    self.direction = direction
    let length = direction == .up || direction == .down ? bubble.width : bubble.height
    let low = Swift.max(0, cornerRadius) + Swift.max(0, arrowWidth) / 2
    let high = length - low
    if !target.isFinite || high < low {
      center = length / 2
    } else {
      center = Swift.min(high, Swift.max(low, target))
    }
  }
}
