import Foundation
import TesseraLayout
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Interaction state priority")
struct InteractionPriorityTests {
  /// Every combination of the six facts.
  static let allFacts: [ComponentInteraction] = (0..<64).map { bits in
    ComponentInteraction(
      isEnabled: bits & 1 == 0, isLoading: bits & 2 != 0, hasError: bits & 4 != 0,
      isSelected: bits & 8 != 0, isPressed: bits & 16 != 0, isFocused: bits & 32 != 0)
  }

  @Test(
    "disabled beats every other fact in families that draw it",
    arguments: [
      ComponentStyleFamily.button, .checkbox, .radio, .toggle, .slider, .textField,
    ])
  func disabledWins(family: ComponentStyleFamily) {
    for facts in Self.allFacts where !facts.isEnabled {
      #expect(facts.state(for: family) == .disabled)
    }
  }

  @Test("a pressed, selected, focused checkbox draws pressed; selected beats focused")
  func pressedBeatsSelectedBeatsFocused() {
    let all = ComponentInteraction(isSelected: true, isPressed: true, isFocused: true)
    #expect(all.state(for: .checkbox) == .pressed)
    #expect(
      ComponentInteraction(isSelected: true, isFocused: true).state(for: .checkbox) == .selected)
    #expect(ComponentInteraction(isFocused: true).state(for: .checkbox) == .focused)
    #expect(ComponentInteraction().state(for: .checkbox) == .normal)
  }

  @Test("loading beats error and pressed; error beats pressed")
  func loadingBeatsError() {
    let busy = ComponentInteraction(isLoading: true, hasError: true, isPressed: true)
    #expect(busy.state(for: .textField) == .loading)
    #expect(ComponentInteraction(hasError: true, isFocused: true).state(for: .textField) == .error)
    #expect(ComponentInteraction(isLoading: true, isPressed: true).state(for: .button) == .loading)
  }

  @Test("a state the family does not draw falls through to the next that holds")
  func fallsThrough() {
    // A card is never selected or disabled: focus shows instead, and disabled reads as normal.
    #expect(ComponentInteraction(isSelected: true, isFocused: true).state(for: .card) == .focused)
    #expect(ComponentInteraction(isEnabled: false).state(for: .card) == .normal)
  }

  @Test(
    "the state is always one the family draws, and follows the priority",
    arguments: Array(
      ComponentStyleFamily.allCases))
  func alwaysDrawable(family: ComponentStyleFamily) {
    for facts in Self.allFacts {
      let state = facts.state(for: family)
      #expect(state == .normal || family.states.contains(state))
      #expect(facts.holds(state))
      // No state earlier in the priority both holds and is drawn.
      let rank = ComponentInteraction.priority.firstIndex(of: state) ?? .max
      for earlier in ComponentInteraction.priority.prefix(rank) {
        #expect(!(facts.holds(earlier) && family.states.contains(earlier)))
      }
    }
  }

  @Test("the priority puts disabled first and lists each non-normal state once")
  func priorityOrder() {
    #expect(ComponentInteraction.priority.first == .disabled)
    #expect(
      Set(ComponentInteraction.priority) == Set(ComponentState.allCases).subtracting([.normal]))
    #expect(ComponentInteraction.priority.count == ComponentState.allCases.count - 1)
  }
}

