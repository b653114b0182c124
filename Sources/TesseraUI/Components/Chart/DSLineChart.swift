#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLayout

/// A line through the values on an axis with "nice" ticks; a gap (NaN or infinity) splits the
/// line and a lone point is drawn as a dot. Geometry and the VoiceOver summary come from
/// `ChartLayout`.
///
/// ```swift
/// DSLineChart(points: weights.map { ChartPoint($0.day, $0.kilograms) })
/// ```
public struct DSLineChart: View {
  private let layout: ChartLayout
  var identifier: String?

  /// Creates a line chart.
  /// - Parameters:
  ///   - points: The values, in order.
  public init(points: [ChartPoint]) {
    self.layout = ChartLayout(kind: .line, points: points)
  }

  /// The chart.
  public var body: some View {
    DSAxisChart(layout: layout, identifier: identifier) { look in
      DSChartLines(runs: layout.lineRuns, look: look)
    }
  }
}

/// The runs of a line chart or sparkline: strokes for runs of two or more points, dots for one.
struct DSChartLines: View {
  let runs: [[LayoutPoint]]
  let look: ComponentAppearance

  var body: some View {
    ZStack {
      // Shapes, not offsets, so dots and lines mirror together right to left
      // (ChartShapes.swift).
      ForEach(runs.indices, id: \.self) { index in
        let run = runs[index]
        if run.count == 1, let point = run.first {
          DSChartDot(point: point, diameter: look.knobDiameter)
            .fill(look.color(.fill) ?? .clear)
        } else {
          DSChartPolyline(points: run)
            .stroke(
              look.color(.fill) ?? .clear,
              style: StrokeStyle(lineWidth: look.trackThickness, lineCap: .round, lineJoin: .round))
        }
      }
    }
  }
}
#endif
