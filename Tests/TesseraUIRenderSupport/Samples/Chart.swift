#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  @MainActor static let points = [
    ChartPoint("Mon", 3), ChartPoint("Tue", 9), ChartPoint("Wed", 6), ChartPoint("Thu", 12),
  ]

  /// The render samples of the Chart family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func chartSamples(_ name: String) -> AnyView? {
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
