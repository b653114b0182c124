import Foundation
import TesseraLayout
import TesseraLocalization
import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Chart axes and layout")
struct ChartTests {
  @Test(
    "nice ticks cover the data",
    arguments: [
      ([3.0, 17, 42], [0.0, 10, 20, 30, 40, 50]),
      ([0.1, 0.27], [0, 0.1, 0.2, 0.3]),
      ([-7, 12], [-10, -5, 0, 5, 10, 15]),
      ([], [0, 0.2, 0.4, 0.6, 0.8, 1]),
      ([.nan, .infinity], [0, 0.2, 0.4, 0.6, 0.8, 1]),
      ([5], [0, 1, 2, 3, 4, 5]),
      ([0, 0], [0, 0.2, 0.4, 0.6, 0.8, 1]),
      ([1_250, 9_800], [0, 2_000, 4_000, 6_000, 8_000, 10_000]),
    ])
  func ticks(values: [Double], expected: [Double]) {
    let ticks = ChartAxis(values: values).ticks
    #expect(ticks.count == expected.count)
    for (tick, want) in zip(ticks, expected) { #expect(abs(tick - want) < 1e-9) }
  }

  @Test("line axes need not include zero")
  func lineAxis() {
    let axis = ChartAxis(values: [101, 104, 109], includesZero: false)
    #expect(axis.lowerBound >= 100 && axis.lowerBound <= 101)
    #expect(axis.upperBound >= 109 && axis.upperBound <= 110)
    let single = ChartAxis(values: [50], includesZero: false)
    #expect(single.lowerBound < 50 && single.upperBound > 50)
  }

  @Test("tick labels drop float noise")
  func labels() {
    let axis = ChartAxis(values: [0.1, 0.7], maximumIntervals: 20)
    #expect(axis.ticks.map(axis.label(for:)).contains("0.35"))
    #expect(!axis.ticks.map(axis.label(for:)).contains { $0.count > 4 })
    #expect(ChartAxis(values: [3, 42]).label(for: 40) == "40")
    #expect(ChartAxis(values: [-1, 1]).label(for: -0.5) == "-0.5")
  }

  @Test("random data gives ticks that bracket every finite value")
  func property() {
    var rng = SeededRandomNumberGenerator(seed: 17)
    for _ in 0..<1_000 {
      let values = (0..<Int.random(in: 0...12, using: &rng)).map { _ in randomDouble(using: &rng) }
      let axis = ChartAxis(values: values, includesZero: Bool.random(using: &rng))
      let ticks = axis.ticks
      #expect(ticks.count >= 2 && ticks.count <= 64)
      #expect(axis.lowerBound < axis.upperBound)
      for value in values where value.isFinite && abs(value) < 1e300 {
        #expect(
          value >= axis.lowerBound - 1e-9 * abs(value) && value <= axis.upperBound * 1.000001 + 1e-9
        )
      }
    }
  }

  @Test("gaps split lines and single points sit in the middle")
  func positions() {
    let chart = ChartLayout(
      kind: .line, points: [ChartPoint("a", 1), ChartPoint("b", .nan), ChartPoint("c", 3)])
    #expect(chart.lineRuns.count == 2)
    #expect(chart.normalizedPositions[1] == nil)
    let single = ChartLayout(kind: .line, points: [ChartPoint("only", 4)])
    #expect(single.normalizedPositions.first??.x == 0.5)
    #expect(ChartLayout(kind: .bar, points: []).isEmpty)
  }

  @Test("negative bars hang below the zero line")
  func bars() {
    let chart = ChartLayout(kind: .bar, points: [ChartPoint("up", 10), ChartPoint("down", -10)])
    let bars = chart.bars()
    let zero = chart.axis.position(of: 0)
    #expect(bars.count == 2)
    #expect(bars[0]?.minY == zero)
    #expect(bars[1]?.maxY == zero)
    #expect((bars[0]?.maxX ?? 1) <= (bars[1]?.minX ?? 0))
  }

  @Test("donut segments cover the circle and skip negatives")
  func donut() {
    let chart = ChartLayout(
      kind: .donut,
      points: [ChartPoint("a", 1), ChartPoint("b", 3), ChartPoint("c", -2), ChartPoint("d", .nan)])
    let segments = chart.donutSegments
    #expect(segments.map(\.label) == ["a", "b"])
    #expect(segments.last?.endAngle == 360)
    #expect(segments.first?.endAngle == 90)
    #expect(ChartLayout(kind: .donut, points: [ChartPoint("z", 0)]).donutSegments.isEmpty)
  }

