import Foundation
import TesseraLayout
import TesseraLocalization

/// One labelled value in a chart.
public struct ChartPoint: Sendable, Hashable, Codable {
  /// The category or x label ("Mon", "Q3").
  public var label: String
  /// The value; NaN and infinite values are drawn as gaps and left out of summaries.
  public var value: Double

  /// Creates a point.
  public init(_ label: String, _ value: Double) {
    self.label = label
    self.value = value
  }
}

/// One slice of a donut chart; angles are degrees clockwise from 12 o'clock.
public struct DonutSegment: Sendable, Hashable, Codable {
  /// The point's label.
  public var label: String
  /// Where the slice starts.
  public var startAngle: Double
  /// Where the slice ends.
  public var endAngle: Double
  /// The slice's share of the whole, 0...1.
  public var share: Double

  /// ``startAngle`` in screen degrees (clockwise from 3 o'clock with y pointing down, the
  /// convention of SwiftUI's `Angle` and ``GaugeScale``), so the first slice starts at 12
  /// o'clock.
  public var screenStartAngle: Double { startAngle - 90 }
  /// ``endAngle`` in screen degrees.
  public var screenEndAngle: Double { endAngle - 90 }
}

/// The kinds of chart Tessera draws.
public enum ChartKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// Vertical bars from zero.
  case bar
  /// A line through the points, with axes.
  case line
  /// A line through the points with the area down to the baseline filled, with axes: laid
  /// out as a line, named "Area chart".
  case area
  /// A small line without axes, inline with text.
  case sparkline
  /// A ring divided into shares of a whole.
  case donut
}

/// Layout and accessibility for a chart's data, computed without drawing.
///
/// ```swift
/// let chart = ChartLayout(kind: .bar, points: [ChartPoint("Mon", 3), ChartPoint("Tue", 9)])
/// chart.axis.ticks              // [0, 2, 4, 6, 8, 10]
/// chart.accessibilitySummary    // "Bar chart, 2 values. Lowest Mon 3, highest Tue 9. Rising."
/// ```
public struct ChartLayout: Sendable, Hashable, Codable {
  /// The kind of chart.
  public let kind: ChartKind
  /// The points as given.
  public let points: [ChartPoint]
  /// The value axis (bars and donuts include zero).
  public let axis: ChartAxis

  /// Lays out `points` for `kind`.
  /// - Complexity: O(n).
  public init(kind: ChartKind, points: [ChartPoint], maximumIntervals: Int = 5) {
    self.kind = kind
    self.points = points
    axis = ChartAxis(
      values: points.map(\.value), maximumIntervals: maximumIntervals,
      includesZero: kind == .bar || kind == .donut)
  }

  /// Whether there is nothing finite to draw; views show an empty state instead.
  public var isEmpty: Bool { !points.contains { $0.value.isFinite } }

  /// Each point's position in a unit square (x 0...1 left to right, y 0...1 bottom to top), or
  /// nil for a gap. A single point sits in the middle horizontally.
  /// - Complexity: O(n).
  public var normalizedPositions: [LayoutPoint?] {
    let count = points.count
    return points.enumerated().map { index, point in
      guard point.value.isFinite else { return nil }
      let x = count == 1 ? 0.5 : Double(index) / Double(count - 1)
      return LayoutPoint(x: x, y: axis.position(of: point.value))
    }
  }

  /// The line segments to draw, as runs of consecutive finite points (gaps split the line).
  /// A run of one point is drawn as a dot.
  public var lineRuns: [[LayoutPoint]] {
    var runs: [[LayoutPoint]] = []
    var current: [LayoutPoint] = []
    for position in normalizedPositions {
      if let position {
        current.append(position)
      } else if !current.isEmpty {
        runs.append(current)
        current = []
      }
    }
    if !current.isEmpty { runs.append(current) }
    return runs
  }

