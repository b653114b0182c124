#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// Vertical bars from zero, on an axis with "nice" ticks. Bar geometry, ticks and the VoiceOver
/// summary ("Bar chart, 7 values. Lowest Mon 3, highest Sat 12. Rising.") come from
/// `ChartLayout`; empty data shows "No data", non-finite values leave gaps.
///
/// ```swift
/// DSBarChart(points: [ChartPoint("Mon", 3), ChartPoint("Tue", 9), ChartPoint("Wed", 6)])
/// ```
public struct DSBarChart: View {
  private let layout: ChartLayout
  private let identifier: String?

  /// Creates a bar chart.
  /// - Parameters:
  ///   - points: The values, in order.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(points: [ChartPoint], accessibilityIdentifier: String? = nil) {
    self.layout = ChartLayout(kind: .bar, points: points)
    self.identifier = accessibilityIdentifier
  }

  /// The chart.
  public var body: some View {
    DSAxisChart(layout: layout, identifier: identifier) { look in
      GeometryReader { proxy in
        let bars = layout.bars()
        ForEach(bars.indices, id: \.self) { index in
          if let bar = bars[index] {
            let rect = bar.scaled(to: proxy.size)
            Rectangle()
              .fill(look.color(.fill) ?? .clear)
              .frame(width: rect.width, height: rect.height)
              .offset(x: rect.minX, y: rect.minY)
          }
        }
      }
    }
  }
}
#endif
