#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// Vertical bars from zero, on an axis with "nice" ticks. Bar geometry, ticks and the VoiceOver
/// summary ("Bar chart, 7 values. Lowest Mon 3, highest Sat 12. Rising.") come from
/// `ChartLayout`; empty data shows "No data", non-finite values leave gaps. Right to left, the
/// first bar is at the leading (right) edge, beside the axis labels.
///
/// ```swift
/// DSBarChart(points: [ChartPoint("Mon", 3), ChartPoint("Tue", 9), ChartPoint("Wed", 6)])
/// ```
public struct DSBarChart: View {
  private let layout: ChartLayout
  var identifier: String?

  /// Creates a bar chart.
  /// - Parameters:
  ///   - points: The values, in order.
  public init(points: [ChartPoint]) {
    self.layout = ChartLayout(kind: .bar, points: points)
  }

  /// The chart.
  public var body: some View {
    DSAxisChart(layout: layout, identifier: identifier) { look in
      // One shape for every bar, the same primitive as the grid and the lines, so the bars
      // mirror with them right to left (ChartShapes.swift).
      DSChartBars(bars: layout.bars())
        .fill(look.color(.fill) ?? .clear)
    }
  }
}
#endif