@Suite("Drawing values derived from the appearance")
struct DrawingValuesTests {
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    [spec.resolved(for: .light), spec.resolved(for: .dark, contentSize: .accessibility5)]
  }

  @Test(
    "the gauge needle reaches 85% of the radius, stays inside the track, and is thinner",
    arguments: [60.0, 120, 200, 480])
  func gaugeNeedle(side: Double) {
    for theme in Self.themes {
      let look = theme.appearance(ComponentStyle(.gauge))
      let radius = look.dialRadius(side: side)
      #expect(abs(radius + look.trackThickness / 2 - side / 2) < 1e-9)
      let length = look.gaugeNeedleLength(radius: radius)
      #expect(abs(length - radius * 0.85) < 1e-9)
      // The tip stays clear of the track's inner edge.
      #expect(length < radius - look.trackThickness / 2 || radius < look.trackThickness * 4)
      let center = LayoutPoint(x: side / 2, y: side / 2)
      for value in stride(from: 0.0, through: 1, by: 0.25) {
        let tip = GaugeScale(from: 0, through: 1).needleTip(
          for: value, center: center, length: length)
        #expect(hypot(tip.x - center.x, tip.y - center.y) < radius)
      }
      #expect(look.gaugeNeedleWidth > 0 && look.gaugeNeedleWidth < look.trackThickness)
      #expect(look.gaugeValueOffset(radius: radius) == radius / 2)
    }
  }

  @Test(
    "degenerate dial sizes give zero, never a negative or NaN length",
    arguments: [0.0, -10, .nan, .infinity, 4])
  func degenerateDial(side: Double) {
    let look = Self.themes[0].appearance(ComponentStyle(.gauge))
    let radius = look.dialRadius(side: side)
    #expect(radius >= 0 && radius.isFinite)
    #expect(look.gaugeNeedleLength(radius: radius) >= 0)
    #expect(look.donutRingThickness(side: side) >= 0)
    #expect(look.donutRadius(side: side) >= 0)
  }

  @Test(
    "the donut ring's thickness scales with the chart and the ring fits inside it",
    arguments: [40.0, 100, 250])
  func donutRing(side: Double) {
    let look = Self.themes[0].appearance(ComponentStyle(.chart))
    let thickness = look.donutRingThickness(side: side)
    #expect(abs(look.donutRingThickness(side: side * 2) - 2 * thickness) < 1e-9)
    #expect(abs(thickness / side - ComponentAppearance.donutRingFraction) < 1e-12)
    #expect(abs(look.donutRadius(side: side) + thickness / 2 - side / 2) < 1e-9)
    // A hole remains in the middle.
    #expect(look.donutRadius(side: side) - thickness / 2 > 0)
  }

  @Test("the checkbox tick and radio dot fit inside their box with room to spare")
  func tickAndDot() {
    for theme in Self.themes {
      for size in ComponentSize.allCases {
        let box = theme.appearance(ComponentStyle(.checkbox), size: size, state: .selected)
        #expect(box.tickSymbolSize > 0)
        #expect(box.tickSymbolSize < box.knobDiameter)
        #expect(box.tickSymbolSize < min(box.minimumSize.width, box.minimumSize.height))
        let radio = theme.appearance(ComponentStyle(.radio), size: size, state: .selected)
        #expect(radio.radioDotDiameter > 0)
        #expect(radio.radioDotDiameter < radio.knobDiameter)
        #expect(radio.radioDotDiameter < min(radio.minimumSize.width, radio.minimumSize.height))
      }
    }
  }

  @Test("chart lines: grid thinner than the data, ink thicker, legend swatch larger than a dot")
  func chartLines() {
    for theme in Self.themes {
      let chart = theme.appearance(ComponentStyle(.chart))
      #expect(chart.gridLineWidth > 0 && chart.gridLineWidth < chart.trackThickness)
      #expect(chart.inkLineWidth > chart.trackThickness)
      #expect(chart.legendSwatchDiameter > chart.knobDiameter)
    }
  }

  @Test("text in fixed circles may shrink, ordinary text does not")
  func textScale() {
    let theme = Self.themes[0]
    #expect(theme.appearance(ComponentStyle(.avatar)).minimumTextScale == 0.5)
    #expect(theme.appearance(.progress(.ring)).minimumTextScale == 0.5)
    #expect(theme.appearance(ComponentStyle(.tabBar)).minimumTextScale == 0.75)
    #expect(theme.appearance(ComponentStyle(.button)).minimumTextScale == 1)
    for family in ComponentStyleFamily.allCases {
      let scale = theme.appearance(ComponentStyle(family)).minimumTextScale
      #expect(scale > 0 && scale <= 1)
    }
  }
}

@Suite("Indeterminate progress and shimmer motion")
struct IndeterminateMotionTests {
  static func bar(reduceMotion: Bool) -> ComponentAppearance {
    PresetThemes.default.resolved(for: .light, reduceMotion: reduceMotion).appearance(
      .progress(.bar), state: .loading)
  }

  @Test("the segment is a quarter of the track and sweeps from before the start to past the end")
  func segmentSweeps() throws {
    let look = Self.bar(reduceMotion: false)
    #expect(look.animatesIndeterminate)
    let duration = try #require(look.motion?.duration)
    let period = duration * ComponentAppearance.indeterminateCycleDurations
    let start = look.indeterminateSegment(trackLength: 200, elapsed: 0)
    #expect(start.length == 50)
    #expect(start.offset + start.length == 0)
    let middle = look.indeterminateSegment(trackLength: 200, elapsed: period / 2)
    #expect(abs(middle.offset + middle.length / 2 - 100) < 1e-9)
    let almostEnd = look.indeterminateSegment(trackLength: 200, elapsed: period * 0.999_999)
    #expect(almostEnd.offset > 199.9)
    // One cycle later it starts over.
    let next = look.indeterminateSegment(trackLength: 200, elapsed: period)
    #expect(next == start)
    #expect(look.indeterminateSegment(trackLength: 400, elapsed: 0).length == 100)
  }

  @Test("a ring turns once per cycle")
  func ringTurns() throws {
    let look = PresetThemes.default.resolved(for: .light).appearance(
      .progress(.ring), state: .loading)
    let period =
      try #require(look.motion?.duration) * ComponentAppearance.indeterminateCycleDurations
    #expect(look.indeterminateRotation(elapsed: 0) == 0)
    #expect(abs(look.indeterminateRotation(elapsed: period / 4) - 90) < 1e-9)
    #expect(abs(look.indeterminateRotation(elapsed: period * 1.5) - 180) < 1e-9)
  }

