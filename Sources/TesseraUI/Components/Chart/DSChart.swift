#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLayout

/// DesignSystemPro's one chart view: a line, bar, pie or area chart of the same points, each
/// drawn by Tessera's chart for it (``DSLineChart``, ``DSBarChart``, ``DSDonutChart`` for a
/// pie, and a line over its filled area), with that chart's axis, empty state and VoiceOver
/// summary.
///
/// ```swift
/// DSChart(points: sales.map { ChartPoint($0.month, $0.total) }, type: .area)
/// ```
public struct DSChart: View {
  private let points: [ChartPoint]
  private let type: DSChartType
  var identifier: String?

  /// Creates a chart.
  /// - Parameters:
  ///   - points: The values, in order.
  ///   - type: Line, bar, pie or area.
  public init(points: [ChartPoint], type: DSChartType = .line) {
    self.points = points
    self.type = type
  }

  /// The chart.
  @ViewBuilder public var body: some View {
    switch type {
    case .line: DSLineChart(points: points).dsAccessibilityIdentifier(identifier)
    case .bar: DSBarChart(points: points).dsAccessibilityIdentifier(identifier)
    case .pie: DSDonutChart(points: points).dsAccessibilityIdentifier(identifier)
    case .area:
      let layout = ChartLayout(kind: type.layoutKind, points: points)
      DSAxisChart(layout: layout, identifier: identifier) { look in
        ZStack {
          ForEach(layout.areaPolygons.indices, id: \.self) { index in
            DSChartPolyline(points: layout.areaPolygons[index], closed: true)
              .fill((look.color(.fill) ?? .clear).opacity(0.25))
          }
          DSChartLines(runs: layout.lineRuns, look: look)
        }
      }
    }
  }
}
#endif
