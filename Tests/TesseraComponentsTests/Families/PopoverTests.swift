import TesseraLayout
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Popover arrow")
struct PopoverArrowTests {
  @Test("a bubble placed on a side of its anchor points back at it")
  func directions() {
    #expect(PopoverArrowDirection(placedOn: .bottom) == .up)
    #expect(PopoverArrowDirection(placedOn: .top) == .down)
    #expect(PopoverArrowDirection(placedOn: .leading) == .right)
    #expect(PopoverArrowDirection(placedOn: .trailing) == .left)
    for direction in PopoverArrowDirection.allCases {
      #expect(PopoverArrowDirection(placedOn: direction.placementEdge) == direction)
    }
  }

  @Test("left and right stay on screen; their layout edge flips right to left")
  func rightToLeft() {
    #expect(PopoverArrowDirection.left.isOnLeadingEdge(in: .leftToRight) == true)
    #expect(PopoverArrowDirection.left.isOnLeadingEdge(in: .rightToLeft) == false)
    #expect(PopoverArrowDirection.right.isOnLeadingEdge(in: .rightToLeft) == true)
    #expect(PopoverArrowDirection.up.isOnLeadingEdge(in: .rightToLeft) == nil)
  }

  @Test("the arrow follows the anchor but stays clear of the rounded corners")
  func clamping() {
    let size = LayoutSize(width: 200, height: 100)
    func center(_ direction: PopoverArrowDirection, _ target: Double) -> Double {
      PopoverArrow(
        direction: direction, bubble: size, cornerRadius: 12, arrowWidth: 16, pointingAt: target
      ).center
    }
    #expect(center(.up, 5) == 20)
    #expect(center(.up, 90) == 90)
    #expect(center(.down, 199) == 180)
    #expect(center(.left, 95) == 80)
    #expect(center(.right, .nan) == 50)
    let tiny = PopoverArrow(
      direction: .up, bubble: LayoutSize(width: 30, height: 20), cornerRadius: 12,
      arrowWidth: 16, pointingAt: 2)
    #expect(tiny.center == 15)
  }

  @Test(
    "right to left, a side arrow points at the anchor across the mirrored sides",
    arguments: PopoverArrowDirection.allCases)
  func rightToLeft(direction: PopoverArrowDirection) {
    let edge = direction.placementEdge(in: .rightToLeft)
    #expect(PopoverArrowDirection(placedOn: edge, in: .rightToLeft) == direction)
    switch direction {
    case .up: #expect(edge == .bottom)
    case .down: #expect(edge == .top)
    case .left: #expect(edge == .leading)
    case .right: #expect(edge == .trailing)
    }
  }

  @Test("the arrow counts toward the room a side needs and grows the frame toward the anchor")
  func arrowLength() {
    let container = LayoutRect(x: 0, y: 0, width: 320, height: 480)
    let anchor = LayoutRect(x: 140, y: 60, width: 40, height: 20)
    let body = LayoutSize(width: 100, height: 40)
    // Above there are 60 - 8 - 8 = 44 points: the body alone fits, with its 8-point arrow not.
    let bare = TooltipPlacement(
      anchor: anchor, tooltip: body, container: container, preferredEdge: .top)
    #expect(bare.edge == .top)
    let arrowed = TooltipPlacement(
      anchor: anchor, tooltip: body, container: container, preferredEdge: .top, arrowLength: 8)
    #expect(arrowed.edge == .bottom)
    #expect(arrowed.frame.size == LayoutSize(width: 100, height: 48))
    #expect(arrowed.frame.minY == anchor.maxY + 8)
    let beside = TooltipPlacement(
      anchor: anchor, tooltip: body, container: container, preferredEdge: .trailing,
      arrowLength: 8)
    #expect(beside.frame.size == LayoutSize(width: 108, height: 40))
    #expect(beside.frame.minX == anchor.maxX + 8)
  }

  @Test("a popover placed by the tooltip's rules flips below when there is no room above")
  func placement() {
    let theme = PresetThemes.default.resolved(for: .light)
    let placement = theme.tooltipPlacement(
      anchor: LayoutRect(x: 10, y: 5, width: 40, height: 20),
      tooltip: LayoutSize(width: 160, height: 80),
      container: LayoutRect(x: 0, y: 0, width: 320, height: 480),
      preferredEdge: PopoverArrowDirection.down.placementEdge)
    #expect(placement.edge == .bottom)
    #expect(PopoverArrowDirection(placedOn: placement.edge) == .up)
  }
}

@Suite("Popover appearance")
struct PopoverAppearanceTests {
  @Test("the popover surface with readable text and an arrow")
  func surface() {
    let theme = PresetThemes.default.resolved(for: .light)
    let look = theme.appearance(.popover)
    #expect(look.background?.token == "surface.popover.background")
    #expect(look.foreground?.role == .textPrimary)
    #expect(look.knobDiameter == 16 && look.trackThickness == 8)
    #expect(look.cornerRadius > 0 && !look.shadows.isEmpty)
  }
}