  @Test("under Reduce Motion the segment rests at the start and the ring stands still")
  func reducedMotion() {
    let look = Self.bar(reduceMotion: true)
    #expect(!look.animatesIndeterminate)
    for elapsed in [0.0, 0.7, 3, .nan] {
      let segment = look.indeterminateSegment(trackLength: 200, elapsed: elapsed)
      #expect(segment == TrackSegment(offset: 0, length: 50))
      #expect(look.indeterminateRotation(elapsed: elapsed) == 0)
    }
  }

  @Test("the shimmer band is a quarter of the skeleton, entering at 0 and gone at 1")
  func shimmerBand() {
    let theme = PresetThemes.default.resolved(for: .light)
    let first = theme.skeletonShimmerBand(width: 320, phase: 0)
    #expect(first.length == 80)
    #expect(first.offset + first.length == 0)
    let last = theme.skeletonShimmerBand(width: 320, phase: 1)
    #expect(last.offset == 320)
    #expect(theme.skeletonShimmerBand(width: 640, phase: 0.5).length == 160)
    // Phases outside 0...1 and NaN stay on the track's range.
    #expect(theme.skeletonShimmerBand(width: 320, phase: 7) == last)
    #expect(theme.skeletonShimmerBand(width: 320, phase: .nan).offset == 0)
  }
}

@Suite("Avatar group overlap")
struct AvatarOverlapTests {
  @Test("neighbours overlap by the layout's fraction of the diameter", arguments: [24.0, 40, 56])
  func spacing(diameter: Double) {
    let layout = AvatarGroupLayout(count: 6, maximumVisible: 4)
    let spacing = layout.itemSpacing(diameter: diameter)
    #expect(spacing < 0)
    #expect(abs(-spacing - diameter * layout.overlap) < 1e-9)
    // A stack with this spacing is exactly as wide as the layout says.
    let circles = Double(layout.visibleCount + 1)
    #expect(
      abs(circles * diameter + (circles - 1) * spacing - layout.width(diameter: diameter)) < 1e-9)
    #expect(AvatarGroupLayout(count: 3, overlap: 0).itemSpacing(diameter: diameter) == 0)
    #expect(layout.itemSpacing(diameter: .nan) == 0)
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

@Suite("Text limits, tick weight and carousel drag start")
struct TextLimitAndDragTests {
  @Test("tab items wrap to two lines, avatar initials stay on one, other text never clips")
  func maximumLines() {
    let theme = PresetThemes.default.resolved(for: .light, contentSize: .accessibility5)
    #expect(theme.appearance(ComponentStyle(.tabBar)).maximumLines == 2)
    #expect(theme.avatarAppearance(for: "Ada Lovelace").maximumLines == 1)
    for family in ComponentStyleFamily.allCases where family != .tabBar && family != .avatar {
      #expect(theme.appearance(ComponentStyle(family)).maximumLines == nil)
    }
  }

  @Test("the tick symbol is drawn at least semibold")
  func tickWeight() {
    let look = PresetThemes.default.resolved(for: .dark).appearance(
      ComponentStyle(.checkbox), state: .selected)
    let order = FontWeightToken.allCases
    let weight = order.firstIndex(of: look.tickSymbolWeight) ?? 0
    #expect(weight >= order.firstIndex(of: .semibold) ?? .max)
  }

  @Test("a carousel follows a finger before a drag could turn even the narrowest page")
  func dragStart() {
    #expect(CarouselPosition.dragStartDistance > 0)
    // A 44 pt page turns after dragThreshold of its width; the drag must start well before.
    #expect(CarouselPosition.dragStartDistance < 44 * CarouselPosition.dragThreshold)
  }
}

@Suite("Ring and donut start angles")
struct StartAngleTests {
  @Test("the first donut slice and a progress ring start at 12 o'clock on screen")
  func twelveOClock() throws {
    let data = ChartLayout(kind: .donut, points: [ChartPoint("a", 1), ChartPoint("b", 3)])
    let first = try #require(data.donutSegments.first)
    // 12 o'clock on screen is straight up: cos 0, sin -1 with y pointing down.
    let radians = first.screenStartAngle * .pi / 180
    #expect(abs(cos(radians)) < 1e-12 && abs(sin(radians) + 1) < 1e-12)
    #expect(first.screenEndAngle - first.screenStartAngle == first.endAngle - first.startAngle)
    let ring = ProgressValue.ringStartAngle * .pi / 180
    #expect(abs(cos(ring)) < 1e-12 && abs(sin(ring) + 1) < 1e-12)
  }
}
