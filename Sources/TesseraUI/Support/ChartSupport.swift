#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLayout

// Shared drawing for the chart views: mapping ChartLayout's unit-square geometry into a frame.
// The geometry (positions, bars, donut angles, ticks) is computed and tested in
// TesseraComponents; these helpers only scale it to points.

extension LayoutPoint {
  /// The point in a `size`-sized frame, with y flipped (unit y grows upward, SwiftUI's down).
  func scaled(to size: CGSize) -> CGPoint {
    CGPoint(x: x * size.width, y: (1 - y) * size.height)
  }
}

extension LayoutRect {
  /// The rectangle in a `size`-sized frame, with y flipped.
  func scaled(to size: CGSize) -> CGRect {
    CGRect(
      x: minX * size.width, y: (1 - maxY) * size.height, width: self.size.width * size.width,
      height: self.size.height * size.height)
  }
}

/// The "no data" placeholder every chart shows when `ChartLayout.isEmpty`.
struct DSChartEmpty: View {
  let look: ComponentAppearance

  var body: some View {
    Text("No data")
      .dsText(look.secondaryTypography)
      .dsForeground(look[.secondaryForeground])
      .frame(
        maxWidth: .infinity, minHeight: look.minimumSize.height, maxHeight: .infinity)
  }
}

/// Horizontal grid lines at the axis ticks, with their labels on the leading edge.
struct DSChartGrid: View {
  let axis: ChartAxis
  let look: ComponentAppearance

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .topLeading) {
        ForEach(axis.ticks.indices, id: \.self) { index in
          let tick = axis.ticks[index]
          let y = (1 - axis.position(of: tick)) * proxy.size.height
          Path { path in
            path.move(to: CGPoint(x: 0, y: y))
            path.addLine(to: CGPoint(x: proxy.size.width, y: y))
          }
          .stroke(look.color(.separator) ?? .clear, lineWidth: look.gridLineWidth)
          Text(axis.label(for: tick))
            .dsText(look.secondaryTypography)
            .dsForeground(look[.secondaryForeground])
            .offset(y: y)
        }
      }
    }
    .accessibilityHidden(true)
  }
}
#endif
