import TesseraLayout
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Tooltip placement")
struct TooltipPlacementTests {
  let container = LayoutRect(x: 0, y: 0, width: 320, height: 480)

  let size = LayoutSize(width: 120, height: 40)

  @Test("the preferred edge wins when it fits")
  func preferred() {
    let anchor = LayoutRect(x: 140, y: 200, width: 40, height: 20)
    let placement = TooltipPlacement(
      anchor: anchor, tooltip: size, container: container, preferredEdge: .top)
    #expect(placement.edge == .top)
    #expect(placement.frame.maxY == anchor.minY - 8)
    #expect(placement.frame.midX == anchor.midX)
    #expect(placement.arrowOffset == 60)
  }

  @Test("no room flips to the opposite edge and the frame stays inside")
  func flip() {
    let anchor = LayoutRect(x: 10, y: 5, width: 40, height: 20)
    let placement = TooltipPlacement(
      anchor: anchor, tooltip: size, container: container, preferredEdge: .top)
    #expect(placement.edge == .bottom)
    #expect(placement.frame.minX == 8)
    #expect(placement.frame.minY == anchor.maxY + 8)
    #expect(placement.arrowOffset == anchor.midX - 8)
  }

  @Test("a tooltip too big for any side goes where there is most room, start visible")
  func tooBig() {
    let anchor = LayoutRect(x: 150, y: 400, width: 20, height: 20)
    let placement = TooltipPlacement(
      anchor: anchor, tooltip: LayoutSize(width: 600, height: 300), container: container,
      preferredEdge: .bottom)
    #expect(placement.edge == .top)
    #expect(placement.frame.minX == 8)
    #expect(placement.arrowOffset >= 8)
  }

  @Test("trailing placement sits after the anchor, vertically centered")
  func trailing() {
    let anchor = LayoutRect(x: 20, y: 200, width: 40, height: 40)
    let placement = TooltipPlacement(
      anchor: anchor, tooltip: size, container: container, preferredEdge: .trailing)
    #expect(placement.edge == .trailing)
    #expect(placement.frame.minX == 68)
    #expect(placement.frame.midY == anchor.midY)
  }
}

@Suite("Tooltip placement right to left")
struct TooltipPlacementRightToLeftTests {
  let container = LayoutRect(x: 0, y: 0, width: 320, height: 480)

  let size = LayoutSize(width: 120, height: 40)

  @Test("a leading bubble goes on the anchor's right, its arrow pointing left at the anchor")
  func leadingIsRight() {
    let anchor = LayoutRect(x: 100, y: 200, width: 40, height: 40)
    let placement = TooltipPlacement(
      anchor: anchor, tooltip: size, container: container, preferredEdge: .leading,
      layoutDirection: .rightToLeft)
    #expect(placement.edge == .leading)
    #expect(placement.frame.minX == 148)
    #expect(placement.frame.minY == 200)
    #expect(PopoverArrowDirection(placedOn: placement.edge, in: .rightToLeft) == .left)
  }

  @Test("a trailing bubble goes on the anchor's left")
  func trailingIsLeft() {
    let anchor = LayoutRect(x: 200, y: 200, width: 40, height: 40)
    let placement = TooltipPlacement(
      anchor: anchor, tooltip: size, container: container, preferredEdge: .trailing,
      layoutDirection: .rightToLeft)
    #expect(placement.edge == .trailing)
    #expect(placement.frame.maxX == 192)
    #expect(PopoverArrowDirection(placedOn: placement.edge, in: .rightToLeft) == .right)
  }

  @Test("no room on the leading (right) side flips to the trailing (left) side")
  func flipsToTheLeft() {
    let anchor = LayoutRect(x: 250, y: 200, width: 40, height: 40)
    let placement = TooltipPlacement(
      anchor: anchor, tooltip: size, container: container, preferredEdge: .leading,
      layoutDirection: .rightToLeft)
    #expect(placement.edge == .trailing)
    #expect(placement.frame.maxX == 242)
  }

  @Test("a bubble wider than the window keeps its right edge, where its text starts, inside")
  func tooWideKeepsTheStart() {
    let anchor = LayoutRect(x: 150, y: 200, width: 20, height: 20)
    let wide = LayoutSize(width: 400, height: 40)
    let rightToLeft = TooltipPlacement(
      anchor: anchor, tooltip: wide, container: container, preferredEdge: .top,
      layoutDirection: .rightToLeft)
    #expect(rightToLeft.frame.maxX == 312)
    let leftToRight = TooltipPlacement(
      anchor: anchor, tooltip: wide, container: container, preferredEdge: .top)
    #expect(leftToRight.frame.minX == 8)
  }