  @Test("a sparkline's positions are not read as categories: only its values")
  func sparklineSummary() {
    let points = [3.0, 9, 6].enumerated().map { ChartPoint("\($0.offset + 1)", $0.element) }
    let line = ChartLayout(kind: .sparkline, points: points)
    #expect(line.accessibilitySummary == "Sparkline, 3 values. Lowest 3, highest 9. Rising.")
    #expect(
      line.accessibilityPhrase.string(in: .german)
        == "Sparkline, 3 Werte. Minimum 3, Maximum 9. Steigend.")
    #expect(
      ChartLayout(kind: .sparkline, points: [ChartPoint("1", 7.5)]).accessibilitySummary
        == "Sparkline, 1 value: 7.5.")
  }

  @Test("summaries name the extremes and the trend")
  func summaries() {
    let chart = ChartLayout(
      kind: .bar, points: [ChartPoint("Mon", 3), ChartPoint("Tue", 9), ChartPoint("Wed", 5)])
    #expect(
      chart.accessibilitySummary == "Bar chart, 3 values. Lowest Mon 3, highest Tue 9. Rising.")
    #expect(ChartLayout(kind: .line, points: []).accessibilitySummary == "Line chart, no data.")
    #expect(
      ChartLayout(kind: .line, points: [ChartPoint("Now", 7)]).accessibilitySummary
        == "Line chart, 1 value: Now 7.")
    let donut = ChartLayout(kind: .donut, points: [ChartPoint("Yes", 3), ChartPoint("No", 1)])
    #expect(donut.accessibilitySummary == "Donut chart, 2 values: Yes 75 percent, No 25 percent.")
  }

  @Test("an area chart says it is one, laid out as a line with a continuous Audio Graph")
  func areaChart() {
    let points = [ChartPoint("Mon", 3), ChartPoint("Tue", 9), ChartPoint("Wed", 5)]
    let area = ChartLayout(kind: DSChartType.area.layoutKind, points: points)
    #expect(
      area.accessibilitySummary == "Area chart, 3 values. Lowest Mon 3, highest Tue 9. Rising.")
    let line = ChartLayout(kind: .line, points: points)
    #expect(area.lineRuns == line.lineRuns)
    #expect(area.axis == line.axis)
    #expect(area.dataDescription.isContinuous)
  }
}

@Suite("Chart drawing values")
struct ChartDrawingTests {
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    [spec.resolved(for: .light), spec.resolved(for: .dark, contentSize: .accessibility5)]
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

  @Test("chart lines: grid thinner than the data, ink thicker, legend swatch larger than a dot")
  func chartLines() {
    for theme in Self.themes {
      let chart = theme.appearance(ComponentStyle(.chart))
      #expect(chart.gridLineWidth > 0 && chart.gridLineWidth < chart.trackThickness)
      #expect(chart.inkLineWidth > chart.trackThickness)
      #expect(chart.legendSwatchDiameter > chart.knobDiameter)
    }
  }

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

@Suite("Chart numbers are written for the language")
struct ChartNumberTests {
  @Test("axis labels and the spoken summary use the language's decimal separator")
  func decimals() {
    let layout = ChartLayout(
      kind: .line, points: [ChartPoint("Mon", 2.5), ChartPoint("Tue", 1.25), ChartPoint("Wed", 3)])
    #expect(layout.axis.label(for: 2.5, in: .german) == "2,5")
    #expect(layout.axis.label(for: 2.5, in: .english) == "2.5")
    #expect(
      layout.accessibilityPhrase.string(in: .english)
        == "Line chart, 3 values. Lowest Tue 1.25, highest Wed 3. Rising.")
    #expect(layout.accessibilityPhrase.string(in: .french).contains("1,25"))
    #expect(!layout.accessibilityPhrase.string(in: .french).contains("1.25"))
  }
}

@Suite("Charts describe their data for Audio Graphs")
struct ChartDataDescriptionTests {
  @Test("a bar chart lists its categories, values, axis range and gridlines; gaps stay gaps")
  func bars() {
    let layout = ChartLayout(
      kind: .bar, points: [ChartPoint("Mon", 3), ChartPoint("Tue", .nan), ChartPoint("Wed", 9)])
    let data = layout.dataDescription
    #expect(data.categories == ["Mon", "Tue", "Wed"])
    #expect(data.points.map(\.value) == [3, nil, 9])
    #expect(data.valueRange == layout.axis.lowerBound...layout.axis.upperBound)
    #expect(data.gridlines == layout.axis.ticks)
    #expect(!data.isContinuous)
    #expect(data.title.english == "Bar chart")
    #expect(data.summary == layout.accessibilityPhrase)
  }

  @Test("a line is continuous, and values are spoken in the language's numbers")
  func line() {
    let data = ChartLayout(kind: .line, points: [ChartPoint("a", 1.5), ChartPoint("b", 2)])
      .dataDescription
    #expect(data.isContinuous)
    #expect(data.valueText(1.25, in: .german) == "1,25")
    #expect(data.valueText(1.25, in: .english) == "1.25")
  }

  @Test("a donut's values are its shares in percent")
  func donut() {
    let data = ChartLayout(kind: .donut, points: [ChartPoint("Rent", 3), ChartPoint("Food", 1)])
      .dataDescription
    #expect(data.points.map(\.value) == [75, 25])
    #expect(data.valueRange == 0...100)
    #expect(data.valueText(75, in: .english) == "75 percent")
    // A share with decimals takes the form CLDR gives the number as written.
    #expect(data.valueText(12.5, in: .russian) == "12,5 процента")
    #expect(data.valueText(21, in: .russian) == "21 процент")
  }
}

@Suite("Chart areas")
struct ChartAreaTests {
  @Test("an area chart fills each run down to the baseline; a lone point has no area")
  func areaPolygons() {
    // 0, 10, 5 on a 0...10 axis: positions 0, 1 and 0.5 at x 0, 0.5 and 1.
    let layout = ChartLayout(
      kind: DSChartType.area.layoutKind,
      points: [ChartPoint("a", 0), ChartPoint("b", 10), ChartPoint("c", 5)])
    #expect(
      layout.areaPolygons == [
        [
          LayoutPoint(x: 0, y: 0), LayoutPoint(x: 0.5, y: 1), LayoutPoint(x: 1, y: 0.5),
          LayoutPoint(x: 1, y: 0), LayoutPoint(x: 0, y: 0),
        ]
      ])
    let gap = ChartLayout(
      kind: .line, points: [ChartPoint("a", 4), ChartPoint("b", .nan), ChartPoint("c", 6)])
    #expect(gap.areaPolygons.isEmpty)
    #expect(DSChartType.pie.layoutKind == .donut)
    #expect(DSChartType.bar.layoutKind == .bar)
  }
}
