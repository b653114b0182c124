#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

private let previewWeek = [
  ChartPoint("Mon", 3), ChartPoint("Tue", 9), ChartPoint("Wed", 6), ChartPoint("Thu", .nan),
  ChartPoint("Fri", 12),
]

#Preview("Chart: line, bar, area, pie") {
  ScrollView {
    VStack(spacing: 24) {
      DSChart(points: previewWeek).frame(height: 160)
      DSChart(points: previewWeek, type: .bar).frame(height: 160)
      DSChart(points: previewWeek, type: .area).frame(height: 160)
      DSChart(
        points: [ChartPoint("Rent", 1200), ChartPoint("Food", 450), ChartPoint("Fun", 200)],
        type: .pie
      )
      .frame(height: 200)
    }
    .padding()
  }
}

#Preview("LineChart and BarChart: data, a gap, no data") {
  ScrollView {
    VStack(spacing: 24) {
      DSLineChart(points: previewWeek).frame(height: 160)
      DSBarChart(points: previewWeek).frame(height: 160)
      DSLineChart(points: [ChartPoint("Mon", .nan), ChartPoint("Tue", .nan)]).frame(height: 120)
      DSBarChart(points: []).frame(height: 120)
    }
    .padding()
  }
}

#Preview("DonutChart: segments and one segment") {
  ScrollView {
    VStack(spacing: 24) {
      DSDonutChart(points: [
        ChartPoint("Rent", 1200), ChartPoint("Food", 450), ChartPoint("Fun", 200),
        ChartPoint("Savings", 300),
      ])
      DSDonutChart(points: [ChartPoint("Done", 1)])
    }
    .padding()
  }
}

#Preview("Sparkline: beside a value") {
  ScrollView {
    VStack(alignment: .leading, spacing: 16) {
      HStack {
        Text("$182")
        DSSparkline(values: [3, 5, 4, 8, 7, 9]).frame(width: 60, height: 20)
      }
      HStack {
        Text("Visitors")
        DSSparkline(values: [9, 7, 8, 4, 5, 2]).frame(width: 120, height: 32)
      }
      DSSparkline(values: []).frame(width: 60, height: 20)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  @MainActor private static let points = [
    ChartPoint("Mon", 3), ChartPoint("Tue", 9), ChartPoint("Wed", 6), ChartPoint("Thu", 12),
  ]

  /// The catalog samples of the Chart family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func chartSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSBarChart": return AnyView(DSBarChart(points: points).frame(height: 140))
    case "DSLineChart": return AnyView(DSLineChart(points: points).frame(height: 140))
    case "DSSparkline":
      return AnyView(DSSparkline(values: [3, 5, 4, 8, 7, 9]).frame(width: 120, height: 24))
    case "DSDonutChart":
      return AnyView(
        DSDonutChart(points: [ChartPoint("Rent", 1200), ChartPoint("Food", 450)])
          .frame(height: 120))
    case "DSChart": return AnyView(DSChart(points: points, type: .area).frame(height: 140))
    default: return nil
    }
  }
}
#endif