  @Test(
    "top and bottom bubbles are placed the same in both directions",
    arguments: [TooltipPlacement.Edge.top, .bottom])
  func verticalIsDirectionless(edge: TooltipPlacement.Edge) {
    let anchor = LayoutRect(x: 30, y: 200, width: 40, height: 40)
    let rightToLeft = TooltipPlacement(
      anchor: anchor, tooltip: size, container: container, preferredEdge: edge,
      layoutDirection: .rightToLeft)
    let leftToRight = TooltipPlacement(
      anchor: anchor, tooltip: size, container: container, preferredEdge: edge)
    #expect(rightToLeft == leftToRight)
    #expect(rightToLeft.frame.minX == 8)
  }
}

@Suite("Tooltip placement from the theme")
struct ThemeTooltipPlacementTests {
  let theme = PresetThemes.default.resolved(for: .light)

  let anchor = LayoutRect(x: 100, y: 10, width: 40, height: 20)

  let bubble = LayoutSize(width: 120, height: 30)

  @Test("the bubble keeps the theme's tight gap from its anchor")
  func spacing() {
    let container = LayoutRect(x: 0, y: 0, width: 320, height: 480)
    let below = theme.tooltipPlacement(
      anchor: anchor, tooltip: bubble, container: container, preferredEdge: .bottom)
    #expect(below.edge == .bottom)
    #expect(below.frame.minY - anchor.maxY == theme.gaps.tight)
  }

  @Test("no room above flips below, and the bubble keeps the regular gap from the window edge")
  func flipsAndStaysInside() {
    let container = LayoutRect(x: 0, y: 0, width: 200, height: 480)
    let placement = theme.tooltipPlacement(
      anchor: anchor, tooltip: bubble, container: container, preferredEdge: .top)
    #expect(placement.edge == .bottom)
    #expect(placement.frame.maxX <= container.maxX - theme.gaps.regular)
    #expect(placement.frame.minX >= container.minX + theme.gaps.regular)
  }

  @Test("a bubble is at most the window less the regular gap at each side, and fits there")
  func maximumWidth() throws {
    let container = LayoutRect(x: 0, y: 0, width: 320, height: 480)
    // The default theme's regular gap is the md step of the standard scale, 12 pt.
    let widest = try #require(theme.tooltipMaximumWidth(in: container))
    #expect(widest == 320 - 2 * 12)
    #expect(theme.tooltipMaximumWidth(in: nil) == nil, "no window: the natural width")
    #expect(theme.tooltipMaximumWidth(in: LayoutRect(x: 0, y: 0, width: 20, height: 40)) == 0)
    #expect(
      theme.tooltipMaximumWidth(in: LayoutRect(x: 0, y: 0, width: .nan, height: 40)) == nil)
    for direction in [HorizontalLayoutDirection.leftToRight, .rightToLeft] {
      let placement = theme.tooltipPlacement(
        anchor: anchor, tooltip: LayoutSize(width: widest, height: 60), container: container,
        preferredEdge: .bottom, layoutDirection: direction)
      #expect(placement.frame.minX == 12 && placement.frame.maxX == 308, "\(direction)")
    }
  }

  @Test(
    "without known bounds the preferred edge always wins, centered on the anchor",
    arguments: TooltipPlacement.Edge.allCases)
  func unknownBounds(edge: TooltipPlacement.Edge) {
    let placement = theme.tooltipPlacement(
      anchor: anchor, tooltip: bubble, container: nil, preferredEdge: edge)
    #expect(placement.edge == edge)
    let anchorMid = LayoutPoint(x: anchor.minX + 20, y: anchor.minY + 10)
    let bubbleMid = LayoutPoint(
      x: placement.frame.minX + bubble.width / 2, y: placement.frame.minY + bubble.height / 2)
    switch edge {
    case .top, .bottom: #expect(abs(bubbleMid.x - anchorMid.x) < 1e-9)
    case .leading, .trailing: #expect(abs(bubbleMid.y - anchorMid.y) < 1e-9)
    }
  }
}

@Suite("Tooltip appearance")
struct TooltipAppearanceTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }

  @Test("a tooltip is inverted, smaller than a snack bar, and its text is readable")
  func inverted() {
    for theme in Self.themes {
      let look = theme.appearance(.tooltip)
      #expect(look.background?.role == .textPrimary)
      #expect(look.typography == .footnote)
      #expect(look.insets.top < theme.appearance(.snackBar).insets.top)
      let ratio = look.contrastRatio(
        for: PartContrastRequirement(.foreground, against: .background, level: .textAA))
      #expect((ratio ?? 0) >= 4.5, "\(theme.name) [\(theme.mode)]")
    }
  }
}
