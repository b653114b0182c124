import TesseraLayout

/// DesignSystemPro's chart types, for `DSChart(points:type:)`: each is drawn by one of
/// Tessera's charts.
public enum DSChartType: String, Sendable, Hashable, Codable, CaseIterable {
  /// A line through the values (DSLineChart).
  case line
  /// Vertical bars from zero (DSBarChart).
  case bar
  /// Shares of a whole, drawn as Tessera's ring (DSDonutChart): the same segments and
  /// summary; the center is left open for the legend's total.
  case pie
  /// A line with the area down to the baseline filled (DSLineChart's line over
  /// ``ChartLayout/areaPolygons``).
  case area

  /// The layout kind that places its points and writes its VoiceOver summary.
  public var layoutKind: ChartKind {
    switch self {
    case .line: return .line
    case .area: return .area
    case .bar: return .bar
    case .pie: return .donut
    }
  }
}

extension ChartLayout {
  /// The filled regions of an area chart in the unit square (y 0 at the bottom): each run of
  /// ``lineRuns`` closed down to the baseline (zero when the axis shows it, else the bottom),
  /// so a gap in the data is a gap in the fill. A run of one point has no area.
  /// - Complexity: O(n).
  public var areaPolygons: [[LayoutPoint]] {
    let baseline = min(1, max(0, axis.position(of: 0)))
    return lineRuns.compactMap { run in
      guard let first = run.first, let last = run.last, run.count > 1 else { return nil }
      return run + [LayoutPoint(x: last.x, y: baseline), LayoutPoint(x: first.x, y: baseline)]
    }
  }
}