  /// Each bar's span in a unit square: x start and width, y from the zero line to the value
  /// (negative bars hang below zero). Gaps give nil.
  public func bars(spacingFraction: Double = 0.25) -> [LayoutRect?] {
    guard !points.isEmpty else { return [] }
    let slot = 1 / Double(points.count)
    let gap = min(0.9, max(0, spacingFraction.isNaN ? 0.25 : spacingFraction))
    let zero = axis.position(of: 0)
    return points.enumerated().map { index, point in
      guard point.value.isFinite else { return nil }
      let top = axis.position(of: point.value)
      return LayoutRect(
        x: Double(index) * slot + slot * gap / 2, y: min(zero, top), width: slot * (1 - gap),
        height: abs(top - zero))
    }
  }

  /// Donut segments as start and end angles in degrees clockwise from 12 o'clock. Negative and
  /// non-finite values get no segment; an all-zero chart gets none.
  public var donutSegments: [DonutSegment] {
    let total = points.reduce(0) { $0 + ($1.value.isFinite && $1.value > 0 ? $1.value : 0) }
    guard total > 0, total.isFinite else { return [] }
    var angle = 0.0
    var segments: [DonutSegment] = []
    for point in points where point.value.isFinite && point.value > 0 {
      let share = point.value / total
      segments.append(
        DonutSegment(
          label: point.label, startAngle: angle, endAngle: angle + share * 360, share: share))
      angle += share * 360
    }
    return segments
  }

  /// A sentence VoiceOver reads for the whole chart (kind, count, extremes and trend), before it
  /// is put into a language.
  public var accessibilityPhrase: LocalizedPhrase {
    let name = kindName
    let finite = points.filter { $0.value.isFinite }
    guard let first = finite.first, let last = finite.last else { return .chartEmpty(name) }
    // A sparkline's points are positions, not categories ("Lowest 1 3" would read a position
    // as a label), so only its values are read.
    if finite.count == 1, kind == .sparkline {
      return .chartSingle(name, value: first.value, fractionDigits: summaryFractionDigits)
    }
    if finite.count == 1 {
      return .chartSingle(
        name, label: first.label, value: first.value, fractionDigits: summaryFractionDigits)
    }
    if kind == .donut {
      let shares = donutSegments.map {
        LocalizedPhrase.chartShare($0.label, percent: Int(($0.share * 100).rounded()))
      }
      return .chartShares(name, shares: shares)
    }
    let lowest = finite.min { $0.value < $1.value } ?? first
    let highest = finite.max { $0.value < $1.value } ?? first
    let trend =
      last.value > first.value
      ? LocalizedPhrase(.trendRising)
      : last.value < first.value ? LocalizedPhrase(.trendFalling) : LocalizedPhrase(.trendFlat)
    if kind == .sparkline {
      return .chartSeries(
        name, count: finite.count, lowest: lowest.value, highest: highest.value,
        fractionDigits: summaryFractionDigits, trend: trend)
    }
    return .chartSeries(
      name, count: finite.count, lowest: (lowest.label, lowest.value),
      highest: (highest.label, highest.value), fractionDigits: summaryFractionDigits,
      trend: trend)
  }

  /// Decimals a spoken value keeps: as many as the axis labels show, at least 2 so a value
  /// between ticks is not rounded to one ("3.25", not "3").
  private var summaryFractionDigits: Int { Swift.max(2, axis.labelFractionDigits) }

  /// What the chart is, as VoiceOver names it ("Bar chart").
  var kindName: LocalizedPhrase {
    switch kind {
    case .bar: return LocalizedPhrase(.barChart)
    case .line: return LocalizedPhrase(.lineChart)
    case .area: return LocalizedPhrase(.areaChart)
    case .sparkline: return LocalizedPhrase(.sparkline)
    case .donut: return LocalizedPhrase(.donutChart)
    }
  }

  /// A sentence VoiceOver reads for the whole chart, in English: "Bar chart, 3 values. Lowest
  /// Mon 3, highest Tue 9. Rising."
  public var accessibilitySummary: String { accessibilityPhrase.english }

}
